/**
 * The wire format of a locale's search index (`assets/search/<lang>.<hash>.json`), written by
 * cli/extras/search-index.ts and read by the engine. A term dictionary with one postings list
 * per term; a posting names a section and the fields the term is in.
 */

/** Format version; a reader refuses any other. */
export const SEARCH_INDEX_VERSION = 1;

/** Field bits of a posting: the term is in the section's text, its heading, or the page title. */
export const FIELD_TEXT = 1;
export const FIELD_HEADING = 2;
export const FIELD_TITLE = 4;
/** A posting is `section * FIELD_SPAN + field bits`. */
export const FIELD_SPAN = 8;

export interface SearchIndexFile {
  v: typeof SEARCH_INDEX_VERSION;
  /** Language the texts were segmented with (the query is segmented the same way). */
  lang: string;
  /** Pages: [path (without base), title, the titles above it (breadcrumb, " › " between, '' for none)]. */
  pages: [string, string, string][];
  /**
   * Sections: [page number, anchor, heading, excerpt]. Each page starts with its top section
   * (anchor and heading '', it carries the title's terms), then one per h2/h3 with an id.
   */
  sections: [number, string, string, string][];
  /** The term dictionary, sorted by UTF-16 code units (so a prefix is a contiguous range). */
  terms: string[];
  /** Postings of `terms[i]`, encoded by `encodePostings`. */
  postings: string[];
}

/** 64 characters that need no escaping in JSON; each carries 5 bits and a "more follows" bit. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Map([...DIGITS].map((c, i) => [c, i]));

function writeNumber(n: number, out: string[]): void {
  do {
    const low = n & 31;
    n = Math.floor(n / 32);
    out.push(DIGITS[n > 0 ? low | 32 : low]);
  } while (n > 0);
}

/**
 * Encodes ascending postings (`section * FIELD_SPAN + fields`) as a string: per posting, the
 * gap to the previous section doubled, plus one when the fields are not just "text" (then the
 * fields follow). Most postings are a single character.
 */
export function encodePostings(sorted: readonly number[]): string {
  const out: string[] = [];
  let prev = 0;
  for (const p of sorted) {
    const section = Math.floor(p / FIELD_SPAN);
    const fields = p % FIELD_SPAN;
    const plain = fields === FIELD_TEXT;
    writeNumber((section - prev) * 2 + (plain ? 0 : 1), out);
    if (!plain) writeNumber(fields, out);
    prev = section;
  }
  return out.join('');
}

/** Reverses `encodePostings`: ascending `section * FIELD_SPAN + fields` values. */
export function decodePostings(encoded: string): number[] {
  const out: number[] = [];
  let i = 0;
  const read = () => {
    let n = 0;
    let scale = 1;
    for (;;) {
      const v = VALUE.get(encoded[i++]);
      if (v === undefined) throw new Error('search index: bad postings');
      n += (v & 31) * scale;
      if (!(v & 32)) return n;
      scale *= 32;
    }
  };
  let section = 0;
  while (i < encoded.length) {
    const v = read();
    section += Math.floor(v / 2);
    out.push(section * FIELD_SPAN + (v % 2 ? read() : FIELD_TEXT));
  }
  return out;
}
