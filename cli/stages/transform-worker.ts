/** Worker thread: transforms batches of pages with its own processor and highlighter. */
import { parentPort, workerData } from 'node:worker_threads';
import { createMarkdownTransformer } from '../markdown/processor.ts';
import type { MarkdownOptions, TransformInput } from '../markdown/types.ts';
import { safeTransform } from './transform.ts';

const transform = await createMarkdownTransformer((workerData as { options: MarkdownOptions }).options);

// Batches are handled one after the other, in arrival order.
let queue = Promise.resolve();
parentPort!.on('message', (msg: { start: number; inputs: TransformInput[] }) => {
  queue = queue.then(async () => {
    const results = [];
    for (const input of msg.inputs) results.push(await safeTransform(transform, input));
    parentPort!.postMessage({ start: msg.start, results });
  });
});
