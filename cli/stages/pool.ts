/** Worker threads that transform and then render pages, so both cores work on large sites. */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleForNode } from './bundle.ts';
import type { MarkdownOptions } from '../markdown/types.ts';

/** Below this many pages, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 150;

export type JobKind = 'transform' | 'render';

export class WorkerPool {
  private constructor(private workers: Worker[]) {}

  /** Starts one worker per core (at most four), running cli/stages/pool-worker.ts bundled into one file. */
  static async start(options: MarkdownOptions, threads = Math.min(os.availableParallelism(), 4)): Promise<WorkerPool> {
    const file = await bundleForNode(fileURLToPath(new URL('./pool-worker.ts', import.meta.url)), 'worker');
    const workers = Array.from(
      { length: threads },
      // A larger young generation cuts the garbage-collection time of the parser's many short-lived
      // objects. The old generation is capped so that V8 collects it instead of growing it: a
      // worker keeps little between pages, and without the cap a 3000-page build peaked ~200 MB
      // higher (the cap leaves room for pages far larger than any real one).
      () => new Worker(file, { workerData: { options }, resourceLimits: { maxYoungGenerationSizeMb: 128, maxOldGenerationSizeMb: 384 } }),
    );
    return new WorkerPool(workers);
  }

  /** Whether a site of `pages` pages is worth workers on this machine. */
  static worthIt(pages: number): boolean {
    return pages >= WORKER_THRESHOLD && os.availableParallelism() > 1;
  }

  /** Sends the same message to every worker and waits for each to acknowledge it. */
  async broadcast(message: Record<string, unknown>): Promise<void> {
    await Promise.all(this.workers.map((w) => this.request(w, message)));
  }

  /** Runs `items` in batches across the workers (with `extra` fields in each message); results come back in input order. */
  run<I, O>(kind: JobKind, items: I[], batchSize: number, onProgress?: (done: number) => void, extra: Record<string, unknown> = {}): Promise<O[]> {
    return new Promise((resolve, reject) => {
      const results: O[] = new Array(items.length);
      if (!items.length) return resolve(results);
      let next = 0;
      let done = 0;
      let failed = false;
      const feed = (w: Worker) => {
        if (next >= items.length || failed) return;
        const start = next;
        next = Math.min(items.length, next + batchSize);
        this.request<O[]>(w, { ...extra, type: kind, items: items.slice(start, next) }).then(
          (out) => {
            out.forEach((r, j) => (results[start + j] = r));
            done += out.length;
            onProgress?.(done);
            if (done === items.length) resolve(results);
            else feed(w);
          },
          (err) => {
            failed = true;
            reject(err);
          },
        );
      };
      // Two batches in flight per worker keep it busy while results travel back.
      for (const w of this.workers) {
        feed(w);
        feed(w);
      }
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private seq = 0;

  private request<T>(worker: Worker, message: Record<string, unknown>): Promise<T> {
    const id = ++this.seq;
    return new Promise((resolve, reject) => {
      const onMessage = (msg: { id: number; result?: T; error?: string }) => {
        if (msg.id !== id) return;
        cleanup();
        if (msg.error) reject(new Error(msg.error));
        else resolve(msg.result as T);
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ ...message, id });
    });
  }
}
