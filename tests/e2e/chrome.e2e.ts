/** Page chrome in Chromium: back to top, table-of-contents scroll spy, Alt+arrows, full screen. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

describe('page chrome', () => {
  let browser: Browser;
  let base: string;
  servedFixture('site', (s) => ({ browser, base } = s));

  async function open(path: string, viewport = { width: 1280, height: 720 }): Promise<{ page: Page; seen: ReturnType<typeof watchConsole> }> {
    const page = await browser.newPage({ viewport });
    const seen = watchConsole(page);
    await page.goto(base + path);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, seen };
  }

  test('"Back to top" appears past 100 px of scroll and takes the reader to the top', async () => {
    const { page, seen } = await open('/guide/second.html');
    const button = page.getByRole('button', { name: 'Back to top' });
    assert.equal(await button.isVisible(), false, 'hidden at the top');
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    assert.equal(await button.isVisible(), false, 'still hidden at 90 px');
    await page.evaluate(() => window.scrollTo(0, 400));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    assert.deepEqual(seen.errors, []);
    await page.close();
  });

  test('the table of contents marks the section in view with aria-current="location"', async () => {
    const { page } = await open('/guide/second.html', { width: 1500, height: 800 });
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await page.evaluate(() => document.getElementById('part-3')!.scrollIntoView());
    await toc.getByRole('link', { name: 'Part 3' }).and(page.locator('[aria-current="location"]')).waitFor();
    assert.equal(await toc.locator('[aria-current="location"]').count(), 1);
    await page.evaluate(() => document.getElementById('part-6')!.scrollIntoView());
    await toc.getByRole('link', { name: 'Part 6' }).and(page.locator('[aria-current="location"]')).waitFor();
    assert.equal(await toc.getByRole('link', { name: 'Part 3' }).getAttribute('aria-current'), null);
    await page.close();
  });

  test('Alt+Right and Alt+Left follow the next and previous links without reloading; not while typing', async () => {
    const { page } = await open('/guide/first.html');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const next = await page.locator('a[rel="next"]').getAttribute('href');
    assert.ok(next);
    await page.keyboard.press('Alt+ArrowRight');
    await page.waitForURL(base + next);
    const prev = await page.locator('a[rel="prev"]').getAttribute('href');
    await page.keyboard.press('Alt+ArrowLeft');
    await page.waitForURL(base + prev!);
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 7, 'same document');

    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing';
      document.querySelector('main')!.prepend(input);
    });
    await page.locator('#typing').focus();
    const before = page.url();
    await page.keyboard.press('Alt+ArrowRight');
    await page.waitForTimeout(300);
    assert.equal(page.url(), before, 'typing in a field does not navigate');
    await page.close();
  });

  test('"Full screen" puts the page in full screen and back', async () => {
    const { page } = await open('/guide/');
    const button = page.getByRole('button', { name: 'Full screen' });
    await button.click();
    await page.waitForFunction(() => !!document.fullscreenElement);
    // The button follows the fullscreenchange event, which comes a moment after the switch.
    await page.waitForFunction(() => document.querySelector('button[aria-label="Full screen"]')?.getAttribute('aria-pressed') === 'true');
    await button.click();
    await page.waitForFunction(() => !document.fullscreenElement);
    await page.waitForFunction(() => document.querySelector('button[aria-label="Full screen"]')?.getAttribute('aria-pressed') === 'false');
    await page.close();
  });
});
