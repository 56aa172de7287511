/** The local search engine (ranking, prefixes, Chinese, grouping, locales), highlighting, tokens, postings, recent searches, DocSearch's debounce. */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { buildLocaleIndex, buildSearchIndexes } from '../../../cli/extras/search-index.ts';
import { resolveConfig } from '../../../cli/config/resolve.ts';
import type { PageData } from '../../../runtime/protocol.ts';
import { deferredRequests } from '../../../runtime/search/debounce.ts';
import { SearchEngine } from '../../../runtime/search/engine.ts';
import { highlight } from '../../../runtime/search/highlight.ts';
import { decodePostings, encodePostings, FIELD_HEADING, FIELD_SPAN, FIELD_TEXT, FIELD_TITLE, type SearchIndexFile } from '../../../runtime/search/index-format.ts';
import { readRecent, rememberSearch, forgetSearch } from '../../../runtime/search/recent.ts';
import { queryTokens, segmentWords } from '../../../runtime/search/tokenize.ts';

const h2 = (id: string, text: string) => `<h2 id="${id}" tabindex="-1"><a href="#${id}" class="header-anchor" aria-hidden="true">#</a>${text}</h2>`;
const page = (path: string, title: string, html: string) => ({ path, title, html });
const engineOf = (pages: { path: string; title: string; html: string }[], lang = 'en-US') => new SearchEngine(buildLocaleIndex(pages, lang));
const paths = (e: SearchEngine, q: string) => e.search(q).pages.map((p) => p.path);

