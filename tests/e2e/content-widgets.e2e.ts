/**
 * The content widgets that need no third-party library, in Chromium: tabs, code-block buttons,
 * code demos and the API endpoint selector; and the promise that a page loads only the widget
 * code it uses.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WIDGETS } from '../../runtime/widgets/index.ts';
import { servedFixture, watchConsole } from '../helpers/site.ts';

describe('content widgets', () => {
  let browser: Browser;
  let base: string;
  servedFixture('markdown', (s) => ({ browser, base } = s));

  /** Opens a page in a fresh context and waits until the app has hydrated. */
  async function open(path: string, context?: BrowserContext): Promise<{ page: Page; seen: ReturnType<typeof watchConsole> }> {
    const page = await (context ?? (await browser.newContext())).newPage();
    const seen = watchConsole(page);
    await page.goto(base + path);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, seen };
  }

  test('tabs switch by click and arrow keys, groups with one id follow each other, and the choice survives a reload', async () => {
    const context = await browser.newContext();
    const { page, seen } = await open('/tabs.html', context);
    const first = page.getByRole('tablist').first();
    assert.equal(await first.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected'), 'true', '@tab:active is shown first');
    await first.getByRole('tab', { name: 'Linux' }).click();
    assert.equal(await first.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('tabpanel', { name: 'Linux' }).first().textContent(), 'Run the binary on Linux.');
    const second = page.getByRole('tablist').nth(1);
    assert.equal(await second.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected'), 'true', 'the other group with id "os" follows');
    assert.equal(await page.evaluate(() => localStorage.getItem('tabs-os')), 'Linux');

    await first.getByRole('tab', { name: 'Linux' }).press('ArrowRight');
    assert.equal(await first.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Windows', 'focus moves with the arrow');
    await first.getByRole('tab', { name: 'Windows' }).press('End');
    assert.equal(await first.getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');

    await page.reload();
    await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'macOS');
    assert.equal(await page.getByRole('tablist').first().getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');
    assert.equal(await page.getByRole('tabpanel', { name: 'Windows' }).first().isVisible(), false);
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('tabs keep working when storage throws (private mode): the site only forgets', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new Error('denied'); } });
    });
    const { page, seen } = await open('/tabs.html', context);
    await page.getByRole('tablist').first().getByRole('tab', { name: 'Linux' }).click();
    assert.equal(await page.getByRole('tablist').first().getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('the copy button copies the code, says "Copied" for a while, then "Copy code" again', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page, seen } = await open('/code.html', context);
    const block = page.locator('figure').filter({ hasText: 'token_expires_in' });
    await block.hover();
    const button = block.getByRole('button', { name: 'Copy code' });
    await button.waitFor({ state: 'visible' });
    await button.click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, '{\n  "force": false,\n  "site_url": "",\n  "jwt_secret": "random",\n  "token_expires_in": 48\n}', 'the code only, no line numbers');
    await block.getByRole('button', { name: 'Copy code' }).waitFor();
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('the copy button is hidden on narrow screens', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
    const { page } = await open('/code.html', context);
    await page.waitForSelector('figure[data-copy-ready]', { state: 'attached' });
    assert.equal(await page.getByRole('button', { name: 'Copy code' }).first().isVisible(), false);
    await context.close();
  });

  test('a long block is collapsed and expands and collapses with its button', async () => {
    const { page } = await open('/code.html');
    const block = page.locator('figure').filter({ hasText: 'container_name' });
    const pre = block.locator('pre');
    const collapsed = (await pre.boundingBox())!.height;
    const toggle = block.getByRole('button', { name: 'Expand code' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    const expand = block.getByRole('button', { name: 'Collapse code' });
    assert.equal(await expand.getAttribute('aria-expanded'), 'true');
    assert.ok((await pre.boundingBox())!.height > collapsed + 40, 'the block grew');
    await expand.click();
    assert.equal(Math.round((await pre.boundingBox())!.height), Math.round(collapsed));
    assert.equal(await page.locator('figure').filter({ hasText: 'p: 16' }).getByRole('button', { name: 'Expand code' }).count(), 0, ':no-collapsed-lines has no button');
    await page.context().close();
  });

  test('a code demo runs its script in an isolated frame and offers the two playgrounds', async () => {
    const { page, seen } = await open('/demo.html');
    const frame = page.frameLocator('iframe[title="A counter — Result"]');
    await frame.locator('body[data-ran="yes"]').waitFor();
    await frame.getByRole('button', { name: 'Clicked 0 times' }).click();
    await frame.getByRole('button', { name: 'Clicked 1 times' }).waitFor();
    assert.equal(await page.locator('iframe[title="A counter — Result"]').getAttribute('sandbox'), 'allow-scripts allow-modals', 'no same-origin access');
    const isolated = await page.evaluate(() => {
      try {
        return (document.querySelector('iframe') as HTMLIFrameElement).contentDocument === null;
      } catch {
        return true;
      }
    });
    assert.ok(isolated, 'the page cannot reach into the frame');
    assert.equal(await page.getByRole('button', { name: 'Open in CodePen' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Open in JSFiddle' }).count(), 1);
    assert.deepEqual(seen.errors, []);
    await page.context().close();
  });

  test('the API endpoint selector lists cf first, adds local on an IP host, and remembers the choice', async () => {
    const context = await browser.newContext();
    const { page } = await open('/components.html', context);
    const select = page.getByRole('combobox', { name: 'API endpoint' });
    await select.waitFor();
    assert.deepEqual(await select.locator('option').allTextContents(), ['cf', 'backup', 'local'], '127.0.0.1 is an IP host');
    assert.equal(await select.inputValue(), 'cf');
    await select.selectOption('local');
    assert.equal(await page.evaluate(() => localStorage.getItem('api_name')), 'local');
    await page.reload();
    assert.equal(await page.getByRole('combobox', { name: 'API endpoint' }).inputValue(), 'local');
    await context.close();
  });

  test('a page with no widgets loads none of the widget code; a page with tabs loads only its own', async () => {
    const scriptsOf = async (path: string) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
      await page.waitForTimeout(300);
      await context.close();
      return scripts;
    };
    const widgetChunk = (name: string) => new RegExp(`/chunks/${name}\\.[A-Z0-9]{8}\\.js$`, 'i');
    const plain = await scriptsOf('/plain.html');
    assert.ok(plain.length >= 1, 'the runtime itself loads');
    for (const name of Object.keys(WIDGETS)) assert.ok(!plain.some((s) => widgetChunk(name).test(s)), `no ${name} widget code on a plain page: ${plain.join(', ')}`);
    const tabs = await scriptsOf('/tabs.html');
    assert.ok(tabs.some((s) => widgetChunk('tabs').test(s)), `the tabs widget loads on the tabs page: ${tabs.join(', ')}`);
    for (const name of ['mermaid', 'echarts', 'flowchart', 'artplayer', 'viewer']) assert.ok(!tabs.some((s) => widgetChunk(name).test(s)), `no ${name} code on the tabs page`);
  });

  test('after client-side navigation the new page’s widgets work', async () => {
    const { page, seen } = await open('/plain.html');
    await page.evaluate(() => (window as unknown as { __DOCS_ROUTER__: { go(p: string): Promise<void> } }).__DOCS_ROUTER__.go('/tabs.html'));
    await page.getByRole('heading', { level: 1, name: 'Tabs' }).waitFor();
    await page.getByRole('tablist').first().getByRole('tab', { name: 'macOS' }).click();
    assert.equal(await page.getByRole('tablist').first().getByRole('tab', { name: 'macOS' }).getAttribute('aria-selected'), 'true');
    assert.deepEqual(seen.errors, []);
    await page.context().close();
  });
});
