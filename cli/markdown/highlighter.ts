/** One shiki highlighter per process, with languages loaded on demand. */
import { bundledLanguages, createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

let highlighter: Promise<Highlighter> | undefined;
let themesKey = '';

/** Languages rendered without highlighting (plain text) and without a warning. */
export const PLAIN_LANGS = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'ansi', 'log', 'conf', 'env']);

/** Returns the process-wide highlighter for these themes (created once). */
export function getHighlighter(themes: { light: string; dark: string }): Promise<Highlighter> {
  const key = `${themes.light}|${themes.dark}`;
  if (!highlighter || key !== themesKey) {
    themesKey = key;
    // The JavaScript regex engine is faster than the WASM one for our grammars and needs no WASM start-up.
    highlighter = createHighlighter({ themes: [themes.light, themes.dark], langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) });
  }
  return highlighter;
}

/** Whether shiki knows the language (by id or alias). */
export function isKnownLanguage(lang: string): lang is BundledLanguage {
  return Object.prototype.hasOwnProperty.call(bundledLanguages, lang);
}

/** Loads the languages not loaded yet; unknown ones are returned so the caller can warn. */
export async function ensureLanguages(hl: Highlighter, langs: Iterable<string>): Promise<string[]> {
  const loaded = new Set(hl.getLoadedLanguages());
  const missing: BundledLanguage[] = [];
  const unknown: string[] = [];
  for (const lang of langs) {
    if (PLAIN_LANGS.has(lang) || loaded.has(lang)) continue;
    if (isKnownLanguage(lang)) missing.push(lang);
    else unknown.push(lang);
  }
  if (missing.length) await hl.loadLanguage(...missing);
  return unknown;
}
