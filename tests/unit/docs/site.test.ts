/**
 * The AList documentation itself, built once: every route exists, pages have real content,
 * every internal link and anchor resolves, and the fact-driven tables match the facts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { buildSite } from '../../../cli/build.ts';
import { createReporter } from '../../../cli/reporter.ts';
import { parseFrontMatter } from '../../../cli/stages/frontmatter.ts';
import { listPageFiles } from '../../../cli/stages/load.ts';
import { outputFileOf } from '../../../cli/stages/render.ts';
import { resolveRoute } from '../../../runtime/resolve-route.ts';
import { REPO_ROOT } from '../../helpers/site.ts';

const FACTS = path.resolve(REPO_ROOT, '..', 'shared', 'facts');
const ROUTES = JSON.parse(fs.readFileSync(path.resolve(REPO_ROOT, '..', 'shared', 'routes.json'), 'utf8')) as { en: { path: string }[]; zh: { path: string }[] };
const read = <T>(f: string) => JSON.parse(fs.readFileSync(path.join(FACTS, f), 'utf8')) as T;

let out: string;
const html = new Map<string, string>();

/** The Markdown body of a built page (the element marked data-content). */
function bodyOf(page: string): string {
  const start = page.indexOf('data-content=""');
  const from = page.indexOf('>', start) + 1;
  const end = page.indexOf('<div class="page-meta"', from);
  return page.slice(from, end > 0 ? end : page.indexOf('</main>', from));
}

