/** Git history of the docs in one `git log` pass over the whole tree (not one process per file). */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GitInfo } from '../../runtime/protocol.ts';

const run = promisify(execFile);

/** Maps each absolute file path under `dir` to its last update time and contributors. */
export async function readGitHistory(dir: string): Promise<Map<string, GitInfo>> {
  const out = new Map<string, GitInfo>();
  let top: string;
  let log: string;
  try {
    top = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir })).stdout.trim();
    log = (
      await run('git', ['-c', 'core.quotePath=false', 'log', '--no-renames', '--format=%x1e%at%x1f%an%x1f%ae', '--name-only', '--', '.'], {
        cwd: dir,
        maxBuffer: 512 * 1024 * 1024,
      })
    ).stdout;
  } catch {
    return out; // not a git checkout, or git missing: pages simply have no git info
  }
  const counts = new Map<string, Map<string, { name: string; email: string; commits: number }>>();
  for (const record of log.split('\x1e')) {
    if (!record.trim()) continue;
    const [head, ...files] = record.split('\n');
    const [time, name, email] = head.split('\x1f');
    for (const rel of files) {
      if (!rel) continue;
      const abs = path.join(top, rel);
      let info = out.get(abs);
      if (!info) {
        // git log lists newest first, so the first commit seen is the last update.
        info = { updatedTime: Number(time) * 1000, contributors: [] };
        out.set(abs, info);
        counts.set(abs, new Map());
      }
      const people = counts.get(abs)!;
      const key = email.toLowerCase();
      const c = people.get(key) ?? { name, email, commits: 0 };
      c.commits += 1;
      people.set(key, c);
    }
  }
  for (const [abs, people] of counts) {
    out.get(abs)!.contributors = [...people.values()].sort((a, b) => b.commits - a.commits || a.name.localeCompare(b.name));
  }
  return out;
}
