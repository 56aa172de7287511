import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { resolveIncludes } from '../../../../cli/markdown/include.ts';
import { createMarkdownTransformer, type MarkdownTransformer } from '../../../../cli/markdown/processor.ts';
import { testMarkdownOptions } from '../../../helpers/markdown.ts';

let root: string;
let transform: MarkdownTransformer;
const docs = () => path.join(root, 'docs');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(docs(), rel)), { recursive: true });
  fs.writeFileSync(path.join(docs(), rel), text);
};
const ctx = (rel: string) => ({ file: path.join(docs(), rel), displayFile: `docs/${rel}`, docsDir: docs(), display: (abs: string) => path.relative(root, abs).split(path.sep).join('/') });
const page = (rel: string, body: string) => transform({ body, file: path.join(docs(), rel), docsDir: docs(), root, relPath: rel, displayFile: `docs/${rel}`, frontmatter: {}, lang: 'en-US' });

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-include-'));
  write('_parts/p.md', '---\ntitle: Part\n---\nline one\n<!-- #region snip -->\nInside [a link](../other.md)\n<!-- #endregion snip -->\nlast line\n');
  write('_parts/nested.md', 'Nested start\n<!-- @include: ./p.md#snip -->\n');
  write('_parts/bad.md', 'ok line\n::: nosuch\nx\n:::\n');
  write('loop-a.md', '<!-- @include: ./loop-b.md -->\n');
  write('loop-b.md', '<!-- @include: ./loop-a.md -->\n');
  transform = await createMarkdownTransformer(testMarkdownOptions());
});
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('resolveIncludes', () => {
  test('a source without @include is returned as is, with no line map', () => {
    assert.deepEqual(resolveIncludes('text\n', ctx('a.md')), { source: 'text\n', files: [], diagnostics: [] });
  });

  test('a whole file is included without its front matter', () => {
    const r = resolveIncludes('Top\n<!-- @include: ./_parts/p.md -->\nEnd', ctx('a.md'));
    assert.equal(r.source, 'Top\nline one\n<!-- #region snip -->\nInside [a link](./other.md)\n<!-- #endregion snip -->\nlast line\nEnd');
    assert.deepEqual(r.files, [path.join(docs(), '_parts/p.md')]);
    assert.deepEqual(r.lineMap?.[1], { file: 'docs/_parts/p.md', line: 4 });
    assert.deepEqual(r.lineMap?.[6], { file: 'docs/a.md', line: 3 });
  });

  test('{from-to} takes a line range, and #name a region', () => {
    assert.equal(resolveIncludes('<!-- @include: ./_parts/p.md{4-5} -->', ctx('a.md')).source, 'line one\n<!-- #region snip -->');
    assert.equal(resolveIncludes('<!-- @include: ./_parts/p.md{8-} -->', ctx('a.md')).source, 'last line');
    const region = resolveIncludes('<!-- @include: ./_parts/p.md#snip -->', ctx('a.md'));
    assert.equal(region.source, 'Inside [a link](./other.md)');
    assert.deepEqual(region.lineMap, [{ file: 'docs/_parts/p.md', line: 6 }]);
  });

  test('relative links of an included file are rewritten for the including page', () => {
    assert.equal(resolveIncludes('<!-- @include: ../_parts/p.md#snip -->', ctx('guide/a.md')).source, 'Inside [a link](../other.md)');
  });

  test('includes nest, and @/ starts from the docs folder', () => {
    const r = resolveIncludes('<!-- @include: @/_parts/nested.md -->', ctx('deep/er/a.md'));
    assert.equal(r.source, 'Nested start\nInside [a link](../../other.md)');
    assert.equal(r.files.length, 2);
  });

  test('an @include inside a code fence is shown, not resolved', () => {
    const source = '```md\n<!-- @include: ./nothing.md -->\n```';
    assert.equal(resolveIncludes(source, ctx('a.md')).source, source);
  });

  test('a missing file is an error on the including line that names both files', () => {
    const r = resolveIncludes('one\n<!-- @include: ./missing.md -->', ctx('guide/a.md'));
    assert.deepEqual(r.diagnostics, [{ severity: 'error', file: 'docs/guide/a.md', line: 2, column: 1, message: 'cannot include "./missing.md": docs/guide/missing.md does not exist' }]);
  });

  test('a missing region or an impossible range is an error', () => {
    assert.match(resolveIncludes('<!-- @include: ./_parts/p.md#nope -->', ctx('a.md')).diagnostics[0].message, /has no region "nope"/);
    assert.match(resolveIncludes('<!-- @include: ./_parts/p.md{50-60} -->', ctx('a.md')).diagnostics[0].message, /has 8 lines, no lines 50-60/);
  });

  test('an include loop is an error, not a hang', () => {
    const r = resolveIncludes('<!-- @include: ./loop-b.md -->', ctx('loop-a.md'));
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].file, 'docs/loop-b.md');
    assert.equal(r.diagnostics[0].message, 'include loop: docs/loop-a.md → docs/loop-b.md → docs/loop-a.md');
  });
});

describe('includes in the Markdown transform', () => {
  test('included text is rendered and the page records what it includes', async () => {
    const r = await page('a.md', '<!-- @include: ./_parts/p.md#snip -->\n');
    assert.equal(r.html, '<p>Inside <a href="/other.html">a link</a></p>');
    assert.deepEqual(r.includes, [path.join(docs(), '_parts/p.md')]);
  });

  test('a problem inside an included file is reported in that file at its own line', async () => {
    const r = await page('a.md', 'Intro\n\n<!-- @include: ./_parts/bad.md -->\n');
    assert.deepEqual(r.diagnostics.map((d) => [d.file, d.line]), [['docs/_parts/bad.md', 2]]);
  });

  test('a link from an included file is checked against that file', async () => {
    const r = await page('a.md', 'Intro\n\n<!-- @include: ./_parts/p.md#snip -->\n');
    assert.deepEqual(r.links, [{ url: '/other.html', line: 6, column: 8, file: 'docs/_parts/p.md' }]);
  });
});
