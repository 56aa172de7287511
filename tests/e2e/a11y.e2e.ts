/** Accessibility of the real AList site: axe-core finds no serious or critical violation, light and dark. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT, servedSite } from '../helpers/site.ts';

const AXE_SOURCE = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** The part of an axe result this suite reads. */
interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

type Mode = 'light' | 'dark';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };
const BLOCKING = new Set(['serious', 'critical']);

/** Pages under test, with the HTTP status each must answer. */
const PAGES = [
  { name: 'home page', path: '/', status: 200 },
  { name: 'doc page', path: '/guide/install/docker.html', status: 200 },
  { name: 'driver page', path: '/guide/drivers/local.html', status: 200 },
  { name: 'zh page', path: '/zh/guide/', status: 200 },
  { name: 'not-found page', path: '/no-such-page', status: 404 },
  // Every Markdown feature and content widget, live.
  { name: 'Markdown features page', path: '/markdown.html', status: 200 },
];

/** One line per violation, then its first three elements: selector, HTML and axe's reason. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => {
        const html = n.html.length > 300 ? `${n.html.slice(0, 300)}…` : n.html;
        const why = n.failureSummary?.split('\n').slice(1).map((l) => l.trim()).filter(Boolean).join(' / ');
        return `    - ${n.target.map(String).join(' ')}\n      ${html}${why ? `\n      ${why}` : ''}`;
      });
      const more = v.nodes.length > 3 ? `\n    … and ${v.nodes.length - 3} more element(s)` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

describe('accessibility (axe-core) of the AList documentation', () => {
  let browser: Browser;
  let base: string;
  servedSite(REPO_ROOT, (s) => ({ browser, base } = s));

  /** Opens a path in a colour mode, waits for hydration and the widgets, runs axe. */
  async function audit(urlPath: string, mode: Mode, viewport: { width: number; height: number }, status: number): Promise<{ page: Page; violations: AxeViolation[] }> {
    const page = await browser.newPage({ viewport });
    await page.addInitScript((m) => localStorage.setItem('theme-mode', m), mode);
    const res = await page.goto(base + urlPath);
    assert.equal(res?.status(), status, `${urlPath} answers ${status}`);
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    // Widgets (copy buttons, tabs …) mount after hydration from lazy chunks: let them land.
    await page.waitForLoadState('networkidle');
    if (urlPath.endsWith('/markdown.html')) {
      // Diagrams, charts and players draw once scrolled into view (800 ms later): walk down the page.
      for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(1200);
      await page.waitForLoadState('networkidle');
    }
    assert.equal(await page.getAttribute('html', 'data-theme'), mode, '<html data-theme> follows localStorage theme-mode');
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }));
    });
    return { page, violations };
  }

  const cases: { name: string; path: string; status: number; mode: Mode; viewport: typeof DESKTOP }[] = [];
  for (const p of PAGES) for (const mode of ['light', 'dark'] as const) cases.push({ ...p, mode, viewport: DESKTOP });
  cases.push({ ...PAGES[1], name: 'doc page (mobile)', mode: 'light', viewport: MOBILE });

  for (const c of cases) {
    test(`${c.name} ${c.path} in ${c.mode} mode at ${c.viewport.width}x${c.viewport.height} has no serious or critical axe violation`, async (t) => {
      const { page, violations } = await audit(c.path, c.mode, c.viewport, c.status);
      await page.close();
      const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
      const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
      if (minor.length) t.diagnostic(`moderate/minor (not failing):\n${describeViolations(minor)}`);
      assert.equal(blocking.length, 0, `${c.path} (${c.mode}, ${c.viewport.width}x${c.viewport.height}): ${blocking.length} serious/critical axe violation(s):\n${describeViolations(blocking)}`);
    });
  }
});
