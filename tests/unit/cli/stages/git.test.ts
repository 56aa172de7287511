import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { readGitHistory } from '../../../../cli/stages/git.ts';

const run = promisify(execFile);
const T1 = 1_700_000_000;
const T2 = 1_700_086_400;
const T3 = 1_700_172_800;

// readGitHistory spawns git with this process's environment: keep the user's git config out of it.
const savedEnv = { GIT_CONFIG_GLOBAL: process.env.GIT_CONFIG_GLOBAL, GIT_CONFIG_NOSYSTEM: process.env.GIT_CONFIG_NOSYSTEM };
before(() => {
  process.env.GIT_CONFIG_GLOBAL = '/dev/null';
  process.env.GIT_CONFIG_NOSYSTEM = '1';
});

const temps: string[] = [];
after(async () => {
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await Promise.all(temps.map((t) => fs.rm(t, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-git-')));
  temps.push(dir);
  return dir;
}

/** Runs git in `cwd` as `who`, with both dates set to `time` (seconds). */
async function git(cwd: string, args: string[], who?: { name: string; email: string; time: number }) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const identity = who ? ['-c', `user.name=${who.name}`, '-c', `user.email=${who.email}`] : [];
  if (who) env.GIT_AUTHOR_DATE = env.GIT_COMMITTER_DATE = `@${who.time} +0000`;
  await run('git', [...identity, '-c', 'commit.gpgsign=false', ...args], { cwd, env });
}

const alice = (time: number) => ({ name: 'Alice', email: 'alice@example.com', time });
const bob = (time: number) => ({ name: 'Bob', email: 'Bob@Example.com', time });

describe('readGitHistory', () => {
  let repo: string;
  let docs: string;
  before(async () => {
    repo = await tempDir();
    docs = path.join(repo, 'docs');
    await fs.mkdir(path.join(docs, 'guide'), { recursive: true });
    await git(repo, ['init', '-q']);
    await fs.writeFile(path.join(docs, 'a.md'), 'a1');
    await fs.writeFile(path.join(docs, 'guide', 'b.md'), 'b1');
    await fs.writeFile(path.join(repo, 'outside.md'), 'o');
    await git(repo, ['add', '.']);
    await git(repo, ['commit', '-q', '-m', 'first'], alice(T1));
    await fs.writeFile(path.join(docs, 'a.md'), 'a2');
    await git(repo, ['commit', '-q', '-am', 'second'], bob(T2));
    await fs.writeFile(path.join(docs, 'a.md'), 'a3');
    await git(repo, ['commit', '-q', '-am', 'third'], { ...alice(T3), email: 'ALICE@example.com' });
  });

  test('updatedTime is the newest commit time of each file, in ms', async () => {
    const history = await readGitHistory(docs);
    assert.equal(history.get(path.join(docs, 'a.md'))?.updatedTime, T3 * 1000);
    assert.equal(history.get(path.join(docs, 'guide', 'b.md'))?.updatedTime, T1 * 1000);
  });

  test('contributors are counted per file by email (any case), most commits first', async () => {
    const history = await readGitHistory(docs);
    assert.deepEqual(history.get(path.join(docs, 'a.md'))?.contributors, [
      { name: 'Alice', email: 'ALICE@example.com', commits: 2 },
      { name: 'Bob', email: 'Bob@Example.com', commits: 1 },
    ]);
    assert.deepEqual(history.get(path.join(docs, 'guide', 'b.md'))?.contributors, [{ name: 'Alice', email: 'alice@example.com', commits: 1 }]);
  });

  test('only files under the folder are listed, by absolute path', async () => {
    const history = await readGitHistory(docs);
    assert.deepEqual([...history.keys()].sort(), [path.join(docs, 'a.md'), path.join(docs, 'guide', 'b.md')].sort());
  });

  test('a folder that is not in a git repository gives an empty map', async () => {
    const plain = await tempDir();
    await fs.writeFile(path.join(plain, 'a.md'), 'a');
    const history = await readGitHistory(plain);
    assert.equal(history.size, 0);
  });

  test(
    'a file with a non-ASCII name gets its history',
    {},
    async () => {
      const dir = await tempDir();
      await git(dir, ['init', '-q']);
      await fs.writeFile(path.join(dir, '指南.md'), 'x');
      await git(dir, ['add', '.']);
      await git(dir, ['commit', '-q', '-m', 'zh'], alice(T1));
      const history = await readGitHistory(dir);
      assert.equal(history.get(path.join(dir, '指南.md'))?.updatedTime, T1 * 1000);
    },
  );
});
