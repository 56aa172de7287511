/**
 * Extra: the local search index, one per locale, as hashed JSON assets
 * (`assets/search/<lang>.<hash>.json`). Built from the rendered page bodies: the title, every
 * h2/h3 with an id (its anchor) and the text under it, segmented with runtime/search/tokenize.ts
 * (the function the browser uses for queries). Pages with `search: false` are left out.
 *
 * Kept small: a sorted term dictionary with delta-encoded postings per section, and for each
 * section only a trimmed excerpt; code blocks, buttons and hidden helper text are not indexed.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { PageData, SiteData } from '../../runtime/protocol.ts';
import { encodePostings, FIELD_HEADING, FIELD_SPAN, FIELD_TEXT, FIELD_TITLE, SEARCH_INDEX_VERSION, type SearchIndexFile } from '../../runtime/search/index-format.ts';
import { textTerms } from '../../runtime/search/tokenize.ts';
import type { ResolvedConfig } from '../config/resolve.ts';
import type { OutputAsset } from '../stages/bundle.ts';

/** Excerpt length per section, in characters (a Chinese character says more than a Latin one). */
const EXCERPT_CHARS = { latin: 80, cjk: 40 };

/** The site-data field of the search: what the browser needs to search. */
export type SearchSiteData = NonNullable<SiteData['search']>;

export interface SearchIndexSize {
  locale: string;
  lang: string;
  file: string;
  pages: number;
  sections: number;
  terms: number;
  raw: number;
  gzip: number;
}

export interface SearchIndexOutput {
  assets: OutputAsset[];
  /** The `search` field of the site data. */
  site: SearchSiteData;
  sizes: SearchIndexSize[];
}

/** Elements whose text is not prose: code, controls, drawings, hidden helper text. */
const SKIPPED = new Set(['pre', 'button', 'script', 'style', 'svg', 'template', 'textarea', 'select', 'noscript', 'iframe', 'video', 'audio', 'canvas', 'h1']);
/** Elements inside a run of text: no word break around them. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', mdash: '—', ndash: '–', copy: '©', reg: '®', times: '×', larr: '←', rarr: '→' };

/** Decodes the character references of an HTML text. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

/** A part of a page: the text before the first heading (anchor ''), or one h2/h3 and the text under it. */
export interface PageSection {
  anchor: string;
  heading: string;
  text: string;
}

/**
 * Splits rendered page HTML into sections at each h2/h3 carrying an id. Tags are dropped
 * (inline ones without a word break), the header anchors and other aria-hidden or sr-only
 * elements, code blocks and buttons are skipped, entities decoded and white space collapsed.
 */
export function sectionsOfHtml(html: string): PageSection[] {
  const out: PageSection[] = [{ anchor: '', heading: '', text: '' }];
  let buf = '';
  /** The heading being read, when inside an h2/h3 with an id. */
  let heading: { tag: string; anchor: string } | undefined;
  /** The element being skipped and how deep inside it we are. */
  let skip: { tag: string; depth: number } | undefined;
  // Attribute values may hold ">": quoted strings are skipped as a whole (an unrolled loop, so it stays fast).
  const tagRe = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/g;
  let last = 0;
  for (let m = tagRe.exec(html); m; m = tagRe.exec(html)) {
    if (!skip) buf += html.slice(last, m.index);
    last = tagRe.lastIndex;
    if (!m[2]) continue; // a comment
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    const attrs = m[3];
    if (skip) {
      if (tag === skip.tag && !VOID.has(tag) && !attrs.endsWith('/')) skip.depth += closing ? -1 : 1;
      if (skip.depth === 0) skip = undefined;
      continue;
    }
    if (!closing && !VOID.has(tag) && !attrs.endsWith('/') && (SKIPPED.has(tag) || /(?:^|\s)aria-hidden="true"/.test(attrs) || /(?:^|\s)class="(?:[^"]*\s)?sr-only[\s"]/.test(attrs))) {
      skip = { tag, depth: 1 };
      continue;
    }
    const id = !closing && (tag === 'h2' || tag === 'h3') ? /(?:^|\s)id="([^"]*)"/.exec(attrs)?.[1] : undefined;
    if (id !== undefined) {
      out[out.length - 1].text += buf;
      buf = '';
      heading = { tag, anchor: decodeEntities(id) };
    } else if (closing && heading && tag === heading.tag) {
      out.push({ anchor: heading.anchor, heading: clean(buf), text: '' });
      buf = '';
      heading = undefined;
    } else if (!INLINE.has(tag)) buf += ' ';
  }
  if (!skip) buf += html.slice(last);
  out[out.length - 1].text += buf;
  for (const s of out) s.text = clean(s.text);
  // A page without text before its first heading keeps the empty top section: it carries the title.
  return out;
}

