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
  for (let i = 0; i < jobs.length; i += 256) await Promise.all(jobs.slice(i, i + 256).map((j) => j()));
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
 * Writes a complete output into a sibling temporary folder, then swaps it in place of `outDir`.
 * If anything fails before the swap, `outDir` is left exactly as it was.
 */
export async function writeOutputAtomically(outDir: string, files: OutputAsset[], copies: CopyTask[]): Promise<number> {
  const parent = path.dirname(outDir);
  await fs.mkdir(parent, { recursive: true });
  const tmp = await fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}.tmp-`));
  // mkdtemp makes a private folder; the output must be readable by a web server's user.
  await fs.chmod(tmp, 0o755);
  let bytes: number;
  try {
    bytes = await writeFiles(tmp, files, copies);
  } catch (err) {
    await fs.rm(tmp, { recursive: true, force: true });
    throw err;
  }
  const old = `${tmp}.old`;
  const hadOld = await fs.rename(outDir, old).then(() => true, (e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return false;
    throw e;
  });
  await fs.rename(tmp, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
  return bytes;
}
