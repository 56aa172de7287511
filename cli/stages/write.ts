/** The only stage that touches the output folder. Builds into a temporary folder and swaps at the end. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OutputAsset } from './bundle.ts';

export interface CopyTask {
  /** Absolute source path. */
  from: string;
  /** Path inside the output folder. */
  to: string;
}

/** Writes files and copies under `dir`, creating folders as needed. Returns the bytes written. */
export async function writeFiles(dir: string, files: OutputAsset[], copies: CopyTask[] = []): Promise<number> {
  const dirs = new Set([...files.map((f) => path.dirname(path.join(dir, f.file))), ...copies.map((c) => path.dirname(path.join(dir, c.to)))]);
  await Promise.all([...dirs].sort().map((d) => fs.mkdir(d, { recursive: true })));
  let bytes = 0;
  // Bounded batches keep the number of open files reasonable on large sites.
  const jobs: (() => Promise<void>)[] = [
    ...files.map((f) => async () => {
      bytes += typeof f.contents === 'string' ? Buffer.byteLength(f.contents) : f.contents.byteLength;
      await fs.writeFile(path.join(dir, f.file), f.contents);
    }),
    ...copies.map((c) => async () => {
      await fs.copyFile(c.from, path.join(dir, c.to));
      bytes += (await fs.stat(c.from)).size;
    }),
  ];
  for (let i = 0; i < jobs.length; i += 256) {
    // Every write of a batch settles before a failure is reported: a caller that then removes the
    // folder must not race writes still in flight (rm fails with ENOTEMPTY, or files reappear).
    const results = await Promise.allSettled(jobs.slice(i, i + 256).map((j) => j()));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
  return bytes;
}

/** Every file below `dir` as copy tasks into `prefix` (for public/). Missing folder → none. */
export async function listCopies(dir: string, prefix = ''): Promise<CopyTask[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => {
      const from = path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name);
      return { from, to: prefix + path.relative(dir, from).split(path.sep).join('/') };
    });
}

/**
 * An output being written: files go into a sibling temporary folder as they are produced, and
 * `commit` swaps it in place of `outDir`. Until then (and after `abort`) `outDir` is untouched.
 */
export class OutputWriter {
  private bytes = 0;
  private pending: Promise<number>[] = [];

  private constructor(readonly outDir: string, readonly tmp: string) {}

  static async open(outDir: string): Promise<OutputWriter> {
    const parent = path.dirname(outDir);
    await fs.mkdir(parent, { recursive: true });
    const tmp = await fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}.tmp-`));
    // mkdtemp makes a private folder; the output must be readable by a web server's user.
    await fs.chmod(tmp, 0o755);
    return new OutputWriter(outDir, tmp);
  }

  /** Queues files; writing overlaps with whatever the caller does next. */
  write(files: OutputAsset[], copies: CopyTask[] = []): void {
    const p = writeFiles(this.tmp, files, copies);
    p.catch(() => undefined);
    this.pending.push(p);
    // Keep memory bounded: wait for older batches once many are in flight.
    if (this.pending.length > 64) this.pending = [Promise.all(this.pending).then((n) => n.reduce((a, b) => a + b, 0))];
  }

  /** Counts bytes that someone else (a worker thread) wrote into `tmp`. */
  addBytes(n: number): void {
    this.bytes += n;
  }

  /** Waits for every write, then replaces `outDir`. Returns the bytes written. */
  async commit(): Promise<number> {
    try {
      this.bytes += (await Promise.all(this.pending)).reduce((a, b) => a + b, 0);
    } catch (err) {
      await this.abort();
      throw err;
    }
    const old = `${this.tmp}.old`;
    const hadOld = await fs.rename(this.outDir, old).then(() => true, (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return false;
      throw e;
    });
    await fs.rename(this.tmp, this.outDir);
    if (hadOld) await fs.rm(old, { recursive: true, force: true });
    return this.bytes;
  }

  /** Drops the temporary folder; `outDir` stays as it was. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    await fs.rm(this.tmp, { recursive: true, force: true });
  }
}

/** Writes a complete output and swaps it in place of `outDir`; on failure `outDir` is left exactly as it was. */
export async function writeOutputAtomically(outDir: string, files: OutputAsset[], copies: CopyTask[]): Promise<number> {
  const writer = await OutputWriter.open(outDir);
  writer.write(files, copies);
  return writer.commit();
}
