/** Builds the unified chain once per build and turns a page's Markdown into HTML plus facts. */
import type { Root as MdRoot } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { ensureLanguages, getHighlighter } from './highlighter.ts';
import { remarkPlugins, rehypePlugins } from './plugins/index.ts';
import { markContainers } from './plugins/remark-containers.ts';
import { WIDGET_FENCES } from './plugins/rehype-widget-fences.ts';
import type { MarkdownOptions, PageFacts, TransformedPage, TransformInput } from './types.ts';

export type MarkdownTransformer = (input: TransformInput) => Promise<TransformedPage>;

/** Creates the transformer for a build: the chain and the highlighter are made once. */
export async function createMarkdownTransformer(options: MarkdownOptions): Promise<MarkdownTransformer> {
  const hl = await getHighlighter(options.codeThemes);
  const current: { hl: Highlighter } = { hl };
  const processor = unified()
    .use(remarkParse)
    .use(remarkPlugins(options))
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypePlugins(options, () => current.hl))
    .use(rehypeStringify, { allowDangerousHtml: true });
  const unknownLangs = new Set<string>();

  return async (input) => {
    const facts: PageFacts & Record<string, unknown> = {
      relPath: input.relPath,
      frontmatter: input.frontmatter,
      lang: input.lang,
      unknownLangs,
      headers: [],
      ids: [],
      links: [],
      assets: [],
      excerpt: '',
      readingTime: { minutes: 0, words: 0 },
      widgets: [],
      diagnostics: [],
    };
    const file = new VFile({ value: markContainers(input.body), path: input.displayFile, data: facts });
    const mdast = processor.parse(file) as MdRoot;

    const langs = new Map<string, number | undefined>();
    visit(mdast, 'code', (node) => {
      const lang = (node.lang ?? '').toLowerCase();
      if (!(lang in WIDGET_FENCES) && !langs.has(lang)) langs.set(lang, node.position?.start.line);
    });
    for (const lang of await ensureLanguages(hl, langs.keys())) {
      if (!unknownLangs.has(lang)) unknownLangs.add(lang);
      facts.diagnostics.push({ severity: 'warning', file: input.displayFile, line: langs.get(lang), message: `unknown code language "${lang}", shown as plain text` });
    }

    const hast = await processor.run(mdast, file);
    const html = processor.stringify(hast, file);
    for (const d of facts.diagnostics) d.file ||= input.displayFile;
    return {
      html,
      h1: facts.h1,
      headers: facts.headers,
      ids: facts.ids,
      links: facts.links,
      assets: facts.assets,
      excerpt: facts.excerpt,
      readingTime: facts.readingTime,
      widgets: facts.widgets,
      diagnostics: facts.diagnostics,
    };
  };
}
