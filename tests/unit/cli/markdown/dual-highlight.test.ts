import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Element, ElementContent } from 'hast';
import { createHighlighter, type Highlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { highlightDual } from '../../../../cli/markdown/dual-highlight.ts';
import { ensureLanguages, getHighlighter, PLAIN_LANGS } from '../../../../cli/markdown/highlighter.ts';
import { ensureReadableTokens } from '../../../../cli/markdown/plugins/rehype-shiki.ts';
import { WIDGET_FENCES } from '../../../../cli/markdown/plugins/rehype-widget-fences.ts';

const THEMES = { light: 'github-light', dark: 'github-dark' };
const DOCS = path.resolve(import.meta.dirname, '../../../../docs');

interface Line {
  className: string[];
  text: string;
  /** Per character (UTF-16 unit): its style declarations, sorted, as a reader's browser applies them. */
  styles: string[];
}
interface Flat {
  pre: { className: string[]; style: unknown; tabindex: unknown };
  /** Text between the line spans: shiki puts exactly one newline there. */
  separators: string[];
  lines: Line[];
}

const classList = (el: Element): string[] => {
  const cls: unknown = el.properties.className ?? el.properties.class;
  return Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? cls.split(/\s+/).filter(Boolean) : [];
};
const normalStyle = (style: unknown): string =>
  typeof style === 'string' ? style.split(';').filter((d) => d.includes(':')).map((d) => d.trim()).sort().join(';') : '';

/** What a reader sees of a highlighted <pre>: its attributes, its lines, and the style of every character. */
function flatten(pre: Element): Flat {
  assert.equal(pre.tagName, 'pre');
  assert.equal(pre.children.length, 1);
  const code = pre.children[0] as Element;
  assert.equal(code.tagName, 'code');
  const flat: Flat = { pre: { className: classList(pre), style: pre.properties.style, tabindex: pre.properties.tabindex }, separators: [], lines: [] };
  const walk = (nodes: ElementContent[], style: string, line: Line) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        line.text += node.value;
        for (let i = 0; i < node.value.length; i++) line.styles.push(style);
      } else if (node.type === 'element') {
        assert.equal(node.tagName, 'span');
        walk(node.children, node.properties.style === undefined ? style : normalStyle(node.properties.style), line);
      }
    }
  };
  for (const node of code.children) {
    if (node.type === 'text') flat.separators.push(node.value);
    else if (node.type === 'element') {
      assert.equal(node.tagName, 'span');
      const line: Line = { className: classList(node), text: '', styles: [] };
      walk(node.children, '', line);
      flat.lines.push(line);
    }
  }
  return flat;
}

/**
 * Checks `code` both ways: as shiki's spans exactly, and with equal neighbours joined (same look).
 * Returns the number of tokens of each: shiki's and joined.
 */
function check(hl: Highlighter, code: string, lang: string, label: string, opts: { highlight?: Set<number>; readable?: boolean; themes?: Record<string, string> } = {}): [number, number] {
  const { highlight, readable = false, themes = THEMES } = opts;
  const theirs = shiki(hl, code, lang, highlight, readable, themes);
  assertSameTree(dual(hl, code, lang, highlight, readable, themes), theirs, label);
  const joined = dual(hl, code, lang, highlight, readable, themes, true);
  assertSameLook(joined, theirs, `${label} (joined)`);
  return [tokenCount(theirs), tokenCount(joined)];
}

/** Asserts that two renderings look the same, naming the first character that differs. */
function assertSameLook(actual: Element, expected: Element, label: string) {
  const a = flatten(actual);
  const e = flatten(expected);
  assert.deepEqual(a.pre, e.pre, `${label}: <pre> attributes`);
  assert.deepEqual(a.separators, e.separators, `${label}: line separators`);
  assert.equal(a.lines.length, e.lines.length, `${label}: number of lines`);
  for (let n = 0; n < e.lines.length; n++) {
    const [al, el] = [a.lines[n], e.lines[n]];
    assert.deepEqual(al.className, el.className, `${label}: class of line ${n + 1}`);
    assert.equal(al.text, el.text, `${label}: text of line ${n + 1}`);
    for (let c = 0; c < el.styles.length; c++) {
      if (al.styles[c] !== el.styles[c]) {
        assert.fail(`${label}: line ${n + 1}, column ${c + 1} (${JSON.stringify(el.text.slice(c, c + 12))}): got ${al.styles[c]}, shiki has ${el.styles[c]}`);
      }
    }
  }
}

