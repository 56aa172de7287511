import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseFrontMatter } from '../../../../cli/stages/frontmatter.ts';

const FILE = 'docs/guide/a.md';

describe('parseFrontMatter', () => {
  test('a source without front matter is returned unchanged with empty data', () => {
    const source = '# Hello\n\nText\n';
    const r = parseFrontMatter(source, FILE);
    assert.deepEqual(r.data, {});
    assert.equal(r.body, source);
    assert.equal(r.lines, 0);
    assert.deepEqual(r.diagnostics, []);
  });

  test('a "---" that is not on the first line is not front matter', () => {
    const source = 'Intro\n---\ntitle: x\n---\n';
    const r = parseFrontMatter(source, FILE);
    assert.deepEqual(r.data, {});
    assert.equal(r.body, source);
  });

  test('valid YAML front matter becomes data, with no diagnostics', () => {
    const r = parseFrontMatter('---\ntitle: Docker\norder: 3\ntag: [docker, compose]\nindex: false\n---\nBody\n', FILE);
    assert.deepEqual(r.data, { title: 'Docker', order: 3, tag: ['docker', 'compose'], index: false });
    assert.equal(r.lines, 6);
    assert.deepEqual(r.diagnostics, []);
  });

  test('the body keeps file line numbers: the front matter is replaced by blank lines', () => {
    const source = '---\ntitle: A\norder: 1\n---\n## First\ntext\n';
    const r = parseFrontMatter(source, FILE);
    const lines = r.body.split('\n');
    assert.equal(lines.length, source.split('\n').length);
    assert.deepEqual(lines.slice(0, 4), ['', '', '', '']);
    assert.equal(lines[4], '## First');
    assert.equal(lines[5], 'text');
  });

  test('a "..." line also closes the front matter', () => {
    const r = parseFrontMatter('---\ntitle: A\n...\nBody', FILE);
    assert.deepEqual(r.data, { title: 'A' });
    assert.equal(r.body, '\n\n\nBody');
  });

  test('CRLF line endings are accepted', () => {
    const r = parseFrontMatter('---\r\ntitle: A\r\n---\r\nBody\r\n', FILE);
    assert.deepEqual(r.data, { title: 'A' });
    assert.deepEqual(r.diagnostics, []);
    assert.equal(r.body.split('\n')[3], 'Body\r');
  });

  test('bad YAML gives one error at the line of the file (counting the --- line) and the column', () => {
    // line 1 '---', line 2 'title: A', line 3 '  bad: indent' (the error, at column 6)
    const r = parseFrontMatter('---\ntitle: A\n  bad: indent\n---\nbody', FILE);
    assert.equal(r.diagnostics.length, 1);
    const [d] = r.diagnostics;
    assert.equal(d.severity, 'error');
    assert.equal(d.file, FILE);
    assert.equal(d.line, 3);
    assert.equal(d.column, 6);
    assert.match(d.message, /not valid YAML/);
    assert.deepEqual(r.data, {});
  });

  test('a YAML error on a later line points at that line of the file', () => {
    const r = parseFrontMatter('---\ntitle: A\nicon: x\ntitle: B\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].line, 4);
    assert.equal(r.diagnostics[0].column, 1);
    assert.match(r.diagnostics[0].message, /duplicated mapping key/);
  });

  test('bad YAML still blanks the front matter out of the body', () => {
    const r = parseFrontMatter('---\ntitle: A\n  bad: indent\n---\nbody', FILE);
    assert.equal(r.body, '\n\n\n\nbody');
    assert.equal(r.lines, 4);
  });

  test('an unclosed "---" is one error on line 1 and the source is kept as the body', () => {
    const source = '---\ntitle: A\n\nSome text';
    const r = parseFrontMatter(source, FILE);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].severity, 'error');
    assert.equal(r.diagnostics[0].line, 1);
    assert.match(r.diagnostics[0].message, /no closing "---"/);
    assert.equal(r.body, source);
    assert.deepEqual(r.data, {});
  });

  test('YAML that is a list, not a mapping, is an error on line 2', () => {
    const r = parseFrontMatter('---\n- a\n- b\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].severity, 'error');
    assert.equal(r.diagnostics[0].line, 2);
    assert.match(r.diagnostics[0].message, /mapping/);
    assert.deepEqual(r.data, {});
  });

  test('YAML that is a plain string is an error', () => {
    const r = parseFrontMatter('---\njust text\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    assert.match(r.diagnostics[0].message, /mapping/);
  });

  test('order: "x" is an error naming the field and its line', () => {
    const r = parseFrontMatter('---\ntitle: A\norder: "x"\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    const [d] = r.diagnostics;
    assert.equal(d.severity, 'error');
    assert.equal(d.file, FILE);
    assert.equal(d.line, 3);
    assert.match(d.message, /"order"/);
    assert.match(d.message, /a number/);
  });

  test('title: [a] is an error', () => {
    const r = parseFrontMatter('---\ntitle: [a]\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].severity, 'error');
    assert.equal(r.diagnostics[0].line, 2);
    assert.match(r.diagnostics[0].message, /"title"/);
  });

  test('a numeric title is accepted', () => {
    const r = parseFrontMatter('---\ntitle: 115\n---\n', FILE);
    assert.deepEqual(r.diagnostics, []);
    assert.equal(r.data.title, 115);
  });

  test('category: 3 is a warning, not an error, and names its line', () => {
    const r = parseFrontMatter('---\ntitle: A\ncategory: 3\n---\n', FILE);
    assert.equal(r.diagnostics.length, 1);
    const [d] = r.diagnostics;
    assert.equal(d.severity, 'warning');
    assert.equal(d.line, 3);
    assert.match(d.message, /"category"/);
    assert.match(d.message, /treated as empty/);
  });

  test('every wrong field gets its own diagnostic', () => {
    const r = parseFrontMatter('---\norder: x\ntitle: [a]\ntag: 5\nindex: "no"\n---\n', FILE);
    const byField = r.diagnostics.map((d) => [/"(\w+)"/.exec(d.message)?.[1], d.severity, d.line]);
    assert.deepEqual(byField, [
      ['order', 'error', 2],
      ['title', 'error', 3],
      ['tag', 'warning', 4],
      ['index', 'error', 5],
    ]);
  });

  test('unknown fields and null values are not checked', () => {
    const r = parseFrontMatter('---\nfoo: [1, 2]\norder:\n---\n', FILE);
    assert.deepEqual(r.diagnostics, []);
    assert.deepEqual(r.data, { foo: [1, 2], order: null });
  });

  test(
    'an empty front matter block gives empty data and no diagnostics',
    {},
    () => {
      const r = parseFrontMatter('---\n---\nBody', FILE);
      assert.deepEqual(r.diagnostics, []);
      assert.deepEqual(r.data, {});
      assert.equal(r.body, '\n\nBody');
    },
  );

  test(
    'a front matter block holding only a comment gives empty data and no diagnostics',
    {},
    () => {
      const r = parseFrontMatter('---\n# nothing yet\n---\nBody', FILE);
      assert.deepEqual(r.diagnostics, []);
      assert.deepEqual(r.data, {});
    },
  );
});
