#!/usr/bin/env node
// First-load weight benchmark: builds the real site (or reads a built one) and prints, for the
// home page and two doc pages, the JS and CSS a browser fetches before the page is interactive:
// every <script src>, <link rel=stylesheet> and <link rel=modulepreload> of the HTML, plus the
// static imports of the entry module followed through the ES module graph. Dynamic import()s are
// the lazy widget chunks and are left out. The JSON the entry fetches before it hydrates (the
// site data, see runtime/main.tsx) is reported apart as "boot data". The peer rows are the inlined
// colour-mode script and the whole client bundle, so the first-load share of it is visible.
// Sizes are raw and gzip (level 9, file by file, as a server sends them); 1 KB = 1024 bytes.
// Usage: node bench/weight.mjs [--out dir]   (an existing output with index.html is reused)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteOutput } from './site-output.mjs';

const PAGES = [
  { label: 'home', url: '/', file: 'index.html', budget: false },
  { label: 'doc', url: '/guide/install/docker.html', file: 'guide/install/docker.html', budget: true },
  { label: 'driver', url: '/guide/drivers/local.html', file: 'guide/drivers/local.html', budget: true },
];
/** Budgets of a doc page's first load, gzip bytes. */
const BUDGET = { js: 90 * 1024, css: 20 * 1024 };

const out = siteOutput('weight');
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const sizeCache = new Map();
/** Raw and gzip size of an output file. */
function sizeOf(file) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = fs.readFileSync(file);
    s = { raw: buf.length, gzip: gz(buf) };
    sizeCache.set(file, s);
  }
  return s;
}

/** Output file of a root-relative URL (the site is built with base "/"). */
const fileOfUrl = (url) => path.join(out, decodeURIComponent(new URL(url, 'http://x/').pathname));

/** The attributes of every tag `name` in the HTML, as objects. */
function tags(html, name) {
  const found = [];
  for (const m of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const a of m[1].matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[a[1].toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    found.push({ attrs, index: m.index, end: m.index + m[0].length });
  }
  return found;
}

/**
 * Static imports of a built ES module. esbuild hoists them to the top of every file
 * (`import{a as b}from"./x.js";import"./y.js";`), so the file is read statement by statement from
 * its start while statements are imports; `export … from` re-exports are static too. A dynamic
 * `import("./x.js")` never matches: it is an expression, not a leading statement.
 */
function staticImports(code) {
  const specs = [];
  const statement = /^\s*(?:import\s*(?:(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*from\s*)?|export\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*)(["'])([^"']+)\1\s*;?/;
  let rest = code;
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    specs.push(m[2]);
    rest = rest.slice(m[0].length);
  }
  // Re-exports elsewhere in the file (rare in esbuild output, but static all the same).
  for (const m of rest.matchAll(/(?:^|[;}\n])\s*export\s*(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)\s*from\s*(["'])([^"']+)\1/g)) specs.push(m[2]);
  return specs;
}

/** Every module reached from `entries` by static imports (absolute file paths). */
function moduleGraph(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) throw new Error(`${file}: bare import "${spec}" in built output`);
      stack.push(spec.startsWith('/') ? fileOfUrl(spec) : path.resolve(path.dirname(file), spec));
    }
  }
  return seen;
}

const sum = (files) => [...files].reduce((t, f) => { const s = sizeOf(f); return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip }; }, { raw: 0, gzip: 0 });

/** First-load assets of one page. */
function measurePage(page) {
  const htmlFile = path.join(out, page.file);
  const html = fs.readFileSync(htmlFile, 'utf8');
  const js = new Set();
  const css = new Set();
  const moduleEntries = [];
  const warnings = [];
  const inlineScripts = [];
  for (const { attrs, end } of tags(html, 'script')) {
    if (attrs.src) {
      const f = fileOfUrl(attrs.src);
      js.add(f);
      if (attrs.type === 'module') moduleEntries.push(f);
    } else if (!attrs.type || attrs.type === 'text/javascript' || attrs.type === 'module') {
      inlineScripts.push(html.slice(end, html.indexOf('</script>', end)));
    }
  }
  const preloaded = new Set();
  for (const { attrs } of tags(html, 'link')) {
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('stylesheet')) css.add(fileOfUrl(attrs.href));
    if (rel.includes('modulepreload')) {
      const f = fileOfUrl(attrs.href);
      preloaded.add(f);
      moduleEntries.push(f);
    }
  }
  for (const f of moduleGraph(moduleEntries)) js.add(f);
  // The build writes a modulepreload for each static import of the entry: the two should agree.
  for (const f of js) if (!preloaded.has(f)) warnings.push(`${path.relative(out, f)} is in the static graph but not modulepreloaded`);

  // Boot data: runtime/main.tsx awaits the site data (the `site` URL of the embedded page JSON)
  // before it hydrates. The page data itself is embedded in the HTML; routes.json is fetched
  // later, on the first navigation or idle prefetch, so it is listed apart.
  const bootTag = /<script id="__DOCS_PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  const boot = bootTag ? JSON.parse(bootTag[1]) : undefined;
  const bootData = [];
  if (boot?.site) bootData.push({ what: 'site data (fetched before hydration)', ...sizeOf(fileOfUrl(boot.site)), file: boot.site });
  if (bootTag) bootData.push({ what: 'page data (embedded in the HTML)', raw: Buffer.byteLength(bootTag[1]), gzip: gz(Buffer.from(bootTag[1])), file: '#__DOCS_PAGE__' });
  const later = boot?.routes && fs.existsSync(fileOfUrl(boot.routes)) ? { what: 'route map (later: navigation/idle prefetch)', ...sizeOf(fileOfUrl(boot.routes)), file: boot.routes } : undefined;
  return { page, html: sizeOf(htmlFile), js, css, jsSize: sum(js), cssSize: sum(css), inlineScripts, bootData, later, warnings };
}

/** Every file under a folder with one of the extensions. */
function filesUnder(dir, ext) {
  return fs.readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(ext)).map((f) => path.join(dir, f));
}