/** Asserts that a rendering is shiki's, node for node, span for span (as HTML would be written). */
function assertSameTree(actual: Element, expected: Element, label: string) {
  assertSameLook(actual, expected, label); // names the first character that differs, if any
  assert.deepEqual(JSON.parse(JSON.stringify(actual)), JSON.parse(JSON.stringify(expected)), `${label}: tree`);
}

/** The number of <span> tokens of a rendering (lines excluded). */
const tokenCount = (pre: Element) => JSON.stringify(pre).split('"tagName":"span"').length - 1 - flatten(pre).lines.length;

/** shiki's rendering, as rehype-shiki did it before: highlighted lines by a transformer, then the contrast pass. */
function shiki(hl: Highlighter, code: string, lang: string, highlight?: Set<number>, readable = false, themes: Record<string, string> = THEMES): Element {
  const pre = hl.codeToHast(code, {
    lang,
    themes,
    defaultColor: false,
    // Without a time budget, like highlightDual: with shiki's 500 ms, a line that first compiles a grammar on a busy core is cut short.
    tokenizeTimeLimit: 0,
    transformers: highlight?.size ? [{ line(node, line) { if (highlight.has(line)) this.addClassToHast(node, 'highlighted'); } }] : [],
  }).children[0] as Element;
  if (readable) ensureReadableTokens(pre);
  return pre;
}

function dual(hl: Highlighter, code: string, lang: string, highlight?: Set<number>, readable = false, themes: Record<string, string> = THEMES, mergeSameStyle = false): Element {
  const pre = highlightDual(hl, code, { lang, themes, highlight, readable, mergeSameStyle });
  assert.ok(pre, `highlightDual renders ${lang}`);
  return pre;
}

