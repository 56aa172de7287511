/** The media widgets of the Markdown fixture in Chromium: ArtPlayer, the BiliBili facade, the image viewer. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { servedFixture, watchConsole } from '../helpers/site.ts';

describe('media widgets', () => {
  let browser: Browser;
  let base: string;
  servedFixture('markdown', (s) => ({ browser, base } = s));

  /** A page whose requests are recorded; nothing outside the test server is let through. */
  async function open(path: string, opts: { viewport?: { width: number; height: number }; beforeLoad?: (page: Page) => void } = {}) {
    const context: BrowserContext = await browser.newContext(opts.viewport ? { viewport: opts.viewport } : {});
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    await context.route((url) => url.origin !== new URL(base).origin, (route) => route.abort());
    const page = await context.newPage();
    const seen = watchConsole(page);
    opts.beforeLoad?.(page);
    await page.goto(`${base}${path}`);
    return { context, page, requests, seen };
  }

  test('an mp4 video mounts ArtPlayer; HLS plays through hls.js; an unknown format is reported, not thrown', async () => {
    let warned!: Promise<ConsoleMessage>;
    const { context, page, requests, seen } = await open('/video.html', {
      beforeLoad: (p) => {
        warned = p.waitForEvent('console', (msg) => msg.type() === 'warning' && msg.text().includes('"xyz"'));
        warned.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled
      },
    });

    const mp4 = page.getByRole('group', { name: 'Test pattern', exact: true });
    await mp4.locator('video').waitFor({ state: 'attached' });
    assert.equal(await mp4.getAttribute('data-video-type'), 'mp4');
    assert.equal(await mp4.locator('.art-video-player').count(), 1, 'ArtPlayer built its player in the container');
    // The file really loads: the browser reads its metadata natively.
    await mp4.locator('video').evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? undefined : new Promise((ok) => v.addEventListener('loadedmetadata', ok, { once: true }))));
    assert.ok((await mp4.locator('video').evaluate((v: HTMLVideoElement) => v.src)).endsWith('/media/sample.mp4'));
    assert.equal(await mp4.locator('video').evaluate((v: HTMLVideoElement) => v.muted), true, 'the muted attribute reached the player');

    const hls = page.getByRole('group', { name: 'Test pattern stream', exact: true });
    assert.equal(await hls.getAttribute('data-video-type'), 'm3u8');
    // hls.js feeds the video through MediaSource (a blob: URL), with the French words of lang="fr".
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[data-video-type="m3u8"] video')?.src.startsWith('blob:'));
    await hls.locator('[aria-label="Lire"]').first().waitFor({ state: 'attached' });

    const message = await warned;
    assert.match(message.text(), /\/media\/clip\.xyz/, 'the warning names the file');
    const unknown = page.getByRole('main').locator('[data-video-type="xyz"]');
    await unknown.getByText('This video format (xyz) is not supported').waitFor();
    assert.equal(await unknown.locator('video').count(), 0);
    assert.equal(await unknown.getByRole('link', { name: 'Download the file' }).getAttribute('href'), '/media/clip.xyz');

    const chunks = requests.filter((u) => u.includes('/assets/chunks/')).map((u) => u.split('/').pop()!);
    assert.ok(chunks.some((c) => c.startsWith('hls.')), 'hls.js was loaded for the m3u8 video');
    assert.ok(chunks.some((c) => c.startsWith('fr.')), 'the French words were loaded');
    assert.ok(!chunks.some((c) => /^(mpegts|dash)\b/.test(c)), `no other stream library was loaded: ${chunks.join(', ')}`);
    assert.ok(requests.every((u) => u.startsWith(base)), 'nothing left the test server');

    // Leaving the page (client-side) destroys the players: each lets go of its source.
    const videos = await Promise.all([mp4, hls].map((g) => g.locator('video').elementHandle()));
    await page.evaluate(() => (window as unknown as { __DOCS_ROUTER__: { go(url: string): Promise<void> } }).__DOCS_ROUTER__.go('/plain.html'));
    await page.getByRole('heading', { level: 1, name: 'Plain page' }).waitFor();
    for (const video of videos) await page.waitForFunction((v) => !v!.isConnected && !v!.hasAttribute('src'), video);
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('the BiliBili facade is a link, and nothing is requested from BiliBili before it is clicked', async () => {
    const { context, page, requests, seen } = await open('/bilibili.html');
    await page.locator('[data-widget="bilibili"][data-state="ready"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const facade = page.getByRole('link', { name: 'Play “AList introduction” (loads the BiliBili player)' });
    assert.equal(await facade.getAttribute('href'), 'https://www.bilibili.com/video/BV1kt411P7yk');
    assert.deepEqual(requests.filter((u) => new URL(u).hostname.endsWith('bilibili.com')), []);
    assert.equal(await page.locator('iframe').count(), 0);
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('clicking the facade swaps in the player, titled, at the same place', async () => {
    const { context, page, requests } = await open('/bilibili.html');
    await context.route('**/player.bilibili.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }));
    await page.locator('[data-widget="bilibili"][data-state="ready"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: /AList introduction/ }).click();
    const frame = page.getByTitle('AList introduction');
    await frame.waitFor();
    assert.equal(await frame.evaluate((el) => el.localName), 'iframe');
    const src = new URL((await frame.getAttribute('src'))!);
    assert.equal(src.origin + src.pathname, 'https://player.bilibili.com/player.html');
    assert.equal(src.searchParams.get('bvid'), 'BV1kt411P7yk');
    assert.equal(src.searchParams.get('page'), '1');
    assert.equal(src.searchParams.get('autoplay'), '1');
    assert.equal(await frame.getAttribute('allowfullscreen'), '');
    await page.frameLocator('iframe[title="AList introduction"]').getByText('player').waitFor();
    assert.equal(await page.getByRole('link', { name: /AList introduction/ }).count(), 0, 'the facade is gone');
    assert.equal(context.pages().length, 1, 'no new tab was opened');
    const remote = requests.filter((u) => new URL(u).hostname.endsWith('bilibili.com'));
    assert.ok(remote.length > 0 && remote.every((u) => u.startsWith('https://player.bilibili.com/player.html?')), `only the player was requested: ${remote.join(', ')}`);
    await context.close();
  });

  test('clicking a content image opens the gallery dialog at that image; Escape and scrolling close it', async () => {
    const { context, page, seen } = await open('/images.html', { viewport: { width: 900, height: 400 } });
    await page.locator('img[data-viewable]').nth(1).waitFor({ state: 'attached' });
    assert.equal(await page.getByRole('img', { name: 'First picture' }).evaluate((img) => getComputedStyle(img).cursor), 'zoom-in');

    await page.getByRole('img', { name: 'First picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.viewer-canvas img')?.alt === 'First picture');
    // One gallery of the two viewable images (not the linked one, not the no-view one).
    assert.equal(await dialog.locator('.viewer-list > li').count(), 2);
    await dialog.getByRole('button', { name: 'Full screen' }).waitFor();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    assert.equal((await downloading).suggestedFilename(), 'a.svg');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.getByRole('dialog').count(), 0);

    await page.getByRole('img', { name: 'Second picture' }).click();
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.viewer-canvas img')?.alt === 'Second picture');
    await page.evaluate(() => window.scrollBy(0, 40));
    await dialog.waitFor({ state: 'hidden' });
    assert.deepEqual(seen.errors, []);
    await context.close();
  });

  test('an image inside a link and a no-view image open no viewer; leaving the page removes the viewer', async () => {
    const { context, page } = await open('/images.html');
    await page.locator('img[data-viewable]').first().waitFor({ state: 'attached' });
    // Keep the link from navigating, so that a viewer it might open would still be there.
    await page.evaluate(() => window.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault(), true));
    await page.getByRole('img', { name: 'Linked picture' }).click();
    assert.equal(await page.getByRole('dialog').count(), 0);
    const plain = page.getByRole('img', { name: 'Picture that does not open' });
    await plain.click();
    assert.equal(await page.getByRole('dialog').count(), 0);
    assert.notEqual(await plain.evaluate((img) => getComputedStyle(img).cursor), 'zoom-in');

    // The viewer is built on first use; client-side navigation destroys it.
    await page.getByRole('img', { name: 'First picture' }).click();
    await page.getByRole('dialog', { name: 'Image viewer' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await page.locator('.viewer-container').count(), 1);
    await page.evaluate(() => (window as unknown as { __DOCS_ROUTER__: { go(url: string): Promise<void> } }).__DOCS_ROUTER__.go('/plain.html'));
    await page.getByRole('heading', { level: 1, name: 'Plain page' }).waitFor();
    assert.equal(await page.locator('.viewer-container').count(), 0);
    assert.equal(await page.locator('body.viewer-open').count(), 0);
    await context.close();
  });
});
