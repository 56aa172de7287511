/** Reading time: Latin words plus CJK characters (each counted as a word), at a given pace. */
import type { ReadingTime } from '../../runtime/protocol.ts';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;

/** Counts the words of `text`: each CJK character is one word. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + rest;
}

/** Minutes (rounded, at least 0) and words of `text` at `wordsPerMinute`. */
export function readingTime(text: string, wordsPerMinute: number): ReadingTime {
  const words = countWords(text);
  return { words, minutes: Math.round((words / wordsPerMinute) * 10) / 10 };
}
