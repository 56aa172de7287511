import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveConfig } from '../../../../cli/config/resolve.ts';
import { autoCatalogPages, catalogPlaceholder, fillCatalogs, type CatalogEntry } from '../../../../cli/stages/catalog.ts';
import type { SourcePage } from '../../../../cli/stages/load.ts';

const ENTRIES: CatalogEntry[] = [
  { route: '/guide/', title: 'Guide' },
  { route: '/guide/b.html', title: 'Bravo', order: 2 },
  { route: '/guide/a.html', title: 'Alpha', order: 1 },
  { route: '/guide/z.html', title: 'Zulu' },
  { route: '/guide/hidden.html', title: 'Hidden', hidden: true },
  { route: '/guide/install/', title: 'Install', order: 3 },
  { route: '/guide/install/docker.html', title: 'Docker' },
  { route: '/guide/install/deep/x.html', title: 'Deep page' },
  { route: '/other.html', title: 'Other' },
];
const fill = (base: string, level: number, base2 = '/') =>
  fillCatalogs(`<p>x</p>${catalogPlaceholder(base, level)}`, ENTRIES, { withBase: (r) => base2.replace(/\/$/, '') + r, label: 'Pages' });

test('a catalog lists the folder pages in sidebar order (order, then title), folders by their index page', () => {
  assert.equal(
    fill('/guide/', 1),
    '<p>x</p><nav class="catalog" aria-label="Pages"><ul><li><a href="/guide/a.html">Alpha</a></li><li><a href="/guide/b.html">Bravo</a></li><li><a href="/guide/install/">Install</a></li><li><a href="/guide/z.html">Zulu</a></li></ul></nav>',
  );
});

test('deeper levels nest; a folder without an index page is a plain label', () => {
  const html = fill('/guide/', 3);
  assert.match(html, /<li><a href="\/guide\/install\/">Install<\/a><ul><li><span>deep<\/span><ul><li><a href="\/guide\/install\/deep\/x\.html">Deep page<\/a><\/li><\/ul><\/li><li><a href="\/guide\/install\/docker\.html">Docker<\/a><\/li><\/ul><\/li>/);
  assert.doesNotMatch(html, /Hidden|Other|>Guide</);
});

test('links carry the site base; HTML without a placeholder is returned unchanged', () => {
  assert.match(fill('/guide/', 1, '/docs/'), /href="\/docs\/guide\/a\.html"/);
  assert.equal(fillCatalogs('<p>x</p>', ENTRIES, { withBase: (r) => r, label: 'x' }), '<p>x</p>');
});

test('folders with pages but no README get a catalog page with a title from the folder name', () => {
  const config = resolveConfig({ locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } } }, { root: '/site' });
  const page = (relPath: string, route: string): SourcePage => ({ file: `/site/docs/${relPath}`, relPath, displayFile: `docs/${relPath}`, route, locale: '/', lang: 'en-US', frontmatter: {}, body: '' });
  const made = autoCatalogPages(config, [page('README.md', '/'), page('tool/README.md', '/tool/'), page('tool/one-drive/request.md', '/tool/one-drive/request.html'), page('zh/tool/x/a.md', '/zh/tool/x/a.html')]);
  assert.deepEqual(made.map((p) => [p.route, p.frontmatter.title, p.lang]), [
    ['/tool/one-drive/', 'One drive', 'en-US'],
    ['/zh/', 'Zh', 'zh-CN'],
    ['/zh/tool/', 'Tool', 'zh-CN'],
    ['/zh/tool/x/', 'X', 'zh-CN'],
  ]);
  assert.equal(made[0].body, '<Catalog />\n');
  assert.equal(made[0].frontmatter.editLink, false);
});
