/**
 * Words of a text for the search index and for queries: the same function at index time (Node)
 * and at query time (the browser), so both split a text the same way.
 *
 * Runs of Chinese, Japanese or Korean characters are split by `Intl.Segmenter` (word
 * granularity, the page's language: ICU's dictionary finds 存储, 驱动 …). Other runs are split by
 * a regular expression that follows the segmenter's rules for Latin text (letters and digits,
 * joined by `_` and by `.`, `'` or `:` between them: `compose.yml`, `v3.25.1`) and is many times
 * faster, which keeps the build's index step short.
 */

/** Han, kana and hangul: scripts written without spaces between words. */
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g;
const LATIN_WORD = /[\p{L}\p{N}\p{M}_]+(?:['’.:][\p{L}\p{N}\p{M}_]+)*/gu;
/** Inner separators of Latin words (`compose.yml`, `root_folder_path`, `alist's`). */
const INNER = /[._'’:]+/;
/** Longer tokens are hashes, URLs or base64: never searched for. */
const MAX_TERM_LENGTH = 40;
/** Hex hashes and random keys in examples (git commits, MD5, tokens): many digits among letters. */
const JUNK = /^(?=.*\d)(?=.*[a-f])[0-9a-f]{7,}$|^(?=(?:.*\d){3})[a-z0-9]{16,}$/;

/**
 * Words too common to tell sections apart. They are neither indexed nor required in a query
 * (a query of only such words still runs, as a prefix: "in" while typing "install").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its may might must of on or our she should so than that the their them then there these they this those to us was we were what when where which who will with would you your'.split(' '),
  ...'的 了 和 在 是 或 与 及 把 被 也 就 都 而 并 它 这 那 之 其 以 于 对 从 等 会 个 为 着 吗 呢 吧 啊 你 我 们 该 此 由 让 给 向 将 又 还 再'.split(' '),
]);

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(lang: string): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = new Intl.Segmenter(lang, { granularity: 'word' })));
  return s;
}

/** Whether a string holds a CJK character. */
export function hasCjk(s: string): boolean {
  return CJK_CHAR.test(s);
}

/** The form every term is kept in: NFKC (full-width letters become ASCII), lower case. */
export function normalizeTerm(word: string): string {
  return word.normalize('NFKC').toLowerCase().replace(/’/g, "'");
}

/** Whether a normalized word is worth a place in the index: not one Latin letter, a stop word or a hash. */
export function isSearchable(term: string): boolean {
  return term.length <= MAX_TERM_LENGTH && (term.length > 1 || hasCjk(term)) && !STOP_WORDS.has(term) && !JUNK.test(term);
}

/** A word of a text with its position. */
export interface Word {
  /** The word as written. */
  text: string;
  /** Its normalized form. */
  term: string;
  /** Offset in the text, in UTF-16 code units. */
  index: number;
}

function latinWords(text: string, offset: number, out: Word[]): void {
  for (const m of text.matchAll(LATIN_WORD)) out.push({ text: m[0], term: normalizeTerm(m[0]), index: offset + m.index! });
}

/** Every word of `text` (punctuation and spaces left out), in order. */
export function segmentWords(text: string, lang: string): Word[] {
  const out: Word[] = [];
  let last = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    latinWords(text.slice(last, run.index), last, out);
    for (const s of segmenterFor(lang).segment(run[0])) {
      if (s.isWordLike) out.push({ text: s.segment, term: normalizeTerm(s.segment), index: run.index! + s.index });
    }
    last = run.index! + run[0].length;
  }
  latinWords(text.slice(last), last, out);
  return out;
}

/**
 * The terms a word is indexed under: itself, plus the parts of a dotted, underscored or
 * possessive word (`compose.yml` → `compose`, `yml`), so either part finds it.
 */
export function termsOfWord(term: string): string[] {
  const out = isSearchable(term) ? [term] : [];
  if (INNER.test(term)) for (const part of term.split(INNER)) if (part !== term && isSearchable(part)) out.push(part);
  return out;
}

/** The distinct terms of a text, in first-seen order (what the index stores). */
export function textTerms(text: string, lang: string): string[] {
  const seen = new Set<string>();
  for (const w of segmentWords(text, lang)) for (const t of termsOfWord(w.term)) seen.add(t);
  return [...seen];
}

/** The tokens of a query: its normalized words, each once, stop words left out unless nothing else is left. */
export function queryTokens(query: string, lang: string): string[] {
  // A word too long for the index is looked up by its parts, as the index stores it.
  const words = segmentWords(query.slice(0, 200), lang).flatMap((w) => (w.term.length <= MAX_TERM_LENGTH ? [w.term] : w.term.split(INNER).filter((p) => p && p.length <= MAX_TERM_LENGTH)));
  const all = [...new Set(words)];
  const kept = all.filter((t) => !STOP_WORDS.has(t));
  return kept.length || !all.length ? kept : [all[all.length - 1]];
}
