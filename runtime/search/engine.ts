/**
 * The local search engine: answers a query from one locale's index (index-format.ts). Pure, no
 * DOM: the dialog, the unit tests and bench/search.mjs run the same code.
 *
 * A query is split into tokens with the index's own segmentation. Every token must be found in
 * a section or in the title of its page (AND). A token matches its exact term, then the terms it
 * begins (prefix), and for Chinese the terms holding it; a Chinese token the dictionary lacks is
 * split into dictionary words (greedy longest match), so a browser whose ICU segments a phrase
 * differently from the build's still finds it; a single character cut from a longer phrase
 * matches only itself. Scores: field weight (title > heading > text) ×
 * inverse section frequency × match kind; a page ranks by its best section.
 */
import { decodePostings, FIELD_HEADING, FIELD_SPAN, FIELD_TEXT, FIELD_TITLE, SEARCH_INDEX_VERSION, type SearchIndexFile } from './index-format.ts';
import { hasCjk, queryTokens } from './tokenize.ts';

/** Weight of a term found in the page title, a heading, the text. */
export const FIELD_WEIGHTS = { title: 10, heading: 5, text: 1 } as const;
const PREFIX_WEIGHT = 0.6;
const INFIX_WEIGHT = 0.4;
/** A section that only has a token through its page's title gets this share of the title's score. */
const VIA_TITLE_SHARE = 0.3;
/** At most this many dictionary terms stand for one token (a one-letter prefix would match thousands). */
const MAX_EXPANSIONS = 64;

export interface SearchHit {
  /** Section number in the index. */
  section: number;
  /** Heading id ('' for the top of the page). */
  anchor: string;
  /** Heading text ('' for the top of the page). */
  heading: string;
  excerpt: string;
  score: number;
}

export interface PageResult {
  path: string;
  title: string;
  /** Titles of the pages above it ("Introduction › Storage drivers"), '' for none. */
  trail: string;
  score: number;
  /** Best sections first. */
  hits: SearchHit[];
}

export interface SearchResult {
  pages: PageResult[];
  /** Dictionary terms the query matched, for highlighting. */
  terms: string[];
  /** The query's tokens. */
  tokens: string[];
}

export interface SearchOptions {
  /** @default 10 */
  maxPages?: number;
  /** @default 4 */
  hitsPerPage?: number;
}

interface Expansion {
  term: number;
  weight: number;
}

/**
 * Whether a one-character Chinese token was cut from a longer run of the query ("挂载" → 挂, 载,
 * where ICU lacks the word): it then stands for itself only, not for every word holding it.
 */
function isPhrasePart(token: string, query: string): boolean {
  if (token.length !== 1 || !hasCjk(token)) return false;
  for (let at = query.indexOf(token); at >= 0; at = query.indexOf(token, at + 1)) {
    if (hasCjk(query[at - 1] ?? '') || hasCjk(query[at + 1] ?? '')) return true;
  }
  return false;
}

/** A loaded index, ready for queries. */
export class SearchEngine {
  readonly lang: string;
  private readonly decoded = new Map<number, number[]>();
  private readonly pageOfSection: Uint32Array;
  private readonly cjkTerms: number[] = [];

  constructor(private readonly index: SearchIndexFile) {
    if (index?.v !== SEARCH_INDEX_VERSION || !Array.isArray(index.terms)) throw new Error('search index: unknown format');
    this.lang = index.lang;
    this.pageOfSection = Uint32Array.from(index.sections, (s) => s[0]);
    index.terms.forEach((t, i) => hasCjk(t) && this.cjkTerms.push(i));
  }

  /** Pages and sections matching `query`, best first. */
  search(query: string, { maxPages = 10, hitsPerPage = 4 }: SearchOptions = {}): SearchResult {
    const tokens = queryTokens(query, this.lang);
    const text = query.normalize('NFKC').toLowerCase();
    const groups = tokens.flatMap((t) => this.resolveToken(t, isPhrasePart(t, text)));
    const terms = new Set<string>();
    if (!groups.length) return { pages: [], terms: [], tokens };
    const scored = groups.map((g) => {
      for (const e of g) terms.add(this.index.terms[e.term]);
      return this.scoreToken(g);
    });
    // Candidates: sections holding some token, and the top section of pages whose title holds one.
    const candidates = new Set<number>();
    for (const s of scored) {
      for (const k of s.sections.keys()) candidates.add(k);
    }
    const bySection = new Map<number, number>();
    for (const section of candidates) {
      let total = 0;
      for (const s of scored) {
        let v = s.sections.get(section);
        if (v === undefined) {
          const viaTitle = s.titles.get(this.pageOfSection[section]);
          if (viaTitle === undefined) {
            total = -1;
            break;
          }
          v = viaTitle * VIA_TITLE_SHARE;
        }
        total += v;
      }
      if (total > 0) bySection.set(section, total);
    }
    return { pages: this.groupByPage(bySection, maxPages, hitsPerPage), terms: [...terms], tokens };
  }

