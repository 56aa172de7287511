import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { createMarkdownTransformer, type MarkdownTransformer } from '../../../../cli/markdown/processor.ts';
import type { MarkdownOptions, TransformedPage } from '../../../../cli/markdown/types.ts';
import { testMarkdownOptions } from '../../../helpers/markdown.ts';

const OPTIONS: MarkdownOptions = testMarkdownOptions();

let transform: MarkdownTransformer;
before(async () => {
  transform = await createMarkdownTransformer(OPTIONS);
});

const run = (body: string, frontmatter: Record<string, unknown> = {}, lang = 'en-US'): Promise<TransformedPage> =>
  transform({ body, relPath: 'guide/a.md', displayFile: 'docs/guide/a.md', frontmatter, lang });

/** The heading element of `html` with this id, as written. */
const headingWithId = (html: string, id: string) => new RegExp(`<h(\\d) id="${id}"[^>]*>`).exec(html);

describe('createMarkdownTransformer: title and headings', () => {
  test('a leading # Title is removed from the body and returned as h1', async () => {
    const r = await run('# Title\n\nFirst paragraph.\n');
    assert.equal(r.h1, 'Title');
    assert.doesNotMatch(r.html, /<h1/);
    assert.match(r.html, /<p>First paragraph\.<\/p>/);
  });

  test('a # heading that is not first stays in the body and is not the h1', async () => {
    const r = await run('Intro.\n\n# Later\n');
    assert.equal(r.h1, undefined);
    assert.match(r.html, /<h1 id="later"/);
  });

  test('headings get slug ids, a tabindex and an anchor link', async () => {
    const r = await run('## Mount Path!\n');
    assert.match(r.html, /<h2 id="mount-path" tabindex="-1"><a href="#mount-path" class="header-anchor" aria-hidden="true" tabindex="-1">#<\/a>Mount Path!<\/h2>/);
    assert.deepEqual(r.ids, ['mount-path']);
  });

  test('CJK heading text is kept in the id', async () => {
    const r = await run('## 挂载路径\n');
    assert.ok(headingWithId(r.html, '挂载路径'));
    assert.deepEqual(r.ids, ['挂载路径']);
    assert.equal(r.headers[0].slug, '挂载路径');
  });

  test('duplicate headings get -1, -2 suffixes', async () => {
    const r = await run('## Setup\n\n## Setup\n\n## Setup\n');
    assert.deepEqual(r.ids, ['setup', 'setup-1', 'setup-2']);
    assert.ok(headingWithId(r.html, 'setup-1'));
  });

  test('headers nest h3 inside h2, and h4 is left out at depth 2', async () => {
    const r = await run('## One\n\n### One A\n\n#### Deep\n\n### One B\n\n## Two\n');
    assert.deepEqual(r.headers, [
      {
        level: 2,
        title: 'One',
        slug: 'one',
        children: [
          { level: 3, title: 'One A', slug: 'one-a', children: [] },
          { level: 3, title: 'One B', slug: 'one-b', children: [] },
        ],
      },
      { level: 2, title: 'Two', slug: 'two', children: [] },
    ]);
    assert.ok(r.ids.includes('deep'), 'the h4 still gets an id');
  });

  test('headerDepth in front matter overrides the build depth', async () => {
    const r = await run('## One\n\n### Sub\n', { headerDepth: 1 });
    assert.deepEqual(r.headers, [{ level: 2, title: 'One', slug: 'one', children: [] }]);
  });
});

describe('createMarkdownTransformer: links', () => {
  test('relative .md links are rewritten to routes and recorded with their line', async () => {
    const r = await run('Intro.\n\nSee [docker](./install/docker.md#run) and\n[c](../config/README.md).\n');
    assert.match(r.html, /<a href="\/guide\/install\/docker\.html#run">docker<\/a>/);
    assert.match(r.html, /<a href="\/config\/">c<\/a>/);
    assert.deepEqual(
      r.links.map((l) => [l.url, l.line]),
      [
        ['/guide/install/docker.html#run', 3],
        ['/config/', 4],
      ],
    );
  });

  test('a pure #hash link stays a hash and is recorded against the page route', async () => {
    const r = await run('[x](#setup)\n\n## Setup\n');
    assert.match(r.html, /<a href="#setup">x<\/a>/);
    assert.deepEqual(r.links.map((l) => l.url), ['/guide/a.html#setup']);
  });

  test('link line numbers count the blank lines that replace front matter', async () => {
    const r = await run('\n\n\n\n[a](/faq/)\n');
    assert.deepEqual(r.links, [{ url: '/faq/', line: 5, column: 1 }]);
  });

  test('external links open in a new tab with rel noopener and are not recorded', async () => {
    const r = await run('[gh](https://github.com/alist-org/alist)\n');
    assert.match(r.html, /<a href="https:\/\/github\.com\/alist-org\/alist" target="_blank" rel="noopener noreferrer" class="external-link">gh<span class="external-icon" aria-hidden="true"><\/span><span class="sr-only">\(opens in a new tab\)<\/span><\/a>/);
    assert.deepEqual(r.links, []);
  });

  test('mailto: links are left alone', async () => {
    const r = await run('[mail](mailto:i@nn.ci)\n');
    assert.match(r.html, /<a href="mailto:i@nn\.ci">mail<\/a>/);
    assert.doesNotMatch(r.html, /target=/);
  });
});

describe('createMarkdownTransformer: containers', () => {
  test('::: tip gets the default title of the language', async () => {
    const r = await run('::: tip\nhello\n:::\n');
    assert.equal(r.html, '<div class="hint-container tip"><p class="hint-container-title">Tip</p><p>hello</p></div>');
  });

  test('a custom title follows the type', async () => {
    const r = await run('::: warning Keep your token secret\nx\n:::\n');
    assert.match(r.html, /<div class="hint-container warning"><p class="hint-container-title">Keep your token secret<\/p><p>x<\/p><\/div>/);
  });

  test('::: details becomes <details> with a <summary>', async () => {
    const r = await run('::: details Show the full log\nlog\n:::\n');
    assert.equal(r.html, '<details class="hint-container details"><summary class="hint-container-title">Show the full log</summary><p>log</p></details>');
  });

  test('an outer :::: container holds an inner ::: one', async () => {
    const r = await run(':::: tip\nouter\n\n::: warning\ninner\n:::\n\nafter\n::::\n');
    assert.equal(
      r.html,
      '<div class="hint-container tip"><p class="hint-container-title">Tip</p><p>outer</p>' +
        '<div class="hint-container warning"><p class="hint-container-title">Warning</p><p>inner</p></div>' +
        '<p>after</p></div>',
    );
  });

  test('a list inside a container stays a list inside the container', async () => {
    const r = await run('::: tip\n- a\n- b\n:::\n\nafter\n');
    assert.match(r.html, /^<div class="hint-container tip"><p class="hint-container-title">Tip<\/p><ul>\s*<li>a<\/li>\s*<li>b<\/li>\s*<\/ul><\/div>/);
    assert.match(r.html, /<\/div>\s*<p>after<\/p>$/);
  });

  test('::: inside a fenced code block is left as code', async () => {
    const r = await run('```md\n::: tip\ntext\n:::\n```\n');
    assert.doesNotMatch(r.html, /hint-container/);
    assert.doesNotMatch(r.html, /dc:/);
    assert.match(r.html, /<span[^>]*>::: tip<\/span>/);
    assert.equal(r.diagnostics.length, 0);
  });

  test('an unclosed container is a warning with its line, and the content is still rendered', async () => {
    const r = await run('text\n\n::: tip\nunclosed\n');
    assert.deepEqual(r.diagnostics, [
      { severity: 'warning', file: 'docs/guide/a.md', line: 3, message: 'container "::: tip" is not closed (add a line with ":::")' },
    ]);
    assert.match(r.html, /<div class="hint-container tip"><p class="hint-container-title">Tip<\/p><p>unclosed<\/p><\/div>/);
  });

  test(
    '::: lines inside an indented code block are shown as written',
    {},
    async () => {
      const r = await run('Text\n\n    ::: tip\n    :::\n');
      assert.doesNotMatch(r.html, /dc:open|dc:close/);
      assert.match(r.html, /<span>::: tip<\/span>/);
    },
  );

  test('left, center, right and justify align their content', async () => {
    for (const side of ['left', 'center', 'right', 'justify']) {
      assert.equal((await run(`::: ${side}\ntext\n:::\n`)).html, `<div class="align-${side}"><p>text</p></div>`);
    }
  });

  test('an unknown container name is a warning with its line; its content is kept', async () => {
    const r = await run('one\n\n::: nosuch Title\nkept\n:::\n');
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].line, 3);
    assert.match(r.diagnostics[0].message, /unknown container "::: nosuch"/);
    assert.match(r.html, /<div class="custom-container nosuch"><p>kept<\/p><\/div>/);
  });

  test('a stray closing fence is a warning, not a crash', async () => {
    const r = await run('text\n\n:::\n');
    assert.match(r.diagnostics[0].message, /closes no open container/);
  });

  test('container titles follow the page language', async () => {
    assert.match((await run('::: warning\nx\n:::\n', {}, 'zh-CN')).html, /<p class="hint-container-title">注意<\/p>/);
  });

  test('headings inside a container are collected', async () => {
    const r = await run('::: tip\n## Inside\n:::\n');
    assert.deepEqual(r.headers.map((h) => h.slug), ['inside']);
  });
});

