import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { UserConfig } from '../../../../cli/config/define.ts';
import { localeOf, resolveConfig, type ResolvedConfig } from '../../../../cli/config/resolve.ts';
import type { Diagnostic } from '../../../../cli/diagnostics.ts';
import type { TransformedPage } from '../../../../cli/markdown/types.ts';
import type { SourcePage } from '../../../../cli/stages/load.ts';
import { editLinkOf, repoUrl, resolveSite, titleOf } from '../../../../cli/stages/resolve.ts';
import { routeOfFile } from '../../../../cli/stages/routes.ts';
import type { GitInfo } from '../../../../runtime/protocol.ts';

const ROOT = '/tmp/docs-cli-resolve';
const LOCALES = { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN', title: '文档' } };

function source(config: ResolvedConfig, relPath: string, frontmatter: Record<string, unknown> = {}): SourcePage {
  const route = routeOfFile(relPath);
  const locale = localeOf(config, route);
  return { file: `${ROOT}/docs/${relPath}`, relPath, displayFile: `docs/${relPath}`, route, locale: locale.prefix, lang: locale.lang, frontmatter, body: '' };
}

function transformed(h1?: string): TransformedPage {
  return { html: '<p>x</p>', h1, headers: [], ids: [], links: [], assets: [], excerpt: 'x', readingTime: { minutes: 1, words: 300 }, widgets: [], diagnostics: [] };
}

function build(user: UserConfig, files: [string, Record<string, unknown>?][], opts: { transformed?: Map<string, TransformedPage>; git?: Map<string, GitInfo> } = {}) {
  const config = resolveConfig(user, { root: ROOT });
  const sources = files.map(([rel, fm]) => source(config, rel, fm));
  const diagnostics: Diagnostic[] = [];
  const graph = resolveSite({ config, sources, transformed: opts.transformed ?? new Map(), git: opts.git ?? new Map(), diagnostics });
  const byPath = (p: string) => graph.pages.find((x) => x.path === p)!;
  return { config, graph, diagnostics, byPath };
}

describe('titleOf', () => {
  const config = resolveConfig({}, { root: ROOT });

  test('the front matter title wins', () => {
    assert.equal(titleOf(source(config, 'guide/a.md', { title: 'Front' }), transformed('Heading')), 'Front');
  });

  test('a numeric title becomes a string', () => {
    assert.equal(titleOf(source(config, 'guide/drivers/115.md', { title: 115 })), '115');
  });

  test('without a title, the leading # heading is used', () => {
    assert.equal(titleOf(source(config, 'guide/a.md'), transformed('Heading')), 'Heading');
  });

  test('without either, the file name is used; a README gives its folder name, the root README "Home"', () => {
    assert.equal(titleOf(source(config, 'guide/webdav.md')), 'webdav');
    assert.equal(titleOf(source(config, 'guide/install/README.md')), 'install');
    assert.equal(titleOf(source(config, 'README.md')), 'Home');
  });
});

describe('repoUrl', () => {
  test('owner/name is a GitHub repository', () => {
    assert.equal(repoUrl('alist-org/alist'), 'https://github.com/alist-org/alist');
  });

  test('a full URL is kept without its trailing slash', () => {
    assert.equal(repoUrl('https://gitlab.com/a/b/'), 'https://gitlab.com/a/b');
  });

  test('no repository gives undefined', () => {
    assert.equal(repoUrl(undefined), undefined);
    assert.equal(repoUrl(''), undefined);
  });
});

describe('editLinkOf', () => {
  const cfg = (docsRepo: string | undefined, docsBranch = 'main', docsRepoDir = 'docs') => ({ docsRepo, docsBranch, docsRepoDir });

  test('GitHub: owner/name → /edit/BRANCH/DIR/FILE', () => {
    assert.equal(editLinkOf(cfg('alist-org/docs'), 'guide/a.md'), 'https://github.com/alist-org/docs/edit/main/docs/guide/a.md');
  });

  test('GitLab uses /-/edit/', () => {
    assert.equal(editLinkOf(cfg('https://gitlab.com/a/b'), 'guide/a.md'), 'https://gitlab.com/a/b/-/edit/main/docs/guide/a.md');
  });

  test('Gitee uses /edit/ like GitHub', () => {
    assert.equal(editLinkOf(cfg('https://gitee.com/a/b'), 'guide/a.md'), 'https://gitee.com/a/b/edit/main/docs/guide/a.md');
  });

  test('Bitbucket uses /src/ with the edit query', () => {
    assert.equal(
      editLinkOf(cfg('https://bitbucket.org/a/b'), 'guide/a.md'),
      'https://bitbucket.org/a/b/src/main/docs/guide/a.md?mode=edit&spa=0&at=main&fileviewer=file-view-default',
    );
  });

  test('the branch and docs folder come from the config; slashes around the folder are trimmed', () => {
    assert.equal(editLinkOf(cfg('a/b', 'dev', '/site/docs/'), 'x.md'), 'https://github.com/a/b/edit/dev/site/docs/x.md');
    assert.equal(editLinkOf(cfg('a/b', 'main', ''), 'x.md'), 'https://github.com/a/b/edit/main/x.md');
  });

  test('the default branch is main', () => {
    const config = resolveConfig({ repo: 'a/b' }, { root: ROOT });
    assert.equal(editLinkOf(config, 'x.md'), 'https://github.com/a/b/edit/main/docs/x.md');
  });

  test('no repository gives no edit link', () => {
    assert.equal(editLinkOf(cfg(undefined), 'x.md'), undefined);
  });
});

describe('resolveSite', () => {
  const files: [string, Record<string, unknown>?][] = [
    ['README.md', { title: 'Home', home: true }],
    ['guide/README.md', { title: 'Guide' }],
    ['guide/a.md', { title: 'A', order: 2 }],
    ['guide/b.md', { title: 'B', order: 1 }],
    ['guide/install/README.md', { title: 'Install', order: 3 }],
    ['guide/install/docker.md', { title: 'Docker' }],
    ['faq/why.md', { title: 'Why', sidebar: false }],
    ['zh/README.md', { title: '首页', home: true }],
    ['zh/guide/README.md', { title: '指南' }],
    ['zh/guide/a.md', { title: '甲' }],
    ['zh/only.md', { title: '仅中文' }],
  ];
  const user: UserConfig = {
    title: 'AList',
    repo: 'alist-org/docs',
    locales: { '/': { lang: 'en-US', sidebar: { '/guide/': 'structure' } }, '/zh/': { lang: 'zh-CN', title: '文档', sidebar: { '/zh/guide/': 'structure' } } },
  };

  test('prev and next follow sidebar order, across groups', () => {
    const { byPath } = build(user, files);
    // sidebar /guide/: b (1), a (2), install/ (3) > docker
    assert.equal(byPath('/guide/b.html').prev, undefined);
    assert.deepEqual(byPath('/guide/b.html').next, { text: 'A', link: '/guide/a.html' });
    assert.deepEqual(byPath('/guide/a.html').prev, { text: 'B', link: '/guide/b.html' });
    assert.deepEqual(byPath('/guide/a.html').next, { text: 'Install', link: '/guide/install/' });
    assert.deepEqual(byPath('/guide/install/').next, { text: 'Docker', link: '/guide/install/docker.html' });
    assert.equal(byPath('/guide/install/docker.html').next, undefined);
  });

  test('a page gets the sidebar of the longest matching key', () => {
    const { byPath, graph } = build(user, files);
    assert.equal(byPath('/guide/install/docker.html').sidebar, '/guide/');
    assert.equal(byPath('/zh/guide/a.html').sidebar, '/zh/guide/');
    assert.deepEqual(Object.keys(graph.site.sidebars).sort(), ['/guide/', '/zh/guide/']);
  });

  test('a page outside every sidebar key has no sidebar and no prev/next', () => {
    const { byPath } = build(user, files);
    const page = byPath('/zh/only.html');
    assert.equal(page.sidebar, null);
    assert.equal(page.prev, undefined);
    assert.equal(page.next, undefined);
  });

  test('sidebar: false in front matter gives no sidebar', () => {
    const { byPath } = build({ ...user, locales: { '/': { lang: 'en-US', sidebar: 'structure' } } }, files);
    assert.equal(byPath('/faq/why.html').sidebar, null);
    assert.equal(byPath('/faq/why.html').next, undefined);
    assert.equal(byPath('/guide/a.html').sidebar, '/');
  });

  test('a home page has no sidebar and the home layout', () => {
    const { byPath } = build(user, files);
    assert.equal(byPath('/').sidebar, null);
    assert.equal(byPath('/').layout, 'home');
    assert.equal(byPath('/guide/').layout, 'doc');
  });

  test('the breadcrumb starts with the locale root and lists existing ancestors', () => {
    const { byPath } = build(user, files);
    assert.deepEqual(byPath('/guide/install/docker.html').breadcrumb, [
      { text: 'Home', link: '/' },
      { text: 'Guide', link: '/guide/' },
      { text: 'Install', link: '/guide/install/' },
      { text: 'Docker', link: '/guide/install/docker.html' },
    ]);
    assert.deepEqual(byPath('/zh/guide/a.html').breadcrumb, [
      { text: '首页', link: '/zh/' },
      { text: '指南', link: '/zh/guide/' },
      { text: '甲', link: '/zh/guide/a.html' },
    ]);
  });

  test('folders without a page are skipped in the breadcrumb', () => {
    const { byPath } = build(user, files);
    assert.deepEqual(byPath('/faq/why.html').breadcrumb, [
      { text: 'Home', link: '/' },
      { text: 'Why', link: '/faq/why.html' },
    ]);
  });

  test('twins are found across locales, both ways, only where the page exists', () => {
    const { byPath } = build(user, files);
    assert.deepEqual(byPath('/guide/a.html').twins, [{ lang: 'zh-CN', locale: '/zh/', link: '/zh/guide/a.html' }]);
    assert.deepEqual(byPath('/zh/guide/').twins, [{ lang: 'en-US', locale: '/', link: '/guide/' }]);
    assert.deepEqual(byPath('/guide/b.html').twins, []);
    assert.deepEqual(byPath('/zh/only.html').twins, []);
  });

  test('pages carry their locale and language', () => {
    const { byPath } = build(user, files);
    assert.equal(byPath('/zh/guide/a.html').lang, 'zh-CN');
    assert.equal(byPath('/zh/guide/a.html').locale, '/zh/');
    assert.equal(byPath('/guide/a.html').lang, 'en-US');
  });

  test('edit links follow the repository; editLink: false in front matter or config removes them', () => {
    const withOff = files.map(([f, fm]): [string, Record<string, unknown>?] => (f === 'guide/b.md' ? [f, { ...fm, editLink: false }] : [f, fm]));
    const { byPath } = build(user, withOff);
    assert.equal(byPath('/guide/a.html').editLink, 'https://github.com/alist-org/docs/edit/main/docs/guide/a.md');
    assert.equal(byPath('/guide/b.html').editLink, undefined);
    assert.equal(build({ ...user, editLink: false }, files).byPath('/guide/a.html').editLink, undefined);
  });

  test('transformed facts and git info are attached to the page', () => {
    const git = new Map([[`${ROOT}/docs/guide/a.md`, { updatedTime: 1000, contributors: [{ name: 'A', email: 'a@x', commits: 1 }] }]]);
    const { byPath } = build(user, [['guide/a.md']], { transformed: new Map([['/guide/a.html', transformed('From H1')]]), git });
    const page = byPath('/guide/a.html');
    assert.equal(page.title, 'From H1');
    assert.equal(page.html, '<p>x</p>');
    assert.deepEqual(page.readingTime, { minutes: 1, words: 300 });
    assert.equal(page.git.updatedTime, 1000);
    assert.equal(page.file, 'guide/a.md');
  });

  test('every locale gets a not-found page in its language', () => {
    const { graph } = build(user, files);
    assert.deepEqual(
      Object.entries(graph.notFound).map(([k, p]) => [k, p.path, p.lang, p.layout]).sort(),
      [
        ['/', '/404.html', 'en-US', 'not-found'],
        ['/zh/', '/zh/404.html', 'zh-CN', 'not-found'],
      ],
    );
  });

  test('the site data carries locales, the repository URL and the theme options', () => {
    const { graph } = build(user, files);
    assert.equal(graph.site.title, 'AList');
    assert.equal(graph.site.repo, 'https://github.com/alist-org/docs');
    assert.equal(graph.site.locales['/zh/'].title, '文档');
    assert.equal(graph.site.locales['/'].title, 'AList');
    assert.deepEqual((graph.site.themeOptions as { pageInfo: string[] }).pageInfo, ['Author', 'Original', 'Date', 'Category', 'Tag', 'ReadingTime']);
  });

  test(
    'with the default structure sidebars, the root sidebar leaves out the /zh/ locale',
    {},
    () => {
      const { graph } = build({ locales: LOCALES }, files);
      const links = JSON.stringify(graph.site.sidebars['/']);
      assert.doesNotMatch(links, /\/zh\//);
    },
  );

  test(
    'with the default structure sidebars, the next page of the last English page is not a Chinese page',
    {},
    () => {
      const { byPath } = build({ locales: LOCALES }, [
        ['README.md', { title: 'Home' }],
        ['guide/a.md', { title: 'A' }],
        ['zh/README.md', { title: '首页' }],
        ['zh/guide/a.md', { title: '甲' }],
      ]);
      assert.equal(byPath('/guide/a.html').next, undefined);
    },
  );
});
