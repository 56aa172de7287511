/**
 * Capitalised tags in Markdown, on a line of their own or inline:
 *   <Badge text="v3.38" type="tip" />        → <span class="badge tip">v3.38</span>
 *   <DriverFields slug="115" />              → a fields table per driver, from drivers.json
 *   <Changelog />                            → one section per release, from releases.json
 *   <TokenTool id="onedrive/request" />      → <div data-widget="token-tool" data-props='{"id":…}'>
 * Static components become Markdown nodes at build time (so their headings reach the outline);
 * interactive ones become widget placeholders. An unknown tag is a warning and renders nothing.
 */
import type { Html, Parent, PhrasingContent, Root, RootContent, Table, TableCell, TableRow } from 'mdast';
import type { VFile } from 'vfile';
import { readFacts, type DriverFacts, type Release } from '../facts.ts';
import { catalogPlaceholder, DEFAULT_CATALOG_LEVEL } from '../../stages/catalog.ts';
import { routeOfFile } from '../../stages/routes.ts';
import { noteWidget } from '../nodes.ts';
import type { MarkdownLabels, PageFacts } from '../types.ts';
import { escapeHtml } from '../../html.ts';
import { withBase } from '../../../runtime/base.ts';

const TAG = /^<([A-Z][A-Za-z0-9]*)((?:\s+[\w:-]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>/]+))?)*)\s*\/?>(?:\s*<\/\1>)?$/;
const ATTR = /([\w:-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+)))?/g;

export type Attrs = Record<string, string | true>;

interface ComponentContext {
  facts: PageFacts;
  /** The page's file, relative to the docs folder. */
  relPath: string;
  base: string;
  /** Language of the page and its words. */
  lang: string;
  labels: MarkdownLabels;
  frontmatter: Record<string, unknown>;
  factsDir?: string;
  line?: number;
  inline: boolean;
}

type Component = (attrs: Attrs, ctx: ComponentContext) => RootContent[];

