import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { markdownRunner } from '../../../../helpers/markdown.ts';

let run: Awaited<ReturnType<typeof markdownRunner>>;
before(async () => {
  run = await markdownRunner();
});
const html = async (md: string) => (await run(md)).html;

test('==x== is marked, also around other formatting', async () => {
  assert.equal(await html('A ==marked== word.'), '<p>A <mark>marked</mark> word.</p>');
  assert.equal(await html('==a **bold** part=='), '<p><mark>a <strong>bold</strong> part</mark></p>');
});

test('== with spaces inside the markers, or unpaired, stays text', async () => {
  assert.equal(await html('a == b == c'), '<p>a == b == c</p>');
  assert.equal(await html('x ==y'), '<p>x ==y</p>');
});

test('^sup^ and ~sub~ hold no spaces; ~~x~~ is still strikethrough', async () => {
  assert.equal(await html('19^th^ and H~2~O'), '<p>19<sup>th</sup> and H<sub>2</sub>O</p>');
  assert.equal(await html('a ^b c^ d ~e f~'), '<p>a ^b c^ d ~e f~</p>');
  assert.equal(await html('~~gone~~'), '<p><del>gone</del></p>');
});

test('code spans and code blocks are left alone', async () => {
  assert.equal(await html('`==x==` and `H~2~O`'), '<p><code>==x==</code> and <code>H~2~O</code></p>');
  assert.doesNotMatch(await html('```text\n==x==\n```'), /<mark>/);
});

test('heading slugs are made from the text without the markers', async () => {
  assert.match(await html('## Use ==this== one'), /<h2 id="use-this-one"/);
});
