import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { markdownRunner } from '../../../../helpers/markdown.ts';

let run: Awaited<ReturnType<typeof markdownRunner>>;
before(async () => {
  run = await markdownRunner();
});

test('[[toc]] becomes a named list of the page outline, nested like the headings', async () => {
  const r = await run('[[toc]]\n\n## One\n\n### Sub\n\n## Two\n');
  assert.match(r.html, /^<nav class="inline-toc" aria-label="Contents of this page"><ul><li><a href="#one">One<\/a><ul><li><a href="#sub">Sub<\/a><\/li><\/ul><\/li><li><a href="#two">Two<\/a><\/li><\/ul><\/nav>/);
});

test('[[toc]] inside other text is left alone', async () => {
  assert.equal((await run('See [[toc]] here.\n')).html, '<p>See [[toc]] here.</p>');
});

test('a linked image gets no external icon, a text link does, with words in the page language', async () => {
  const img = await run('[![logo](/logo.svg)](https://example.com/)\n');
  assert.doesNotMatch(img.html, /external-icon/);
  const zh = await run('[站点](https://example.com/)\n', {}, 'zh-CN');
  assert.match(zh.html, /<span class="sr-only">（在新标签页中打开）<\/span><\/a>/);
});

test('footnotes get a heading and back links in the page language', async () => {
  const en = await run('Text[^1].\n\n[^1]: Note.\n');
  assert.match(en.html, /<h2 class="sr-only" id="footnote-label">Footnotes<\/h2>/);
  assert.match(en.html, /aria-label="Back to reference 1"/);
  const zh = await run('正文[^1]。\n\n[^1]: 注释。\n', {}, 'zh-CN');
  assert.match(zh.html, /id="footnote-label">脚注<\/h2>/);
  assert.match(zh.html, /aria-label="返回引用 1"/);
});

test('GFM: tables with alignment, task lists and autolinks', async () => {
  const r = await run('| a | b |\n| :- | -: |\n| 1 | 2 |\n\n- [x] done\n\nhttps://example.com/x\n');
  assert.match(r.html, /<th align="left">a<\/th>/);
  assert.match(r.html, /<input type="checkbox" checked disabled>/);
  assert.match(r.html, /<a href="https:\/\/example\.com\/x" target="_blank"/);
});
