/** Client-side navigation of a built fixture site, in Chromium. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

describe('navigation', () => {
  let browser: Browser;
  let base: string;
  servedFixture('site', (s) => ({ browser, base } = s));

  test('clicking through three pages keeps the same document (no full reload) and updates title and URL', async () => {
    const page = await browser.newPage();
    const seen = watchConsole(page);
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));

    await page.getByRole('main').getByRole('link', { name: 'guide' }).click();
    await page.waitForURL(`${base}/guide/`);
    await assert.doesNotReject(page.getByRole('heading', { level: 1, name: 'Guide' }).waitFor());
    assert.equal(await page.title(), 'Guide | Fixture Docs');

    await page.getByRole('main').getByRole('link', { name: 'first page' }).click();
    await page.waitForURL(`${base}/guide/first.html`);
    await page.getByRole('heading', { level: 1, name: 'First page' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'the second page' }).click();
    await page.waitForURL(`${base}/guide/second.html`);
    await page.getByRole('heading', { level: 1, name: 'Second page' }).waitFor();
    assert.equal(await page.title(), 'Second page | Fixture Docs');

    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 42, 'the window survived: no full reload');
    const current = page.getByRole('navigation', { name: 'Sidebar' }).locator('[aria-current="page"]');
    assert.equal(await current.textContent(), 'Second page');
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('back and forward restore pages without reloading, and scroll position comes back', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/guide/first.html`);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    await page.getByRole('main').getByRole('link', { name: 'the second page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Second page' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY >= 590);
    // A script click: Playwright's own click would scroll the link into view first.
    await page.getByRole('main').getByRole('link', { name: 'first page', exact: true }).evaluate((a: HTMLElement) => a.click());
    await page.getByRole('heading', { level: 1, name: 'First page' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'section-one', 'the hash target of the link is focused');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Second page' }).waitFor();
    await page.waitForFunction(() => Math.abs(window.scrollY - 600) < 20);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'First page' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 7);
    await page.close();
  });

  test('a link with a hash scrolls to its heading and focuses it', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    await page.getByRole('main').getByRole('link', { name: 'the second page' }).click();
    await page.waitForURL(`${base}/guide/second.html#install-it`);
    const heading = page.getByRole('heading', { name: 'Install it' });
    await heading.waitFor();
    await page.waitForFunction(() => {
      const el = document.getElementById('install-it')!;
      const top = el.getBoundingClientRect().top;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
    });
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'install-it');
    await page.close();
  });

  test('an unknown path answers 404 with the not-found page, also after client navigation', async () => {
    const page = await browser.newPage();
    const seen = watchConsole(page);
    const res = await page.goto(`${base}/no/such/page.html`);
    assert.equal(res?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.ok(await page.getByText('404', { exact: true }).isVisible());
    await page.getByRole('link', { name: 'Take me home' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).waitFor();

    await page.goto(`${base}/guide/`);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/missing.html';
      a.textContent = 'missing';
      document.querySelector('[data-content]')!.append(a);
    });
    await page.getByRole('link', { name: 'missing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.deepEqual(seen.errors.filter((e) => !/404/.test(e)), []);
    await page.close();
  });

  test('Chinese pages load with lang zh-CN and a redirect path resolves', async () => {
    const page = await browser.newPage();
    const seen = watchConsole(page);
    await page.goto(`${base}/zh/guide/first.html`);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    await page.getByRole('heading', { level: 1, name: '第一页' }).waitFor();
    assert.equal(await page.locator('link[rel="alternate"][hreflang="en-US"]').count(), 1);
    await page.goto(`${base}/guide/first`);
    await page.getByRole('heading', { level: 1, name: 'First page' }).waitFor();
    assert.deepEqual(seen.errors, []);
    assert.ok(!seen.warnings.some((w) => /hydrat/i.test(w)));
    await page.close();
  });
});
