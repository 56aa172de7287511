/**
 * The theme's frame in Chromium, through roles, names and attributes (UI-CONTRACT "Document",
 * "Chrome", "Not-found page"): navbar and mobile menu, sidebar (groups, toggle, swipe), auto-hide,
 * progress bar and spinner, page info and its validation, comments, colour mode and theme colour,
 * storage that throws, the not-found page, print and small screens; in both languages.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

describe('theme', () => {
  let browser: Browser;
  let base: string;
  servedFixture('theme', (s) => ({ browser, base } = s));

  async function open(path: string, options: BrowserContextOptions & { init?: () => void } = {}) {
    const { init, ...contextOptions } = options;
    const context: BrowserContext = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
    // The fixture's notices and language prompt have their own tests (prompts.e2e.ts): seen already here.
    await context.addInitScript(() => {
      localStorage.setItem('notice-welcome', 'seen');
      sessionStorage.setItem('notice-basics', 'seen');
      sessionStorage.setItem('redirect-choice', location.pathname.startsWith('/zh/') ? '/zh/' : '/');
    });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const seen = watchConsole(page);
    const response = await page.goto(base + path);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, context, seen, response, close: () => context.close() };
  }

  const visible = (page: Page, role: Parameters<Page['getByRole']>[0], name: string) => page.getByRole(role, { name, exact: true }).isVisible();

  describe('document', () => {
    test('lang, one main, one h1, the title pattern and the skip link as first focusable', async () => {
      const { page, seen, close } = await open('/guide/long.html');
      assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
      assert.equal(await page.locator('main#main-content').count(), 1);
      assert.equal(await page.locator('h1').count(), 1);
      assert.equal(await page.title(), 'Long page | Theme Fixture');
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
      assert.deepEqual(focused, { text: 'Skip to content', href: '#main-content' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');
      assert.equal(await page.locator('header nav[aria-label="Main"]').count(), 1);
      assert.equal(await page.locator('footer').count(), 1);
      assert.match((await page.locator('footer').textContent()) ?? '', /Fixture footer/);
      assert.deepEqual(seen.errors, []);
      await close();
    });

    test('icons are drawn from the sprite: the referenced symbol exists and the sprite is served as SVG', async () => {
      const { page, close } = await open('/guide/');
      const href = await page.getByRole('button', { name: 'Toggle sidebar' }).locator('svg use').getAttribute('href');
      assert.match(href ?? '', /^\/assets\/icons\.[0-9a-f]{8}\.svg#sidebar$/);
      const res = await page.request.get(base + href!.split('#')[0]);
      assert.match(res.headers()['content-type'], /image\/svg\+xml/);
      assert.match(await res.text(), /<symbol id="sidebar"/);
      await close();
    });

    test('Chinese pages carry zh-CN and the Chinese words of the chrome', async () => {
      const { page, close } = await open('/zh/guide/long.html');
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
      assert.equal(await page.getByRole('link', { name: '跳至主要内容' }).count(), 1);
      assert.ok(await visible(page, 'button', '选择语言'));
      const crumbs = page.getByRole('navigation', { name: '面包屑导航' });
      assert.equal(await crumbs.getByRole('link').first().textContent(), '首页');
      assert.ok(await page.getByRole('navigation', { name: '侧边栏' }).isVisible());
      assert.match((await page.getByRole('list', { name: '页面信息' }).textContent()) ?? '', /小于 1 分钟/);
      await close();
    });
  });

  describe('navbar', () => {
    test('dropdowns open with aria-expanded, list their links and close on Escape', async () => {
      const { page, close } = await open('/guide/');
      const community = page.getByRole('button', { name: 'Community' });
      assert.equal(await community.getAttribute('aria-expanded'), 'false');
      await community.click();
      assert.equal(await community.getAttribute('aria-expanded'), 'true');
      assert.ok(await visible(page, 'link', 'Tools'));
      assert.equal(await page.getByRole('link', { name: 'Discussion' }).getAttribute('target'), '_blank');
      await page.keyboard.press('Escape');
      assert.equal(await community.getAttribute('aria-expanded'), 'false');
      assert.equal(await visible(page, 'link', 'Tools'), false);
      await close();
    });

    test('"Select language" lists the twin page and goes there', async () => {
      const { page, close } = await open('/guide/');
      await page.getByRole('button', { name: 'Select language' }).click();
      const twin = page.getByRole('link', { name: '简体中文' });
      assert.equal(await twin.getAttribute('href'), '/zh/guide/');
      await twin.click();
      await page.waitForURL(base + '/zh/guide/');
      await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      assert.ok(await visible(page, 'button', '选择语言'));
      await close();
    });

    test('the repository link opens the repository in a new tab', async () => {
      const { page, close } = await open('/guide/');
      const repo = page.getByRole('link', { name: 'Repository' });
      assert.equal(await repo.getAttribute('href'), 'https://github.com/example/theme');
      assert.equal(await repo.getAttribute('target'), '_blank');
      await close();
    });

    test('"Toggle menu" shows only on small screens and opens a full-screen menu that closes on navigation', async () => {
      const desktop = await open('/guide/');
      assert.equal(await visible(desktop.page, 'button', 'Toggle menu'), false, 'no menu button on desktop');
      await desktop.close();

      const { page, close } = await open('/guide/', { viewport: MOBILE });
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      assert.ok(await toggle.isVisible());
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await visible(page, 'link', 'Notes'), false, 'navbar links are folded away');
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const screen = page.locator('#nav-screen');
      const box = await screen.boundingBox();
      assert.ok(box && box.width >= MOBILE.width - 1 && box.y + box.height >= MOBILE.height - 1, `the menu fills the screen: ${JSON.stringify(box)}`);
      assert.ok(await screen.getByRole('link', { name: 'Tools' }).isVisible(), 'dropdown entries are listed');
      await screen.getByRole('link', { name: 'Notes' }).click();
      await page.waitForURL(base + '/notes.html');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'closed after navigation');
      assert.equal(await screen.count(), 0);
      await close();
    });

    test('the menu closes when the viewport grows past mobile', async () => {
      const { page, close } = await open('/guide/', { viewport: MOBILE });
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      assert.equal(await page.locator('#nav-screen').count(), 1);
      await page.setViewportSize({ width: 1024, height: 740 });
      await page.locator('#nav-screen').waitFor({ state: 'detached' });
      await page.setViewportSize(MOBILE);
      assert.equal(await page.getByRole('button', { name: 'Toggle menu' }).getAttribute('aria-expanded'), 'false');
      await close();
    });

    test('on mobile the navbar hides past 58 px when scrolling down by more than 200 px, and comes back on scrolling up', async () => {
      const { page, close } = await open('/guide/long.html', { viewport: MOBILE });
      const header = page.locator('header').first();
      const offScreen = () => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom <= 0);
      const scrollTo = async (y: number) => {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(450); // past the 300 ms throttle
      };
      await scrollTo(150);
      await page.waitForTimeout(400);
      assert.equal(await offScreen(), false, 'down by 150 px: still shown');
      await scrollTo(420);
      await page.waitForFunction(() => document.querySelector('header')!.getBoundingClientRect().bottom <= 0);
      await scrollTo(380);
      await page.waitForFunction(() => document.querySelector('header')!.getBoundingClientRect().top >= 0);
      await scrollTo(500);
      await page.waitForTimeout(400);
      assert.equal(await offScreen(), false, 'down by only 120 px since scrolling up: shown');
      await scrollTo(20);
      assert.ok(await header.isVisible());
      await close();
    });

    test('on desktop the navbar stays (auto-hide is for mobile by default)', async () => {
      const { page, close } = await open('/guide/long.html');
      for (const y of [200, 800, 1600]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(350);
      }
      await page.waitForTimeout(400);
      assert.equal(await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().top), 0);
      await close();
    });
  });

  describe('sidebar', () => {
    test('marks the current page, opens the group holding it and folds the others', async () => {
      const { page, close } = await open('/guide/basics/one.html');
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      assert.equal(await sidebar.getByRole('link', { name: 'Basic one' }).getAttribute('aria-current'), 'page');
      assert.equal(await sidebar.locator('[aria-current="page"]').count(), 1);
      const basics = sidebar.getByRole('button', { name: 'Basics' });
      const advanced = sidebar.getByRole('button', { name: 'Advanced' });
      assert.equal(await basics.getAttribute('aria-expanded'), 'true');
      assert.equal(await advanced.getAttribute('aria-expanded'), 'false');
      assert.equal(await sidebar.getByRole('link', { name: 'Deep dive' }).isVisible(), false);
      await advanced.click();
      assert.equal(await advanced.getAttribute('aria-expanded'), 'true');
      assert.ok(await sidebar.getByRole('link', { name: 'Deep dive' }).isVisible());
      await basics.click();
      assert.equal(await basics.getAttribute('aria-expanded'), 'false');
      assert.equal(await sidebar.getByRole('link', { name: 'Basic two' }).isVisible(), false);
      await close();
    });

    test('navigating into a folded group opens it', async () => {
      const { page, close } = await open('/guide/');
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      assert.equal(await sidebar.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded'), 'false');
      await page.evaluate(() => (window as unknown as { __DOCS_ROUTER__: { go(u: string): Promise<void> } }).__DOCS_ROUTER__.go('/guide/advanced/deep.html'));
      await page.getByRole('heading', { level: 1, name: 'Deep dive' }).waitFor();
      assert.equal(await sidebar.getByRole('button', { name: 'Advanced' }).getAttribute('aria-expanded'), 'true');
      assert.equal(await sidebar.getByRole('link', { name: 'Deep dive' }).getAttribute('aria-current'), 'page');
      await close();
    });

    test('"Toggle sidebar" collapses and restores it on desktop', async () => {
      const { page, close } = await open('/guide/');
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.ok(await sidebar.isVisible());
      const before = (await page.locator('main').boundingBox())!;
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await sidebar.waitFor({ state: 'hidden' });
      await page.waitForTimeout(300);
      const after = (await page.locator('.page-article').boundingBox())!;
      assert.ok(after.x < before.x + 288, 'the content takes the room');
      await toggle.click();
      await sidebar.waitFor({ state: 'visible' });
      await close();
    });

    test('on mobile it is closed, opens with the toggle, and closes after navigation and when leaving mobile', async () => {
      const { page, close } = await open('/guide/', { viewport: MOBILE });
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await sidebar.isVisible(), false);
      await toggle.click();
      await sidebar.waitFor({ state: 'visible' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await sidebar.getByRole('link', { name: 'Long page' }).click();
      await page.waitForURL(base + '/guide/long.html');
      await sidebar.waitFor({ state: 'hidden' });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

      await toggle.click();
      await sidebar.waitFor({ state: 'visible' });
      await page.setViewportSize({ width: 1024, height: 740 });
      await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]')?.getAttribute('aria-expanded') === 'true');
      await page.setViewportSize(MOBILE);
      await page.waitForFunction(() => document.querySelector('[aria-label="Toggle sidebar"]')?.getAttribute('aria-expanded') === 'false');
      await sidebar.waitFor({ state: 'hidden' });
      await close();
    });

    test('touch: a swipe right from the left edge opens it, a swipe left closes it (CDP touch events)', async () => {
      const { page, context, close } = await open('/guide/', { viewport: MOBILE, hasTouch: true, isMobile: true });
      const cdp = await context.newCDPSession(page);
      const swipe = async (from: [number, number], to: [number, number]) => {
        const point = (x: number, y: number) => [{ x, y, id: 1 }];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(...from) });
        for (let i = 1; i <= 4; i++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from[0] + ((to[0] - from[0]) * i) / 4, from[1] + ((to[1] - from[1]) * i) / 4) });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await page.waitForTimeout(350);
      };
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      const state = () => toggle.getAttribute('aria-expanded');
      await swipe([200, 400], [340, 400]);
      assert.equal(await state(), 'false', 'a swipe starting 200 px from the edge does nothing');
      await swipe([20, 300], [70, 340]);
      assert.equal(await state(), 'false', 'too steep (50 px across, 40 down) does nothing');
      await swipe([20, 300], [50, 300]);
      assert.equal(await state(), 'false', '30 px is too short');
      await swipe([20, 300], [200, 320]);
      assert.equal(await state(), 'true', 'a swipe right from the edge opens');
      await swipe([300, 300], [100, 310]);
      assert.equal(await state(), 'false', 'a swipe left closes');
      await close();
    });

    test('a route no sidebar config covers logs a warning and shows none; the tool section has none on purpose', async () => {
      const notes = await open('/notes.html');
      await notes.page.waitForTimeout(200);
      assert.equal(await notes.page.getByRole('navigation', { name: 'Sidebar' }).count(), 0);
      assert.ok(notes.seen.warnings.some((w) => w.includes('No sidebar config matches /notes.html')), notes.seen.warnings.join('\n'));
      await notes.close();
      const tool = await open('/tool/');
      await tool.page.waitForTimeout(200);
      assert.equal(await tool.page.getByRole('navigation', { name: 'Sidebar' }).count(), 0);
      assert.equal(await tool.page.getByRole('button', { name: 'Toggle sidebar' }).count(), 0);
      assert.deepEqual(tool.seen.warnings, []);
      await tool.close();
    });
  });

  describe('navigation feedback', () => {
    /** Delays the data of pages whose file name contains `match`, and records what feedback shows. */
    async function slowNavigation(page: Page, match: string, delayMs: number) {
      await page.route('**/_pages/**', async (route) => {
        if (route.request().url().includes(match)) await new Promise((r) => setTimeout(r, delayMs));
        await route.continue();
      });
      await page.evaluate(() => {
        const w = window as unknown as { __feedback: { progress: number[]; spinnerAt?: number; start: number } };
        w.__feedback = { progress: [], start: performance.now() };
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"]');
          const now = bar?.getAttribute('aria-valuenow');
          if (now && w.__feedback.progress.at(-1) !== Number(now)) w.__feedback.progress.push(Number(now));
          if (w.__feedback.spinnerAt === undefined && document.querySelector('[role="status"]')) w.__feedback.spinnerAt = performance.now() - w.__feedback.start;
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
    }
    const feedback = (page: Page) => page.evaluate(() => (window as unknown as { __feedback: { progress: number[]; spinnerAt?: number } }).__feedback);
    const go = (page: Page, url: string) =>
      page.evaluate((u) => {
        (window as unknown as { __feedback: { start: number } }).__feedback.start = performance.now();
        void (window as unknown as { __DOCS_ROUTER__: { go(u: string): Promise<void> } }).__DOCS_ROUTER__.go(u);
      }, url);

    test('a page not visited before shows a progress bar from 0.08 that creeps, then completes and goes', async () => {
      const { page, close } = await open('/guide/');
      await slowNavigation(page, 'deep', 1300);
      await go(page, '/guide/advanced/deep.html');
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await bar.waitFor();
      await page.getByRole('heading', { level: 1, name: 'Deep dive' }).waitFor();
      await bar.waitFor({ state: 'detached' });
      const seen = (await feedback(page)).progress;
      assert.equal(seen[0], 8, `starts at the minimum: ${seen}`);
      assert.ok(seen.some((n) => n > 8 && n < 100), `creeps while waiting: ${seen}`);
      assert.equal(seen.at(-1), 100, `completes: ${seen}`);
      await close();
    });

    test('a page visited before shows no progress bar', async () => {
      const { page, close } = await open('/guide/');
      await page.evaluate(() => (window as unknown as { __DOCS_ROUTER__: { go(u: string): Promise<void> } }).__DOCS_ROUTER__.go('/guide/advanced/deep.html'));
      await page.getByRole('heading', { level: 1, name: 'Deep dive' }).waitFor();
      await page.getByRole('progressbar').waitFor({ state: 'detached' });
      await slowNavigation(page, '', 600);
      await go(page, '/guide/');
      await page.getByRole('heading', { level: 1, name: 'Guide' }).waitFor();
      assert.deepEqual((await feedback(page)).progress, []);
      await close();
    });

    test('the loading spinner shows only once loading takes longer than its delay', async () => {
      const { page, close } = await open('/guide/');
      await slowNavigation(page, 'basics_two', 1000);
      await go(page, '/guide/basics/two.html');
      const spinner = page.getByRole('status').filter({ hasText: 'Loading page' });
      await spinner.waitFor();
      await page.getByRole('heading', { level: 1, name: 'Basic two' }).waitFor();
      await spinner.waitFor({ state: 'detached' });
      const { spinnerAt } = await feedback(page);
      assert.ok(spinnerAt !== undefined && spinnerAt >= 280, `shown after the 300 ms delay, not before: ${spinnerAt}`);
      assert.deepEqual(
        await page.evaluate(() => [...document.querySelectorAll('.spinner circle')].map((c) => c.getAttribute('stroke-width'))),
        [],
        'gone after loading',
      );
      // A quick load shows none.
      await slowNavigation(page, 'basics_one', 0);
      await go(page, '/guide/basics/one.html');
      await page.getByRole('heading', { level: 1, name: 'Basic one' }).waitFor();
      await page.waitForTimeout(400);
      assert.equal((await feedback(page)).spinnerAt, undefined);
      await close();
    });
  });

  describe('page', () => {
    test('page info lists author, original, date, category, tag and reading time; the cover shows', async () => {
      const { page, seen, close } = await open('/guide/info.html');
      const info = page.getByRole('list', { name: 'Page information' });
      const text = (await info.textContent()) ?? '';
      for (const part of ['Author: Ada, Grace', 'Original', 'Writing Date: 2024-05-06', 'Category: Storage', 'Tag: localdisk', 'Reading Time: Less than 1 minute']) {
        assert.ok(text.includes(part), `"${part}" in "${text}"`);
      }
      assert.equal(await info.getByRole('link', { name: 'Grace' }).getAttribute('href'), 'https://example.com/grace');
      assert.equal(await page.locator('article img.page-cover').getAttribute('src'), '/cover.svg');
      assert.deepEqual(seen.errors, []);
      await close();
    });

    test('the site author stands in for pages without one; long pages read in rounded minutes', async () => {
      const { page, close } = await open('/guide/long.html');
      const text = (await page.getByRole('list', { name: 'Page information' }).textContent()) ?? '';
      assert.match(text, /Author: Fixture Team/);
      assert.match(text, /Reading Time: About \d+ min/);
      await close();
    });

    test('an author, category or tag of the wrong shape is a console error and is left out', async () => {
      const { page, seen, close } = await open('/guide/bad-meta.html');
      await page.waitForTimeout(200);
      for (const field of ['author', 'category', 'tag']) {
        assert.ok(seen.errors.some((e) => e.includes(`"${field}" of /guide/bad-meta.html must be a string or a list of strings`)), `${field}: ${seen.errors.join('\n')}`);
      }
      const text = (await page.getByRole('list', { name: 'Page information' }).textContent()) ?? '';
      assert.doesNotMatch(text, /Author|Category|Tag/);
      assert.match(text, /Reading Time/);
      await close();
    });

    test('comments load the provider only when scrolled to, with the page language and mode; `comment: false` has none', async () => {
      const { page, close } = await open('/guide/info.html', { viewport: { width: 1280, height: 400 } });
      const comments = page.getByRole('region', { name: 'Comments' });
      assert.equal(await comments.count(), 1);
      await page.waitForTimeout(300);
      assert.equal(await page.evaluate(() => (window as unknown as { __comments?: unknown }).__comments), undefined, 'not loaded before it is near');
      await comments.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => (window as unknown as { __comments?: unknown }).__comments);
      const options = await page.evaluate(() => (window as unknown as { __comments: Record<string, string> }).__comments);
      assert.equal(options.repo, 'example/theme');
      assert.equal(options.categoryId, 'C_1');
      assert.equal(options.mapping, 'pathname');
      assert.equal(options.lang, 'en');
      assert.equal(options.theme, await page.getAttribute('html', 'data-theme'));
      await close();
      const bad = await open('/guide/bad-meta.html');
      assert.equal(await bad.page.getByRole('region', { name: 'Comments' }).count(), 0);
      await bad.close();
    });

    test('the breadcrumb is an ordered list from "Home" along the path; a page with breadcrumbExclude stays out', async () => {
      const { page, close } = await open('/guide/basics/one.html');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      assert.deepEqual(await crumbs.locator('ol > li').allTextContents(), ['Home', 'Guide', 'Basics', 'Basic one']);
      assert.equal(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href'), '/');
      assert.equal(await crumbs.getByRole('link', { name: 'Basic one' }).getAttribute('aria-current'), 'page');
      await close();
      const deep = await open('/guide/advanced/deep.html');
      assert.deepEqual(await deep.page.getByRole('navigation', { name: 'Breadcrumb' }).locator('ol > li').allTextContents(), ['Home', 'Guide', 'Deep dive']);
      await deep.close();
    });

    test('prev / next follow the sidebar order', async () => {
      const { page, close } = await open('/guide/basics/two.html');
      assert.equal(await page.locator('a[rel="prev"]').getAttribute('href'), '/guide/basics/one.html');
      assert.equal(await page.locator('a[rel="next"]').getAttribute('href'), '/guide/advanced/');
      await close();
    });
  });

  describe('colour', () => {
    test('"Toggle colour mode" cycles light → dark → auto → light, stores theme-mode and sets data-theme with a 400 ms transition', async () => {
      const { page, close } = await open('/guide/', { colorScheme: 'dark', init: () => localStorage.setItem('theme-mode', 'light') });
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      const button = page.getByRole('button', { name: 'Toggle colour mode' });
      const stored = () => page.evaluate(() => localStorage.getItem('theme-mode'));
      await button.click();
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      assert.equal(await stored(), 'dark');
      await button.click();
      assert.equal(await stored(), null, 'auto forgets the choice');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'auto follows the system (dark here)');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await button.click();
      assert.equal(await stored(), 'light');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
      assert.match(await page.evaluate(() => getComputedStyle(document.body).transitionDuration), /0\.4s/);
      await close();
    });

    test('data-theme is set before first paint, with no script but the inline one', async () => {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: true });
      await context.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
      const page = await context.newPage();
      await page.route('**/assets/**/*.js', (route) => route.abort());
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(base + '/guide/');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      assert.equal(await page.evaluate(() => !!(window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__), false, 'the app did not run');
      await context.close();
    });

    test('nine theme colours; the pick is stored in theme-color and applied before first paint', async () => {
      const { page, context, close } = await open('/guide/');
      const picker = page.getByRole('button', { name: 'Theme Color' });
      await picker.click();
      const swatches = page.locator('.theme-color-swatch');
      assert.equal(await swatches.count(), 9);
      assert.equal(await page.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed'), 'true');
      const linkColour = () => page.evaluate(() => getComputedStyle(document.querySelector('.sidebar-link.active')!).color);
      const before = await linkColour();
      await page.getByRole('button', { name: 'Green' }).click();
      assert.equal(await page.evaluate(() => localStorage.getItem('theme-color')), 'green');
      assert.notEqual(await linkColour(), before);
      const fresh = await context.newPage();
      await fresh.route('**/assets/**/*.js', (route) => route.abort());
      await fresh.route('**/assets/*.js', (route) => route.abort());
      await fresh.goto(base + '/guide/');
      assert.equal(await fresh.getAttribute('html', 'data-theme-color'), 'green');
      assert.equal(await fresh.evaluate(() => document.documentElement.style.getPropertyValue('--accent')), '#1a7f37');
      await close();
    });

    test('a browser whose storage throws still works: it only forgets', async () => {
      const { page, seen, close } = await open('/guide/', {
        init: () => {
          for (const area of ['localStorage', 'sessionStorage']) {
            Object.defineProperty(window, area, {
              get() {
                throw new DOMException('storage is disabled', 'SecurityError');
              },
            });
          }
        },
      });
      assert.deepEqual(seen.errors, []);
      assert.equal(await page.getAttribute('html', 'data-theme'), 'light', 'auto, and the system is light');
      const mode = page.getByRole('button', { name: 'Toggle colour mode' });
      await mode.click(); // auto → light
      await mode.click(); // light → dark
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      await page.getByRole('button', { name: 'Theme Color' }).click();
      await page.getByRole('button', { name: 'Purple' }).click();
      assert.equal(await page.getAttribute('html', 'data-theme-color'), 'purple');
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Long page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Long page' }).waitFor();
      assert.deepEqual(seen.errors, []);
      await close();
    });
  });

  describe('not-found page', () => {
    for (const [path, words] of [
      ['/no/such/page', { title: 'Page not found', back: 'Go back', home: 'Take me home', homeLink: '/', messages: ["There's nothing here.", 'How did we get here?', "That's a Four-Oh-Four.", "Looks like we've got some broken links."] }],
      ['/zh/no/such/page', { title: '页面不存在', back: '返回上一页', home: '带我回家', homeLink: '/zh/', messages: ['这里什么也没有', '我们是怎么来到这儿的？', '这 是 四 零 四 !', '看起来你访问了一个失效的链接'] }],
    ] as const) {
      test(`${path}: status 404, "404", the title, one of the four messages, back and home`, async () => {
        const { page, close } = await open('/guide/');
        assert.equal((await page.goto(base + path))?.status(), 404);
        await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
        assert.ok(await page.getByText('404', { exact: true }).isVisible());
        assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), words.title);
        const text = (await page.locator('main').textContent()) ?? '';
        assert.equal(words.messages.filter((m) => text.includes(m)).length, 1, text);
        assert.equal(await page.getByRole('link', { name: words.home }).getAttribute('href'), words.homeLink);
        await page.getByRole('button', { name: words.back }).click();
        await page.waitForURL(base + '/guide/');
        await close();
      });
    }
  });

  describe('layout', () => {
    test('no horizontal scrolling from 320 px to 2560 px', async () => {
      for (const width of [320, 719, 720, 1440, 2560]) {
        const { page, close } = await open('/guide/info.html', { viewport: { width, height: 800 } });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${width} px wide: ${overflow} px too wide`);
        await close();
      }
    });

    test('print shows the article without the chrome', async () => {
      const { page, close } = await open('/guide/info.html');
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.locator('header').first().isVisible(), false);
      assert.equal(await page.getByRole('navigation', { name: 'Sidebar' }).isVisible(), false);
      assert.equal(await page.getByRole('button', { name: 'Toggle sidebar' }).isVisible(), false);
      assert.ok(await page.getByRole('heading', { level: 1, name: 'Page with info' }).isVisible());
      await close();
    });

    test('the table of contents only shows on wide screens and has the right name', async () => {
      const wide = await open('/guide/long.html', { viewport: { width: 1600, height: 800 } });
      assert.ok(await wide.page.getByRole('navigation', { name: 'Table of contents' }).isVisible());
      await wide.close();
      const narrow = await open('/guide/long.html', { viewport: { width: 1000, height: 800 } });
      assert.equal(await narrow.page.getByRole('navigation', { name: 'Table of contents' }).isVisible(), false);
      await narrow.close();
    });
  });
});
