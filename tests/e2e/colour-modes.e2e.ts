/**
 * The four colour-mode settings (SPEC §4): `switch` is covered in theme.e2e.ts; here `toggle`
 * alternates light and dark, `disable` forces light and `enable` forces dark, whatever the system
 * or storage says, and neither shows the button.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../cli/build.ts';
import { createReporter } from '../../cli/reporter.ts';
import { launchBrowser, serve } from '../helpers/site.ts';

type Mode = 'toggle' | 'disable' | 'enable';

/** A two-page site with the given colour mode, built and served. */
async function siteWith(mode: Mode) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `docs-cli-mode-${mode}-`));
  await fs.mkdir(path.join(root, 'docs'), { recursive: true });
  await fs.writeFile(path.join(root, 'site.config.ts'), `export default { title: 'Modes', colorMode: '${mode}' };\n`);
  await fs.writeFile(path.join(root, 'docs', 'README.md'), '# Colour modes\n\nA page.\n');
  await buildSite({ root, outDir: path.join(root, 'dist'), reporter: createReporter(process.stderr, { quiet: true }) });
  return serve(path.join(root, 'dist'));
}

describe('colour-mode settings', () => {
  let browser: Browser;
  const servers: Partial<Record<Mode, Awaited<ReturnType<typeof serve>>>> = {};
  before(async () => {
    for (const mode of ['toggle', 'disable', 'enable'] as const) servers[mode] = await siteWith(mode);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    for (const s of Object.values(servers)) await s?.close();
  });

  async function open(mode: Mode, colorScheme: 'light' | 'dark', stored?: string) {
    const context = await browser.newContext({ colorScheme });
    if (stored) await context.addInitScript((v) => localStorage.setItem('theme-mode', v), stored);
    const page = await context.newPage();
    await page.goto(servers[mode]!.url);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    return { page, close: () => context.close() };
  }

  test('toggle alternates light and dark, starting from what the system shows, and never goes to auto', async () => {
    const { page, close } = await open('toggle', 'dark');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    const button = page.getByRole('button', { name: 'Toggle colour mode' });
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      await button.click();
      seen.push(await page.getAttribute('html', 'data-theme'), await page.evaluate(() => localStorage.getItem('theme-mode')));
    }
    assert.deepEqual(seen, ['light', 'light', 'dark', 'dark', 'light', 'light', 'dark', 'dark']);
    await close();
  });

  for (const [mode, forced] of [
    ['disable', 'light'],
    ['enable', 'dark'],
  ] as const) {
    test(`${mode} is always ${forced}, whatever the system and storage say, with no colour-mode button`, async () => {
      for (const [scheme, stored] of [
        ['light', 'dark'],
        ['dark', 'light'],
        ['dark', undefined],
        ['light', undefined],
      ] as const) {
        const { page, close } = await open(mode, scheme, stored);
        assert.equal(await page.getAttribute('html', 'data-theme'), forced, `system ${scheme}, stored ${stored}`);
        assert.equal(await page.getByRole('button', { name: 'Toggle colour mode' }).count(), 0);
        await close();
      }
    });
  }
});
