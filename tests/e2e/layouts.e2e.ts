/** The home and portfolio layouts in Chromium, on tests/fixtures/layouts (English, Chinese, and a French locale without promo words). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { typingFrames } from '../../theme/layouts/typing.ts';
import { servedFixture, watchConsole } from '../helpers/site.ts';

const TITLES = ['Writer', 'Tinkerer', 'Go'];

describe('home and portfolio layouts', () => {
  let browser: Browser;
  let base: string;
  servedFixture('layouts', (s) => ({ browser, base } = s));

  /** Opens a path in a fresh context (colour scheme, reduced motion…) and waits for hydration. */
  async function open(path: string, options: BrowserContextOptions = {}, init?: () => void): Promise<{ page: Page; seen: ReturnType<typeof watchConsole>; close: () => Promise<void> }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const seen = watchConsole(page);
    await page.goto(base + path);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, seen, close: () => context.close() };
  }

  /** No console error (React reports hydration mismatches there) and no hydration warning. */
  function assertQuiet(seen: ReturnType<typeof watchConsole>): void {
    assert.deepEqual(seen.errors, []);
    assert.deepEqual(seen.warnings.filter((w) => /hydrat/i.test(w)), []);
  }

  /** The `src` of the hero images a sighted reader sees. */
  async function visibleHeroImages(page: Page): Promise<string[]> {
    return page.locator('main header img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLElement).checkVisibility()).map((i) => i.getAttribute('src')!));
  }

  test('the hero shows the light image in light mode and only the dark one in dark mode, for the eye and for assistive technology', async () => {
    const light = await open('/', { colorScheme: 'light' });
    assert.equal(await light.page.evaluate(() => document.documentElement.dataset.theme), 'light');
    assert.deepEqual(await visibleHeroImages(light.page), ['/hero-light.svg']);
    const lightImg = light.page.getByRole('img', { name: 'Layout Lab emblem' });
    assert.equal(await lightImg.count(), 1, 'only the shown image is in the accessibility tree');
    assert.equal(await lightImg.getAttribute('src'), '/hero-light.svg');
    assertQuiet(light.seen);
    await light.close();

    const dark = await open('/', { colorScheme: 'dark' });
    assert.equal(await dark.page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.deepEqual(await visibleHeroImages(dark.page), ['/hero-dark.svg']);
    assert.equal(await dark.page.getByRole('img', { name: 'Layout Lab emblem' }).getAttribute('src'), '/hero-dark.svg');
    assertQuiet(dark.seen);
    await dark.close();

    // A stored choice wins over the system preference.
    const stored = await open('/', { colorScheme: 'light' }, () => localStorage.setItem('theme-mode', 'dark'));
    assert.deepEqual(await visibleHeroImages(stored.page), ['/hero-dark.svg']);
    await stored.close();
  });

  test('the page has one h1, the hero heading; the panels use h2 and their cards h3', async () => {
    const { page, seen, close } = await open('/');
    const h1 = page.getByRole('heading', { level: 1 });
    assert.equal(await h1.count(), 1);
    assert.equal((await h1.textContent())?.trim(), 'Layout Lab');
    assert.equal(await page.locator('h1').count(), 1);
    for (const name of ['Building blocks', 'More blocks', 'Why it works', 'Small things', 'After the panels']) {
      assert.equal(await page.getByRole('heading', { level: 2, name, exact: true }).count(), 1, name);
    }
    for (const name of ['Fast pages', 'Plain words', 'Leaves the site', 'Step one', 'Step two', 'A bullet', 'An icon']) {
      assert.equal(await page.getByRole('heading', { level: 3, name }).count(), 1, name);
    }
    assert.equal(await page.getByText('Every part of the home layout, once.').isVisible(), true, 'tagline');
    assertQuiet(seen);
    await close();
  });

  test('action buttons link where configured; an external one opens a new tab; malformed ones are left out', async () => {
    const { page, seen, close } = await open('/');
    const hero = page.locator('main header').first();
    assert.equal(await hero.getByRole('link').count(), 3, 'a string entry and an entry without link render nothing');
    const start = hero.getByRole('link', { name: 'Start' });
    assert.equal(await start.getAttribute('href'), '/guide/');
    assert.equal(await start.getAttribute('target'), null);
    const source = hero.getByRole('link', { name: /^Source/ });
    assert.equal(await source.getAttribute('href'), 'https://example.com/source');
    assert.equal(await source.getAttribute('target'), '_blank');
    assert.match((await source.getAttribute('rel')) ?? '', /\bnoopener\b/);
    assert.equal(await hero.getByRole('link', { name: 'Portfolio' }).getAttribute('href'), '/portfolio.html');
    await start.click();
    await page.waitForURL(base + '/guide/');
    await page.getByRole('heading', { level: 1, name: 'Guide' }).waitFor();
    assertQuiet(seen);
    await close();
  });

  test('features render in their groups with icons and links; highlights render as ordered and bulleted lists', async () => {
    const { page, seen, close } = await open('/');
    const building = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Building blocks' }) });
    const cards = building.getByRole('listitem');
    assert.equal(await cards.count(), 2, 'the feature without a title is left out');
    assert.equal(await building.getByText('Groups of features, each with a header.').count(), 1, 'group description');
    assert.equal(await cards.nth(0).locator('svg').count(), 1, 'the zap icon is drawn');
    assert.equal(await building.getByRole('link', { name: 'Fast pages' }).getAttribute('href'), '/guide/');
    assert.equal(await building.getByRole('link').count(), 1, '"Plain words" has no link');
    const away = page.getByRole('link', { name: /^Leaves the site/ });
    assert.equal(await away.getAttribute('target'), '_blank');

    const steps = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Why it works' }) });
    assert.equal(await steps.locator('ol').getByRole('listitem').count(), 2, 'type: order is an ordered list');
    assert.equal(await steps.getByRole('link', { name: 'Step two' }).getAttribute('href'), '/guide/');
    const small = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Small things' }) });
    assert.equal(await small.locator('ul').getByRole('listitem').count(), 2, 'type: un-order is a bulleted list');
    assert.equal(await page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }).count(), 4, 'the malformed highlight (42) renders nothing');
    assertQuiet(seen);
    await close();
  });

  test('the promo card comes last, in English, and opens the store in a new tab', async () => {
    const { page, seen, close } = await open('/');
    const promo = page.locator('main a[data-ad]');
    assert.equal(await promo.count(), 1);
    assert.equal(await promo.getAttribute('data-ad'), 'fixture-app');
    assert.equal(await promo.getAttribute('href'), 'https://example.com/store/fixture-app');
    assert.equal(await promo.getAttribute('target'), '_blank');
    assert.match((await promo.getAttribute('rel')) ?? '', /\bnoopener\b/);
    const words = (await promo.textContent()) ?? '';
    for (const part of ['Sponsored', 'Fixture Player for every screen', 'Plays the test videos.', 'A second line of details.', 'Free']) assert.ok(words.includes(part), part);
    assert.equal(await page.getByRole('link', { name: /^Sponsored Fixture Player for every screen Plays the test videos\. A second line of details\. Free/ }).count(), 1, 'named by its words, kept apart');
    assert.equal(await promo.locator('img').count(), 0, 'no logo configured: an icon instead');
    assert.equal(await promo.locator('svg[aria-hidden="true"]').count(), 1);
    const isLast = await page.evaluate(() => {
      const links = [...document.querySelectorAll('main a')];
      const heading = [...document.querySelectorAll('main h2')].find((h) => h.textContent?.includes('After the panels'))!;
      const card = document.querySelector('main a[data-ad]')!;
      return links.at(-1) === card && !!(heading.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    assert.equal(isLast, true, 'after the page content, and the last link of the page body');
    assertQuiet(seen);
    await close();
  });

  test('the Chinese home shows the Chinese promo with its own link, and a flat feature list with h2 cards', async () => {
    const { page, seen, close } = await open('/zh/', { locale: 'zh-CN' });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), '布局实验室', 'heroText defaults to the locale title');
    assert.equal(await page.getByRole('heading', { level: 2, name: '平铺的特性' }).count(), 1);
    assert.equal(await page.getByRole('heading', { level: 2, name: '第二项' }).count(), 1);
    assert.equal(await page.getByRole('img', { name: '布局实验室标志' }).count(), 1, 'a hero image without dark twin is always shown');
    const promo = page.locator('main a[data-ad]');
    assert.equal(await promo.getAttribute('href'), 'https://example.com/zh/store/fixture-app');
    assert.equal(await promo.getAttribute('target'), '_blank');
    const words = (await promo.textContent()) ?? '';
    for (const part of ['推广', '测试播放器', '播放测试视频。', '免费']) assert.ok(words.includes(part), part);
    assert.ok(!words.includes('Fixture Player'), 'no English words on the Chinese page');
    assertQuiet(seen);
    await close();
  });

  test('a locale without promo words shows no promo; nor does the portfolio', async () => {
    const fr = await open('/fr/');
    await fr.page.getByRole('heading', { level: 1, name: 'Labo' }).waitFor();
    assert.equal(await fr.page.locator('[data-ad]').count(), 0);
    assertQuiet(fr.seen);
    await fr.close();
    const portfolio = await open('/portfolio.html');
    assert.equal(await portfolio.page.locator('[data-ad]').count(), 0);
    await portfolio.close();
  });

  test('portfolio: the name is the one h1, with avatar, welcome text and a named list of social links', async () => {
    const { page, seen, close } = await open('/portfolio.html');
    const h1 = page.getByRole('heading', { level: 1 });
    assert.equal(await h1.count(), 1);
    assert.equal(await h1.textContent(), 'Ada Example');
    assert.equal(await page.getByRole('img', { name: 'Ada Example' }).getAttribute('src'), '/avatar.svg');
    assert.equal(await page.getByText('Hello, I am').isVisible(), true);
    const social = page.getByRole('list', { name: 'Social links' });
    assert.equal(await social.getByRole('link').count(), 2, 'the entry whose address is not a string is left out');
    const github = social.getByRole('link', { name: /^GitHub/ });
    assert.equal(await github.getAttribute('href'), 'https://github.com/example');
    assert.equal(await github.getAttribute('target'), '_blank');
    assert.equal(await github.locator('svg').count(), 1, 'with an icon');
    const email = social.getByRole('link', { name: 'Email', exact: true });
    assert.equal(await email.getAttribute('href'), 'mailto:ada@example.com');
    assert.equal(await email.getAttribute('target'), null, 'mail links stay in the tab');
    assert.equal(await page.getByRole('heading', { level: 2, name: 'About' }).count(), 1, 'then the content');
    assertQuiet(seen);
    await close();
  });

  test('portfolio: the server renders the first title in full; the animated text is hidden from screen readers, which get every title', async () => {
    const html = await (await fetch(base + '/portfolio.html')).text();
    assert.match(html, /data-typing="">Writer</);
    const { page, seen, close } = await open('/portfolio.html');
    const typed = page.locator('[data-typing]');
    assert.equal(await typed.getAttribute('aria-hidden'), 'true');
    const list = page.locator('main ul').filter({ hasText: 'Tinkerer' });
    assert.deepEqual(await list.getByRole('listitem').allTextContents(), TITLES);
    assertQuiet(seen);
    await close();
  });

  test('portfolio: a title is typed one character about every 150 ms, stays ~1 s when whole, gives way to the next, and the list cycles back', async () => {
    const { page, seen, close } = await open('/portfolio.html');
    // Record every change of the typed text with its time.
    await page.evaluate(() => {
      const el = document.querySelector('[data-typing]')!;
      const log: { at: number; text: string }[] = [{ at: performance.now(), text: el.textContent ?? '' }];
      (window as unknown as { __typed: typeof log }).__typed = log;
      new MutationObserver(() => {
        const text = el.textContent ?? '';
        if (text !== log.at(-1)!.text) log.push({ at: performance.now(), text });
      }).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await page.waitForFunction(() => {
      const log = (window as unknown as { __typed: { text: string }[] }).__typed;
      const go = log.findIndex((e) => e.text === 'Go');
      return go >= 0 && log.slice(go).some((e) => e.text === 'Writer');
    }, undefined, { timeout: 20_000, polling: 50 });
    const log = await page.evaluate(() => (window as unknown as { __typed: { at: number; text: string }[] }).__typed);
    const texts = log.map((e) => e.text);

    // The frames, in order: erase "Writer", type "Tinkerer", erase it, type "Go", erase it, type "Writer" again.
    const from = texts.indexOf('Write');
    const back = texts.indexOf('Writer', from);
    assert.deepEqual(texts.slice(from, back + 1), [...typingFrames(TITLES).slice(1).map((f) => f.text), 'Writer']);
    assert.deepEqual(texts.slice(texts.indexOf('T'), texts.indexOf('Tinkerer') + 1), ['T', 'Ti', 'Tin', 'Tink', 'Tinke', 'Tinker', 'Tinkere', 'Tinkerer']);

    const gaps = (from: number, to: number) => log.slice(from + 1, to + 1).map((e, i) => e.at - log[from + i].at);
    // Growing one character at a time (each entry one longer than the one before).
    const growth = log.flatMap((e, i) => (i > 0 && e.text.length === log[i - 1].text.length + 1 && e.text.startsWith(log[i - 1].text) ? [e.at - log[i - 1].at] : []));
    assert.ok(growth.length >= 10, `typed characters seen: ${growth.length}`);
    for (const ms of growth) assert.ok(ms >= 100 && ms <= 400, `a character took ${Math.round(ms)} ms (growth gaps: ${growth.map(Math.round).join(', ')})`);
    // A whole title stays about a second.
    const whole = texts.indexOf('Tinkerer');
    const [pause] = gaps(whole, whole + 1);
    assert.ok(pause >= 800 && pause <= 1600, `"Tinkerer" stayed ${Math.round(pause)} ms`);
    assertQuiet(seen);
    await close();
  });

  test('after a client-side navigation from the home page, the portfolio renders and its titles start typing', async () => {
    const { page, seen, close } = await open('/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator('main header').first().getByRole('link', { name: 'Portfolio' }).click();
    await page.waitForURL(base + '/portfolio.html');
    await page.getByRole('heading', { level: 1, name: 'Ada Example' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'same document');
    await page.waitForFunction(() => document.querySelector('[data-typing]')?.textContent === 'Write', undefined, { timeout: 3000 });
    assertQuiet(seen);
    await close();
  });

  test('portfolio with reduced motion: whole titles take turns, never half-typed', async () => {
    const { page, seen, close } = await open('/portfolio.html', { reducedMotion: 'reduce' });
    await page.evaluate(() => {
      const el = document.querySelector('[data-typing]')!;
      const seenTexts: string[] = [el.textContent ?? ''];
      (window as unknown as { __typed: string[] }).__typed = seenTexts;
      new MutationObserver(() => seenTexts.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await page.waitForTimeout(1500);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __typed: string[] }).__typed), ['Writer'], 'still whole after 1.5 s');
    await page.waitForFunction(() => (window as unknown as { __typed: string[] }).__typed.includes('Tinkerer'), undefined, { timeout: 6000 });
    const texts = await page.evaluate(() => (window as unknown as { __typed: string[] }).__typed);
    for (const text of texts) assert.ok(TITLES.includes(text), `"${text}" is a whole title`);
    assertQuiet(seen);
    await close();
  });

  test('Chinese portfolio: medias as a list with named links, and a single title that stays still', async () => {
    const { page, seen, close } = await open('/zh/portfolio.html', { locale: 'zh-CN' });
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), '示例');
    const social = page.getByRole('list', { name: '社交链接' });
    assert.equal(await social.getByRole('link').count(), 2, 'an entry without name and url is left out');
    assert.equal(await social.getByRole('link', { name: /^博客/ }).getAttribute('href'), 'https://example.com/blog');
    assert.equal(await social.getByRole('link', { name: /^博客/ }).locator('svg').count(), 1);
    await page.waitForTimeout(1500);
    assert.equal(await page.locator('[data-typing]').textContent(), '作者', 'one title: nothing to rotate');
    assertQuiet(seen);
    await close();
  });
});
