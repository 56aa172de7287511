/** THE ordered list of Markdown plugins. Order matters where a comment says so. */
import type { PluggableList } from 'unified';
import remarkFrontmatter from 'remark-frontmatter';
import type { Highlighter } from 'shiki';
import { localeFor } from '../../../theme/locales/index.ts';
import type { MarkdownLabels, MarkdownOptions } from '../types.ts';
import { rehypeWidgetFences } from './rehype-widget-fences.ts';
import { rehypeFootnotes } from './rehype-footnotes.ts';
import { remarkComponents } from './remark-components.ts';
import { remarkContainers } from './remark-containers.ts';
import { remarkGfmParts } from './remark-gfm-parts.ts';
import { remarkTabs } from './remark-tabs.ts';
import { remarkDemo } from './remark-demo.ts';
import { remarkInlineMarks } from './remark-inline-marks.ts';
import { remarkPageFacts } from './remark-page-facts.ts';
import { rehypeShiki } from './rehype-shiki.ts';
import { rehypeTableScroll } from './rehype-table-scroll.ts';
import { rehypeTaskLabels } from './rehype-task-labels.ts';

/** Plugins on the Markdown tree (mdast), after remark-parse; `autolinkLiterals: false` for pages that cannot hold one. */
export function remarkPlugins(options: MarkdownOptions, { autolinkLiterals = true } = {}): PluggableList {
  const titles = (lang: string) => labelsOf(options, lang).containers;
  return [
    remarkFrontmatter,
    // single tildes are subscript (remark-inline-marks), not strikethrough
    [remarkGfmParts, { singleTilde: false, autolinkLiterals }],
    // before page facts: headings inside containers must be collected too
    [remarkContainers, { titles }],
    // after containers: splits tabs containers on their @tab markers
    remarkTabs,
    [remarkDemo, { labels: (lang: string) => labelsOf(options, lang) }],
    // before page facts: components may add headings (the changelog) that the outline must see
    [remarkComponents, { factsDir: options.factsDir, base: options.base, labels: (lang: string) => labelsOf(options, lang) }],
    // before page facts: slugs and reading time see the text without == ^ ~ markers
    remarkInlineMarks,
    // last on mdast: sees the final headings and links
    [remarkPageFacts, { base: options.base, headerDepth: options.headerDepth, wordsPerMinute: options.wordsPerMinute, labels: (lang: string) => labelsOf(options, lang) }],
  ];
}

/** Plugins on the HTML tree (hast), after remark-rehype. */
export function rehypePlugins(options: MarkdownOptions, highlighter: () => Highlighter): PluggableList {
  const labels = (lang: string) => labelsOf(options, lang);
  return [
    // before shiki: drawn fences must not be highlighted
    [rehypeWidgetFences, { labels }],
    [rehypeShiki, { highlighter, themes: options.codeThemes, labels }],
    [rehypeFootnotes, { labels }],
    rehypeTableScroll,
    rehypeTaskLabels,
  ];
}

/** The labels of a page's language, chosen the way the theme chooses its dictionary. */
function labelsOf(options: MarkdownOptions, lang: string): MarkdownLabels {
  return options.labels[lang] ?? options.labels[localeFor(lang).lang];
}
