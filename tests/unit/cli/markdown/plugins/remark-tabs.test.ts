import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { markdownRunner } from '../../../../helpers/markdown.ts';

let run: Awaited<ReturnType<typeof markdownRunner>>;
before(async () => {
  run = await markdownRunner();
});

test('tabs become a tablist of buttons and one panel per tab; @tab:active is the one shown', async () => {
  const r = await run('::: tabs#os\n@tab Linux\nOn **Linux**.\n@tab:active Windows\nOn Windows.\n:::\n');
  assert.match(r.html, /^<div class="tabs" data-widget="tabs" data-tabs-id="os"><div role="tablist" class="tabs-nav">/);
  assert.match(r.html, /<button type="button" role="tab" id="tab-1-0" aria-controls="tab-1-0-panel" aria-selected="false" tabindex="-1" class="tab">Linux<\/button>/);
  assert.match(r.html, /<button type="button" role="tab" id="tab-1-1" aria-controls="tab-1-1-panel" aria-selected="true" tabindex="0" class="tab">Windows<\/button>/);
  assert.match(r.html, /<div role="tabpanel" id="tab-1-0-panel" aria-labelledby="tab-1-0" tabindex="0" hidden class="tab-panel" data-title="Linux"><p>On <strong>Linux<\/strong>\.<\/p><\/div>/);
  assert.match(r.html, /<div role="tabpanel" id="tab-1-1-panel" aria-labelledby="tab-1-1" tabindex="0" class="tab-panel" data-title="Windows"><p>On Windows\.<\/p><\/div>/);
  assert.deepEqual(r.widgets, ['tabs']);
  assert.deepEqual(r.diagnostics, []);
});

test('without @tab:active the first tab is shown; without an id nothing is remembered', async () => {
  const r = await run('::: tabs\n@tab A\na\n@tab B\nb\n:::\n');
  assert.doesNotMatch(r.html, /data-tabs-id/);
  assert.match(r.html, /id="tab-1-0" aria-controls="tab-1-0-panel" aria-selected="true"/);
  assert.match(r.html, /id="tab-1-1-panel" aria-labelledby="tab-1-1" tabindex="0" hidden/);
});

test('code tabs hold highlighted code; two groups on a page get distinct ids', async () => {
  const r = await run('::: code-tabs#sh\n@tab bash\n```bash\necho 1\n```\n@tab PowerShell\n```powershell\nWrite-Host 1\n```\n:::\n\n::: tabs\n@tab X\nx\n:::\n');
  assert.match(r.html, /^<div class="tabs code-tabs" data-widget="tabs" data-tabs-id="sh">/);
  assert.match(r.html, /data-title="bash"><figure class="code-block/);
  assert.match(r.html, /id="tab-2-0"/);
  assert.deepEqual(r.widgets.sort(), ['code', 'tabs']);
});

test('a tab title is plain text, HTML in it is escaped', async () => {
  const r = await run('::: tabs\n@tab <b>x</b>\nx\n:::\n');
  assert.match(r.html, /class="tab">&#x3C;b>x&#x3C;\/b><\/button>/);
});

test('a tabs container without @tab, or with content before the first, is a warning with its line', async () => {
  const none = await run('Text\n\n::: tabs\nNo tabs here.\n:::\n');
  assert.deepEqual(none.diagnostics.map((d) => [d.line, d.message]), [[3, '"::: tabs" has no "@tab title" line'], [3, 'content before the first "@tab" of "::: tabs" is not shown in any tab']].reverse());
  const before = await run('::: tabs\nStray.\n@tab A\na\n:::\n');
  assert.deepEqual(before.diagnostics.map((d) => d.message), ['content before the first "@tab" of "::: tabs" is not shown in any tab']);
});

test('@tab lines outside a tabs container are plain text', async () => {
  const r = await run('@tab Nothing\n');
  assert.equal(r.html, '<p>@tab Nothing</p>');
});
