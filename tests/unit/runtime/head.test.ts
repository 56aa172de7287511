import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { alternatesOf, documentDescription, documentTitle } from '../../../runtime/head.ts';
import type { PageData, SiteData } from '../../../runtime/protocol.ts';

const site: SiteData = {
  base: '/',
  title: 'AList',
  colorMode: 'switch',
  locales: {
    '/': { lang: 'en-US', title: 'AList', description: 'Documentation for AList v3', navbar: [], displayFooter: true },
    '/zh/': { lang: 'zh-CN', title: 'AList 文档', description: '', navbar: [], displayFooter: true },
  },
  sidebars: {},
  themeOptions: {},
  apiEndpoints: {},
};

function page(extra: Partial<PageData>): PageData {
  return {
    path: '/guide/a.html',
    title: 'Docker',
    lang: 'en-US',
    locale: '/',
    layout: 'doc',
    frontmatter: {},
    headers: [],
    html: '',
    excerpt: '',
    readingTime: { minutes: 0, words: 0 },
    git: { contributors: [] },
    sidebar: null,
    breadcrumb: [],
    twins: [],
    widgets: [],
    ...extra,
  };
}

describe('documentTitle', () => {
  test('a doc page is "Page | Site"', () => {
    assert.equal(documentTitle(page({}), site), 'Docker | AList');
  });

  test('the home page has the site title alone', () => {
    assert.equal(documentTitle(page({ path: '/', title: 'Home', layout: 'home' }), site), 'AList');
  });

  test('a page titled like the site has the site title alone', () => {
    assert.equal(documentTitle(page({ title: 'AList' }), site), 'AList');
  });

  test('the site title is the one of the page locale', () => {
    assert.equal(documentTitle(page({ locale: '/zh/', lang: 'zh-CN', title: '安装' }), site), '安装 | AList 文档');
    assert.equal(documentTitle(page({ path: '/zh/', locale: '/zh/', layout: 'home', title: '首页' }), site), 'AList 文档');
  });
});

describe('documentDescription', () => {
  test('is the excerpt, else the locale description', () => {
    assert.equal(documentDescription(page({ excerpt: 'Install it.' }), site), 'Install it.');
    assert.equal(documentDescription(page({}), site), 'Documentation for AList v3');
    assert.equal(documentDescription(page({ locale: '/zh/' }), site), '');
  });
});

describe('alternatesOf', () => {
  test('lists the page and its twins, or nothing without twins', () => {
    assert.deepEqual(alternatesOf(page({})), []);
    assert.deepEqual(alternatesOf(page({ twins: [{ lang: 'zh-CN', locale: '/zh/', link: '/zh/guide/a.html' }] })), [
      { lang: 'en-US', link: '/guide/a.html' },
      { lang: 'zh-CN', link: '/zh/guide/a.html' },
    ]);
  });
});