/** Hand-written samples: every construct that spans lines or tokens in an unusual way. */
const SAMPLES: [lang: string, code: string][] = [
  ['bash', '#!/usr/bin/env bash\n# install\ncurl -fsSL "https://example.com/v3/install.sh" | sudo bash -s install /opt/alist\nexport PORT=${PORT:-5244}  \nif [ -f "$HOME/.alist" ]; then\n\techo "found: $(cat ~/.alist | wc -l) lines"\nfi'],
  ['bash', 'cat > /etc/alist.conf <<EOF\n{\n  "port": 5244,\n  "name": "$NAME"\n}\nEOF\necho done'],
  ['bash', "cat <<-'END'\n\tliteral $not_expanded\n\tEND\nls -la | grep -E '^d' && echo \"multi\nline string\" ; x=$((1 + 2))"],
  ['sh', 'docker run -d --restart=always -v /etc/alist:/opt/alist/data -p 5244:5244 -e PUID=0 -e PGID=0 -e UMASK=022 --name="alist" xhofe/alist:latest'],
  ['shell', 'for f in *.md; do\n  sed -i \'s/a/b/g\' "$f"   # trailing comment   \ndone\n'],
  ['go', 'package main\n\nimport (\n\t"fmt"\n\t"os"\n)\n\n/* block\n   comment */\nfunc main() {\n\traw := `multi\nline ${raw}`\n\tfmt.Println("héllo, 世界", raw, 0x1F, 3.14e-2) // done\n\tif err := os.Exit; err != nil { panic(err) }\n}'],
  ['yaml', 'version: "3.3"\nservices:\n  alist:\n    image: \'xhofe/alist:latest\'\n    ports:\n      - "5244:5244"   \n    environment:\n      - PUID=0\n    command: |\n      multi line\n      block scalar # not a comment\n    other: >-\n      folded\n# comment\nanchors: &a { x: 1 }\nref: *a'],
  ['json', '{\n  "force": false,\n  "address": "0.0.0.0",\n  "port": 5244,\n  "scheme": { "https_port": -1, "cert_file": "", "ratio": 1.5e3 },\n  "list": [true, null, "\\u4e2d\\n"]\n}'],
  ['jsonc', '{\n  // comment\n  "a": 1, /* block */ "b": [1, 2,]\n}'],
  ['typescript', 'import type { A } from "./a.ts";\n/**\n * Docs with @param tags\n */\nexport async function f<T extends object>(x: T, ...rest: unknown[]): Promise<T | undefined> {\n  const re = /a+b?[c-d]\\//gi;\n  const tpl = `x ${x} and ${`nested ${1}`}\n  second line`;\n  return rest.length ? (x as T) : undefined; // why\n}\nenum E { A = 1, B }\nclass C implements A { #p = 1; get q() { return this.#p } }'],
  ['tsx', 'export function App({ name }: { name: string }) {\n  return (\n    <div className="app" onClick={() => alert(`hi ${name}`)}>\n      {/* comment */}\n      <Foo.Bar x={1} y="2" {...rest} />\n      text &amp; more\n    </div>\n  );\n}'],
  ['js', 'const a = 1;\nlet s = \'single\' + "double" + `tmpl ${a}`;\n// line comment\n/* multi\n   line */\nexport default { a, s, re: /x/g, n: 1_000n };'],
  ['javascript', 'async function* g() { yield await fetch("/api/fs/list", { method: "POST" }).then((r) => r.json()); }'],
  ['nginx', 'server {\n    listen 80;\n    server_name example.com;\n    location / {\n        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;\n        proxy_set_header Host $http_host;\n        proxy_pass http://127.0.0.1:5244;\n        # comment\n        client_max_body_size 20000m;\n    }\n}'],
  ['dockerfile', 'FROM alpine:3.19 AS builder\nARG VERSION=1.0\nRUN apk add --no-cache \\\n    bash \\\n    curl && \\\n    echo "done"\n# comment\nCOPY --from=builder /app /app\nENTRYPOINT ["/app/alist", "server"]\nEXPOSE 5244'],
  ['ini', '[database]\ntype = sqlite3 ; comment\nhost=\n# another comment\nport = 0\n\n[scheme]\nhttps = false'],
  ['toml', 'title = "TOML"\n[owner]\nname = """\nmulti-line\nbasic string"""\nliteral = \'\'\'\nraw\n\'\'\'\ndob = 1979-05-27T07:32:00-08:00\n[[products]]\nsku = 738594937\narr = [ 1, 2, { a = 1 } ]  # comment'],
  ['sql', "SELECT u.id, COUNT(*) AS n -- trailing comment\nFROM x_users u\n/* block\n   comment */\nWHERE u.name LIKE 'a%' AND u.id IN (1, 2)\nGROUP BY u.id HAVING n > 1;\nUPDATE x_setting_items SET value='true' WHERE key='sign_all';"],
  ['python', 'import os\n\n\ndef f(x: int = 1, *args, **kw) -> str:\n    """Multi-line\n    docstring."""\n    s = f"value {x!r:>10} {os.sep}"\n    b = rb\'\\x00\'\n    return s  # comment\n\n@decorator\nclass A(B):\n    pass'],
  ['md', '# Title\n\nSome *emphasis*, **strong**, ~~struck~~, <u>html</u>, ***both***, `code` and a [link](https://a.b "t").\n\n```bash\n# embedded bash\necho "$HOME" | grep x\n```\n\n~~~json\n{"a": [1, 2]}\n~~~\n\n> quote\n> - list in quote\n\n1. one\n2. two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<div align="center">html</div>'],
  ['markdown', '---\ntitle: front matter\ntags: [a, b]\n---\n\n```yaml\nkey: value\n```\n\n```go\nfunc main() {}\n```\n\n    indented code\n\ntext'],
  // shiki leaves empty lines untokenized, so a block that an empty line would close goes on.
  ['md', '<div align="center">\n\n# Heading\n\n**bold** and `code`\n</div>\n\n# Heading'],
  ['md', 'paragraph\n\n    **bold** in indented code, or not\n\n> quote\n\n> - list'],
  ['powershell', '$env:ALIST = "C:\\alist"\nGet-ChildItem -Path $env:ALIST | Where-Object { $_.Length -gt 1kb }\n<# block\n   comment #>\nWrite-Host "done: $($x.Count)" # comment\n@"\nhere-string $var\n"@'],
  ['html', '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <style>\n    body { color: #333; }\n  </style>\n  <script>\n    const x = "<b>";\n  </script>\n</head>\n<body>\n  <!-- comment\n       spanning lines -->\n  <a href="/x" title=\'y\'>link &amp; text</a>\n</body>\n</html>'],
  ['css', ':root { --theme-color: #3eaf7c; }\n/* comment */\n.a > .b:hover::after, @media (max-width: 600px) {\n  content: "\\201C";\n  margin: 0 -1rem calc(100% - 2px) !important;\n}'],
  ['apache', '<VirtualHost *:80>\n    ServerName example.com\n    # comment\n    ProxyPass / http://127.0.0.1:5244/ nocanon\n    RewriteRule ^/(.*)$ https://%{HTTP_HOST}/$1 [R=301,L]\n</VirtualHost>'],
  ['xml', '<?xml version="1.0" encoding="UTF-8"?>\n<!-- comment -->\n<root a="1">\n  <![CDATA[ raw <data> ]]>\n  <child>text &lt; more</child>\n</root>'],
  ['http', 'POST /api/auth/login HTTP/1.1\nHost: example.com\nContent-Type: application/json\n\n{"username": "admin", "password": "x"}'],
  // Shapes of text rather than languages.
  ['bash', ''],
  ['bash', '\n\n'],
  ['bash', 'echo a   \n\n\t\techo "tabs"\t\n   '],
  ['json', '{\r\n  "crlf": true,\r\n\r\n  "n": 1\r\n}\r\n'],
  ['go', 'x := 1\r\n/* crlf\r\n   comment */\r\ny := "lone\rcarriage"'],
  ['yaml', `long: ${'x'.repeat(1200)} # end\nlist: [${Array.from({ length: 150 }, (_, i) => `"item-${i}"`).join(', ')}]`],
  ['bash', 'echo "中文 😀 emoji" # 注释 with 𝒳 surrogate pairs\nmkdir 目录 && cd 目录\u00a0# nbsp\u3000ideographic space'],
  ['typescript', 'const s = "😀😀"; /* 🚀\n still comment */ const t = 1;'],
  ['text', 'plain text\n\n   indented   \n\ttab'],
  ['txt', ''],
  ['plaintext', 'a\r\nb'],
];

