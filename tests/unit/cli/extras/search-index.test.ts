/** The search index builder: sections from rendered HTML, Chinese words, anchors, opt-outs, size; the setting; watch rebuilds. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { UserConfig } from '../../../../cli/config/define.ts';
import { resolveConfig } from '../../../../cli/config/resolve.ts';
import { validateConfig } from '../../../../cli/config/validate.ts';
import { buildLocaleIndex, buildSearchIndexes, sectionsOfHtml, trimExcerpt } from '../../../../cli/extras/search-index.ts';
import { parseFrontMatter } from '../../../../cli/stages/frontmatter.ts';
import { startWatch } from '../../../../cli/watch.ts';
import type { PageData } from '../../../../runtime/protocol.ts';
import { FIXTURES, REPO_ROOT } from '../../../helpers/site.ts';
import { decodePostings, FIELD_HEADING, FIELD_SPAN, FIELD_TEXT, FIELD_TITLE, type SearchIndexFile } from '../../../../runtime/search/index-format.ts';

const heading = (level: 2 | 3, id: string, text: string) => `<h${level} id="${id}" tabindex="-1"><a href="#${id}" class="header-anchor" aria-hidden="true" tabindex="-1">#</a>${text}</h${level}>`;

/** A page as the render stage has it; only what the index reads matters. */
function page(path: string, title: string, html: string, extra: Partial<PageData> = {}): PageData {
  return {
    path, title, html, lang: path.startsWith('/zh/') ? 'zh-CN' : 'en-US', locale: path.startsWith('/zh/') ? '/zh/' : '/', layout: 'doc', frontmatter: {}, headers: [], excerpt: '',
    readingTime: { minutes: 1, words: 1 }, git: { contributors: [] }, sidebar: null, breadcrumb: [], twins: [], widgets: [], ...extra,
  };
}

/** The fields (bit set) of `term` in `section`, or undefined when the term is not there. */
function fieldsOf(index: SearchIndexFile, term: string, section: number): number | undefined {
  const i = index.terms.indexOf(term);
  if (i < 0) return undefined;
  const p = decodePostings(index.postings[i]).find((x) => Math.floor(x / FIELD_SPAN) === section);
  return p === undefined ? undefined : p % FIELD_SPAN;
}

const config = (search?: UserConfig['search']) =>
  resolveConfig({ locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } }, search }, { root: '/tmp/site' });

describe('sectionsOfHtml', () => {
  test('splits at h2/h3 with ids; the anchor is the id and the heading text has no "#"', () => {
    const html = `<p>Intro text.</p>${heading(2, 'install-with-docker', 'Install with <code>docker</code>')}<p>Run it.</p>${heading(3, 'ports', 'Ports')}<p>5244 &amp; 5245</p><h4>Deep</h4><p>still ports</p>`;
    assert.deepEqual(sectionsOfHtml(html), [
      { anchor: '', heading: '', text: 'Intro text.' },
      { anchor: 'install-with-docker', heading: 'Install with docker', text: 'Run it.' },
      { anchor: 'ports', heading: 'Ports', text: '5244 & 5245 Deep still ports' },
    ]);
  });

  test('leaves out code blocks, copy buttons, tab buttons, screen-reader-only helper text and comments', () => {
    const html =
      '<p>Before <a href="https://x" class="external-link">Seafile<span class="sr-only">(opens in a new tab)</span></a>.</p>' +
      '<figure class="code-block"><figcaption class="code-title">docker-compose.yml</figcaption><pre class="shiki"><code><span>services:</span>\n<span>secret_code_token</span></code></pre><button type="button" class="copy-code" aria-label="Copy code"></button></figure>' +
      '<div role="tablist"><button role="tab">Docker</button></div><div role="tabpanel" hidden><p>Hidden tab text</p></div><!-- a <p>comment</p> -->';
    const [top] = sectionsOfHtml(html);
    assert.equal(top.text, 'Before Seafile. docker-compose.yml Hidden tab text');
  });

  test('keeps words apart across block elements but not across inline ones', () => {
    assert.equal(sectionsOfHtml('<p>one</p><p>two<strong>three</strong></p><ul><li>四</li><li>五</li></ul>')[0].text, 'one twothree 四 五');
  });

  test('an attribute value holding ">" does not end the tag', () => {
    assert.equal(sectionsOfHtml('<div data-props=\'{"a":"x > y"}\'>text</div>')[0].text, 'text');
  });
});

