/** Worker thread: transforms batches of pages, then renders and writes batches of pages. */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageData } from '../../runtime/protocol.ts';
import { createMarkdownTransformer } from '../markdown/processor.ts';
import type { MarkdownOptions, TransformInput } from '../markdown/types.ts';
import { importServerRenderer, type RenderApp } from './bundle.ts';
import { outputFileOf, renderPage, type PageRenderContext } from './render.ts';
import { transformPage } from './transform.ts';

const transform = await createMarkdownTransformer((workerData as { options: MarkdownOptions }).options);
let render: { ctx: PageRenderContext; app: RenderApp; outDir: string } | undefined;

type Message =
  | { id: number; type: 'transform'; items: TransformInput[]; index?: boolean }
  | { id: number; type: 'render-init'; ctx: PageRenderContext; ssrFile: string; outDir: string }
  | { id: number; type: 'render'; items: PageData[] };

async function handle(msg: Message): Promise<unknown> {
  switch (msg.type) {
    case 'transform': {
      const out = [];
      for (const input of msg.items) out.push(await transformPage(transform, input, !!msg.index));
      return out;
    }
    case 'render-init':
      render = { ctx: msg.ctx, app: await importServerRenderer(msg.ssrFile), outDir: msg.outDir };
      return true;
    case 'render': {
      if (!render) throw new Error('render before render-init');
      const out = [];
      for (const page of msg.items) {
        const r = renderPage(page, outputFileOf(page.path), render.ctx, render.app);
        // Written synchronously: this thread has nothing else to do meanwhile, and two awaited
        // writes per page (through the thread pool) took longer than rendering the page.
        writeOutput(render.outDir, r.file, r.html);
        writeOutput(render.outDir, r.dataFile, r.data);
        out.push({ route: r.route, dataFile: r.dataFile, bytes: Buffer.byteLength(r.html) + Buffer.byteLength(r.data) });
      }
      return out;
    }
  }
}

/** Folders this thread has made already. */
const madeDirs = new Set<string>();

function writeOutput(outDir: string, file: string, contents: string): void {
  const target = path.join(outDir, file);
  const dir = path.dirname(target);
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  fs.writeFileSync(target, contents);
}

// Messages are handled one after the other, in arrival order.
let queue = Promise.resolve();
parentPort!.on('message', (msg: Message) => {
  queue = queue.then(async () => {
    try {
      parentPort!.postMessage({ id: msg.id, result: await handle(msg) });
    } catch (err) {
      parentPort!.postMessage({ id: msg.id, error: String((err as Error).stack ?? err) });
    }
  });
});
