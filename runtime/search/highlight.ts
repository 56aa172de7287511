/** Marks the words of a text that a query matched, as plain segments (rendered with <mark>, never as HTML). */
import { hasCjk, segmentWords, termsOfWord } from './tokenize.ts';

export interface Segment {
  text: string;
  mark?: true;
}

/**
 * Splits `text` into marked and unmarked runs: a word is marked when it, or one of its parts,
 * is one of the matched `terms`; a Chinese token is also marked wherever it occurs, whatever
 * the segmenter made of the text around it.
 */
export function highlight(text: string, terms: readonly string[], tokens: readonly string[], lang: string): Segment[] {
  if (!text) return [];
  const wanted = new Set(terms);
  const ranges: [number, number][] = [];
  if (wanted.size) {
    for (const w of segmentWords(text, lang)) {
      if (termsOfWord(w.term).some((t) => wanted.has(t)) || wanted.has(w.term)) ranges.push([w.index, w.index + w.text.length]);
    }
  }
  const lower = text.toLowerCase();
  for (const token of tokens) {
    if (!hasCjk(token)) continue;
    for (let at = lower.indexOf(token); at >= 0; at = lower.indexOf(token, at + token.length)) ranges.push([at, at + token.length]);
  }
  if (!ranges.length) return [{ text }];
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Segment[] = [];
  let pos = 0;
  for (const [start, end] of ranges) {
    if (end <= pos) continue;
    const from = Math.max(start, pos);
    if (from > pos) out.push({ text: text.slice(pos, from) });
    const last = out[out.length - 1];
    // Touching marks become one: "存储" found as "存" + "储" reads as one word.
    if (last?.mark && from === pos) last.text += text.slice(from, end);
    else out.push({ text: text.slice(from, end), mark: true });
    pos = end;
  }
  if (pos < text.length) out.push({ text: text.slice(pos) });
  return out;
}