/** Parses `a="x" b='y' c=z d` into { a: 'x', b: 'y', c: 'z', d: true }. */
export function parseAttrs(source: string): Attrs {
  const out: Attrs = {};
  for (const m of source.matchAll(ATTR)) out[m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  return out;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
const html = (value: string): Html => ({ type: 'html', value });
/** `ratio="4:3"` (default 16:9) as the container's aspect ratio. */
const aspect = (attrs: Attrs) => {
  const m = /^(\d+(?:\.\d+)?)[:/](\d+(?:\.\d+)?)$/.exec(typeof attrs.ratio === 'string' ? attrs.ratio : '16:9');
  return m ? ` style="aspect-ratio:${m[1]}/${m[2]}"` : '';
};

/** A widget placeholder the runtime mounts; `fallback` is what readers without JavaScript see. */
function widget(name: string, props: Attrs, ctx: ComponentContext, fallback: string): RootContent[] {
  noteWidget(ctx.facts, name);
  const tag = ctx.inline ? 'span' : 'div';
  return [html(`<${tag} data-widget="${name}" data-props="${escapeHtml(JSON.stringify(props))}">${fallback}</${tag}>`)];
}

const COMPONENTS: Record<string, Component> = {
  Badge(attrs) {
    const type = typeof attrs.type === 'string' ? attrs.type : 'tip';
    const label = typeof attrs.text === 'string' ? attrs.text : '';
    const vertical = typeof attrs.vertical === 'string' ? ` style="vertical-align:${escapeHtml(attrs.vertical)}"` : '';
    return [html(`<span class="badge ${escapeHtml(type)}"${vertical}>${escapeHtml(label)}</span>`)];
  },

  DriverFields(attrs, ctx) {
    const slug = String(attrs.slug ?? '');
    const all = readFacts<DriverFacts[]>(ctx.factsDir, 'drivers.json');
    const entry = all.find((d) => d.slug === slug);
    if (!entry) throw new Error(`<DriverFields slug="${slug}">: no such slug in drivers.json`);
    const drivers = typeof attrs.driver === 'string' ? entry.drivers.filter((d) => d.name === attrs.driver) : entry.drivers;
    if (!drivers.length) throw new Error(`<DriverFields driver="${attrs.driver}">: slug "${slug}" has no driver of that name (it has ${entry.drivers.map((d) => d.name).join(', ')})`);
    const notes = (ctx.frontmatter.fieldNotes ?? {}) as Record<string, string>;
    const known = new Set(entry.drivers.flatMap((d) => d.fields.map((f) => f.name)));
    for (const key of Object.keys(notes)) {
      if (!known.has(key)) ctx.facts.diagnostics.push({ severity: 'warning', file: '', line: ctx.line, message: `fieldNotes.${key} names no field of the drivers of "${slug}"` });
    }
    const l = ctx.labels.driverFields;
    const header: TableRow = { type: 'tableRow', children: [l.field, l.type, l.required, l.default, l.options, l.meaning].map((h) => cell([text(h)])) };
    return drivers.map((driver): Table => ({
      type: 'table',
      align: [null, null, 'center', null, null, null],
      data: { hProperties: { className: ['driver-fields'], dataDriver: driver.name } } as never,
      children: [
        header,
        ...driver.fields.map((f): TableRow => ({
          type: 'tableRow',
          children: [
            cell([code(f.name)]),
            cell([text(f.type)]),
            cell([text(f.required ? l.yes : l.no)]),
            cell(f.default === null || f.default === '' ? [] : [code(f.default)]),
            cell((f.options ?? []).flatMap((o, i) => (i ? [text(', '), code(o)] : [code(o)]))),
            cell([text(notes[f.name] ?? f.help ?? '')]),
          ],
        })),
      ],
    }));
  },

  Changelog(_attrs, ctx) {
    const { releases } = readFacts<{ releases: Release[] }>(ctx.factsDir, 'releases.json');
    const sorted = [...releases].sort((a, b) => b.date.localeCompare(a.date) || b.tag.localeCompare(a.tag, undefined, { numeric: true }));
    return sorted.flatMap((r): RootContent[] => [
      { type: 'heading', depth: 2, children: [text(r.tag)] },
      { type: 'paragraph', children: [{ type: 'emphasis', children: [text(r.date)] }] },
      r.items.length
        ? { type: 'list', ordered: false, spread: false, children: r.items.map((item) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text(item)] }] })) }
        : { type: 'paragraph', children: [text('—')] },
    ]);
  },

  Catalog(attrs, ctx) {
    // The pages are known only once every page is loaded: the resolve stage fills the list in.
    const here = routeOfFile(ctx.relPath).replace(/[^/]*$/, '');
    const given = typeof attrs.base === 'string' ? attrs.base : here;
    const base = (given.startsWith('/') ? given : new URL(given, `http://x${here}`).pathname).replace(/\/?$/, '/');
    const level = Number(attrs.level ?? DEFAULT_CATALOG_LEVEL);
    if (!Number.isInteger(level) || level < 1) throw new Error(`<Catalog level="${attrs.level}">: level must be a whole number from 1`);
    return [html(catalogPlaceholder(base, level))];
  },

  VPCard(attrs, ctx) {
    const str = (k: string) => (typeof attrs[k] === 'string' ? (attrs[k] as string) : '');
    if (!str('title')) throw new Error('<VPCard> needs a title attribute');
    const style = [str('background') && `background:${str('background')}`, str('color') && `color:${str('color')}`].filter(Boolean).join(';');
    const logo = str('logo') ? `<img class="vp-card-logo no-view" src="${escapeHtml(withBase(ctx.base, str('logo')))}" alt="" loading="lazy">` : '';
    const body = `${logo}<span class="vp-card-content"><span class="vp-card-title">${escapeHtml(str('title'))}</span>${str('desc') ? `<span class="vp-card-desc">${escapeHtml(str('desc'))}</span>` : ''}</span>`;
    const props = { className: ['vp-card'], ...(style ? { style } : {}) };
    if (!str('link')) return [html(`<div class="vp-card"${style ? ` style="${escapeHtml(style)}"` : ''}>${body}</div>`)];
    // A link node, so the page-facts plugin resolves and checks it like any other link.
    return [{ type: 'link', url: str('link'), children: [html(body)], data: { hProperties: props } } as unknown as RootContent];
  },

  ArtPlayer(attrs, ctx) {
    const src = typeof attrs.src === 'string' ? attrs.src : '';
    if (!src) throw new Error('<ArtPlayer> needs a src attribute');
    // The type is the attribute, else the file extension; the player decides whether it can play it.
    const type = String(typeof attrs.type === 'string' ? attrs.type : (/\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1] ?? '')).toLowerCase();
    const lang = typeof attrs.lang === 'string' ? attrs.lang : ctx.lang.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';
    const props = { ...attrs, src, lang };
    noteWidget(ctx.facts, 'artplayer');
    return [html(`<div class="video-container artplayer" data-widget="artplayer" data-video-type="${escapeHtml(type)}" data-props="${escapeHtml(JSON.stringify(props))}"${aspect(attrs)}></div>`)];
  },

  BiliBili(attrs, ctx) {
    const bvid = typeof attrs.bvid === 'string' ? attrs.bvid : '';
    const aid = typeof attrs.aid === 'string' ? attrs.aid : '';
    if (!bvid && !aid) throw new Error('<BiliBili> needs a bvid (or aid) attribute');
    const title = typeof attrs.title === 'string' ? attrs.title : bvid || `av${aid}`;
    const page = bvid ? `https://www.bilibili.com/video/${encodeURIComponent(bvid)}` : `https://www.bilibili.com/video/av${encodeURIComponent(aid)}`;
    noteWidget(ctx.facts, 'bilibili');
    // Nothing is loaded from BiliBili until the reader asks: the link opens the video page
    // without JavaScript, and the widget swaps in the embedded player when clicked.
    const label = ctx.labels.bilibili.replace('{title}', title);
    return [html(`<div class="video-container bilibili" data-widget="bilibili" data-props="${escapeHtml(JSON.stringify({ ...attrs, title }))}"${aspect(attrs)}><a class="video-facade" href="${escapeHtml(page)}" target="_blank" rel="noopener noreferrer">${escapeHtml(label)}</a></div>`)];
  },

  ApiSelector(attrs, ctx) {
    return widget('api-selector', attrs, ctx, '');
  },

  TokenTool(attrs, ctx) {
    const note = ctx.lang.toLowerCase().startsWith('zh') ? '这个工具在浏览器中运行，请启用 JavaScript 后再使用。' : 'This tool runs in the browser: enable JavaScript to use it.';
    return widget('token-tool', attrs, ctx, `<noscript>${note}</noscript>`);
  },
};

