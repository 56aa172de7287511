/** Stage 2: Markdown → HTML and page facts, on worker threads for large sites. */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics.ts';
import { createMarkdownTransformer } from '../markdown/processor.ts';
import type { MarkdownOptions, TransformedPage, TransformInput } from '../markdown/types.ts';
import type { SourcePage } from './load.ts';

/** Below this many pages, starting workers costs more than it saves. */
const WORKER_THRESHOLD = 150;
const BATCH_SIZE = 16;

export interface TransformOptions {
  markdown: MarkdownOptions;
  langOf: (page: SourcePage) => string;
  onProgress?: (done: number) => void;
  /** Force (true) or forbid (false) worker threads; default: by site size and cores. */
  workers?: boolean;
}

function inputOf(page: SourcePage, lang: string): TransformInput {
  return { body: page.body, relPath: page.relPath, displayFile: page.displayFile, frontmatter: page.frontmatter, lang };
}

/** Transforms every page; problems are appended to `diagnostics`. */
export async function transformPages(pages: SourcePage[], diagnostics: Diagnostic[], opts: TransformOptions): Promise<Map<string, TransformedPage>> {
  const threads = Math.min(os.availableParallelism(), 4);
  const useWorkers = opts.workers ?? (pages.length >= WORKER_THRESHOLD && threads > 1);
  const inputs = pages.map((p) => inputOf(p, opts.langOf(p)));
  const results = useWorkers ? await runInWorkers(inputs, opts.markdown, threads, opts.onProgress) : await runInline(inputs, opts.markdown, opts.onProgress);
  const out = new Map<string, TransformedPage>();
  pages.forEach((page, i) => {
    const r = results[i];
    diagnostics.push(...r.diagnostics);
    out.set(page.route, r);
  });
  return out;
}

async function runInline(inputs: TransformInput[], options: MarkdownOptions, onProgress?: (n: number) => void): Promise<TransformedPage[]> {
  const transform = await createMarkdownTransformer(options);
  const out: TransformedPage[] = [];
  for (const input of inputs) {
    out.push(await safeTransform(transform, input));
    onProgress?.(out.length);
  }
  return out;
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

function runInWorkers(inputs: TransformInput[], options: MarkdownOptions, threads: number, onProgress?: (n: number) => void): Promise<TransformedPage[]> {
  return new Promise((resolve, reject) => {
    const results: TransformedPage[] = new Array(inputs.length);
    let next = 0;
    let done = 0;
    const workers: Worker[] = [];
    const finish = (err?: Error) => {
      for (const w of workers) void w.terminate();
      if (err) reject(err);
      else resolve(results);
    };
    const feed = (worker: Worker) => {
      if (next >= inputs.length) return;
      const start = next;
      next = Math.min(inputs.length, next + BATCH_SIZE);
      worker.postMessage({ type: 'batch', start, inputs: inputs.slice(start, next) });
    };
    for (let i = 0; i < Math.min(threads, Math.ceil(inputs.length / BATCH_SIZE)); i++) {
      // A larger young generation cuts the garbage-collection time of the parser's many short-lived objects.
      const worker = new Worker(new URL('./transform-worker.mjs', import.meta.url), { workerData: { options }, resourceLimits: { maxYoungGenerationSizeMb: 48 } });
      workers.push(worker);
      worker.on('message', (msg: { start: number; results: TransformedPage[] }) => {
        msg.results.forEach((r, j) => (results[msg.start + j] = r));
        done += msg.results.length;
        onProgress?.(done);
        if (done === inputs.length) finish();
        else feed(worker);
      });
      worker.on('error', (err) => finish(err));
      feed(worker);
      feed(worker); // two batches in flight keep the worker busy while results travel back
    }
  });
}