describe('buildLocaleIndex', () => {
  test('Chinese text is segmented into words: 存储 and 驱动 are terms of the section they are in', () => {
    const index = buildLocaleIndex([page('/zh/guide/', '指南', `<p>AList 支持多种存储驱动。</p>${heading(2, '添加存储', '添加存储')}<p>选择驱动并填写字段。</p>`)], 'zh-CN');
    for (const term of ['存储', '驱动', 'alist']) assert.ok(index.terms.includes(term), term);
    assert.equal(fieldsOf(index, '存储', 0), FIELD_TEXT);
    assert.equal(fieldsOf(index, '存储', 1), FIELD_HEADING);
    assert.equal(fieldsOf(index, '驱动', 1), FIELD_TEXT);
    assert.equal(fieldsOf(index, '指南', 0), FIELD_TITLE);
  });

  test('sections carry their page, anchor, heading and a trimmed excerpt', () => {
    const long = 'word '.repeat(60);
    const index = buildLocaleIndex([page('/a.html', 'A', `<p>Top</p>${heading(2, 'first', 'First')}<p>${long}</p>${heading(3, 'sub-part', 'Sub part')}<p>x</p>`)], 'en-US');
    assert.deepEqual(index.pages, [['/a.html', 'A', '']]);
    assert.deepEqual(index.sections.map(([p, anchor, h]) => [p, anchor, h]), [[0, '', ''], [0, 'first', 'First'], [0, 'sub-part', 'Sub part']]);
    assert.ok(index.sections[1][3].endsWith('…') && index.sections[1][3].length <= 82, index.sections[1][3]);
  });

  test('a page with no text before its first heading still has a top section for its title', () => {
    const index = buildLocaleIndex([page('/b.html', 'Bravo', `${heading(2, 'one', 'One')}<p>x y</p>`)], 'en-US');
    assert.deepEqual(index.sections.map((s) => s[1]), ['', 'one']);
    assert.equal(fieldsOf(index, 'bravo', 0), FIELD_TITLE);
  });

  test('the breadcrumb above a page is kept as its trail', () => {
    const crumbs = [{ text: 'Home', link: '/' }, { text: 'Guide', link: '/guide/' }, { text: 'Storage', link: '/guide/drivers/' }, { text: 'Local', link: '/guide/drivers/local.html' }];
    const index = buildLocaleIndex([page('/guide/drivers/local.html', 'Local', '<p>x</p>', { breadcrumb: crumbs })], 'en-US');
    assert.equal(index.pages[0][2], 'Guide › Storage');
  });

  test('stop words, single letters and hashes are not indexed; parts of dotted and underscored words are', () => {
    const index = buildLocaleIndex([page('/c.html', 'C', '<p>The a of docker-compose.yml root_folder_path 9aa5c268e7bcfc19 的 v3.25.1</p>')], 'en-US');
    for (const gone of ['the', 'a', 'of', '9aa5c268e7bcfc19', '的']) assert.ok(!index.terms.includes(gone), gone);
    for (const kept of ['docker', 'compose.yml', 'compose', 'yml', 'root_folder_path', 'root', 'folder', 'path', 'v3.25.1', 'v3']) assert.ok(index.terms.includes(kept), kept);
  });

  test('the dictionary is sorted (prefix lookups are a binary search)', () => {
    const index = buildLocaleIndex([page('/d.html', 'Zulu alpha', '<p>mike Bravo charlie 中文 echo</p>')], 'en-US');
    assert.deepEqual(index.terms, [...index.terms].sort());
  });

  test('size stays bounded: a 120-page corpus indexes to well under its text size', () => {
    const words = 'storage driver token mount folder upload download proxy cache webdav server password admin path refresh account share link'.split(' ');
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length;
    const sentence = (n: number) => Array.from({ length: n }, () => words[next()]).join(' ');
    const pages = Array.from({ length: 120 }, (_, i) =>
      page(`/p${String(i).padStart(3, '0')}.html`, `Page ${i} ${words[i % words.length]}`, Array.from({ length: 6 }, (_, s) => `${heading(2, `s${s}`, sentence(3))}<p>${sentence(120)}</p>`).join('')),
    );
    const textBytes = pages.reduce((t, p) => t + sectionsOfHtml(p.html).reduce((u, s) => u + s.text.length, 0), 0);
    const json = JSON.stringify(buildLocaleIndex(pages, 'en-US'));
    assert.ok(json.length < textBytes * 0.4, `index ${json.length} B vs text ${textBytes} B`);
    assert.ok(gzipSync(json).length < 64 * 1024, `gzip ${gzipSync(json).length} B`);
  });

  test('trimExcerpt cuts at a word end, and Chinese shorter', () => {
    assert.equal(trimExcerpt('short', 'en-US'), 'short');
    const en = trimExcerpt('alpha '.repeat(30), 'en-US');
    assert.match(en, /alpha…$/);
    assert.ok(trimExcerpt('存'.repeat(100), 'zh-CN').length <= 41);
  });
});

