/** Stage 2: Markdown → HTML and page facts, on worker threads for large sites. */
import type { Diagnostic } from '../diagnostics.ts';
import { analysePage } from '../extras/search-index.ts';
import { createMarkdownTransformer } from '../markdown/processor.ts';
import type { MarkdownOptions, TransformedPage, TransformInput } from '../markdown/types.ts';
import type { SourcePage } from './load.ts';

import { WorkerPool } from './pool.ts';

const BATCH_SIZE = 16;

export interface TransformOptions {
  markdown: MarkdownOptions;
  /** Project root and docs folder (absolute), for includes. */
  root: string;
  docsDir: string;
  onProgress?: (done: number) => void;
  /** Worker threads to run on; without them the pages are transformed on this thread. */
  pool?: WorkerPool;
  /** Also segment each page for the local search index (on the same thread, while the HTML is at hand). */
  searchIndex?: boolean;
}

function inputOf(page: SourcePage, root: string, docsDir: string): TransformInput {
  return { body: page.body, file: page.file, docsDir, root, relPath: page.relPath, displayFile: page.displayFile, frontmatter: page.frontmatter, lang: page.lang };
}

/** Transforms every page; problems are appended to `diagnostics`. */
export async function transformPages(pages: SourcePage[], diagnostics: Diagnostic[], opts: TransformOptions): Promise<Map<string, TransformedPage>> {
  const inputs = pages.map((p) => inputOf(p, opts.root, opts.docsDir));
  const index = !!opts.searchIndex;
  const results = opts.pool ? await opts.pool.run<TransformInput, TransformedPage>('transform', inputs, BATCH_SIZE, opts.onProgress, { index }) : await runInline(inputs, opts.markdown, index, opts.onProgress);
  const out = new Map<string, TransformedPage>();
  pages.forEach((page, i) => {
    const r = results[i];
    diagnostics.push(...r.diagnostics);
    out.set(page.route, r);
  });
  return out;
}

async function runInline(inputs: TransformInput[], options: MarkdownOptions, index: boolean, onProgress?: (n: number) => void): Promise<TransformedPage[]> {
  const transform = await createMarkdownTransformer(options);
  const out: TransformedPage[] = [];
  for (const input of inputs) {
    out.push(await transformPage(transform, input, index));
    onProgress?.(out.length);
  }
  return out;
}

/** Transforms one page and, when `index`, segments it for the search index (unless it opts out). */
export async function transformPage(transform: (i: TransformInput) => Promise<TransformedPage>, input: TransformInput, index: boolean): Promise<TransformedPage> {
  const page = await safeTransform(transform, input);
  if (index && page.html && input.frontmatter.search !== false) page.search = analysePage(page.html, input.lang);
  return page;
}

/** A page whose transform throws still yields a result: an error naming its file. */
export async function safeTransform(transform: (i: TransformInput) => Promise<TransformedPage>, input: TransformInput): Promise<TransformedPage> {
  try {
    return await transform(input);
  } catch (err) {
    const e = err as Error & { line?: number; column?: number; place?: { line: number; column: number } };
    return {
      html: '',
      headers: [],
      ids: [],
      links: [],
      assets: [],
      excerpt: '',
      readingTime: { minutes: 0, words: 0 },
      widgets: [],
      diagnostics: [{ severity: 'error', file: input.displayFile, line: e.place?.line ?? e.line, column: e.place?.column ?? e.column, message: `cannot transform Markdown: ${e.message}` }],
    };
  }
}
