import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_PAGE_INFO, DEFAULT_THEME_COLORS, localeOf, resolveConfig } from '../../../../cli/config/resolve.ts';

const ROOT = path.resolve('/tmp/site');

describe('resolveConfig', () => {
  test('an empty config gets every default', () => {
    const c = resolveConfig({}, { root: ROOT });
    assert.equal(c.root, ROOT);
    assert.equal(c.title, 'Docs');
    assert.equal(c.base, '/');
    assert.equal(c.docsDir, path.join(ROOT, 'docs'));
    assert.equal(c.publicDir, path.join(ROOT, 'public'));
    assert.equal(c.outDir, path.join(ROOT, 'dist'));
    assert.equal(c.docsBranch, 'main');
    assert.equal(c.docsRepoDir, 'docs');
    assert.equal(c.editLink, true);
    assert.equal(c.colorMode, 'switch');
    assert.equal(c.headerDepth, 2);
    assert.equal(c.wordsPerMinute, 300);
    assert.deepEqual(c.pageInfo, DEFAULT_PAGE_INFO);
    assert.deepEqual(c.redirects, {});
    assert.deepEqual(c.codeThemes, { light: 'github-light', dark: 'github-dark' });
    assert.deepEqual(c.themeOptions, { themeColors: DEFAULT_THEME_COLORS });
    assert.equal(Object.keys(DEFAULT_THEME_COLORS).length, 9, 'nine theme colours');
    assert.equal(c.repo, undefined);
    assert.equal(c.author, undefined);
  });

  test('an empty config has one root locale in en-US with the site title and a structure sidebar', () => {
    const c = resolveConfig({ title: 'AList' }, { root: ROOT });
    assert.deepEqual(c.locales, [
      { prefix: '/', lang: 'en-US', title: 'AList', description: '', navbar: [], sidebar: 'structure', displayFooter: true, footer: '', copyright: '' },
    ]);
  });

  test('the resolved config is frozen', () => {
    const c = resolveConfig({}, { root: ROOT });
    assert.equal(Object.isFrozen(c), true);
  });

  test('overrides win over the user config', () => {
    const c = resolveConfig({ outDir: 'out', base: '/a/' }, { root: ROOT, outDir: 'elsewhere', base: '/b/' });
    assert.equal(c.outDir, path.join(ROOT, 'elsewhere'));
    assert.equal(c.base, '/b/');
  });

  test('docsRepo defaults to repo and docsRepoDir to docsDir; logoDark to logo', () => {
    const c = resolveConfig({ repo: 'alist-org/alist', docsDir: 'content', logo: '/logo.svg' }, { root: ROOT });
    assert.equal(c.docsRepo, 'alist-org/alist');
    assert.equal(c.docsRepoDir, 'content');
    assert.equal(c.docsDir, path.join(ROOT, 'content'));
    assert.equal(c.logoDark, '/logo.svg');
  });

  test('a string author becomes { name }', () => {
    assert.deepEqual(resolveConfig({ author: 'Andy' }, { root: ROOT }).author, { name: 'Andy' });
    assert.deepEqual(resolveConfig({ author: { name: 'A', url: 'https://a' } }, { root: ROOT }).author, { name: 'A', url: 'https://a' });
  });

  test('locales are sorted longest prefix first', () => {
    const c = resolveConfig(
      { locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' }, '/zh/tw/': { lang: 'zh-TW' } } },
      { root: ROOT },
    );
    assert.deepEqual(c.locales.map((l) => l.prefix), ['/zh/tw/', '/zh/', '/']);
  });

  test('a root locale is added when the config has none', () => {
    const c = resolveConfig({ locales: { '/zh/': { lang: 'zh-CN' } } }, { root: ROOT });
    assert.deepEqual(c.locales.map((l) => [l.prefix, l.lang]), [['/zh/', 'zh-CN'], ['/', 'en-US']]);
  });

  test('locale fields default from the site, and set ones are kept', () => {
    const c = resolveConfig({ title: 'AList', locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', title: 'AList 文档', sidebar: false, displayFooter: false } } }, { root: ROOT });
    const zh = c.locales.find((l) => l.prefix === '/zh/')!;
    assert.equal(zh.title, 'AList 文档');
    assert.equal(zh.sidebar, false);
    assert.equal(zh.displayFooter, false);
    const en = c.locales.find((l) => l.prefix === '/')!;
    assert.equal(en.title, 'AList');
    assert.equal(en.sidebar, 'structure');
  });
});

describe('localeOf', () => {
  const config = resolveConfig({ locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } } }, { root: ROOT });

  test('a route under /zh/ belongs to the zh locale', () => {
    assert.equal(localeOf(config, '/zh/').lang, 'zh-CN');
    assert.equal(localeOf(config, '/zh/guide/a.html').prefix, '/zh/');
  });

  test('other routes belong to the root locale', () => {
    assert.equal(localeOf(config, '/').prefix, '/');
    assert.equal(localeOf(config, '/guide/').prefix, '/');
  });

  test('a prefix must match whole segments: /zh and /zhx.html are root routes', () => {
    assert.equal(localeOf(config, '/zh').prefix, '/');
    assert.equal(localeOf(config, '/zhx.html').prefix, '/');
  });
});