function clean(s: string): string {
  return decodeEntities(s).replace(/\s+/g, ' ').trim();
}

/** Whether a page belongs in the index: not opted out with `search: false`, not a 404 page. */
export function isIndexed(page: Pick<PageData, 'frontmatter' | 'layout'>): boolean {
  return page.frontmatter.search !== false && page.layout !== 'not-found';
}

/** Cuts a text to about `max` characters, at a word end when there is one nearby. */
export function trimExcerpt(text: string, lang: string): string {
  const max = lang.startsWith('zh') || lang.startsWith('ja') || lang.startsWith('ko') ? EXCERPT_CHARS.cjk : EXCERPT_CHARS.latin;
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  return `${text.slice(0, space > max * 0.6 ? space : max).trimEnd()}…`;
}

/** What the index reads of a page. */
export type IndexedPage = Pick<PageData, 'path' | 'title' | 'html'> & Partial<Pick<PageData, 'breadcrumb'>>;

/** The titles above a page, from its breadcrumb without the home link and the page itself. */
function trailOf(page: IndexedPage): string {
  const crumbs = (page.breadcrumb ?? []).slice(1);
  if (crumbs.at(-1)?.link === page.path) crumbs.pop();
  return crumbs.map((c) => c.text).join(' › ');
}

/**
 * What a page's body adds to the index, without its title (the title is resolved later): per
 * section its entry, and its terms with their field bits. Plain arrays, so the transform workers
 * can make it beside the page's HTML and send it back cheaply (cli/stages/transform.ts).
 */
export interface PageAnalysis {
  /** The language it was segmented for. */
  lang: string;
  sections: [anchor: string, heading: string, excerpt: string][];
  /** Per section, its distinct terms joined by newlines (one string: a large site's analyses are held until merged). */
  terms: string[];
  /** Per section, the field bits of each of its terms. */
  fields: Uint8Array[];
}

/** Segments a page's body HTML into sections and terms (the expensive part of indexing). */
export function analysePage(html: string, lang: string): PageAnalysis {
  const a: PageAnalysis = { lang, sections: [], terms: [], fields: [] };
  for (const part of sectionsOfHtml(html)) {
    const bits = new Map<string, number>();
    if (part.heading) for (const t of textTerms(part.heading, lang)) bits.set(t, FIELD_HEADING);
    for (const t of textTerms(part.text, lang)) bits.set(t, (bits.get(t) ?? 0) | FIELD_TEXT);
    a.sections.push([part.anchor, part.heading, trimExcerpt(part.text, lang)]);
    a.terms.push([...bits.keys()].join('\n'));
    a.fields.push(Uint8Array.from(bits.values()));
  }
  return a;
}

/**
 * The analysis the transform made of each page (by route), used while the page's HTML is still
 * the HTML analysed: catalogs are filled in after the transform, and those pages are analysed again.
 */
export function analysisFrom(transformed: ReadonlyMap<string, { html: string; search?: PageAnalysis }>): (page: PageData) => PageAnalysis | undefined {
  return (page) => {
    const t = transformed.get(page.path);
    return t?.html === page.html ? t.search : undefined;
  };
}

