import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import { createMarkdownTransformer, type MarkdownTransformer } from '../../../../../cli/markdown/processor.ts';
import { parseAttrs } from '../../../../../cli/markdown/plugins/remark-components.ts';
import { testMarkdownOptions } from '../../../../helpers/markdown.ts';
import { REPO_ROOT } from '../../../../helpers/site.ts';

let transform: MarkdownTransformer;
before(async () => {
  transform = await createMarkdownTransformer(testMarkdownOptions({ factsDir: path.resolve(REPO_ROOT, '..', 'shared', 'facts') }));
});
const run = (body: string, frontmatter: Record<string, unknown> = {}) => transform({ body, relPath: 'guide/drivers/x.md', displayFile: 'docs/x.md', frontmatter, lang: 'en-US' });

test('attributes parse in every quoting style', () => {
  assert.deepEqual(parseAttrs(` a="x y" b='z' c=3 d`), { a: 'x y', b: 'z', c: '3', d: true });
});

test('<Badge> renders an inline label, inside a paragraph too', async () => {
  const r = await run('Added in <Badge text="v3.38" type="warning" /> for all.\n');
  assert.match(r.html, /<p>Added in <span class="badge warning">v3\.38<\/span> for all\.<\/p>/);
});

test('<DriverFields> renders one table per driver with the facts, and notes from front matter', async () => {
  const r = await run('<DriverFields slug="115" />\n', { fieldNotes: { cookie: 'The cookie of your session.', nope: 'x' } });
  const tables = [...r.html.matchAll(/data-driver="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(tables, ['115 Cloud', '115 Share']);
  assert.match(r.html, /<td><code>cookie<\/code><\/td>[\s\S]*?<td>The cookie of your session\.<\/td>/);
  assert.match(r.html, /<td><code>qrcode_source<\/code><\/td>\s*<td>select<\/td>\s*<td align="center">No<\/td>\s*<td><code>linux<\/code><\/td>/);
  assert.ok(r.diagnostics.some((d) => d.severity === 'warning' && /fieldNotes\.nope/.test(d.message)));
});

test('<DriverFields> with an unknown slug or driver is an error naming the line', async () => {
  const r = await run('Intro.\n\n<DriverFields slug="nope" />\n');
  assert.equal(r.diagnostics[0].severity, 'error');
  assert.equal(r.diagnostics[0].line, 3);
  assert.match(r.diagnostics[0].message, /no such slug/);
  const d = await run('<DriverFields slug="115" driver="Nope" />\n');
  assert.match(d.diagnostics[0].message, /has no driver of that name \(it has 115 Cloud, 115 Share\)/);
});

test('<Changelog> adds one h2 per release that the outline sees', async () => {
  const r = await run('<Changelog />\n');
  assert.ok(r.headers.length > 50);
  assert.equal(r.headers[0].title, 'v3.38.0');
});

test('an interactive component becomes a widget placeholder and is listed in the page widgets', async () => {
  const r = await run('<TokenTool id="onedrive/request" />\n');
  assert.match(r.html, /<div data-widget="token-tool" data-props="\{&quot;id&quot;:&quot;onedrive\/request&quot;\}">/);
  assert.deepEqual(r.widgets, ['token-tool']);
});

test('an unknown component is a warning with its line and renders nothing', async () => {
  const r = await run('Text.\n\n<Frobnicate level="3" />\n\nMore.\n');
  assert.doesNotMatch(r.html, /Frobnicate/i);
  assert.equal(r.diagnostics.length, 1);
  assert.equal(r.diagnostics[0].severity, 'warning');
  assert.equal(r.diagnostics[0].line, 3);
  assert.match(r.diagnostics[0].message, /unknown component <Frobnicate>/);
});

test('<VPCard> with an internal link is a card link resolved like any link; an external one opens a new tab', async () => {
  const inside = await run('<VPCard title="Common" desc="Every storage" link="./common.md" logo="/logo.svg" />\n');
  assert.equal(
    inside.html,
    '<a href="/guide/drivers/common.html" class="vp-card"><img class="vp-card-logo no-view" src="/logo.svg" alt="" loading="lazy"><span class="vp-card-content"><span class="vp-card-title">Common</span><span class="vp-card-desc">Every storage</span></span></a>',
  );
  assert.deepEqual(inside.links.map((l) => l.url), ['/guide/drivers/common.html']);
  const outside = await run('<VPCard title="GitHub" link="https://github.com/alist-org/alist" />\n');
  assert.match(outside.html, /^<a href="https:\/\/github\.com\/alist-org\/alist" class="vp-card external-link" target="_blank" rel="noopener noreferrer">/);
  const bad = await run('<VPCard desc="no title" />\n');
  assert.match(bad.diagnostics[0].message, /<VPCard> needs a title/);
});

test('<Catalog> leaves a placeholder for the resolve stage: its folder by default, depth 3', async () => {
  assert.equal((await run('<Catalog />\n')).html, '<nav class="catalog" data-catalog="/guide/drivers/|3"></nav>');
  assert.equal((await run('<Catalog base="/guide/" level="1" />\n')).html, '<nav class="catalog" data-catalog="/guide/|1"></nav>');
  assert.equal((await run('<Catalog base="../advanced" />\n')).html, '<nav class="catalog" data-catalog="/guide/advanced/|3"></nav>');
  assert.match((await run('<Catalog level="0" />\n')).diagnostics[0].message, /level must be a whole number from 1/);
});

test('<ArtPlayer> is a video container typed by attribute or extension, in the page language', async () => {
  const mp4 = await run('<ArtPlayer src="/media/a.mp4?x=1" />\n');
  assert.match(mp4.html, /^<div class="video-container artplayer" data-widget="artplayer" data-video-type="mp4" data-props="\{&quot;src&quot;:&quot;\/media\/a\.mp4\?x=1&quot;,&quot;lang&quot;:&quot;en&quot;\}" style="aspect-ratio:16\/9"><\/div>$/);
  const hls = await run('<ArtPlayer src="/live" type="m3u8" ratio="4:3" />\n');
  assert.match(hls.html, /data-video-type="m3u8"/);
  assert.match(hls.html, /style="aspect-ratio:4\/3"/);
  assert.deepEqual(mp4.widgets, ['artplayer']);
  assert.match((await run('<ArtPlayer />\n')).diagnostics[0].message, /needs a src/);
});

test('<BiliBili> is a link to the video until the reader asks for the player', async () => {
  const r = await run('<BiliBili bvid="BV1kt411P7yk" title="Intro" />\n');
  assert.match(r.html, /<div class="video-container bilibili" data-widget="bilibili" data-props="[^"]*" style="aspect-ratio:16\/9">/);
  assert.match(r.html, /<a class="video-facade" href="https:\/\/www\.bilibili\.com\/video\/BV1kt411P7yk" target="_blank" rel="noopener noreferrer">Play “Intro” \(loads the BiliBili player\)<\/a>/);
  assert.doesNotMatch(r.html, /<iframe/);
});

test('<ApiSelector> is a widget placeholder', async () => {
  const r = await run('<ApiSelector />\n');
  assert.equal(r.html, '<div data-widget="api-selector" data-props="{}"></div>');
  assert.deepEqual(r.widgets, ['api-selector']);
});
