import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { resolveConfig } from '../../../../cli/config/resolve.ts';
import type { Diagnostic } from '../../../../cli/diagnostics.ts';
import { listPageFiles, loadPages } from '../../../../cli/stages/load.ts';

const roots: string[] = [];
after(async () => {
  await Promise.all(roots.map((r) => fs.rm(r, { recursive: true, force: true })));
});

/** Makes a project folder with `files` under docs/ and returns its root. */
async function project(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-load-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, 'docs', rel);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, text);
  }
  return root;
}

const LOCALES = { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } };

describe('loadPages', () => {
  test('every page file gets its route, sorted by route; partials, hidden and non-.md files are skipped', async () => {
    const root = await project({
      'README.md': '---\ntitle: Home\n---\nHi',
      'guide/README.md': '# Guide',
      'guide/webdav.md': 'WebDAV',
      'guide/drivers/baidu.photo.md': 'x',
      'guide/_partial.md': 'partial',
      '.vuepress/x.md': 'hidden',
      'guide/logo.png': 'png',
    });
    const diagnostics: Diagnostic[] = [];
    const pages = await loadPages(resolveConfig({}, { root }), diagnostics);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      pages.map((p) => p.route),
      ['/', '/guide/', '/guide/drivers/', '/guide/drivers/baidu.photo.html', '/guide/webdav.html'],
    );
    const catalog = pages.find((p) => p.route === '/guide/drivers/')!;
    assert.equal(catalog.frontmatter.title, 'Drivers', 'a folder without README gets a catalog page');
    assert.equal(catalog.body, '<Catalog />\n');
    assert.deepEqual((await loadPages(resolveConfig({ autoCatalog: false }, { root }), [])).map((p) => p.route).includes('/guide/drivers/'), false, 'unless autoCatalog is off');
    const home = pages[0];
    assert.equal(home.relPath, 'README.md');
    assert.equal(home.displayFile, 'docs/README.md');
    assert.equal(home.file, path.join(root, 'docs', 'README.md'));
    assert.deepEqual(home.frontmatter, { title: 'Home' });
    assert.equal(home.body, '\n\n\nHi');
  });

  test('pages get the locale of the longest matching prefix', async () => {
    const root = await project({
      'README.md': 'en',
      'guide/a.md': 'en',
      'zh/README.md': 'zh',
      'zh/guide/a.md': 'zh',
      'zhx.md': 'not zh',
    });
    const diagnostics: Diagnostic[] = [];
    const pages = await loadPages(resolveConfig({ locales: LOCALES }, { root }), diagnostics);
    assert.deepEqual(
      Object.fromEntries(pages.map((p) => [p.route, p.locale])),
      { '/': '/', '/guide/': '/', '/guide/a.html': '/', '/zh/': '/zh/', '/zh/guide/': '/zh/', '/zh/guide/a.html': '/zh/', '/zhx.html': '/' },
    );
  });

  test('a byte-order mark before the front matter is ignored', async () => {
    const root = await project({ 'a.md': '\ufeff---\ntitle: BOM\n---\nx' });
    const diagnostics: Diagnostic[] = [];
    const [page] = await loadPages(resolveConfig({}, { root }), diagnostics);
    assert.deepEqual(page.frontmatter, { title: 'BOM' });
    assert.deepEqual(diagnostics, []);
  });

  test('README.md and index.md in the same folder is one error naming both files, and one page', async () => {
    const root = await project({ 'guide/README.md': 'readme', 'guide/index.md': 'index' });
    const diagnostics: Diagnostic[] = [];
    const pages = await loadPages(resolveConfig({}, { root }), diagnostics);
    assert.equal(pages.length, 1);
    assert.equal(pages[0].route, '/guide/');
    assert.equal(diagnostics.length, 1);
    const [d] = diagnostics;
    assert.equal(d.severity, 'error');
    assert.match(d.message, /\/guide\//);
    const named = `${d.file} ${d.message}`;
    assert.match(named, /docs\/guide\/README\.md/);
    assert.match(named, /docs\/guide\/index\.md/);
  });

  test('two files with bad YAML give two errors, each naming its own file and line', async () => {
    const root = await project({
      'a.md': '---\ntitle: A\n  bad: indent\n---\n',
      'guide/b.md': '---\ntitle: B\nicon: x\norder: 1\n  bad: x\n---\n',
      'ok.md': '---\ntitle: OK\n---\n',
    });
    const diagnostics: Diagnostic[] = [];
    const pages = await loadPages(resolveConfig({ autoCatalog: false }, { root }), diagnostics);
    assert.equal(pages.length, 3, 'pages with bad front matter are still loaded');
    const errors = diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => ({ file: d.file, line: d.line }))
      .sort((x, y) => String(x.file).localeCompare(String(y.file)));
    assert.deepEqual(errors, [
      { file: 'docs/a.md', line: 3 },
      { file: 'docs/guide/b.md', line: 5 },
    ]);
  });

  test('a missing docs folder is one error and no pages', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-load-'));
    roots.push(root);
    const diagnostics: Diagnostic[] = [];
    const pages = await loadPages(resolveConfig({}, { root }), diagnostics);
    assert.deepEqual(pages, []);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].severity, 'error');
    assert.equal(diagnostics[0].file, 'docs');
    assert.match(diagnostics[0].message, /cannot read the docs folder/);
  });
});

describe('listPageFiles', () => {
  test('lists page files relative to the docs folder with forward slashes, sorted', async () => {
    const root = await project({ 'b.md': '', 'a/z.md': '', 'a/_y.md': '', 'c.txt': '' });
    assert.deepEqual(await listPageFiles(path.join(root, 'docs')), ['a/z.md', 'b.md']);
  });
});
