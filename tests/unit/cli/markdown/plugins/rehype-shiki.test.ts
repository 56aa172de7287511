import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseFenceMeta } from '../../../../../cli/markdown/plugins/rehype-shiki.ts';

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