describe('SearchEngine', () => {
  test('ranks a match in the title above one in a heading above one in the text', () => {
    const e = engineOf([
      page('/text.html', 'Other', `<p>intro</p>${h2('x', 'Something')}<p>configure the proxy here</p>`),
      page('/heading.html', 'Another', `<p>intro</p>${h2('proxy', 'Proxy settings')}<p>more</p>`),
      page('/title.html', 'Proxy', '<p>all about it</p>'),
    ]);
    assert.deepEqual(paths(e, 'proxy'), ['/title.html', '/heading.html', '/text.html']);
  });

  test('a word is found from its beginning (prefix), the whole word ranking first', () => {
    const e = engineOf([page('/docker.html', 'Install', '<p>Run it with Docker.</p>'), page('/dock.html', 'Boats', '<p>The dock is wet.</p>')]);
    assert.deepEqual(paths(e, 'dock'), ['/dock.html', '/docker.html']);
    assert.deepEqual(paths(e, 'docke'), ['/docker.html']);
    assert.deepEqual(e.search('docke').terms, ['docker']);
  });

  test('every word of the query must be found (in the section or its page title)', () => {
    const e = engineOf([
      page('/a.html', 'Docker', `<p>x</p>${h2('ports', 'Ports')}<p>publish port 5244</p>`),
      page('/b.html', 'Binary', `<p>port 5244 too</p>`),
    ]);
    assert.deepEqual(paths(e, 'docker 5244'), ['/a.html']);
    assert.equal(e.search('docker 5244').pages[0].hits[0].anchor, 'ports');
    assert.deepEqual(paths(e, 'docker nothinghere'), []);
  });

  test('results are grouped by page, best section first, at most hitsPerPage per page', () => {
    const html = `<p>token intro</p>${h2('get-a-token', 'Get a token')}<p>token token</p>${h2('refresh', 'Refresh')}<p>the token expires</p>${h2('other', 'Other')}<p>nothing</p>`;
    const e = engineOf([page('/t.html', 'Access', html), page('/u.html', 'Misc', '<p>a token once</p>')]);
    const [first, second] = e.search('token').pages;
    assert.equal(first.path, '/t.html');
    assert.deepEqual(first.hits.map((h) => h.anchor), ['get-a-token', '', 'refresh']);
    assert.equal(first.hits[0].heading, 'Get a token');
    assert.equal(second.path, '/u.html');
    assert.equal(e.search('token', { hitsPerPage: 1 }).pages[0].hits.length, 1);
    assert.equal(e.search('token', { maxPages: 1 }).pages.length, 1);
  });

  test('Chinese words are found whole, by a part, and as a phrase the dictionary splits', () => {
    const e = engineOf(
      [
        page('/zh/drivers.html', '存储驱动', '<p>AList 支持多种存储。</p>'),
        page('/zh/docker.html', 'Docker 安装', `<p>说明</p>${h2('挂载本地目录', '挂载本地目录')}<p>把目录挂载到容器。</p>`),
        page('/zh/download.html', '下载', '<p>下载文件。</p>'),
      ],
      'zh-CN',
    );
    assert.deepEqual(paths(e, '存储'), ['/zh/drivers.html']);
    assert.deepEqual(paths(e, '驱动'), ['/zh/drivers.html']);
    assert.deepEqual(paths(e, '储'), ['/zh/drivers.html'], 'one character finds the words holding it');
    // ICU splits 挂载 into 挂 + 载: the phrase still finds its section, and 载 alone does not pull in 下载.
    assert.deepEqual(paths(e, '挂载'), ['/zh/docker.html']);
    assert.equal(e.search('挂载').pages[0].hits[0].anchor, '挂载本地目录');
  });

  test('a Chinese phrase missing from the dictionary is split into dictionary words', () => {
    const e = engineOf([page('/zh/s3.html', '对象存储', '<p>兼容 S3 的对象存储</p>')], 'zh-CN');
    // Whatever the browser's segmenter makes of it, 对象存储 is looked up as 对象 + 存储.
    assert.deepEqual(paths(e, '对象存储'), ['/zh/s3.html']);
    assert.deepEqual(paths(e, '象存'), ['/zh/s3.html']);
  });

  test('locales are separate indexes: a Chinese word is not in the English one, and each lists only its pages', () => {
    const mk = (path: string, title: string, html: string): PageData => ({
      path, title, html, lang: '', locale: path.startsWith('/zh/') ? '/zh/' : '/', layout: 'doc', frontmatter: {}, headers: [], excerpt: '', readingTime: { minutes: 0, words: 0 },
      git: { contributors: [] }, sidebar: null, breadcrumb: [], twins: [], widgets: [],
    });
    const config = resolveConfig({ locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } } }, { root: '/tmp/x' });
    const out = buildSearchIndexes({ config, pages: [mk('/guide/storage.html', 'Storage', '<p>Add a storage</p>'), mk('/zh/guide/storage.html', '存储', '<p>添加存储 storage</p>')] });
    const [en, zh] = out.assets.map((a) => new SearchEngine(JSON.parse(String(a.contents)) as SearchIndexFile));
    assert.deepEqual(paths(en, '存储'), []);
    assert.deepEqual(paths(zh, '存储'), ['/zh/guide/storage.html']);
    assert.deepEqual(paths(zh, 'storage'), ['/zh/guide/storage.html']);
    assert.deepEqual(paths(en, 'storage'), ['/guide/storage.html']);
  });

  test('stop words are not required; a query of only stop words searches the last one as a prefix', () => {
    const e = engineOf([page('/install.html', 'Install', '<p>Install it in Docker.</p>')]);
    assert.deepEqual(paths(e, 'the docker'), ['/install.html']);
    assert.deepEqual(paths(e, 'in'), ['/install.html']);
    assert.deepEqual(e.search('').pages, []);
  });

  test('an index of another format is refused', () => {
    assert.throws(() => new SearchEngine({ v: 99 } as unknown as SearchIndexFile), /unknown format/);
  });
});

describe('highlight', () => {
  test('marks the matched words, whole, and leaves the rest as text', () => {
    assert.deepEqual(highlight('Run Docker with docker-compose.', ['docker'], ['dock'], 'en-US'), [
      { text: 'Run ' }, { text: 'Docker', mark: true }, { text: ' with ' }, { text: 'docker', mark: true }, { text: '-compose.' },
    ]);
  });

  test('marks a word when one of its parts matched, and Chinese tokens wherever they occur', () => {
    assert.deepEqual(highlight('edit compose.yml now', ['yml'], ['yml'], 'en-US'), [{ text: 'edit ' }, { text: 'compose.yml', mark: true }, { text: ' now' }]);
    assert.deepEqual(highlight('把目录挂载到容器', ['挂', '载'], ['挂', '载'], 'zh-CN'), [{ text: '把目录' }, { text: '挂载', mark: true }, { text: '到容器' }]);
  });

  test('no match: the text as one segment; empty text: nothing', () => {
    assert.deepEqual(highlight('plain text', ['other'], ['other'], 'en-US'), [{ text: 'plain text' }]);
    assert.deepEqual(highlight('', ['x'], ['x'], 'en-US'), []);
  });
});

