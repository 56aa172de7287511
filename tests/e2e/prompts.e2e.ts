/**
 * Site-level pop-ups and extras in Chromium (SPEC §2.4, §4, §7, §8; UI-CONTRACT "Dialogs"): the
 * notice (once per key, persistent or per session, confirm-only), the language redirect prompt
 * (Switch, Cancel, Remember), the API endpoint selector's places, the sidebar ad and the ad click
 * statistics, and third-party scripts loaded after the page is interactive.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

describe('prompts and extras', () => {
  let browser: Browser;
  let base: string;
  servedFixture('theme', (s) => ({ browser, base } = s));

  async function open(path: string, options: BrowserContextOptions = {}, init?: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await init?.(page);
    await page.goto(base + path);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, context, seen, close: () => context.close() };
  }
  const storage = (page: Page, area: 'localStorage' | 'sessionStorage', key: string) => page.evaluate(([a, k]) => window[a as 'localStorage'].getItem(k), [area, key]);

  describe('notice', () => {
    test('shows on its path, named by its title, and once closed it is remembered in localStorage for good', async () => {
      const { page, context, close } = await open('/');
      const dialog = page.getByRole('dialog', { name: 'Welcome notice' });
      await dialog.waitFor();
      assert.ok(await dialog.getByRole('link', { name: 'guide', exact: true }).isVisible(), 'its HTML content');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await storage(page, 'localStorage', 'notice-welcome'), 'seen');
      const again = await context.newPage();
      await again.goto(base + '/');
      await again.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
      await again.waitForTimeout(300);
      assert.equal(await again.getByRole('dialog').count(), 0, 'not again in a new tab');
      await close();
    });

    test('an action records it as seen and goes to its link; Escape also closes it', async () => {
      const { page, close } = await open('/');
      const dialog = page.getByRole('dialog', { name: 'Welcome notice' });
      await dialog.getByRole('link', { name: 'Open the guide' }).click();
      await page.waitForURL(base + '/guide/');
      assert.equal(await dialog.count(), 0);
      assert.equal(await storage(page, 'localStorage', 'notice-welcome'), 'seen');
      await close();

      const second = await open('/');
      await second.page.getByRole('dialog', { name: 'Welcome notice' }).waitFor();
      await second.page.keyboard.press('Escape');
      await second.page.getByRole('dialog').waitFor({ state: 'detached' });
      await second.close();
    });

    test('a notice without showOnce is remembered for the session only (sessionStorage)', async () => {
      const { page, context, close } = await open('/guide/basics/one.html');
      const dialog = page.getByRole('dialog', { name: 'Session notice' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      assert.equal(await storage(page, 'sessionStorage', 'notice-basics'), 'seen');
      assert.equal(await storage(page, 'localStorage', 'notice-basics'), null);
      // Navigating within the session: not shown again.
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Basic two' }).click();
      await page.getByRole('heading', { level: 1, name: 'Basic two' }).waitFor();
      await page.waitForTimeout(300);
      assert.equal(await page.getByRole('dialog').count(), 0);
      // A new tab is a new session.
      const other = await context.newPage();
      await other.goto(base + '/guide/basics/two.html');
      await other.getByRole('dialog', { name: 'Session notice' }).waitFor();
      await close();
    });

    test('a confirm notice closes only through its action; Chinese words under /zh/', async () => {
      const { page, close } = await open('/zh/', { locale: 'zh-CN' });
      const dialog = page.getByRole('dialog', { name: '欢迎' });
      await dialog.waitFor();
      assert.equal(await dialog.getByRole('button', { name: '关闭' }).count(), 0, 'no close button');
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      assert.ok(await dialog.isVisible(), 'Escape and a click outside leave it');
      await dialog.getByRole('button', { name: '知道了' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await storage(page, 'localStorage', 'notice-welcome'), 'seen');
      await close();
    });
  });

  describe('language redirect prompt', () => {
    const prompt = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Switch' }) });

    test('a Chinese browser on an English page is offered the Chinese twin; Switch goes there and is kept for the session', async () => {
      const { page, close } = await open('/guide/', { locale: 'zh-CN' });
      const dialog = prompt(page);
      await dialog.waitFor();
      assert.match((await dialog.getAttribute('aria-labelledby')) ?? '', /.+/);
      assert.match((await dialog.textContent()) ?? '', /简体中文/);
      await dialog.getByRole('button', { name: 'Switch' }).click();
      await page.waitForURL(base + '/zh/guide/');
      assert.equal(await storage(page, 'sessionStorage', 'redirect-choice'), '/zh/');
      assert.equal(await storage(page, 'localStorage', 'redirect-choice'), null);
      await page.waitForTimeout(300);
      assert.equal(await page.getByRole('dialog').count(), 0, 'no prompt on the Chinese page');
      await close();
    });

    test('Cancel stays and is kept for the session; with Remember the choice goes to localStorage', async () => {
      const first = await open('/guide/', { locale: 'zh-CN' });
      await prompt(first.page).getByRole('button', { name: 'Cancel' }).click();
      assert.equal(new URL(first.page.url()).pathname, '/guide/');
      assert.equal(await storage(first.page, 'sessionStorage', 'redirect-choice'), '/');
      await first.page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Long page' }).click();
      await first.page.getByRole('heading', { level: 1, name: 'Long page' }).waitFor();
      await first.page.waitForTimeout(300);
      assert.equal(await first.page.getByRole('dialog').count(), 0, 'not asked again this session');
      await first.close();

      const second = await open('/guide/', { locale: 'zh-CN' });
      const dialog = prompt(second.page);
      await dialog.getByRole('checkbox', { name: 'Remember' }).check();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      assert.equal(await storage(second.page, 'localStorage', 'redirect-choice'), '/');
      const later = await second.context.newPage();
      await later.goto(base + '/guide/long.html');
      await later.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
      await later.waitForTimeout(300);
      assert.equal(await later.getByRole('dialog').count(), 0, 'remembered in a new session');
      await second.close();
    });

    test('no prompt when the browser language matches the page, or the page has no twin; Chinese words on /zh/', async () => {
      const en = await open('/guide/', { locale: 'en-US' });
      await en.page.waitForTimeout(300);
      assert.equal(await en.page.getByRole('dialog').count(), 0);
      await en.close();
      const noTwin = await open('/notes.html', { locale: 'zh-CN' });
      await noTwin.page.waitForTimeout(300);
      assert.equal(await noTwin.page.getByRole('dialog').count(), 0);
      await noTwin.close();
      const zh = await open('/zh/guide/', { locale: 'en-US' });
      const dialog = zh.page.getByRole('dialog').filter({ has: zh.page.getByRole('button', { name: '切换' }) });
      await dialog.waitFor();
      assert.ok(await dialog.getByRole('button', { name: '取消' }).isVisible());
      assert.ok(await dialog.getByRole('checkbox', { name: '记住' }).isVisible());
      assert.match((await dialog.textContent()) ?? '', /English/);
      await zh.close();
    });
  });

  test('never two dialogs at once: the notice waits until the language prompt is settled', async () => {
    const { page, close } = await open('/zh/', { locale: 'en-US' });
    const prompt = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '切换' }) });
    await prompt.waitFor();
    await page.waitForTimeout(500);
    assert.equal(await page.getByRole('dialog').count(), 1, 'only the prompt');
    await prompt.getByRole('button', { name: '取消' }).click();
    await page.getByRole('dialog', { name: '欢迎' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 1, 'then only the notice');
    await close();
  });

  describe('API endpoint selector', () => {
    test('in the sidebar on driver pages; above the content on tool pages and pages without a sidebar; none elsewhere', async () => {
      const where = async (path: string) => {
        const { page, close } = await open(path, {}, async (p) => {
          await p.addInitScript(() => sessionStorage.setItem('redirect-choice', '/'));
        });
        const select = page.getByRole('combobox', { name: 'API endpoint' });
        await page.waitForTimeout(500);
        const found = (await select.count()) === 1 ? await select.evaluate((el) => (el.closest('.sidebar') ? 'sidebar' : el.closest('main') ? 'content' : 'elsewhere')) : 'none';
        const options = found === 'none' ? [] : await select.locator('option').allTextContents();
        await close();
        return { found, options };
      };
      assert.deepEqual(await where('/guide/drivers/'), { found: 'sidebar', options: ['cf', 'local'] });
      assert.deepEqual(await where('/tool/'), { found: 'content', options: ['cf', 'local'] });
      assert.deepEqual(await where('/notes.html'), { found: 'content', options: ['cf', 'local'] });
      assert.equal((await where('/guide/long.html')).found, 'none');
    });
  });

  describe('ads', () => {
    test('the sidebar ad shows its logo and label; clicks on it and on the promo POST {"name"} as JSON', async () => {
      const posts: unknown[] = [];
      const { page, close } = await open('/guide/', {}, async (p) => {
        await p.addInitScript(() => localStorage.setItem('notice-welcome', 'seen'));
        await p.route('**/ad-stats', async (route) => {
          posts.push({ method: route.request().method(), type: route.request().headers()['content-type'], body: route.request().postDataJSON() });
          await route.fulfill({ status: 204 });
        });
        await p.route('https://example.com/**', (route) => route.fulfill({ status: 200, body: 'advertiser' }));
      });
      const ad = page.getByRole('link', { name: 'Fixture sponsor' });
      assert.ok(await ad.isVisible());
      assert.equal(await ad.getAttribute('target'), '_blank');
      assert.ok(await page.getByText('Sponsorship', { exact: true }).isVisible());
      await ad.click();
      await page.waitForTimeout(300);
      await page.goto(base + '/');
      await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
      await page.locator('[data-ad="fixture-promo"]').click();
      await page.waitForTimeout(300);
      assert.deepEqual(posts, [
        { method: 'POST', type: 'application/json', body: { name: 'fixture-sidebar' } },
        { method: 'POST', type: 'application/json', body: { name: 'fixture-promo' } },
      ]);
      await close();
    });

    test('a failed statistics request only logs "ad statistics request failed"', async () => {
      const { page, seen, close } = await open('/guide/', {}, async (p) => {
        await p.route('**/ad-stats', (route) => route.abort());
        await p.route('https://example.com/**', (route) => route.fulfill({ status: 200, body: 'advertiser' }));
      });
      await page.getByRole('link', { name: 'Fixture sponsor' }).click();
      await page.waitForTimeout(500);
      assert.ok(seen.errors.some((e) => e.startsWith('ad statistics request failed')), seen.errors.join('\n'));
      assert.equal(new URL(page.url()).pathname, '/guide/', 'the page itself carries on');
      await close();
    });
  });

  test('third-party scripts load after the page is interactive, with their attributes', async () => {
    const { page, close } = await open('/guide/');
    await page.waitForFunction(() => (window as unknown as { __thirdParty?: unknown }).__thirdParty, undefined, { timeout: 5000 });
    const t = await page.evaluate(() => (window as unknown as { __thirdParty: { site: string; interactive: boolean } }).__thirdParty);
    assert.equal(t.site, 'fixture');
    assert.equal(t.interactive, true, 'the app was running before the script');
    await close();
  });
});