/** Names of the components this build knows. */
export const COMPONENT_NAMES = Object.keys(COMPONENTS);

export function remarkComponents(options: { factsDir?: string; base: string; labels: (lang: string) => MarkdownLabels }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { frontmatter?: Record<string, unknown>; lang?: string; relPath: string };
    const lang = facts.lang ?? 'en-US';
    const labels = options.labels(lang);
    const visit = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as RootContent;
        if (node.type === 'html') {
          const m = TAG.exec(node.value.trim());
          if (!m) continue;
          const line = node.position?.start.line;
          const component = COMPONENTS[m[1]];
          let replacement: RootContent[] = [];
          if (!component) {
            facts.diagnostics.push({ severity: 'warning', file: '', line, message: `unknown component <${m[1]}> (known: ${COMPONENT_NAMES.join(', ')}); it renders nothing` });
          } else {
            try {
              replacement = component(parseAttrs(m[2]), { facts, relPath: facts.relPath, base: options.base, lang, labels, frontmatter: facts.frontmatter ?? {}, factsDir: options.factsDir, line, inline: parent.type === 'paragraph' });
            } catch (err) {
              facts.diagnostics.push({ severity: 'error', file: '', line, message: (err as Error).message });
            }
          }
          parent.children.splice(i, 1, ...(replacement as never[]));
          i += replacement.length - 1;
        } else if ('children' in node) visit(node as Parent);
      }
    };
    visit(tree);
  };
}
