import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../../../runtime/protocol.ts';
import { App } from '../../../theme/App.tsx';
import { renderApp } from '../../../theme/server.tsx';
import { buildFixture } from '../../helpers/site.ts';

/** The site data and every page data file of a built site. */
async function builtData(out: string): Promise<{ site: SiteData; pages: PageData[] }> {
  const assets = await fs.readdir(path.join(out, 'assets'));
  const siteFile = assets.find((f) => /^site\.\w+\.json$/.test(f))!;
  const site = JSON.parse(await fs.readFile(path.join(out, 'assets', siteFile), 'utf8')) as SiteData;
  const files = (await fs.readdir(path.join(out, '_pages'))).sort();
  const pages = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(out, '_pages', f), 'utf8')) as PageData));
  return { site, pages };
}

describe('server render: the sidebar list is rendered once per folder and reused', () => {
  let out = '';
  let data: { site: SiteData; pages: PageData[] };
  before(async () => {
    out = await buildFixture('theme');
    data = await builtData(out);
  });
  after(() => fs.rm(out, { recursive: true, force: true }));

  test('every page renders exactly as a full render of the page would', () => {
    const { site, pages } = data;
    const withSidebar = pages.filter((p) => p.sidebar);
    assert.ok(withSidebar.length >= 8, `fixture pages with a sidebar: ${withSidebar.length}`);
    // Twice over, so that the second round is all cache hits, whatever page filled the cache.
    for (const round of [1, 2]) {
      for (const page of [...pages].reverse()) {
        const full = renderToString(createElement(App, { site, page }));
        const fast = renderApp(site, page);
        if (fast !== full) {
          let i = 0;
          while (fast[i] === full[i]) i++;
          assert.fail(`round ${round}, ${page.path}: differs at ${i}:\n  cached: …${fast.slice(i - 80, i + 80)}\n  full:   …${full.slice(i - 80, i + 80)}`);
        }
      }
    }
  });

  test('the current link is the page itself, once, in its open group', () => {
    const { site, pages } = data;
    for (const page of pages.filter((p) => p.sidebar && p.path.includes('/basics/'))) {
      const html = renderApp(site, page);
      const current = [...html.matchAll(/<a class="sidebar-link active" href="([^"]*)" aria-current="page">/g)].map((m) => m[1]);
      assert.deepEqual(current, [page.path], page.path);
    }
  });
});
