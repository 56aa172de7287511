/** Builds the unified chain once per build and turns a page's Markdown into HTML plus facts. */
import type { Code, Root as MdRoot } from 'mdast';
import path from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { Highlighter } from 'shiki';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { ensureLanguages, getHighlighter } from './highlighter.ts';
import { FENCE_LINE } from './fences.ts';
import { eachNode } from './nodes.ts';
import { resolveIncludes } from './include.ts';
import { remarkPlugins, rehypePlugins } from './plugins/index.ts';
import { markContainers } from './plugins/remark-containers.ts';
import { mayHoldAutolinkLiteral } from './plugins/remark-gfm-parts.ts';
import { WIDGET_FENCES } from './plugins/rehype-widget-fences.ts';
import type { MarkdownOptions, PageFacts, TransformedPage, TransformInput } from './types.ts';

export type MarkdownTransformer = (input: TransformInput) => Promise<TransformedPage>;

/** Creates the transformer for a build: the chain and the highlighter are made once. */
export async function createMarkdownTransformer(options: MarkdownOptions): Promise<MarkdownTransformer> {
  const hl = await getHighlighter(options.codeThemes);
  const current: { hl: Highlighter } = { hl };
  const chain = (autolinkLiterals: boolean) =>
    unified()
      .use(remarkParse)
      .use(remarkPlugins(options, { autolinkLiterals }))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypePlugins(options, () => current.hl))
      .use(rehypeStringify, { allowDangerousHtml: true });
  // Most pages have no `@`, `www.` or `http(s)://` at all: they skip the costly literal-autolink scan.
  const withAutolinks = chain(true);
  const withoutAutolinks = chain(false);
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
    const included = input.file
      ? resolveIncludes(input.body, {
          file: input.file,
          displayFile: input.displayFile,
          docsDir: input.docsDir ?? path.dirname(input.file),
          display: (abs) => path.relative(input.root ?? process.cwd(), abs).split(path.sep).join('/'),
        })
      : { source: input.body, files: [], diagnostics: [] };
    facts.diagnostics.push(...included.diagnostics);
    const file = new VFile({ value: markContainers(included.source), path: input.displayFile, data: facts });
    const processor = mayHoldAutolinkLiteral(String(file.value)) ? withAutolinks : withoutAutolinks;
    const mdast = processor.parse(file) as MdRoot;

    const langs = new Map<string, number | undefined>();
    const text = String(file.value);
    eachNode<Code>(mdast, 'code', (node) => {
      const unclosed = unclosedFence(text, node.position?.start.offset, node.position?.end.offset);
      if (unclosed) facts.diagnostics.push({ severity: 'warning', file: '', line: node.position?.start.line, column: node.position?.start.column, message: `code fence ${unclosed} is never closed: everything after it is shown as code (add a line with ${unclosed})` });
      const lang = (node.lang ?? '').toLowerCase();
      if (!(lang in WIDGET_FENCES) && !langs.has(lang)) langs.set(lang, node.position?.start.line);
    });
    for (const lang of await ensureLanguages(hl, langs.keys())) {
      if (!unknownLangs.has(lang)) unknownLangs.add(lang);
      facts.diagnostics.push({ severity: 'warning', file: input.displayFile, line: langs.get(lang), message: `unknown code language "${lang}", shown as plain text` });
    }

    const hast = await processor.run(mdast, file);
    const html = processor.stringify(hast, file);
    // Lines of included files are reported in those files.
    const map = included.lineMap;
    for (const d of facts.diagnostics) {
      if (!map || d.file || d.line === undefined) continue;
      const origin = map[d.line - 1];
      if (origin) Object.assign(d, origin);
    }
    for (const d of facts.diagnostics) d.file ||= input.displayFile;
    if (map) {
      for (const l of facts.links) {
        const origin = l.line === undefined ? undefined : map[l.line - 1];
        if (origin) Object.assign(l, origin.file === input.displayFile ? { line: origin.line } : origin);
      }
    }
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
      ...(included.files.length ? { includes: included.files } : {}),
    };
  };
}

/** The opening fence of a fenced code block that has no closing fence, else undefined. */
export function unclosedFence(source: string, start?: number, end?: number): string | undefined {
  if (start === undefined || end === undefined) return undefined;
  const raw = source.slice(start, end);
  const open = FENCE_LINE.exec(raw)?.[1];
  if (!open) return undefined; // indented code
  const lines = raw.split('\n');
  const last = lines[lines.length - 1].replace(/^[\s>]*/, '').trim(); // inside a blockquote too
  const closed = lines.length > 1 && last.length >= open.length && last === open[0].repeat(last.length);
  return closed ? undefined : open;
}
