import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { outputFileOf, scriptJson } from '../../../../cli/stages/render.ts';

describe('outputFileOf', () => {
  test('the root route is index.html', () => {
    assert.equal(outputFileOf('/'), 'index.html');
  });

  test('a folder route is FOLDER/index.html', () => {
    assert.equal(outputFileOf('/guide/'), 'guide/index.html');
    assert.equal(outputFileOf('/zh/guide/install/'), 'zh/guide/install/index.html');
  });

  test('a page route is its own file', () => {
    assert.equal(outputFileOf('/guide/a.html'), 'guide/a.html');
    assert.equal(outputFileOf('/guide/drivers/baidu.photo.html'), 'guide/drivers/baidu.photo.html');
  });
});

describe('scriptJson', () => {
  test('escapes < so </script> cannot close the element', () => {
    const out = scriptJson({ html: '</script><script>alert(1)</script>' });
    assert.doesNotMatch(out, /</);
    assert.equal(out, '{"html":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}');
  });

  test('escapes the line and paragraph separators', () => {
    const out = scriptJson({ s: 'a\u2028b\u2029c' });
    assert.equal(out, '{"s":"a\\u2028b\\u2029c"}');
  });

  test('parses back to the same value', () => {
    const value = { page: { title: '<b>安装</b>', n: 3, list: ['<!--', '-->'] } };
    assert.deepEqual(JSON.parse(scriptJson(value)), value);
  });
});