describe('tokens and postings', () => {
  test('words keep their offsets; Latin and Chinese runs are split apart', () => {
    assert.deepEqual(segmentWords('AList 支持存储 v3.25.1', 'zh-CN').map((w) => [w.term, w.index]), [['alist', 0], ['支持', 6], ['存储', 8], ['v3.25.1', 11]]);
  });

  test('query tokens are normalized (case, full-width) and unique', () => {
    assert.deepEqual(queryTokens('ＷebDAV webdav  Docker', 'en-US'), ['webdav', 'docker']);
  });

  test('postings round-trip through their string encoding, fields included', () => {
    const postings = [0 * FIELD_SPAN + FIELD_TITLE, 1 * FIELD_SPAN + FIELD_TEXT, 40 * FIELD_SPAN + (FIELD_HEADING | FIELD_TEXT), 5000 * FIELD_SPAN + FIELD_TEXT];
    const encoded = encodePostings(postings);
    assert.match(encoded, /^[A-Za-z0-9_-]+$/);
    assert.deepEqual(decodePostings(encoded), postings);
    assert.equal(encodePostings([3 * FIELD_SPAN + FIELD_TEXT, 4 * FIELD_SPAN + FIELD_TEXT]).length, 2, 'a text posting near the last is one character');
  });
});

describe('recent searches', () => {
  const g = globalThis as { window?: unknown };
  afterEach(() => delete g.window);
  const memoryStorage = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };

  test('newest first, once each, at most five, in localStorage "search-recent"', () => {
    const localStorage = memoryStorage();
    g.window = { localStorage };
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) rememberSearch(q);
    assert.deepEqual(readRecent(), ['c', 'f', 'e', 'd', 'b']);
    assert.deepEqual(JSON.parse(localStorage.getItem('search-recent')!), ['c', 'f', 'e', 'd', 'b']);
    assert.deepEqual(forgetSearch('f'), ['c', 'e', 'd', 'b']);
    localStorage.setItem('search-recent', '{not json');
    assert.deepEqual(readRecent(), []);
  });

  test('storage that throws only forgets', () => {
    g.window = { get localStorage(): Storage { throw new Error('SecurityError'); } };
    assert.deepEqual(rememberSearch('webdav'), ['webdav']);
    assert.deepEqual(readRecent(), []);
  });
});

describe('deferredRequests', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  test('a request runs once the arguments stayed the same for the wait; calls meanwhile answer at once', async () => {
    const calls: string[] = [];
    const settled: boolean[] = [];
    const pending: boolean[] = [];
    const search = deferredRequests(async (q: string) => (calls.push(q), `hits for ${q}`), {
      ms: 40,
      key: (q) => q,
      placeholder: () => 'nothing yet',
      onSettled: (latest) => settled.push(latest),
      onPending: (p) => pending.push(p),
    });
    assert.equal(await search('w'), 'nothing yet');
    assert.equal(await search('we'), 'nothing yet');
    assert.equal(await search('web'), 'nothing yet');
    assert.deepEqual(calls, [], 'nothing ran before the wait');
    await wait(80);
    assert.deepEqual(calls, ['web']);
    assert.deepEqual(settled, [true]);
    assert.equal(await search('web'), 'hits for web', 'asked again, the answer comes from the cache');
    assert.equal(await search('webd'), 'hits for web', 'the last answer stays while the next one waits');
    assert.deepEqual(pending, [true, true, true, false, true]);
  });

  test('a failure is reported to onSettled, not kept: asking again retries', async () => {
    let fail = true;
    const settled: unknown[] = [];
    const search = deferredRequests(async () => (fail ? Promise.reject(new Error('offline')) : 'ok'), { ms: 10, key: () => 'q', placeholder: () => 'none', onSettled: (latest, error) => settled.push([latest, (error as Error | undefined)?.message]) });
    assert.equal(await search('q'), 'none');
    await wait(40);
    assert.deepEqual(settled, [[true, 'offline']]);
    fail = false;
    assert.equal(await search('q'), 'none');
    await wait(40);
    assert.deepEqual(settled, [[true, 'offline'], [true, undefined]]);
    assert.equal(await search('q'), 'ok');
  });

  test('an answer to a query no longer wanted is kept but does not ask for a refresh', async () => {
    const settled: boolean[] = [];
    let release!: () => void;
    const search = deferredRequests((q: string) => new Promise<string>((r) => (release = () => r(q))), { ms: 5, key: (q) => q, placeholder: () => '', onSettled: (l) => settled.push(l) });
    void search('a');
    await wait(20);
    void search('ab');
    release();
    await wait(1);
    assert.deepEqual(settled, [false]);
  });
});