/** Words of prose: tables, code and tags removed; each CJK character counts as a word. */
function proseWords(body: string): number {
  const textOnly = body
    .replace(/<table[\s\S]*?<\/table>/g, ' ')
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ');
  const cjk = textOnly.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  return cjk + (textOnly.replace(/[\u4e00-\u9fff]/g, ' ').match(/[A-Za-z0-9][\w'’-]*/g)?.length ?? 0);
}

before(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-alist-'));
  await buildSite({ root: REPO_ROOT, outDir: out, reporter: createReporter(process.stderr, { quiet: true }) });
  for (const f of fs.readdirSync(out, { recursive: true }).map(String)) {
    if (f.endsWith('.html')) html.set(f.split(path.sep).join('/'), fs.readFileSync(path.join(out, f), 'utf8'));
  }
});

describe('site structure', () => {
  test('every page belongs to a sidebar, or opts out (home, sidebar: false, the tool section): none logs a missing sidebar', () => {
    const missing = fs
      .readdirSync(path.join(out, '_pages'))
      .filter((f) => JSON.parse(fs.readFileSync(path.join(out, '_pages', f), 'utf8')).sidebarMissing)
      .sort();
    assert.deepEqual(missing, []);
  });

  test('tool pages show no sidebar; guide, config and faq pages do', () => {
    const hasSidebar = (file: string) => html.get(file)!.includes('aria-label="Sidebar"') || html.get(file)!.includes('aria-label="侧边栏"');
    for (const file of ['tool/index.html', 'tool/onedrive/request.html', 'zh/tool/index.html']) assert.equal(hasSidebar(file), false, file);
    for (const file of ['guide/index.html', 'guide/drivers/local.html', 'config/site.html', 'faq/why.html', 'zh/guide/drivers/local.html']) assert.ok(hasSidebar(file), file);
  });
});

describe('English documentation', () => {
  test('every English route of the spec is built', () => {
    const missing = ROUTES.en.map((r) => r.path).filter((p) => !html.has(outputFileOf(p)));
    assert.deepEqual(missing, []);
  });

  test('every English page has a title, an icon and an order in its front matter', async () => {
    const docs = path.join(REPO_ROOT, 'docs');
    const missing: string[] = [];
    for (const rel of (await listPageFiles(docs)).filter((f) => !f.startsWith('zh/'))) {
      const { data } = parseFrontMatter(fs.readFileSync(path.join(docs, rel), 'utf8'), rel);
      for (const key of ['title', 'icon', 'order']) if (data[key] === undefined) missing.push(`${rel}: ${key}`);
    }
    assert.deepEqual(missing, []);
  });

  test('every page has real content: 150 words, 60 on tool and index pages; no placeholders', () => {
    const short: string[] = [];
    for (const { path: route } of ROUTES.en) {
      const page = html.get(outputFileOf(route))!;
      const body = bodyOf(page);
      const min = route.startsWith('/tool/') || route.endsWith('/') ? 60 : 150;
      const words = proseWords(body);
      if (words < min) short.push(`${route}: ${words} words (minimum ${min})`);
      assert.doesNotMatch(body.replace(/<pre[\s\S]*?<\/pre>/g, ''), /\bTODO\b|\bTBD\b|lorem ipsum|coming soon|\[placeholder\]/i, route);
    }
    assert.deepEqual(short, []);
  });

  test('every internal link and anchor of the built site resolves', () => {
    const routes: Record<string, true> = {};
    const ids = new Map<string, Set<string>>();
    for (const [file, page] of html) {
      const route = `/${file}`.replace(/index\.html$/, '');
      routes[route] = true;
      ids.set(route, new Set([...bodyOf(page).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    }
    const broken: string[] = [];
    for (const [file, page] of html) {
      if (/(^|\/)404\.html$/.test(file)) continue;
      for (const m of page.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = m[1].replace(/&amp;/g, '&');
        if (/^(https?:|mailto:|data:)/.test(href)) continue;
        const url = new URL(href, `http://site/${file}`);
        if (fs.existsSync(path.join(out, decodeURIComponent(url.pathname))) && !url.pathname.endsWith('/')) continue; // a static file
        const route = resolveRoute(url.pathname, routes);
        if (!route) broken.push(`${file}: ${href} matches no page`);
        else if (url.hash && !ids.get(route)!.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${file}: ${href} has no such anchor`);
      }
    }
    assert.deepEqual(broken, []);
  });

  test("each driver page's fields tables list exactly the fields of its drivers in the facts", () => {
    const drivers = read<{ slug: string; drivers: { name: string; fields: { name: string }[] }[] }[]>('drivers.json');
    const problems: string[] = [];
    for (const entry of drivers) {
      const page = html.get(`guide/drivers/${entry.slug}.html`);
      if (!page) {
        problems.push(`${entry.slug}: no page`);
        continue;
      }
      const tables = new Map([...page.matchAll(/<table class="driver-fields" data-driver="([^"]+)">([\s\S]*?)<\/table>/g)].map((m) => [m[1], [...m[2].matchAll(/<tr>\s*<td><code>([^<]+)<\/code><\/td>/g)].map((r) => r[1])]));
      for (const d of entry.drivers) {
        const shown = tables.get(d.name);
        if (!shown) problems.push(`${entry.slug}: no fields table for ${d.name}`);
        else if (JSON.stringify(shown) !== JSON.stringify(d.fields.map((f) => f.name))) problems.push(`${entry.slug}/${d.name}: table ${shown.join(',')} ≠ facts ${d.fields.map((f) => f.name).join(',')}`);
      }
      for (const name of tables.keys()) if (!entry.drivers.some((d) => d.name === name)) problems.push(`${entry.slug}: table for unknown driver ${name}`);
    }
    assert.deepEqual(problems, []);
  });

  test('every config.json key and env var appears on /config/configuration.html', () => {
    const page = bodyOf(html.get('config/configuration.html')!);
    const { keys } = read<{ keys: { key: string; env?: string | null; env_no_prefix?: string | null }[] }>('config.json');
    const missing = keys.flatMap((k) => [k.key, k.env, k.env_no_prefix].filter((x): x is string => !!x)).filter((name) => !page.includes(name));
    assert.deepEqual(missing, []);
  });

  test('every API route of api.json appears on an API page', () => {
    const apiPages = [...html].filter(([f]) => f.startsWith('guide/api/')).map(([, p]) => bodyOf(p)).join('\n');
    const { routes } = read<{ routes: { path: string }[] }>('api.json');
    const missing = [...new Set(routes.map((r) => r.path))].filter((p) => !apiPages.includes(p));
    assert.deepEqual(missing, []);
  });

  test('the changelog lists every release, newest first', () => {
    const { releases } = read<{ releases: { tag: string; date: string }[] }>('releases.json');
    const shown = [...bodyOf(html.get('guide/changelog.html')!).matchAll(/<h2 id="[^"]*"[^>]*>(?:<a[^>]*>#<\/a>)?(v[\d.]+[^<]*)<\/h2>/g)].map((m) => m[1]);
    assert.equal(shown.length, releases.length);
    assert.equal(shown[0], [...releases].sort((a, b) => b.date.localeCompare(a.date))[0].tag);
  });
});

describe('Chinese documentation', () => {
  const zhRoutes = () => ROUTES.zh.map((r) => r.path);
  /** Chinese characters of the prose (tables and code left out). */
  const hanzi = (body: string) =>
    body
      .replace(/<table[\s\S]*?<\/table>/g, ' ')
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .match(/[\u4e00-\u9fff]/g)?.length ?? 0;

  test('every Chinese route of the spec is built', () => {
    assert.deepEqual(zhRoutes().filter((p) => !html.has(outputFileOf(p))), []);
  });

  test('each zh page has 150 Chinese characters of prose (tool and index pages 60), and its text is mostly Chinese', () => {
    const problems: string[] = [];
    for (const route of zhRoutes()) {
      const body = bodyOf(html.get(outputFileOf(route))!);
      const min = route.startsWith('/zh/tool/') || route.endsWith('/') ? 60 : 150;
      const han = hanzi(body);
      if (han < min) problems.push(`${route}: ${han} Chinese characters (minimum ${min})`);
      const prose = body.replace(/<table[\s\S]*?<\/table>/g, ' ').replace(/<pre[\s\S]*?<\/pre>/g, ' ').replace(/<code>[\s\S]*?<\/code>/g, ' ').replace(/<[^>]+>/g, ' ');
      const latinWords = prose.match(/[A-Za-z][A-Za-z'’-]*/g)?.length ?? 0;
      // A Chinese word is about two characters: more Latin words than that is an English page.
      // The changelog quotes the upstream release notes, which are English.
      if (route !== '/zh/guide/changelog.html' && latinWords > han / 2) problems.push(`${route}: ${latinWords} Latin words against ${han} Chinese characters`);
    }
    assert.deepEqual(problems, []);
  });

  test('zh pages have lang zh-CN, Chinese interface strings, and hreflang links to their English twins and back', () => {
    const problems: string[] = [];
    for (const route of zhRoutes()) {
      const page = html.get(outputFileOf(route))!;
      if (!page.includes('<html lang="zh-CN"')) problems.push(`${route}: lang`);
      const en = route.slice(3);
      if (!html.has(outputFileOf(en))) continue; // zh-only pages (i18n: false)
      if (!page.includes(`<link rel="alternate" hreflang="en-US" href="${en}">`)) problems.push(`${route}: no hreflang to ${en}`);
      if (!html.get(outputFileOf(en))!.includes(`<link rel="alternate" hreflang="zh-CN" href="${route}">`)) problems.push(`${en}: no hreflang to ${route}`);
    }
    assert.deepEqual(problems, []);
    assert.match(html.get('zh/guide/install/docker.html')!, /<a class="skip-link" href="#main-content">跳至主要内容</);
  });

  test('every page under docs/ has its twin, or says i18n: false', async () => {
    const docs = path.join(REPO_ROOT, 'docs');
    const files = new Set(await listPageFiles(docs));
    const lonely: string[] = [];
    for (const rel of files) {
      const twin = rel.startsWith('zh/') ? rel.slice(3) : `zh/${rel}`;
      if (files.has(twin)) continue;
      if (parseFrontMatter(fs.readFileSync(path.join(docs, rel), 'utf8'), rel).data.i18n !== false) lonely.push(rel);
    }
    assert.deepEqual(lonely, []);
  });
});