describe('createMarkdownTransformer: code', () => {
  test('a fence is highlighted by shiki with light and dark colour variables', async () => {
    const r = await run('```js\nconst a = 1;\n```\n');
    assert.match(r.html, /^<figure class="code-block line-numbers" data-lang="js" data-lines="1"><pre class="shiki[^"]*"/);
    assert.match(r.html, /--shiki-light:#[0-9A-Fa-f]{6}/);
    assert.match(r.html, /--shiki-dark:#[0-9A-Fa-f]{6}/);
    assert.match(r.html, /<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const<\/span>/);
  });

  test('token colours read at 4.5:1 on both code backgrounds (github-dark comments are lightened)', async () => {
    const r = await run('```bash\n# a comment\necho 1\n```\n');
    const comment = /<span style="--shiki-light:(#[0-9A-F]{6});--shiki-dark:(#[0-9A-F]{6})"># a comment<\/span>/i.exec(r.html);
    assert.ok(comment, r.html);
    assert.equal(comment[1].toUpperCase(), '#6A737D');
    assert.notEqual(comment[2].toUpperCase(), '#6A737D');
    assert.match(r.html, /<pre class="shiki[^"]*" style="[^"]*" tabindex="0">/, 'scrollable code is focusable');
  });

  test('tokens of a highlighted line also read on the worst tint of any theme colour', async () => {
    const r = await run('```bash {2}\n# plain comment\n# marked comment\n```\n');
    const colour = (text: string) => new RegExp(`<span style="--shiki-light:(#[0-9A-F]{6});--shiki-dark:(#[0-9A-F]{6})">${text}</span>`, 'i').exec(r.html)!;
    const plain = colour('# plain comment');
    const marked = colour('# marked comment');
    assert.match(r.html, /<span class="line highlighted">/);
    assert.notEqual(marked[2], plain[2], 'the dark comment of the highlighted line is lighter still');
    assert.notEqual(marked[1], plain[1], 'the light comment of the highlighted line is darker');
  });

  test('[title] becomes a figcaption', async () => {
    const r = await run('```bash [install.sh]\necho 1\n```\n');
    assert.match(r.html, /<figure class="code-block line-numbers" data-lang="bash" data-lines="1"><figcaption class="code-title">install\.sh<\/figcaption><pre/);
  });

  test('{2} marks the second line highlighted and no other', async () => {
    const r = await run('```bash {2}\necho 1\necho 2\necho 3\n```\n');
    const lines = [...r.html.matchAll(/<span class="(line[^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(lines, ['line', 'line highlighted', 'line']);
    // The highlighted line holds the second line's text (its tokens may be one span or several).
    const second = /<span class="line highlighted">((?:<span[^>]*>[^<]*<\/span>)+)<\/span>/.exec(r.html)?.[1] ?? '';
    assert.equal(second.replace(/<[^>]+>/g, ''), 'echo 2');
  });

  test('an unknown language is a warning with its line and the code is shown plain', async () => {
    const r = await run('text\n\n```nosuchlang\na < b\n```\n');
    assert.deepEqual(r.diagnostics, [
      { severity: 'warning', file: 'docs/guide/a.md', line: 3, message: 'unknown code language "nosuchlang", shown as plain text' },
    ]);
    assert.match(r.html, /<code><span class="line"><span>a &#x3C; b<\/span><\/span><\/code>/);
  });

  test('an unknown language is warned about on every page that uses it', async () => {
    const first = await run('```nosuchlang2\nx\n```\n');
    const second = await run('```nosuchlang2\ny\n```\n');
    assert.equal(first.diagnostics.length, 1);
    assert.equal(second.diagnostics.length, 1);
  });

  test('a plain-text fence is not a warning', async () => {
    const r = await run('```text\nx\n```\n');
    assert.deepEqual(r.diagnostics, []);
  });

  test('every block has a copy button named "Copy code" and is owned by the code widget', async () => {
    const r = await run('```bash\necho 1\n```\n');
    assert.match(r.html, /<button type="button" class="copy-code" aria-label="Copy code" title="Copy code"><\/button><\/figure>/);
    assert.deepEqual(r.widgets, ['code']);
  });

  test(':no-line-numbers leaves the line-numbers class off', async () => {
    const r = await run('```bash :no-line-numbers\necho 1\n```\n');
    assert.match(r.html, /<figure class="code-block" data-lang="bash"/);
  });

  test('a block over 15 lines is collapsible, with an expand button in the page language', async () => {
    const long = Array.from({ length: 16 }, (_, i) => `echo ${i}`).join('\n');
    const en = await run(`\`\`\`bash\n${long}\n\`\`\`\n`);
    assert.match(en.html, /data-collapsed-lines="15" style="--collapsed-lines:15"/);
    assert.match(en.html, /<button type="button" class="code-expand" aria-expanded="false" data-expand="Expand code" data-collapse="Collapse code">Expand code<\/button>/);
    const zh = await run(`\`\`\`bash\n${long}\n\`\`\`\n`, {}, 'zh-CN');
    assert.match(zh.html, />展开代码<\/button>/);
    const short = await run('```bash\necho 1\n```\n');
    assert.doesNotMatch(short.html, /code-expand|data-collapsed-lines/);
    const open = await run(`\`\`\`bash :no-collapsed-lines\n${long}\n\`\`\`\n`);
    assert.doesNotMatch(open.html, /code-expand/);
  });

  test('an unclosed fence is a warning with its line, and the rest is shown as code', async () => {
    const r = await run('Text\n\n```bash\necho 1\n');
    assert.deepEqual(r.diagnostics, [
      { severity: 'warning', file: 'docs/guide/a.md', line: 3, column: 1, message: 'code fence ``` is never closed: everything after it is shown as code (add a line with ```)' },
    ]);
    assert.match(r.html, /echo/);
  });

  test('closed fences in lists and quotes are not reported', async () => {
    const r = await run('> ```js\n> a\n> ```\n\n- item\n\n  ```js\n  b\n  ```\n');
    assert.deepEqual(r.diagnostics, []);
  });

  test('a mermaid fence becomes a named image placeholder with its source encoded', async () => {
    const r = await run('```mermaid\ngraph TD; A-->B\n```\n');
    assert.doesNotMatch(r.html, /shiki/);
    assert.equal(r.html, '<div class="diagram mermaid" data-widget="mermaid" role="img" aria-label="Diagram" data-code="graph%20TD%3B%20A--%3EB"></div>');
    assert.deepEqual(r.widgets, ['mermaid']);
  });

  test('a drawn fence takes its name from [title] or the words after the language, and flow its preset', async () => {
    const titled = await run('```echarts [Downloads per month]\n{}\n```\n');
    assert.match(titled.html, /data-widget="echarts" role="img" aria-label="Downloads per month"/);
    const flow = await run('```flow ant\nst=>start: Go\n```\n');
    assert.match(flow.html, /class="diagram flowchart" data-widget="flowchart" role="img" aria-label="Flowchart" data-code="[^"]*" data-preset="ant"/);
    const zh = await run('```mermaid\ngraph TD\n```\n', {}, 'zh-CN');
    assert.match(zh.html, /aria-label="图示"/);
  });
});

describe('createMarkdownTransformer: reading time and excerpt', () => {
  test('reading time counts Latin words', async () => {
    const words = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' ');
    const r = await run(`${words}\n`);
    assert.deepEqual(r.readingTime, { words: 600, minutes: 2 });
  });

  test('each CJK character counts as one word', async () => {
    const r = await run('中文中文中文 hello world\n');
    assert.equal(r.readingTime.words, 8);
  });

  test('the excerpt is the first paragraph', async () => {
    const r = await run('# Title\n\nFirst   paragraph\nwraps.\n\nSecond one.\n');
    assert.equal(r.excerpt, 'First paragraph wraps.');
  });

  test('the description front matter wins over the first paragraph', async () => {
    const r = await run('First paragraph.\n', { description: 'From front matter' });
    assert.equal(r.excerpt, 'From front matter');
  });

  test('a long first paragraph is cut to 200 characters with an ellipsis', async () => {
    const r = await run(`${'abcd '.repeat(100)}\n`);
    assert.equal(r.excerpt.length, 200);
    assert.ok(r.excerpt.endsWith('…'));
  });
});

describe('createMarkdownTransformer: tables', () => {
  test('a table scrolls in a wrapper that the keyboard can focus; the table itself is unchanged', async () => {
    const r = await run('| a | b |\n|---|---|\n| 1 | 2 |\n');
    assert.match(r.html, /^<div class="table-scroll" tabindex="0"><table>\n<thead>[\s\S]*<\/table><\/div>$/);
  });

  test('a table inside a container is wrapped once', async () => {
    const r = await run('::: tip\n| a |\n|---|\n| 1 |\n:::\n');
    assert.equal(r.html.match(/class="table-scroll"/g)?.length, 1);
    assert.match(r.html, /<div class="table-scroll" tabindex="0"><table>/);
  });
});

describe('createMarkdownTransformer: task lists', () => {
  test('each task checkbox is labelled by its item text; a nested list stays outside the label', async () => {
    const r = await run('- [x] done\n- [ ] to **do**\n  - [ ] nested\n');
    assert.match(r.html, /<li class="task-list-item"><label><input type="checkbox" checked disabled> done<\/label><\/li>/);
    assert.match(r.html, /<li class="task-list-item"><label><input type="checkbox" disabled> to <strong>do<\/strong><\/label>\n<ul class="contains-task-list">/);
    assert.match(r.html, /<label><input type="checkbox" disabled> nested<\/label>/);
  });

  test('in a loose task list the label is inside the paragraph', async () => {
    const r = await run('- [x] one\n\n- [ ] two\n');
    assert.match(r.html, /<p><label><input type="checkbox" checked disabled> one<\/label><\/p>/);
  });

  test('a plain list is left alone', async () => {
    const r = await run('- [link](/x.html) text\n');
    assert.doesNotMatch(r.html, /<label>/);
  });
});