const kb = (n) => (n / 1024).toFixed(1);
const pad = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
const W = [34, 10, 10, 10, 10, 6];

const results = PAGES.map(measurePage);
const assets = path.join(out, 'assets');
const allJs = filesUnder(assets, '.js');
const allCss = filesUnder(assets, '.css');
const whole = { js: sum(allJs), css: sum(allCss) };
const inline = results[0].inlineScripts.join('');
const inlineSize = { raw: Buffer.byteLength(inline), gzip: gz(Buffer.from(inline)) };

console.log(`docs-cli first-load weight — output ${out}`);
console.log('sizes in KB (1024 bytes); gzip = node:zlib level 9, per file\n');
console.log(pad(['page', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'files'], W));
console.log(pad(['-'.repeat(W[0]), ...W.slice(1).map((w) => '-'.repeat(w))], W));
for (const r of results) {
  console.log(pad([`${r.page.label} ${r.page.url}`, kb(r.jsSize.raw), kb(r.jsSize.gzip), kb(r.cssSize.raw), kb(r.cssSize.gzip), r.js.size + r.css.size], W));
}
console.log(pad(['peer: inline colour-mode script', kb(inlineSize.raw), kb(inlineSize.gzip), '-', '-', 0], W));
console.log(pad(['peer: whole client bundle', kb(whole.js.raw), kb(whole.js.gzip), kb(whole.css.raw), kb(whole.css.gzip), allJs.length + allCss.length], W));
for (const r of results) {
  const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '0.0');
  console.log(`ratio first-load / whole, ${r.page.label}: JS ${pct(r.jsSize.gzip, whole.js.gzip)} % gzip (${pct(r.jsSize.raw, whole.js.raw)} % raw), CSS ${pct(r.cssSize.gzip, whole.css.gzip)} % gzip`);
}

console.log('\nfirst-load files of the doc page (gzip KB):');
const doc = results[1];
for (const f of [...doc.js, ...doc.css].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) console.log(`  ${kb(sizeOf(f).gzip).padStart(7)}  ${path.relative(out, f)}`);

console.log('\nboot data (JSON, not JS):');
for (const r of results) {
  for (const d of r.bootData) console.log(`  ${r.page.label.padEnd(7)} ${d.what.padEnd(44)} raw ${kb(d.raw).padStart(7)}  gzip ${kb(d.gzip).padStart(6)}  ${d.file}`);
  if (r.later) console.log(`  ${r.page.label.padEnd(7)} ${r.later.what.padEnd(44)} raw ${kb(r.later.raw).padStart(7)}  gzip ${kb(r.later.gzip).padStart(6)}  ${r.later.file} (not counted)`);
  console.log(`  ${r.page.label.padEnd(7)} ${'HTML document'.padEnd(44)} raw ${kb(r.html.raw).padStart(7)}  gzip ${kb(r.html.gzip).padStart(6)}`);
}

console.log('\nbudget (doc pages: JS ≤ 90 KB gzip, CSS ≤ 20 KB gzip):');
for (const r of results.filter((x) => x.page.budget)) {
  const verdict = (v, max) => `${v <= max ? 'PASS' : 'FAIL'} ${kb(v)} / ${kb(max)} KB`;
  console.log(`  ${r.page.url}: JS ${verdict(r.jsSize.gzip, BUDGET.js)}; CSS ${verdict(r.cssSize.gzip, BUDGET.css)}`);
}
const warnings = [...new Set(results.flatMap((r) => r.warnings))];
if (warnings.length) console.log(`\nnotes:\n${warnings.map((w) => `  ${w}`).join('\n')}`);
