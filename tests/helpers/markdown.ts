/** Markdown options for unit tests: the theme's real dictionaries, github themes, base `/`. */
import { themeLabels } from '../../cli/markdown/options.ts';
import type { MarkdownOptions } from '../../cli/markdown/types.ts';
import { createMarkdownTransformer, type MarkdownTransformer } from '../../cli/markdown/processor.ts';

export function testMarkdownOptions(extra: Partial<MarkdownOptions> = {}): MarkdownOptions {
  return {
    base: '/',
    headerDepth: 2,
    wordsPerMinute: 300,
    codeThemes: { light: 'github-light', dark: 'github-dark' },
    labels: themeLabels(),
    ...extra,
  };
}

/** A transformer and a one-call runner for a page at `relPath` (English unless `lang` says). */
export async function markdownRunner(extra: Partial<MarkdownOptions> = {}, relPath = 'guide/a.md') {
  const transform: MarkdownTransformer = await createMarkdownTransformer(testMarkdownOptions(extra));
  return (body: string, frontmatter: Record<string, unknown> = {}, lang = 'en-US', file?: string) =>
    transform({ body, relPath, displayFile: `docs/${relPath}`, frontmatter, lang, ...(file ? { file } : {}) });
}
