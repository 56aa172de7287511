// Shared by the benchmarks that measure the built AList site: its output folder, given with
// `--out dir` (reused when it already holds a build) or built fresh into a temp folder removed at exit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The output folder of the real site; `name` tags the temp folder. */
export function siteOutput(name) {
  const i = process.argv.indexOf('--out');
  const given = i >= 0 ? path.resolve(process.argv[i + 1]) : undefined;
  if (given && fs.existsSync(path.join(given, 'index.html'))) return given;
  const out = given ?? fs.mkdtempSync(path.join(os.tmpdir(), `docs-cli-${name}-`));
  if (!given) process.on('exit', () => fs.rmSync(out, { recursive: true, force: true }));
  console.error(`building the site into ${out} …`);
  const r = spawnSync(process.execPath, [path.join(root, 'cli', 'bin.mjs'), 'build', '--root', root, '--out', out], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    process.exit(1);
  }
  return out;
}