describe('buildSearchIndexes', () => {
  const pages = [
    page('/', 'Home', '<p>Welcome to WebDAV docs</p>'),
    page('/guide/webdav.html', 'WebDAV', '<p>Mount with WebDAV</p>'),
    page('/guide/secret.html', 'Secret', '<p>Hidden WebDAV</p>', { frontmatter: { search: false } }),
    page('/zh/guide/webdav.html', 'WebDAV 挂载', '<p>使用 WebDAV 挂载存储</p>'),
    page('/zh/404.html', '404', '<p>找不到</p>', { layout: 'not-found' }),
  ];

  test('one hashed JSON asset per locale, named in the site data with the base', () => {
    const out = buildSearchIndexes({ config: { ...config(), base: '/docs/' }, pages });
    assert.deepEqual(out.assets.map((a) => a.file.replace(/\.[0-9a-f]{8}\.json$/, '')), ['assets/search/en-US', 'assets/search/zh-CN']);
    assert.equal(out.site.provider, 'local');
    if (out.site.provider !== 'local') return;
    assert.deepEqual(Object.keys(out.site.indexes).sort(), ['/', '/zh/']);
    assert.equal(out.site.indexes['/'], `/docs/${out.assets[0].file}`);
    assert.deepEqual(out.sizes.map((s) => [s.locale, s.pages]), [['/', 2], ['/zh/', 1]]);
    for (const s of out.sizes) assert.ok(s.gzip > 0 && s.gzip < s.raw);
  });

  test('pages with search: false and not-found pages are left out; each locale holds only its pages', () => {
    const out = buildSearchIndexes({ config: config(), pages });
    const [en, zh] = out.assets.map((a) => JSON.parse(String(a.contents)) as SearchIndexFile);
    assert.deepEqual(en.pages.map((p) => p[0]), ['/', '/guide/webdav.html']);
    assert.deepEqual(zh.pages.map((p) => p[0]), ['/zh/guide/webdav.html']);
    assert.ok(!en.terms.includes('hidden'));
    assert.equal(zh.lang, 'zh-CN');
  });

  test('the same pages give the same files (content hashes), and a changed page a new one', () => {
    const a = buildSearchIndexes({ config: config(), pages });
    const b = buildSearchIndexes({ config: config(), pages });
    assert.deepEqual(a.assets.map((x) => x.file), b.assets.map((x) => x.file));
    const changed = buildSearchIndexes({ config: config(), pages: pages.map((p) => (p.path === '/guide/webdav.html' ? { ...p, html: '<p>Mount with rclone</p>' } : p)) });
    assert.notEqual(changed.assets[0].file, a.assets[0].file);
    assert.equal(changed.assets[1].file, a.assets[1].file);
  });

  test('with DocSearch configured no index is built and the site data carries its public settings', () => {
    const out = buildSearchIndexes({ config: config({ provider: 'docsearch', appId: 'APP1', apiKey: 'key', indexName: 'alist' }), pages });
    assert.deepEqual(out.assets, []);
    assert.deepEqual(out.site, { provider: 'docsearch', appId: 'APP1', apiKey: 'key', indexName: 'alist' });
  });
});

