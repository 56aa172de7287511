import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Element } from 'hast';
import { contrastRatio, parseHex, worstTintOf } from '../../../../../cli/markdown/contrast.ts';
import { ensureReadableTokens, parseFenceMeta } from '../../../../../cli/markdown/plugins/rehype-shiki.ts';

const lines = (meta: string) => [...parseFenceMeta(meta).highlight].sort((a, b) => a - b);

describe('parseFenceMeta', () => {
  test('empty meta has no title and no highlighted lines', () => {
    const m = parseFenceMeta('');
    assert.equal(m.title, undefined);
    assert.equal(m.highlight.size, 0);
  });

  test('[title] gives the title', () => {
    assert.equal(parseFenceMeta('[install.sh]').title, 'install.sh');
    assert.equal(parseFenceMeta('[docker compose.yml] {1}').title, 'docker compose.yml');
  });

  test('{2} highlights line 2', () => {
    assert.deepEqual(lines('{2}'), [2]);
  });

  test('lists and ranges are expanded', () => {
    assert.deepEqual(lines('{2,4-5}'), [2, 4, 5]);
    assert.deepEqual(lines('{ 1 , 3-4 }'), [1, 3, 4]);
  });

  test('title and ranges combine in either order', () => {
    assert.deepEqual(parseFenceMeta('[a.sh] {1,3}'), { title: 'a.sh', highlight: new Set([1, 3]), lineNumbers: true, collapsedLines: 15 });
    assert.deepEqual(parseFenceMeta('{1-2} [a.sh]'), { title: 'a.sh', highlight: new Set([1, 2]), lineNumbers: true, collapsedLines: 15 });
  });

  test('flags turn line numbers off and set or switch off collapsing', () => {
    assert.equal(parseFenceMeta(':no-line-numbers').lineNumbers, false);
    assert.equal(parseFenceMeta(':line-numbers').lineNumbers, true);
    assert.equal(parseFenceMeta(':collapsed-lines=8').collapsedLines, 8);
    assert.equal(parseFenceMeta(':no-collapsed-lines').collapsedLines, 0);
    assert.equal(parseFenceMeta('[a :no-line-numbers title]').lineNumbers, true, 'a flag inside the title is part of the title');
  });

  test('braces with other text are not ranges', () => {
    assert.deepEqual(lines('{a,b}'), []);
  });
});

describe('ensureReadableTokens', () => {
  test('token colours below 4.5:1 on their theme background are raised; the others are kept', () => {
    const span: Element = { type: 'element', tagName: 'span', properties: { style: '--shiki-light:#6A737D;--shiki-dark:#6A737D' }, children: [{ type: 'text', value: '# note' }] };
    const kept: Element = { type: 'element', tagName: 'span', properties: { style: '--shiki-light:#D73A49;--shiki-dark:#F97583;--shiki-dark-font-style:italic' }, children: [] };
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { style: '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e' },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [span, kept] }],
    };
    ensureReadableTokens(pre);
    const [light, dark] = String(span.properties.style).split(';').map((d) => d.split(':')[1]);
    assert.equal(light, '#6A737D', 'readable on white already (4.8:1)');
    assert.ok(contrastRatio(parseHex(dark)!, parseHex('#24292e')!) >= 4.5, `dark comment ${dark}`);
    assert.equal(kept.properties.style, '--shiki-light:#D73A49;--shiki-dark:#F97583;--shiki-dark-font-style:italic');
    assert.equal(pre.properties.style, '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e');
  });
});

describe('ensureReadableTokens on highlighted lines', () => {
  test('a token of a highlighted line is checked against the tinted background', () => {
    const token = (): Element => ({ type: 'element', tagName: 'span', properties: { style: '--shiki-light:#6A737D;--shiki-dark:#8B949E' }, children: [] });
    const plain = token();
    const marked = token();
    const line = (cls: string[], child: Element): Element => ({ type: 'element', tagName: 'span', properties: { className: cls }, children: [child] });
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { style: '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e' },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [line(['line'], plain), line(['line', 'highlighted'], marked)] }],
    };
    ensureReadableTokens(pre);
    assert.equal(plain.properties.style, '--shiki-light:#6A737D;--shiki-dark:#8B949E');
    const [light, dark] = String(marked.properties.style).split(';').map((d) => d.split(':')[1]);
    assert.ok(contrastRatio(parseHex(light)!, parseHex('#EBEBEB')!) >= 4.5, `light ${light}`);
    assert.ok(contrastRatio(parseHex(dark)!, parseHex(worstTintOf('#24292e'))!) >= 4.5, `dark ${dark}`);
  });
});
