/**
 * Search in Chromium: the local index on the REAL site (built once), and DocSearch on a fixture
 * whose Algolia requests are answered by page.route (nothing reaches the network).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { REPO_ROOT, servedFixture, servedSite, watchConsole } from '../helpers/site.ts';

type Seen = ReturnType<typeof watchConsole>;

const AXE_SOURCE = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** An init script making both storages throw, as in a private window that forbids them (a string: tsx would add helpers to a function). */
const THROWING_STORAGE = `for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('denied', 'SecurityError'); } });`;

/** Opens `path` in a fresh context whose browser language matches the page (no language prompt). */
async function openPage(browser: Browser, base: string, path: string, o: { width?: number; init?: string; setup?: (c: BrowserContext) => Promise<void> } = {}) {
  const context = await browser.newContext({ locale: path.startsWith('/zh/') ? 'zh-CN' : 'en-US', viewport: { width: o.width ?? 1280, height: 800 } });
  if (o.init) await context.addInitScript(o.init);
  await o.setup?.(context);
  const page = await context.newPage();
  const seen = watchConsole(page);
  await page.goto(base + path);
  await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
  return { context, page, seen };
}

/** Console errors, without the browser's own line for a request a test aborted on purpose. */
const errorsOf = (seen: Seen) => seen.errors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e));

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchField = (dialog: Locator) => dialog.locator('input[type="search"]');

/** Hrefs of the result links of the dialog (path + hash, as written). */
const resultHrefs = (dialog: Locator) => dialog.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));