let hl: Highlighter;
before(async () => {
  hl = await getHighlighter(THEMES);
  const unknown = await ensureLanguages(hl, new Set([...SAMPLES.map(([lang]) => lang), ...docsBlocks().map((b) => b.lang)]));
  const missing = unknown.filter((l) => SAMPLES.some(([lang]) => lang === l));
  assert.deepEqual(missing, [], 'every sample language is known to shiki');
});

/** The fenced code blocks of the site's docs, with the language rehype-shiki would use for them. */
function docsBlocks(): { file: string; line: number; lang: string; code: string }[] {
  const blocks: { file: string; line: number; lang: string; code: string }[] = [];
  const files = fs.readdirSync(DOCS, { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort();
  for (const rel of files) {
    const lines = fs.readFileSync(path.join(DOCS, rel), 'utf8').split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`{[]*)/.exec(lines[i]);
      if (!open) continue;
      const [, indent, fence, info] = open;
      const body: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
        if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
        body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      }
      const lang = info.toLowerCase();
      if (!(lang in WIDGET_FENCES)) blocks.push({ file: rel, line: i + 1, lang, code: body.join('\n') });
      i = j;
    }
  }
  return blocks;
}

/** The language rehype-shiki highlights a fence with. */
const effectiveLang = (lang: string) => (!PLAIN_LANGS.has(lang) && hl.getLoadedLanguages().includes(lang) ? lang : 'text');

describe('highlightDual renders what shiki renders', () => {
  test('the <pre> of shiki: classes, CSS variables, tabindex, line spans', () => {
    const pre = dual(hl, 'echo hi\n\nls', 'bash');
    assert.deepEqual(pre.properties, {
      class: 'shiki shiki-themes github-light github-dark',
      style: '--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e',
      tabindex: '0',
    });
    const code = pre.children[0] as Element;
    assert.deepEqual(code.children.map((n) => (n.type === 'text' ? n.value : (n as Element).properties.class)), ['line', '\n', 'line', '\n', 'line']);
    assert.deepEqual((code.children[2] as Element).children, [], 'an empty line has no token');
  });

  test('plain text: one unstyled token per line, as shiki renders lang text', () => {
    const asHtmlSeesIt = (el: Element) => JSON.parse(JSON.stringify(el)); // shiki's <pre> also has `data: undefined`
    assert.deepEqual(asHtmlSeesIt(dual(hl, 'a\n\n b ', 'text')), asHtmlSeesIt(shiki(hl, 'a\n\n b ', 'text')));
    assert.deepEqual(asHtmlSeesIt(dual(hl, '', 'txt')), asHtmlSeesIt(shiki(hl, '', 'txt')));
  });

  test('hand-written samples: shiki\'s spans exactly; joined, the same look per character', () => {
    for (const [lang, code] of SAMPLES) check(hl, code, lang, `${lang} ${JSON.stringify(code.slice(0, 30))}`);
  });

  test('every code block of the docs: shiki\'s spans exactly; joined, the same look per character', () => {
    const blocks = docsBlocks();
    assert.ok(blocks.length >= 300, `found ${blocks.length} blocks`);
    let [shikiSpans, joinedSpans] = [0, 0];
    for (const b of blocks) {
      const [theirs, joined] = check(hl, b.code, effectiveLang(b.lang), `docs/${b.file}:${b.line} (${effectiveLang(b.lang)})`);
      shikiSpans += theirs;
      joinedSpans += joined;
    }
    assert.ok(joinedSpans < shikiSpans, `joining equal neighbours saves spans (${joinedSpans} vs ${shikiSpans})`);
  });

  test('highlighted lines and readable colours: same as shiki + transformer + ensureReadableTokens', () => {
    const cases: [string, string][] = [...SAMPLES, ...docsBlocks().map((b): [string, string] => [effectiveLang(b.lang), b.code])];
    for (const [lang, code] of cases) {
      const lines = code.split(/\r?\n/).length;
      const highlight = new Set([1, 3, lines].filter((n) => n <= lines));
      check(hl, code, lang, `${lang} ${JSON.stringify(code.slice(0, 30))} {1,3,${lines}}`, { highlight, readable: true });
    }
  });

  test('a highlighted line gets the class `highlighted`, and its tokens read on the tint', () => {
    const pre = dual(hl, '# comment\n# comment', 'bash', new Set([2]), true);
    const [first, , second] = (pre.children[0] as Element).children as Element[];
    assert.equal(first.properties.class, 'line');
    assert.deepEqual(second.properties.class, ['line', 'highlighted']);
    const style = (line: Element) => String((line.children[0] as Element).properties.style);
    assert.notEqual(style(first), style(second), 'the dark comment colour is raised further on the tint');
  });

  test('with mergeSameStyle, neighbours of equal style share a span', () => {
    // `echo` and ` 1` differ in token type only (shiki splits there), not in colour.
    assert.deepEqual(check(hl, 'echo 1', 'bash', 'echo 1'), [2, 1]);
  });

  test('what only shiki renders is left to it', () => {
    assert.equal(highlightDual(hl, 'x', { lang: 'ansi', themes: THEMES }), undefined);
    assert.throws(() => highlightDual(hl, 'x', { lang: 'nosuchlang', themes: THEMES }), /not found/);
  });
});

/**
 * Made-up themes for what the bundled ones rarely do: a rule that sets only a background (shiki
 * splits tokens there, so whitespace before the next token takes that token's colour), colours
 * that are not hex (shiki swaps them for placeholders and back), `colorReplacements`, a rule that
 * resets the font style, child (`>`) and parent selectors, every font style.
 */
const PROBES = {
  'probe-light': {
    name: 'probe-light',
    type: 'light',
    colorReplacements: { '#d73a49': '#c00000', '#fafafa': '#fbfbfb' },
    settings: [
      { settings: { foreground: '#333333', background: '#fafafa' } },
      { scope: 'keyword, storage', settings: { foreground: '#d73a49', fontStyle: 'bold' } },
      { scope: ['string', 'markup.inline.raw'], settings: { foreground: '#032f62' } },
      { scope: 'constant', settings: { foreground: '#005cc5', fontStyle: 'underline' } },
      { scope: 'comment', settings: { foreground: '#6a737d', fontStyle: 'italic strikethrough' } },
      { scope: 'punctuation.separator.dictionary.key-value, punctuation.separator.key-value', settings: { background: '#ffeeee' } },
      { scope: 'meta.structure.dictionary.json string', settings: { fontStyle: 'italic' } },
      { scope: 'meta.structure.dictionary.value.json string', settings: { fontStyle: '' } },
      { scope: 'source.shell > meta.scope string', settings: { foreground: '#22863a' } },
      { scope: 'variable', settings: { foreground: 'var(--probe-variable)' } },
    ],
  },
  'probe-dark': {
    name: 'probe-dark',
    type: 'dark',
    colors: { 'editor.foreground': '#e1e4e8', 'editor.background': '#1e1e1e' },
    settings: [
      { scope: 'keyword', settings: { foreground: '#f97583' } },
      { scope: 'string', settings: { foreground: '#9ecbff', background: '#102030' } },
      { scope: 'constant.numeric', settings: { foreground: 'currentColor', fontStyle: 'bold underline strikethrough' } },
      { scope: 'comment', settings: { foreground: '#6a737d' } },
      { scope: 'meta.embedded, markup.fenced_code', settings: { background: '#000000' } },
      { scope: 'entity.name', settings: { foreground: '#b392f0', fontStyle: 'italic' } },
      { scope: 'meta.function entity.name', settings: { fontStyle: 'bold' } },
    ],
  },
} as const;

describe('highlightDual with other themes', () => {
  // Themes with what github's lack: rules with a background (ayu, nord), a colour that is not hex
  // (one-light), many parent-scope rules, underline, three variants, keys not in light/dark order.
  const SETS: Record<string, string>[] = [
    { light: 'probe-light', dark: 'probe-dark' },
    { light: 'one-light', dark: 'ayu-dark' },
    { dark: 'monokai', light: 'everforest-light', dim: 'nord' },
  ];
  // One highlighter for all of them: its grammars are compiled once.
  let other: Highlighter;
  let cases: [string, string][];
  before(async () => {
    const names = [...new Set(SETS.flatMap((set) => Object.values(set)))];
    const themes = names.map((n) => (n in PROBES ? structuredClone(PROBES[n as keyof typeof PROBES]) : n)) as Parameters<typeof createHighlighter>[0]['themes'];
    other = await createHighlighter({ themes, langs: [], engine: createJavaScriptRegexEngine({ forgiving: true }) });
    const blocks = docsBlocks().filter((_, i) => i % 5 === 0);
    await ensureLanguages(other, new Set([...SAMPLES.map(([lang]) => lang), ...blocks.map((b) => b.lang)]));
    const lang = (l: string) => (!PLAIN_LANGS.has(l) && other.getLoadedLanguages().includes(l) ? l : 'text');
    cases = [...SAMPLES, ...blocks.map((b): [string, string] => [lang(b.lang), b.code])];
  });
  after(() => other.dispose());

  for (const themes of SETS) {
    const names = Object.values(themes).join(' + ');
    test(`${names}: shiki\'s spans exactly, plain and readable`, () => {
      for (const [l, code] of cases) {
        const label = `${names} ${l} ${JSON.stringify(code.slice(0, 30))}`;
        check(other, code, l, label, { themes });
        check(other, code, l, `${label} readable {2}`, { themes, highlight: new Set([2]), readable: true });
      }
    });
  }
});
