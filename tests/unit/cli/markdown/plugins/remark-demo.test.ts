import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { demoDocument } from '../../../../../cli/markdown/plugins/remark-demo.ts';
import { markdownRunner } from '../../../../helpers/markdown.ts';

let run: Awaited<ReturnType<typeof markdownRunner>>;
before(async () => {
  run = await markdownRunner();
});

const DEMO = '::: normal-demo A counter\nClick it.\n\n```html\n<button>0</button>\n```\n\n```css\nbutton { color: red; }\n```\n\n```js\ndocument.body.dataset.ran = "yes";\n```\n:::\n';

test('a demo is a figure: title, text, a sandboxed frame running the code, the code, and two playground forms', async () => {
  const r = await run(DEMO);
  assert.match(r.html, /^<figure class="code-demo"><figcaption class="code-demo-title">A counter<\/figcaption>\n?<p>Click it\.<\/p>/);
  const frame = /<iframe class="code-demo-frame" title="A counter — Result" sandbox="allow-scripts allow-modals" loading="lazy" srcdoc="([^"]*)"><\/iframe>/.exec(r.html);
  assert.ok(frame, 'the frame is there');
  const doc = frame[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  assert.equal(doc, demoDocument({ html: '<button>0</button>', css: 'button { color: red; }', js: 'document.body.dataset.ran = "yes";' }));
  assert.match(r.html, /<details class="code-demo-code"><summary>Code<\/summary>(\n?<figure class="code-block[^"]*" data-lang="(html|css|js)")/);
  assert.match(r.html, /<form action="https:\/\/codepen\.io\/pen\/define" method="post" target="_blank"><input type="hidden" name="data" value="\{&quot;title&quot;:&quot;A counter&quot;,&quot;html&quot;:&quot;&lt;button&gt;0&lt;\/button&gt;&quot;/);
  assert.match(r.html, /<form action="https:\/\/jsfiddle\.net\/api\/post\/library\/pure\/" method="post" target="_blank"><input type="hidden" name="html" value="&lt;button&gt;0&lt;\/button&gt;">/);
  assert.match(r.html, /<button type="submit">Open in CodePen<\/button>/);
  assert.deepEqual(r.diagnostics, []);
});

test('the frame document puts css in a style and js in a script that cannot be closed early', () => {
  const doc = demoDocument({ html: '<p>x</p>', css: 'p{}', js: 'const s = "</script>";' });
  assert.match(doc, /<style>body\{[^}]*\}p\{\}<\/style><\/head><body><p>x<\/p><script>const s = "<\\\/script>";<\/script><\/body><\/html>$/);
});

test('a demo with no html, css or js block is a warning', async () => {
  const r = await run('::: normal-demo Empty\nJust text.\n:::\n');
  assert.match(r.diagnostics[0].message, /holds no ```html, ```css or ```js block/);
});

test('labels follow the page language', async () => {
  const r = await run(DEMO, {}, 'zh-CN');
  assert.match(r.html, /<summary>代码<\/summary>/);
  assert.match(r.html, /在 CodePen 中打开/);
});