  /**
   * The dictionary terms standing for a token: one group per token, or, for a Chinese token
   * the dictionary lacks, one group per dictionary word it splits into. No group: no match.
   */
  private resolveToken(token: string, phrasePart: boolean): Expansion[][] {
    const exact = phrasePart ? this.find(token) : -1;
    if (exact >= 0) return [[{ term: exact, weight: 1 }]];
    const found = this.expand(token);
    if (found.length || !hasCjk(token) || token.length < 2) return [found];
    const parts: Expansion[][] = [];
    let i = 0;
    while (i < token.length) {
      let j = token.length;
      while (j > i + 1 && this.find(token.slice(i, j)) < 0) j--;
      parts.push(this.expand(token.slice(i, j)));
      i = j;
    }
    return parts;
  }

  private expand(token: string): Expansion[] {
    const { terms } = this.index;
    const out: Expansion[] = [];
    const exact = this.find(token);
    if (exact >= 0) out.push({ term: exact, weight: 1 });
    const prefixed: number[] = [];
    for (let i = this.lowerBound(token); i < terms.length && terms[i].startsWith(token) && prefixed.length < MAX_EXPANSIONS * 4; i++) if (i !== exact) prefixed.push(i);
    // Shorter terms first: "dock" should mean "docker" before "dockerfile-generator".
    prefixed.sort((a, b) => terms[a].length - terms[b].length || a - b);
    for (const i of prefixed.slice(0, MAX_EXPANSIONS)) out.push({ term: i, weight: PREFIX_WEIGHT });
    if (hasCjk(token)) {
      for (const i of this.cjkTerms) {
        if (out.length >= MAX_EXPANSIONS) break;
        if (terms[i].length > token.length && !terms[i].startsWith(token) && terms[i].includes(token)) out.push({ term: i, weight: INFIX_WEIGHT });
      }
    }
    return out;
  }

  /** Best score of a token per section, and per page through the page title. */
  private scoreToken(group: Expansion[]): { sections: Map<number, number>; titles: Map<number, number> } {
    const sections = new Map<number, number>();
    const titles = new Map<number, number>();
    const total = this.index.sections.length;
    for (const { term, weight } of group) {
      const postings = this.postingsOf(term);
      const idf = Math.log(1 + total / postings.length);
      for (const p of postings) {
        const section = Math.floor(p / FIELD_SPAN);
        const fields = p % FIELD_SPAN;
        const fw = (fields & FIELD_TITLE ? FIELD_WEIGHTS.title : 0) + (fields & FIELD_HEADING ? FIELD_WEIGHTS.heading : 0) + (fields & FIELD_TEXT ? FIELD_WEIGHTS.text : 0);
        const score = weight * idf * fw;
        if (score > (sections.get(section) ?? 0)) sections.set(section, score);
        if (fields & FIELD_TITLE) {
          const page = this.pageOfSection[section];
          const t = weight * idf * FIELD_WEIGHTS.title;
          if (t > (titles.get(page) ?? 0)) titles.set(page, t);
        }
      }
    }
    return { sections, titles };
  }

  private groupByPage(bySection: Map<number, number>, maxPages: number, hitsPerPage: number): PageResult[] {
    const pages = new Map<number, SearchHit[]>();
    for (const [section, score] of bySection) {
      const [page, anchor, heading, excerpt] = this.index.sections[section];
      let hits = pages.get(page);
      if (!hits) pages.set(page, (hits = []));
      hits.push({ section, anchor, heading, excerpt, score });
    }
    const out: PageResult[] = [];
    for (const [page, hits] of pages) {
      hits.sort((a, b) => b.score - a.score || a.section - b.section);
      // A page with several matching sections edges out one with a single equal match.
      const score = hits[0].score + 0.1 * hits.slice(1).reduce((t, h) => t + h.score, 0);
      const [path, title, trail = ''] = this.index.pages[page];
      out.push({ path, title, trail, score, hits: hits.slice(0, hitsPerPage) });
    }
    out.sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1));
    return out.slice(0, maxPages);
  }

  private postingsOf(term: number): number[] {
    let p = this.decoded.get(term);
    if (!p) this.decoded.set(term, (p = decodePostings(this.index.postings[term])));
    return p;
  }

  /** Position of `term` in the dictionary, or -1. */
  private find(term: string): number {
    const i = this.lowerBound(term);
    return this.index.terms[i] === term ? i : -1;
  }

  /** First dictionary position whose term is not below `s`. */
  private lowerBound(s: string): number {
    const { terms } = this.index;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid] < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
