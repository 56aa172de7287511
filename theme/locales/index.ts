import { enUS } from './en-US.ts';
import type { ThemeLocale } from './types.ts';
import { zhCN } from './zh-CN.ts';

export type { ThemeLocale };

/** Dictionaries by language tag. */
export const LOCALES: Record<string, ThemeLocale> = { 'en-US': enUS, 'zh-CN': zhCN };

/** The dictionary for a language tag (English when unknown). */
export function localeFor(lang: string): ThemeLocale {
  return LOCALES[lang] ?? (lang.startsWith('zh') ? zhCN : enUS);
}

/** Fills `{name}` placeholders of a whole-sentence template. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** The name of a language in itself, for language menus. */
export function langName(lang: string): string {
  return LOCALES[lang]?.langName ?? (lang.startsWith('zh') ? zhCN.langName : lang.startsWith('en') ? enUS.langName : lang);
}