describe('search settings', () => {
  test('the default is the local index', () => {
    assert.deepEqual(config().search, { provider: 'local' });
  });

  test('DocSearch needs appId, apiKey and indexName; an unknown provider is an error', () => {
    const messages = (search: unknown) => validateConfig({ search } as UserConfig).map((d) => d.message);
    assert.deepEqual(messages({ provider: 'local' }), []);
    assert.deepEqual(messages({ provider: 'docsearch', appId: 'ABC123', apiKey: 'k', indexName: 'i' }), []);
    assert.deepEqual(messages({ provider: 'docsearch', appId: 'ABC123', indexName: 'i' }), ['search.apiKey: must be a non-empty string (DocSearch needs appId, apiKey and indexName)']);
    assert.deepEqual(messages({ provider: 'algolia' }), ['search.provider: must be "local" or "docsearch"']);
    assert.deepEqual(messages({ provider: 'docsearch', appId: 'bad id/', apiKey: 'k', indexName: 'i' }), ['search.appId: must be letters and digits only (an Algolia application id)']);
  });

  test('front matter `search` must be true or false', () => {
    assert.deepEqual(parseFrontMatter('---\nsearch: false\n---\n# A\n', 'a.md').diagnostics, []);
    const [d] = parseFrontMatter('---\nsearch: "no"\n---\n# A\n', 'a.md').diagnostics;
    assert.match(d.message, /search.*true or false/);
  });
});

describe('watch', () => {
  test('editing a page rebuilds the index: the new word is searchable from the page it was added to', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-search-watch-'));
    fs.cpSync(path.join(FIXTURES, 'site'), root, { recursive: true });
    const cfg = path.join(root, 'site.config.ts');
    fs.writeFileSync(cfg, fs.readFileSync(cfg, 'utf8').replace('../../../cli/config/define.ts', path.join(REPO_ROOT, 'cli/config/define.ts')));
    const watch = await startWatch({ root, port: 0, host: '127.0.0.1', quiet: true });
    try {
      const get = async (p: string) => (await fetch(new URL(p, watch.url))).text();
      /** Terms of the English index named by the site data of `page`. */
      const termsSeenFrom = async (page: string) => {
        const boot = JSON.parse(/<script id="__DOCS_PAGE__" type="application\/json">([\s\S]*?)<\/script>/.exec(await get(page))![1]) as { site: string };
        const site = JSON.parse(await get(boot.site)) as { search: { provider: 'local'; indexes: Record<string, string> } };
        return (JSON.parse(await get(site.search.indexes['/'])) as SearchIndexFile).terms;
      };
      assert.ok(!(await termsSeenFrom('/guide/first.html')).includes('zanzibarwatch'));
      const file = path.join(root, 'docs', 'guide', 'first.md');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('This is the first page.', 'This is the first page about zanzibarwatch.'));
      const deadline = Date.now() + 20000;
      while (!(await get('/guide/first.html')).includes('zanzibarwatch')) {
        assert.ok(Date.now() < deadline, 'the page was not rebuilt');
        await new Promise((r) => setTimeout(r, 200));
      }
      assert.ok((await termsSeenFrom('/guide/first.html')).includes('zanzibarwatch'));
    } finally {
      await watch.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
