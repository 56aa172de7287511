/** The Markdown options of a build, derived from the resolved config and the theme's dictionaries. */
import { LOCALES } from '../../theme/locales/index.ts';
import type { ResolvedConfig } from '../config/resolve.ts';
import type { MarkdownLabels, MarkdownOptions } from './types.ts';

export function markdownOptions(config: ResolvedConfig): MarkdownOptions {
  return {
    base: config.base,
    headerDepth: config.headerDepth,
    wordsPerMinute: config.wordsPerMinute,
    codeThemes: config.codeThemes,
    factsDir: config.factsDir,
    labels: themeLabels(),
  };
}

/** The words of every theme dictionary that Markdown plugins write into pages, per language tag. */
export function themeLabels(): Record<string, MarkdownLabels> {
  return Object.fromEntries(Object.entries(LOCALES).map(([lang, t]) => [lang, { ...t.markdown, containers: t.containers }]));
}
