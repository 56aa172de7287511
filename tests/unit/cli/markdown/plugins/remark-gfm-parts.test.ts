import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { mayHoldAutolinkLiteral, remarkGfmParts } from '../../../../../cli/markdown/plugins/remark-gfm-parts.ts';
import { REPO_ROOT } from '../../../../helpers/site.ts';

const html = (md: string, autolinkLiterals: boolean) =>
  String(unified().use(remarkParse).use(remarkGfmParts, { singleTilde: false, autolinkLiterals }).use(remarkRehype).use(rehypeStringify).processSync(md));

describe('remarkGfmParts', () => {
  test('every kind of literal autolink is seen as possible, in any case', () => {
    for (const s of ['see www.example.com', 'WWW.EXAMPLE.COM', 'go to http://a.b', 'HTTPS://A.B/c', 'mail foo@bar.baz', 'mailto:foo@bar.baz', 'xmpp:foo@bar.baz/txt']) {
      assert.ok(mayHoldAutolinkLiteral(s), s);
      assert.match(html(s, true), /<a href=/, `the full GFM links ${s}`);
    }
  });

  test('text without @, www. or http(s):// is not', () => {
    for (const s of ['plain words', 'ftp://a.b', 'a.b.c', 'w w w', 'http:/a', 'wwwexample.com']) assert.equal(mayHoldAutolinkLiteral(s), false, s);
  });

  test('GFM without literal autolinks gives the same HTML for text that holds none', () => {
    const samples = [
      '| a | b |\n| - | :-: |\n| `x_y` | **z** |\n',
      '- [ ] todo\n- [x] done _em_ and __strong__\n',
      'Text with a footnote.[^1]\n\n[^1]: The note, ~~struck~~ and ~single~.\n',
      'snake_case_words and a_b_c, * stars *, _under_scores_ in words.\n',
      '<div>raw</div>\n\n```js\nconst a = 1;\n```\n',
    ];
    for (const s of samples) assert.equal(html(s, false), html(s, true), s);
  });

  test('the same holds for every page of the documentation that holds no autolink mark', () => {
    const files = fs.readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true }).map(String).filter((f) => f.endsWith('.md'));
    let compared = 0;
    for (const f of files) {
      const md = fs.readFileSync(path.join(REPO_ROOT, 'docs', f), 'utf8');
      if (mayHoldAutolinkLiteral(md)) continue;
      assert.equal(html(md, false), html(md, true), f);
      compared++;
    }
    assert.ok(compared >= 20, `pages compared: ${compared}`);
  });
});
