/** THE ordered list of Markdown plugins. Order matters where a comment says so. */
import type { PluggableList } from 'unified';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { Highlighter } from 'shiki';
import type { MarkdownOptions } from '../types.ts';
import { remarkComponents } from './remark-components.ts';
import { remarkContainers } from './remark-containers.ts';
import { remarkPageFacts } from './remark-page-facts.ts';
import { rehypeShiki } from './rehype-shiki.ts';

/** Plugins on the Markdown tree (mdast), after remark-parse. */
export function remarkPlugins(options: MarkdownOptions): PluggableList {
  const titles = (lang: string) => options.containerTitles[lang] ?? options.containerTitles['en-US'] ?? {};
  return [
    remarkFrontmatter,
    remarkGfm,
    // before page facts: headings inside containers must be collected too
    [remarkContainers, { titles }],
    // before page facts: components may add headings (the changelog) that the outline must see
    [remarkComponents, { factsDir: options.factsDir }],
    // last on mdast: sees the final headings and links
    [remarkPageFacts, { base: options.base, headerDepth: options.headerDepth, wordsPerMinute: options.wordsPerMinute }],
  ];
}

/** Plugins on the HTML tree (hast), after remark-rehype. */
export function rehypePlugins(options: MarkdownOptions, highlighter: () => Highlighter): PluggableList {
  return [[rehypeShiki, { highlighter, themes: options.codeThemes }]];
}
