import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { markContainers } from '../../../../../cli/markdown/plugins/remark-containers.ts';

const lineCount = (s: string) => s.split('\n').length;

describe('markContainers', () => {
  test('a source without ::: is returned unchanged', () => {
    const source = '# A\n\ntext\n';
    assert.equal(markContainers(source), source);
  });

  test('open and close fences become one-line markers and the line count is kept', () => {
    const source = 'before\n\n::: tip\nhello\n:::\n\nafter\n';
    const out = markContainers(source);
    assert.equal(lineCount(out), lineCount(source));
    assert.deepEqual(out.split('\n'), ['before', '', '<!--dc:open 3 tip  -->', 'hello', '<!--dc:close 3-->', '', 'after', '']);
  });

  test('the title is URI-encoded in the marker, and the id after # is kept', () => {
    const out = markContainers('::: warning Keep it secret\n:::\n::: tabs#os\n:::');
    assert.deepEqual(out.split('\n'), [
      '<!--dc:open 3 warning  Keep%20it%20secret-->',
      '<!--dc:close 3-->',
      '<!--dc:open 3 tabs os -->',
      '<!--dc:close 3-->',
    ]);
  });

  test('the fence length is recorded for nesting', () => {
    const source = ':::: tip\n::: warning\nx\n:::\n::::';
    const out = markContainers(source);
    assert.equal(lineCount(out), lineCount(source));
    assert.deepEqual(out.split('\n'), ['<!--dc:open 4 tip  -->', '<!--dc:open 3 warning  -->', 'x', '<!--dc:close 3-->', '<!--dc:close 4-->']);
  });

  test('lines inside a fenced code block are left alone', () => {
    const source = '```md\n::: tip\n:::\n```\n~~~\n:::\n~~~';
    assert.equal(markContainers(source), source);
  });

  test('a shorter fence of another kind does not close a code block', () => {
    const source = '````md\n```\n::: tip\n```\n````\n::: tip\n:::';
    const out = markContainers(source).split('\n');
    assert.deepEqual(out.slice(0, 5), ['````md', '```', '::: tip', '```', '````']);
    assert.deepEqual(out.slice(5), ['<!--dc:open 3 tip  -->', '<!--dc:close 3-->']);
  });

  test('@tab lines become markers only inside tabs and code-tabs', () => {
    const source = '::: tabs#os\n@tab Linux\nx\n@tab:active Windows\ny\n:::\n::: tip\n@tab not a tab\n:::';
    const out = markContainers(source).split('\n');
    assert.equal(out.length, 9);
    assert.equal(out[1], '<!--dc:tab 0 Linux-->');
    assert.equal(out[3], '<!--dc:tab 1 Windows-->');
    assert.equal(out[7], '@tab not a tab');
  });

  test('indentation before a fence is kept (containers inside list items)', () => {
    const out = markContainers('- item\n\n  ::: tip\n  x\n  :::');
    assert.deepEqual(out.split('\n').slice(2), ['  <!--dc:open 3 tip  -->', '  x', '  <!--dc:close 3-->']);
  });
});