describe('local search on the real site', () => {
  let browser: Browser;
  let base: string;
  servedSite(REPO_ROOT, (s) => ({ browser, base } = s));

  test('the "Search" button opens a modal dialog with a search field; Escape closes it and focus returns to the button', async () => {
    const { context, page, seen } = await openPage(browser, base, '/guide/install/docker.html');
    const button = page.getByRole('button', { name: 'Search' });
    assert.equal(await button.count(), 1, 'one visible button');
    assert.equal(await button.getAttribute('title'), 'Search the docs');
    await button.click();
    const dialog = searchDialog(page);
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await page.waitForFunction(() => document.activeElement?.matches('input[type="search"]'));
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')), `focus inside after ${i + 1} Tab`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Search');
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('on a small screen one "Search" button shows, beside the menu toggle, and opens the dialog', async () => {
    const { context, page } = await openPage(browser, base, '/zh/guide/', { width: 400 });
    const button = page.getByRole('button', { name: 'Search' });
    assert.equal(await button.count(), 1);
    assert.equal(await button.getAttribute('title'), '搜索文档');
    await button.click();
    await searchDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await searchDialog(page).waitFor({ state: 'detached' });
    assert.ok(await button.evaluate((b) => b === document.activeElement), 'focus back on the visible button');
    await context.close();
  });

  test('Ctrl+K, Meta+K and "/" open the dialog', async () => {
    const { context, page, seen } = await openPage(browser, base, '/guide/webdav.html');
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(key);
      await searchDialog(page).waitFor({ timeout: 5000 }).catch(() => assert.fail(`${key} did not open search`));
      await page.keyboard.press('Escape');
      await searchDialog(page).waitFor({ state: 'detached' });
    }
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('"/" typed in a field does not open the dialog, and in the search field it is just typed', async () => {
    const { context, page } = await openPage(browser, base, '/guide/webdav.html');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing';
      input.setAttribute('aria-label', 'typing');
      document.querySelector('main')!.prepend(input);
    });
    await page.locator('#typing').focus();
    await page.keyboard.type('a/b');
    await page.waitForTimeout(200);
    assert.equal(await searchDialog(page).count(), 0);
    assert.equal(await page.locator('#typing').inputValue(), 'a/b');
    await page.locator('#typing').blur();
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.keyboard.type('web/dav');
    assert.equal(await searchField(dialog).inputValue(), 'web/dav');
    assert.equal(await page.getByRole('dialog').count(), 1);
    await context.close();
  });

  test('an English word finds its page, marked; Enter on a heading result lands on that heading without a reload', async () => {
    const { context, page, seen } = await openPage(browser, base, '/guide/install/docker.html');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.keyboard.type('webdav');
    await dialog.locator('a[href^="/guide/webdav.html"]').first().waitFor();
    const hrefs = await resultHrefs(dialog);
    assert.ok(hrefs.every((h) => !h.startsWith('/zh/')), 'English results only');
    assert.ok(hrefs.includes('/guide/drivers/webdav.html'), 'the driver page too');
    assert.ok((await dialog.locator('mark').allTextContents()).some((m) => m.toLowerCase() === 'webdav'), 'the word is marked');
    // Arrow down to the first result that points at a heading of the WebDAV guide, then Enter.
    const target = hrefs.findIndex((h) => h.startsWith('/guide/webdav.html#'));
    assert.ok(target >= 0, hrefs.join(' '));
    for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), hrefs[target]);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/guide/webdav.html' && u.hash.length > 1);
    await dialog.waitFor({ state: 'detached' });
    const anchor = hrefs[target].split('#')[1];
    assert.equal(decodeURIComponent(new URL(page.url()).hash.slice(1)), anchor);
    await page.waitForFunction((id) => {
      const r = document.getElementById(id)?.getBoundingClientRect();
      return !!r && r.top >= 0 && r.top < innerHeight;
    }, anchor);
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'same document');
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('a Chinese word on a /zh/ page finds Chinese pages only, from their text', async () => {
    const { context, page, seen } = await openPage(browser, base, '/zh/guide/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.keyboard.type('存储');
    await dialog.locator('a[href^="/zh/guide/drivers/"]').first().waitFor();
    const hrefs = await resultHrefs(dialog);
    assert.ok(hrefs.length > 3 && hrefs.every((h) => h.startsWith('/zh/')), hrefs.join(' '));
    // Matched in body text: an excerpt carries the mark.
    assert.ok((await dialog.locator('a mark').allTextContents()).includes('存储'));
    // A word of Chinese prose only: ICU splits 挂载 into 挂 + 载, the phrase still finds its heading.
    await searchField(dialog).fill('挂载');
    await dialog.locator('a[href="/zh/guide/install/docker.html#挂载本地目录"]').waitFor();
    assert.ok((await resultHrefs(dialog)).every((h) => h.startsWith('/zh/')));
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('no results: the SPEC §8 screen in English and in Chinese, with a feedback link to the repository issues', async () => {
    for (const [path, texts, link] of [
      ['/guide/webdav.html', ['No results for “qqxyzzyqq”', 'Try searching for other words.'], 'Let us know.'],
      ['/zh/guide/webdav.html', ['没有找到相关结果', '“qqxyzzyqq”', '尝试其他关键词'], '告诉我们。'],
    ] as const) {
      const { context, page, seen } = await openPage(browser, base, path);
      await page.keyboard.press('/');
      const dialog = searchDialog(page);
      await dialog.waitFor();
      await page.keyboard.type('qqxyzzyqq');
      await dialog.getByText(texts[0]).first().waitFor();
      const text = await dialog.innerText();
      for (const t of texts) assert.ok(text.includes(t), `${path}: ${t}`);
      const feedback = dialog.getByRole('link', { name: link });
      assert.match((await feedback.getAttribute('href'))!, /^https:\/\/github\.com\/alist-org\/alist\/issues\/new\?title=.*qqxyzzyqq/);
      assert.equal(await feedback.getAttribute('target'), '_blank');
      assert.deepEqual(errorsOf(seen), []);
      await context.close();
    }
  });

  test('failure: when the index cannot be fetched, "Unable to fetch results" and a network hint, in both languages', async () => {
    for (const [path, title, hint] of [
      ['/guide/webdav.html', 'Unable to fetch results', 'check your network connection'],
      ['/zh/guide/webdav.html', '无法获取结果', '请检查网络连接'],
    ] as const) {
      const { context, page } = await openPage(browser, base, path, { setup: async (c) => void (await c.route('**/assets/search/**', (r) => r.abort())) });
      await page.keyboard.press('/');
      const dialog = searchDialog(page);
      await dialog.getByText(title).first().waitFor();
      await page.keyboard.type('webdav');
      await page.waitForTimeout(700);
      const text = await dialog.innerText();
      assert.ok(text.includes(title) && text.includes(hint), text);
      await context.close();
    }
  });

  test('a query runs 500 ms after the last keystroke, not before', async () => {
    const { context, page, seen } = await openPage(browser, base, '/guide/install/docker.html');
    const indexLoaded = page.waitForResponse((r) => r.url().includes('/assets/search/'));
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await indexLoaded;
    // Times are taken in the page: the last keystroke and the moment results (or their change) show.
    await page.evaluate(() => {
      const w = window as unknown as { lastKey: number; shown: number[] };
      w.shown = [];
      document.addEventListener('keydown', () => (w.lastKey = performance.now()), true);
      new MutationObserver(() => {
        const n = document.querySelectorAll('[role="dialog"] a[href^="/"]').length;
        if (n !== (w.shown.length ? -1 : 0)) w.shown.push(performance.now());
      }).observe(document.body, { subtree: true, childList: true });
    });
    await searchField(dialog).pressSequentially('webdav', { delay: 60 });
    await page.waitForTimeout(250);
    assert.equal(await dialog.locator('a[href^="/"]').count(), 0, 'no results 250 ms after the last keystroke');
    await dialog.locator('a[href^="/"]').first().waitFor();
    const { lastKey, shown } = await page.evaluate(() => {
      const w = window as unknown as { lastKey: number; shown: number[] };
      return { lastKey: w.lastKey, shown: w.shown };
    });
    const waited = shown[0] - lastKey;
    assert.ok(waited >= 450 && waited < 1500, `results showed ${waited.toFixed(0)} ms after the last keystroke`);
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('recent searches are shown when the dialog opens again, and run again on a click', async () => {
    const { context, page } = await openPage(browser, base, '/guide/webdav.html');
    await page.keyboard.press('/');
    let dialog = searchDialog(page);
    await dialog.waitFor();
    await page.keyboard.type('docker');
    await dialog.locator('a[href^="/guide/install/docker.html"]').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('search-recent')), '["docker"]');
    await page.keyboard.press('/');
    dialog = searchDialog(page);
    await dialog.getByText('Recent searches').waitFor();
    await dialog.getByRole('button', { name: 'docker', exact: true }).click();
    await dialog.locator('a[href^="/guide/install/docker.html"]').first().waitFor({ timeout: 400 });
    assert.equal(await searchField(dialog).inputValue(), 'docker');
    await context.close();
  });

  test('with storage that throws, search still works (it only forgets)', async () => {
    const { context, page, seen } = await openPage(browser, base, '/guide/webdav.html', { init: THROWING_STORAGE });
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.keyboard.type('docker');
    await dialog.locator('a[href^="/guide/install/docker.html"]').first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await searchDialog(page).getByText('Type to search the documentation.').waitFor();
    assert.ok(await page.evaluate(() => { try { return void localStorage; } catch { return true; } }), 'storage really throws');
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('the open dialog, with results and with the no-results screen, has no serious or critical axe violation, light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      for (const [path, query] of [['/guide/webdav.html', 'token'], ['/zh/guide/', '存储'], ['/guide/webdav.html', 'qqxyzzyqq']] as const) {
        const { context, page } = await openPage(browser, base, path, { init: `localStorage.setItem('theme-mode', '${mode}')` });
        await page.keyboard.press('/');
        const dialog = searchDialog(page);
        await dialog.waitFor();
        await page.keyboard.type(query);
        await page.waitForTimeout(800);
        await page.keyboard.press('ArrowDown'); // a focused result too
        await page.addScriptTag({ content: AXE_SOURCE });
        const blocking = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(ctx: string, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { html: string }[] }[] }> } }).axe;
          const { violations } = await axe.run('[role="dialog"]', { resultTypes: ['violations'] });
          return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
        });
        assert.deepEqual(blocking, [], `${path} "${query}" (${mode})`);
        await context.close();
      }
    }
  });
});

