import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { listCopies, writeFiles, writeOutputAtomically } from '../../../../cli/stages/write.ts';

const temps: string[] = [];
after(async () => {
  await Promise.all(temps.map((t) => fs.rm(t, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-write-'));
  temps.push(dir);
  return dir;
}

/** Every file below `dir` with its bytes (base64), plus every folder, for byte-for-byte comparison. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    const abs = path.join(e.parentPath, e.name);
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    out[rel] = e.isDirectory() ? '<dir>' : (await fs.readFile(abs)).toString('base64');
  }
  return out;
}

describe('writeOutputAtomically', () => {
  test('writes a complete folder of files and copies, and returns the bytes written', async () => {
    const parent = await tempDir();
    const outDir = path.join(parent, 'dist');
    const src = path.join(parent, 'logo.svg');
    await fs.writeFile(src, '<svg/>');
    const bytes = await writeOutputAtomically(
      outDir,
      [
        { file: 'index.html', contents: '<h1>首页</h1>' },
        { file: 'guide/a.html', contents: 'a' },
        { file: 'assets/x.bin', contents: new Uint8Array([1, 2, 3]) },
      ],
      [{ from: src, to: 'img/logo.svg' }],
    );
    assert.deepEqual(await snapshot(outDir), {
      'index.html': Buffer.from('<h1>首页</h1>').toString('base64'),
      guide: '<dir>',
      'guide/a.html': Buffer.from('a').toString('base64'),
      assets: '<dir>',
      'assets/x.bin': Buffer.from([1, 2, 3]).toString('base64'),
      img: '<dir>',
      'img/logo.svg': Buffer.from('<svg/>').toString('base64'),
    });
    assert.equal(bytes, Buffer.byteLength('<h1>首页</h1>') + 1 + 3 + 6);
    assert.deepEqual(await fs.readdir(parent), ['dist', 'logo.svg'].sort());
  });

  test('replaces the previous output entirely: stale files are gone', async () => {
    const parent = await tempDir();
    const outDir = path.join(parent, 'dist');
    await writeOutputAtomically(outDir, [{ file: 'old.html', contents: 'old' }], []);
    await writeOutputAtomically(outDir, [{ file: 'new.html', contents: 'new' }], []);
    assert.deepEqual(await snapshot(outDir), { 'new.html': Buffer.from('new').toString('base64') });
    assert.deepEqual(await fs.readdir(parent), ['dist']);
  });

  test('a write failing midway leaves the previous output byte for byte and no temp folder', async () => {
    const parent = await tempDir();
    const outDir = path.join(parent, 'dist');
    await fs.mkdir(path.join(outDir, 'guide'), { recursive: true });
    await fs.writeFile(path.join(outDir, 'index.html'), 'previous');
    await fs.writeFile(path.join(outDir, 'guide', 'a.html'), Buffer.from([0, 255, 10]));
    const before = await snapshot(outDir);

    // 'guide' is both a file and the folder of 'guide/a.html': writing it fails with EISDIR.
    await assert.rejects(
      writeOutputAtomically(outDir, [{ file: 'index.html', contents: 'next' }, { file: 'guide/a.html', contents: 'a' }, { file: 'guide', contents: 'clash' }], []),
      (err: NodeJS.ErrnoException) => err.code === 'EISDIR',
    );

    assert.deepEqual(await snapshot(outDir), before);
    assert.deepEqual(await fs.readdir(parent), ['dist']);
  });

  test('a failing copy leaves no output folder when there was none', async () => {
    const parent = await tempDir();
    const outDir = path.join(parent, 'dist');
    await assert.rejects(writeOutputAtomically(outDir, [{ file: 'a.html', contents: 'a' }], [{ from: path.join(parent, 'missing.png'), to: 'missing.png' }]));
    assert.deepEqual(await fs.readdir(parent), []);
  });

  test('creates the parent folder of the output when it is missing', async () => {
    const parent = await tempDir();
    const outDir = path.join(parent, 'build', 'dist');
    await writeOutputAtomically(outDir, [{ file: 'a.html', contents: 'a' }], []);
    assert.equal(await fs.readFile(path.join(outDir, 'a.html'), 'utf8'), 'a');
  });

  test(
    'the output folder gets ordinary folder permissions, like one made by mkdir',
    {},
    async () => {
      const parent = await tempDir();
      const outDir = path.join(parent, 'dist');
      await writeOutputAtomically(outDir, [{ file: 'a.html', contents: 'a' }], []);
      const reference = path.join(parent, 'reference');
      await fs.mkdir(reference);
      assert.equal((await fs.stat(outDir)).mode & 0o777, (await fs.stat(reference)).mode & 0o777);
    },
  );
});

describe('writeFiles', () => {
  test('creates nested folders and returns the bytes written', async () => {
    const dir = await tempDir();
    const bytes = await writeFiles(dir, [{ file: 'a/b/c.txt', contents: 'abc' }]);
    assert.equal(bytes, 3);
    assert.equal(await fs.readFile(path.join(dir, 'a', 'b', 'c.txt'), 'utf8'), 'abc');
  });
});

describe('listCopies', () => {
  test('lists every file below a folder with the prefix, forward slashes', async () => {
    const dir = await tempDir();
    await fs.mkdir(path.join(dir, 'img'));
    await fs.writeFile(path.join(dir, 'img', 'a.png'), 'a');
    await fs.writeFile(path.join(dir, 'robots.txt'), 'r');
    const copies = (await listCopies(dir, 'pub/')).sort((a, b) => a.to.localeCompare(b.to));
    assert.deepEqual(copies, [
      { from: path.join(dir, 'img', 'a.png'), to: 'pub/img/a.png' },
      { from: path.join(dir, 'robots.txt'), to: 'pub/robots.txt' },
    ]);
  });

  test('a missing folder gives no copies', async () => {
    assert.deepEqual(await listCopies(path.join(os.tmpdir(), 'docs-cli-does-not-exist-9f1c')), []);
  });
});
