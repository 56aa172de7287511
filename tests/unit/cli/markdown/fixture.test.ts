/** The Markdown fixture site: one page per feature, and all of it builds without a warning. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildSite } from '../../../../cli/build.ts';
import { createReporter } from '../../../../cli/reporter.ts';
import { FIXTURES } from '../../../helpers/site.ts';

test('every feature page of the Markdown fixture builds, with no warning at all', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-markdown-fixture-'));
  const lines: string[] = [];
  const sink = { write: (s: string) => (lines.push(s), true), isTTY: false } as unknown as NodeJS.WriteStream;
  try {
    const summary = await buildSite({ root: path.join(FIXTURES, 'markdown'), outDir: out, reporter: createReporter(sink, { quiet: true }) });
    assert.equal(summary.warnings, 0, lines.join(''));
    const features = ['containers', 'tabs', 'code', 'gfm', 'inline', 'include', 'components', 'demo', 'mermaid', 'echarts', 'flowchart', 'video', 'bilibili', 'images', 'plain'];
    for (const f of features) assert.ok(fs.existsSync(path.join(out, `${f}.html`)), `${f}.html is built`);
    assert.ok(fs.existsSync(path.join(out, 'folder', 'index.html')), 'a folder without README gets a catalog page');
    assert.match(fs.readFileSync(path.join(out, 'folder', 'index.html'), 'utf8'), /<nav class="catalog" aria-label="Pages in this section"><ul><li><a href="\/folder\/alpha\.html">Alpha<\/a>/);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