/** An Algolia answer: one result list with `hits`. */
function algoliaAnswer(query: string, hits: unknown[]) {
  return { results: [{ hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', processingTimeMS: 1, index: 'docsearch-lab' }] };
}

/** A DocSearch record, as the crawler stores it (with the deployed site's absolute URL). */
function docSearchHit(url: string, lvl1: string, lvl2: string) {
  const h = (value: string) => ({ value, matchLevel: 'full', matchedWords: ['webdav'] });
  return {
    objectID: url, url, url_without_anchor: url.split('#')[0], anchor: url.split('#')[1], type: 'lvl2', content: null,
    hierarchy: { lvl0: 'Guide', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl0: h('Guide'), lvl1: h(lvl1), lvl2: h(lvl2) }, content: h('') },
    _snippetResult: { hierarchy: { lvl0: h('Guide'), lvl1: h(lvl1), lvl2: h(lvl2) } },
  };
}

describe('DocSearch (fixture with Algolia answered by the test)', () => {
  let browser: Browser;
  let base: string;
  servedFixture('docsearch', (s) => ({ browser, base } = s));
  const ALGOLIA = /^https:\/\/[^/]*\.(algolia\.net|algolianet\.com)\//;

  /** Opens a page whose Algolia requests get `answer` (or are aborted); returns the request bodies seen. */
  async function openDocSearch(path: string, answer: 'results' | 'abort') {
    const bodies: { requests: { query: string; facetFilters?: unknown }[] }[] = [];
    const stray: string[] = [];
    const { context, page, seen } = await openPage(browser, base, path, {
      setup: async (c) => {
        c.on('request', (r: Request) => !r.url().startsWith(base) && !ALGOLIA.test(r.url()) && !r.url().startsWith('data:') && stray.push(r.url()));
        await c.route(ALGOLIA, async (route) => {
          if (answer === 'abort') return route.abort();
          const body = JSON.parse(route.request().postData() ?? '{}');
          bodies.push(body);
          const query: string = body.requests?.[0]?.query ?? '';
          const lang = path.startsWith('/zh/') ? '/zh' : '';
          const hits = /webdav/i.test(query) ? [docSearchHit(`https://docs.example.com${lang}/guide/webdav.html#address`, 'WebDAV', 'Address')] : [];
          await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(algoliaAnswer(query, hits)) });
        });
      },
    });
    return { context, page, seen, bodies, stray };
  }

  /** Opens DocSearch with Ctrl+K and waits for its field to have focus. */
  async function openWithShortcut(page: Page): Promise<Locator> {
    await page.keyboard.press('Control+k');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] input[type="search"]'));
    await page.waitForTimeout(150);
    return dialog;
  }

  test('Ctrl+K opens DocSearch in the "Search" dialog; it preconnects, filters by language, waits 500 ms, and a hit navigates', async () => {
    const { context, page, seen, bodies, stray } = await openDocSearch('/guide/', 'results');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const dialog = await openWithShortcut(page);
    assert.equal(await page.locator('link[rel="preconnect"][href="https://TESTAPP01-dsn.algolia.net"]').count(), 1, 'preconnect');
    await searchField(dialog).pressSequentially('webdav', { delay: 60 });
    const hit = dialog.locator('a[href="/guide/webdav.html#address"]');
    await hit.waitFor();
    assert.deepEqual(bodies.map((b) => b.requests[0].query), ['webdav'], 'one request, after the typing stopped');
    assert.deepEqual(bodies[0].requests[0].facetFilters, ['lang:en-US']);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/guide/webdav.html' && u.hash === '#address');
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'client-side navigation');
    assert.deepEqual(stray, [], 'no other host was asked');
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });

  test('an empty answer shows our no-results texts, in English and in Chinese (lang:zh-CN)', async () => {
    for (const [path, title, link, lang] of [
      ['/guide/', 'No results for', 'Let us know.', 'lang:en-US'],
      ['/zh/guide/', '没有找到相关结果', '告诉我们。', 'lang:zh-CN'],
    ] as const) {
      const { context, page, seen, bodies } = await openDocSearch(path, 'results');
      const dialog = await openWithShortcut(page);
      await searchField(dialog).pressSequentially('nothing', { delay: 30 });
      await dialog.getByText(title).waitFor();
      assert.ok((await dialog.innerText()).includes('nothing'));
      assert.match((await dialog.getByRole('link', { name: link }).getAttribute('href'))!, /^https:\/\/github\.com\/example\/docsearch-lab\/issues\/new\?title=/);
      assert.deepEqual(bodies.at(-1)!.requests[0].facetFilters, [lang]);
      assert.deepEqual(errorsOf(seen), []);
      await context.close();
    }
  });

  test('a failed request shows our failure texts, in English and in Chinese', async () => {
    for (const [path, title, hint] of [
      ['/guide/', 'Unable to fetch results', 'check your network connection'],
      ['/zh/guide/', '无法获取结果', '请检查网络连接'],
    ] as const) {
      const { context, page } = await openDocSearch(path, 'abort');
      const dialog = await openWithShortcut(page);
      await searchField(dialog).pressSequentially('webdav', { delay: 30 });
      await dialog.getByText(title).first().waitFor({ timeout: 15000 });
      assert.ok((await dialog.innerText()).includes(hint));
      await context.close();
    }
  });

  test('"/" opens it too; Escape closes it and focus returns to the button', async () => {
    const { context, page, seen } = await openDocSearch('/guide/webdav.html', 'results');
    await page.keyboard.press('/');
    const dialog = searchDialog(page);
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('[role="dialog"] input[type="search"]'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Search');
    assert.deepEqual(errorsOf(seen), []);
    await context.close();
  });
});
