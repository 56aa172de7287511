import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Diagnostic } from '../../../../cli/diagnostics.ts';
import { compareOrder, flattenSidebar, routeOfItem, SidebarResolver, type SidebarPage } from '../../../../cli/stages/sidebar.ts';
import type { SidebarNode } from '../../../../runtime/protocol.ts';

const page = (route: string, title: string, extra: Partial<SidebarPage> = {}): SidebarPage => ({ route, title, hidden: false, ...extra });

/** Links of a sidebar tree as nested arrays, for compact asserts. */
const shape = (nodes: SidebarNode[]): unknown[] => nodes.map((n) => (n.children ? [n.link ?? n.text, shape(n.children)] : n.link));

describe('compareOrder', () => {
  const sorted = (items: { order?: number; route: string }[]) => [...items].sort(compareOrder).map((i) => i.route);

  test('positive orders come first, ascending; then pages without order by route; then negative orders', () => {
    assert.deepEqual(
      sorted([
        { route: '/z.html' },
        { route: '/neg.html', order: -1 },
        { route: '/two.html', order: 2 },
        { route: '/a.html' },
        { route: '/one.html', order: 1 },
        { route: '/zero.html', order: 0 },
      ]),
      ['/zero.html', '/one.html', '/two.html', '/a.html', '/z.html', '/neg.html'],
    );
  });

  test('equal orders fall back to the route', () => {
    assert.deepEqual(sorted([{ route: '/b.html', order: 1 }, { route: '/a.html', order: 1 }]), ['/a.html', '/b.html']);
  });
});

describe('routeOfItem', () => {
  test('a bare name is a page of the prefix folder', () => {
    assert.equal(routeOfItem('/guide/', 'webdav'), '/guide/webdav.html');
    assert.equal(routeOfItem('/guide/', 'webdav.md'), '/guide/webdav.html');
    assert.equal(routeOfItem('/guide/', 'webdav.html'), '/guide/webdav.html');
  });

  test('a name ending in / is a folder route', () => {
    assert.equal(routeOfItem('/guide/', 'install/'), '/guide/install/');
  });

  test('README and index name the folder itself', () => {
    assert.equal(routeOfItem('/guide/', 'README.md'), '/guide/');
    assert.equal(routeOfItem('/guide/', 'install/index'), '/guide/install/');
  });

  test('an absolute item ignores the prefix', () => {
    assert.equal(routeOfItem('/guide/', '/faq/why'), '/faq/why.html');
  });

  test('./ segments are dropped and dots in names are kept', () => {
    assert.equal(routeOfItem('/guide/', './drivers/baidu.photo'), '/guide/drivers/baidu.photo.html');
  });
});

describe('flattenSidebar', () => {
  test('lists links depth first, once each, skipping groups without a link', () => {
    const nodes: SidebarNode[] = [
      { text: 'Guide', link: '/guide/', children: [{ text: 'A', link: '/guide/a.html' }, { text: 'Sub', children: [{ text: 'B', link: '/guide/b.html' }] }] },
      { text: 'C', link: '/c.html' },
      { text: 'A again', link: '/guide/a.html' },
    ];
    assert.deepEqual(flattenSidebar(nodes), ['/guide/', '/guide/a.html', '/guide/b.html', '/c.html']);
  });
});

describe('SidebarResolver: structure', () => {
  const pages = [
    page('/guide/', 'Guide'),
    page('/guide/a.html', 'A'),
    page('/guide/b.html', 'B', { order: 1 }),
    page('/guide/c.html', 'C', { order: 2, shortTitle: 'Short C', icon: 'c' }),
    page('/guide/hidden.html', 'Hidden', { hidden: true }),
    page('/guide/install/', 'Install', { order: 3 }),
    page('/guide/install/docker.html', 'Docker'),
    page('/guide/drivers/x.html', 'X'),
    page('/guide/secret/', 'Secret', { hidden: true }),
    page('/guide/secret/y.html', 'Y'),
  ];

  test('pages are ordered by order then route; sub-folders become groups led by their README', () => {
    const diagnostics: Diagnostic[] = [];
    const nodes = new SidebarResolver(pages, diagnostics).structure('/guide/');
    assert.deepEqual(shape(nodes), [
      '/guide/b.html',
      '/guide/c.html',
      ['/guide/install/', ['/guide/install/docker.html']],
      '/guide/a.html',
      ['drivers', ['/guide/drivers/x.html']],
    ]);
    assert.deepEqual(diagnostics, []);
  });

  test('a group takes its README title and link and is collapsible, closed', () => {
    const nodes = new SidebarResolver(pages, []).structure('/guide/');
    const install = nodes.find((n) => n.link === '/guide/install/')!;
    assert.deepEqual(install, {
      text: 'Install',
      link: '/guide/install/',
      icon: undefined,
      collapsible: true,
      expanded: false,
      children: [{ text: 'Docker', link: '/guide/install/docker.html', icon: undefined }],
    });
  });

  test('a folder without README is a group named after the folder, without a link', () => {
    const nodes = new SidebarResolver(pages, []).structure('/guide/');
    const drivers = nodes.find((n) => n.text === 'drivers')!;
    assert.equal(drivers.link, undefined);
    assert.equal(drivers.collapsible, true);
  });

  test('shortTitle and icon are used for the item', () => {
    const nodes = new SidebarResolver(pages, []).structure('/guide/');
    assert.deepEqual(nodes[1], { text: 'Short C', link: '/guide/c.html', icon: 'c' });
  });

  test('hidden pages, and folders whose README is hidden, are skipped', () => {
    const links = flattenSidebar(new SidebarResolver(pages, []).structure('/guide/'));
    assert.ok(!links.includes('/guide/hidden.html'));
    assert.ok(!links.includes('/guide/secret/'));
    assert.ok(!links.includes('/guide/secret/y.html'));
  });

  test('resolveLocale with "structure" gives one sidebar for the locale prefix', () => {
    const sidebars = new SidebarResolver(pages, []).resolveLocale('/guide/', 'structure');
    assert.deepEqual(Object.keys(sidebars), ['/guide/']);
  });

  test('resolveLocale with false gives no sidebars', () => {
    assert.deepEqual(new SidebarResolver(pages, []).resolveLocale('/', false), {});
  });
});