/** A page for the index: what it shows, plus the analysis of its body when it was made already. */
export type IndexInput = IndexedPage & { analysis?: PageAnalysis };

/** The index of one locale's pages (already filtered), in route order. */
export function buildLocaleIndex(pages: readonly IndexInput[], lang: string): SearchIndexFile {
  const postings = new Map<string, number[]>();
  const sections: SearchIndexFile['sections'] = [];
  const post = (term: string, posting: number) => {
    const list = postings.get(term);
    if (list) list.push(posting);
    else postings.set(term, [posting]);
  };
  pages.forEach((page, p) => {
    const a = page.analysis?.lang === lang ? page.analysis : analysePage(page.html, lang);
    const title = new Set(textTerms(page.title, lang));
    a.sections.forEach(([anchor, heading, excerpt], i) => {
      const section = sections.length;
      sections.push([p, anchor, heading, excerpt]);
      const terms = a.terms[i] ? a.terms[i].split('\n') : [];
      const fields = a.fields[i];
      // The title's terms belong to the page's top section.
      for (let j = 0; j < terms.length; j++) post(terms[j], section * FIELD_SPAN + fields[j] + (i === 0 && title.delete(terms[j]) ? FIELD_TITLE : 0));
      if (i === 0) for (const t of title) post(t, section * FIELD_SPAN + FIELD_TITLE);
    });
  });
  const terms = [...postings.keys()].sort();
  return {
    v: SEARCH_INDEX_VERSION,
    lang,
    pages: pages.map((p) => [p.path, p.title, trailOf(p)]),
    sections,
    terms,
    postings: terms.map((t) => encodePostings(postings.get(t)!)),
  };
}

/**
 * The index files of every locale, and the site-data field that names them. With DocSearch
 * configured nothing is built: the field carries DocSearch's settings instead.
 */
export function buildSearchIndexes({ config, pages, analysisOf }: { config: Pick<ResolvedConfig, 'base' | 'locales' | 'search'>; pages: readonly PageData[]; analysisOf?: (page: PageData) => PageAnalysis | undefined }): SearchIndexOutput {
  const search = config.search;
  if (search.provider === 'docsearch') {
    return { assets: [], site: { provider: 'docsearch', appId: search.appId, apiKey: search.apiKey, indexName: search.indexName }, sizes: [] };
  }
  const assets: OutputAsset[] = [];
  const sizes: SearchIndexSize[] = [];
  const indexes: Record<string, string> = {};
  // Locales are longest prefix first: the first that matches a page owns it.
  const owner = (route: string) => config.locales.find((l) => route.startsWith(l.prefix))?.prefix;
  for (const locale of [...config.locales].sort((a, b) => a.prefix.localeCompare(b.prefix))) {
    const own = pages.filter((p) => owner(p.path) === locale.prefix && isIndexed(p)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const index = buildLocaleIndex(own.map((p) => ({ ...p, analysis: analysisOf?.(p) })), locale.lang);
    const json = JSON.stringify(index);
    const file = `assets/search/${locale.lang}.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
    assets.push({ file, contents: json });
    indexes[locale.prefix] = config.base + file;
    sizes.push({ locale: locale.prefix, lang: locale.lang, file, pages: own.length, sections: index.sections.length, terms: index.terms.length, raw: Buffer.byteLength(json), gzip: gzipSync(json, { level: 9 }).length });
  }
  return { assets, site: { provider: 'local', indexes }, sizes };
}

/** `en-US 120.3 KB (38.1 KB gzip), zh-CN …`: the sizes for the build's step line. */
export function formatIndexSizes(sizes: readonly SearchIndexSize[]): string {
  const kb = (n: number) => (n / 1024).toFixed(1);
  return sizes.map((s) => `${s.lang} ${kb(s.raw)} KB (${kb(s.gzip)} KB gzip)`).join(', ') || 'DocSearch';
}
