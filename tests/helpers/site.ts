/** Test helpers: build a fixture site once into a temp folder, serve it, drive Chromium. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildSite } from '../../cli/build.ts';
import { createReporter } from '../../cli/reporter.ts';
import { startServer } from '../../cli/serve.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = path.join(REPO_ROOT, 'tests', 'fixtures');

/** Builds `fixtures/<name>` into a fresh temp folder; returns the output folder. */
export async function buildFixture(name: string, outDir?: string): Promise<string> {
  const out = outDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), `docs-cli-${name}-`)));
  await buildSite({ root: path.join(FIXTURES, name), outDir: out, reporter: createReporter(process.stderr, { quiet: true }) });
  return out;
}

/** Serves a folder on 127.0.0.1 on a free port. */
export async function serve(root: string) {
  return startServer({ root, port: 0, host: '127.0.0.1' });
}

/** Chromium flags of our test machines (no background network, no GPU). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/** Collects console errors and warnings and page errors of a page. */
export function watchConsole(page: Page): { errors: string[]; warnings: string[] } {
  const seen = { errors: [] as string[], warnings: [] as string[] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') seen.errors.push(msg.text());
    if (msg.type() === 'warning') seen.warnings.push(msg.text());
  });
  page.on('pageerror', (err) => seen.errors.push(String(err)));
  return seen;
}

/**
 * For a browser suite: before its tests, builds `fixtures/<name>`, serves it on 127.0.0.1 and
 * starts Chromium; after them, stops both. `ready` receives the browser and the site's base URL.
 */
export function servedFixture(name: string, ready: (s: { browser: Browser; base: string }) => void): void {
  servedBuild(() => buildFixture(name), ready, false);
}

/** Builds the project at `root` (e.g. REPO_ROOT, the real documentation) into a fresh temp folder. */
export async function buildProject(root: string, outDir?: string): Promise<string> {
  const out = outDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-project-')));
  await buildSite({ root, outDir: out, reporter: createReporter(process.stderr, { quiet: true }) });
  return out;
}

/**
 * Like `servedFixture`, for the project at `root` (e.g. REPO_ROOT, the real site): builds it,
 * serves it and starts Chromium; afterwards also removes the output (the real site is ~30 MB).
 */
export function servedSite(root: string, ready: (s: { browser: Browser; base: string }) => void): void {
  servedBuild(() => buildProject(root), ready, true);
}

function servedBuild(buildOut: () => Promise<string>, ready: (s: { browser: Browser; base: string }) => void, removeOutput: boolean): void {
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  let browser: Browser | undefined;
  let out: string | undefined;
  before(async () => {
    out = await buildOut();
    server = await serve(out);
    browser = await launchBrowser();
    ready({ browser, base: server.url.replace(/\/$/, '') });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    if (removeOutput && out) await fs.rm(out, { recursive: true, force: true });
  });
}