describe('SidebarResolver: explicit items', () => {
  const pages = [
    page('/guide/', 'Guide'),
    page('/guide/webdav.html', 'WebDAV', { shortTitle: 'DAV' }),
    page('/guide/install/', 'Install'),
    page('/guide/install/docker.html', 'Docker'),
    page('/guide/install/script.html', 'Script'),
    page('/faq/', 'FAQ'),
    page('/faq/why.html', 'Why'),
  ];

  test('string items become page links with the page title', () => {
    const diagnostics: Diagnostic[] = [];
    const sidebars = new SidebarResolver(pages, diagnostics).resolveLocale('/', { '/guide/': ['webdav', 'README.md'] });
    assert.deepEqual(sidebars['/guide/'], [
      { text: 'DAV', link: '/guide/webdav.html', icon: undefined },
      { text: 'Guide', link: '/guide/', icon: undefined },
    ]);
    assert.deepEqual(diagnostics, []);
  });

  test('a group with a prefix resolves its children under the prefix', () => {
    const sidebars = new SidebarResolver(pages, []).resolveLocale('/', {
      '/guide/': [{ text: 'Install', prefix: 'install/', link: 'install/', collapsible: true, children: ['docker', 'script'] }],
    });
    assert.deepEqual(sidebars['/guide/'], [
      {
        text: 'Install',
        link: '/guide/install/',
        icon: undefined,
        collapsible: true,
        expanded: false,
        children: [
          { text: 'Docker', link: '/guide/install/docker.html', icon: undefined },
          { text: 'Script', link: '/guide/install/script.html', icon: undefined },
        ],
      },
    ]);
  });

  test('a group with children: "structure" lists its prefix folder', () => {
    const sidebars = new SidebarResolver(pages, []).resolveLocale('/', { '/guide/': [{ text: 'Install', prefix: 'install', children: 'structure' }] });
    assert.deepEqual(shape(sidebars['/guide/']), [['Install', ['/guide/install/docker.html', '/guide/install/script.html']]]);
  });

  test('several sidebars per prefix, and false skips one', () => {
    const sidebars = new SidebarResolver(pages, []).resolveLocale('/', { '/guide/': ['webdav'], '/faq/': ['why'], '/tool/': false });
    assert.deepEqual(Object.keys(sidebars).sort(), ['/faq/', '/guide/']);
    assert.deepEqual(shape(sidebars['/faq/']), ['/faq/why.html']);
  });

  test('an item that matches no page is a warning naming the route, and the item is dropped', () => {
    const diagnostics: Diagnostic[] = [];
    const sidebars = new SidebarResolver(pages, diagnostics, 'site.config.ts').resolveLocale('/', { '/guide/': ['webdav', 'missing'] });
    assert.deepEqual(shape(sidebars['/guide/']), ['/guide/webdav.html']);
    assert.deepEqual(diagnostics, [{ severity: 'warning', file: 'site.config.ts', message: 'sidebar item /guide/missing.html matches no page' }]);
  });

  test('a group link that matches no page is a warning', () => {
    const diagnostics: Diagnostic[] = [];
    new SidebarResolver(pages, diagnostics).resolveLocale('/', { '/guide/': [{ text: 'X', link: 'nowhere/' }] });
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].severity, 'warning');
    assert.match(diagnostics[0].message, /\/guide\/nowhere\//);
  });
});
