#!/usr/bin/env node
// Search benchmark: builds the real site (or reads a built one) and prints, per locale, the size of
// the local search index (raw and gzip, as the browser downloads it on the first search) and the
// median time of 200 queries (a fixed list of English and Chinese words, prefixes and phrases)
// answered by runtime/search/engine.ts in Node. The peer, on the same queries and pages: a naive
// full-text scan (String.includes of every query word over each page's whole lower-cased text),
// the simplest search a site could ship, whose download is the whole text (its size is printed too).
// Usage: node bench/search.mjs [--out dir]   (an existing output with index.html is reused)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteOutput } from './site-output.mjs';
import { tsImport } from 'tsx/esm/api';

const { SearchEngine } = await tsImport('../runtime/search/engine.ts', import.meta.url);
const { sectionsOfHtml } = await tsImport('../cli/extras/search-index.ts', import.meta.url);

/** The fixed queries: 100 English, 100 Chinese (cycled from these lists). */
const EN = [
  'webdav', 'docker', 'dock', 'install docker', 'onedrive', 'aliyundrive', 'token', 'refresh token', 'mount path', 's3', 'proxy', 'web proxy', 'password',
  'reset admin password', 'sso', 'ldap', 'offline download', 'aria2', 'qbittorrent', 'cache', 'thumbnail', 'ffmpeg', 'api', 'fs list', 'upload', 'storage',
  'driver', 'google drive', '115', '123pan', 'baidu', 'quark', 'local storage', 'root folder', 'https', 'nginx', 'reverse proxy', 'caddy', 'port 5244',
  'configuration', 'environment variables', 'database', 'mysql', 'sqlite', 'meilisearch', 'index', 'search', 'alias', 'balance', 'sign', 'guest', 'permission',
  'webdav policy', '302 redirect', 'cors', 'jwt', 'tls', 'log', 'debug', 'systemd', 'windows', 'macos', 'android', 'termux', 'update', 'version',
  'changelog', 'compose.yml', 'yml', 'dav', 'share link', 'crypt', 'encrypt', 'mega', 'dropbox', 'pikpak', 'thunder', 'ftp', 'sftp', 'smb', 'seafile',
  'lanzou', 'teambition', 'chaoxing', 'quqi', 'ilanzou', 'doubao', 'netease', 'vtencent', 'open api', 'qr code', 'cookie', 'user agent', 'rate limit',
  'error 500', 'not found', 'timeout', 'slow', 'preview', 'video', 'pdf',
];
const ZH = [
  '存储', '驱动', '挂载', '对象存储', '阿里云盘', '令牌', '刷新令牌', '挂载路径', '代理', '密码', '重置密码', '单点登录', '离线下载', '缓存', '缩略图',
  '上传', '下载', '网盘', '百度网盘', '夸克', '本地存储', '根目录', '反向代理', '配置', '环境变量', '数据库', '搜索', '索引', '别名', '负载均衡',
  '签名', '游客', '权限', '跨域', '日志', '调试', '更新', '版本', '分享链接', '加密', '迅雷', '天翼云盘', '和彩云', '文件夹', '文件', '元信息', '设置',
  '站点', '预览', '视频', '音乐', '图片', '文档', '主题', '侧边栏', '管理员', '用户', '登录', '注册', '安装', '储', '云盘', '端口', '证书', '域名',
  '小白', '速度', '限速', '错误', '超时', '无法访问', '怎么', '为什么', '客户端', '挂载本地目录', '容器', '镜像', '服务', '开机自启', '备份', '恢复', '迁移',
  '任务', '复制', '移动', '删除', '重命名', '解压', '压缩包', '字段', '接口', 'webdav', 'docker', 'api', 'token', 's3', 'onedrive', 'alist', '115',
];
const QUERIES = [...Array.from({ length: 100 }, (_, i) => ['/', EN[i % EN.length]]), ...Array.from({ length: 100 }, (_, i) => ['/zh/', ZH[i % ZH.length]])];

const out = siteOutput('search');
const fileOfUrl = (url) => path.join(out, decodeURIComponent(new URL(url, 'http://x/').pathname));
const routes = JSON.parse(fs.readFileSync(path.join(out, 'routes.json'), 'utf8'));
const site = JSON.parse(fs.readFileSync(fileOfUrl(routes.site), 'utf8'));
if (site.search?.provider !== 'local') {
  console.error('this output has no local search index (DocSearch configured?)');
  process.exit(1);
}
const kb = (n) => (n / 1024).toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// Per locale: the engine over the built index, and the peer's page texts (same pages, same text extraction).
const locales = {};
for (const [prefix, url] of Object.entries(site.search.indexes)) {
  const buf = fs.readFileSync(fileOfUrl(url));
  const t0 = performance.now();
  const engine = new SearchEngine(JSON.parse(buf.toString('utf8')));
  const loadMs = performance.now() - t0;
  const paths = new Set(engine.index.pages.map((p) => p[0]));
  const texts = [];
  for (const [route, entry] of Object.entries(routes.routes)) {
    if (!paths.has(route)) continue;
    const data = JSON.parse(fs.readFileSync(fileOfUrl(entry.data), 'utf8'));
    const body = sectionsOfHtml(data.html).map((s) => `${s.heading} ${s.text}`).join(' ');
    texts.push({ path: route, text: `${data.title} ${body}`.toLowerCase() });
  }
  const corpus = Buffer.from(JSON.stringify(texts));
  locales[prefix] = { engine, texts, lang: engine.lang, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, loadMs, corpus: { raw: corpus.length, gzip: gzipSync(corpus, { level: 9 }).length } };
}

/** The peer: every query word must occur in the page text; pages ranked by how many times the words occur. */
function naiveScan(texts, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = [];
  for (const t of texts) {
    if (!words.every((w) => t.text.includes(w))) continue;
    let count = 0;
    for (const w of words) for (let at = t.text.indexOf(w); at >= 0; at = t.text.indexOf(w, at + w.length)) count++;
    found.push({ path: t.path, count });
  }
  return found.sort((a, b) => b.count - a.count).slice(0, 10);
}

function timeAll(run) {
  for (const [prefix, q] of QUERIES) run(locales[prefix], q); // warm-up (JIT, decoded postings)
  const times = [];
  let results = 0;
  for (const [prefix, q] of QUERIES) {
    const t0 = performance.now();
    results += run(locales[prefix], q);
    times.push(performance.now() - t0);
  }
  return { median: median(times), p95: [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.95)], results: results / QUERIES.length };
}

const ours = timeAll((l, q) => l.engine.search(q).pages.length);
const peer = timeAll((l, q) => naiveScan(l.texts, q).length);

console.log(`docs-cli search benchmark — output ${out}`);
console.log('sizes in KB (1024 bytes); gzip = node:zlib level 9\n');
console.log('locale   pages  sections   terms   index raw  index gzip   load ms   peer text raw  peer text gzip');
for (const [prefix, l] of Object.entries(locales)) {
  const ix = l.engine.index;
  console.log(
    `${l.lang.padEnd(7)} ${String(ix.pages.length).padStart(6)} ${String(ix.sections.length).padStart(9)} ${String(ix.terms.length).padStart(7)} ${kb(l.raw).padStart(11)} ${kb(l.gzip).padStart(11)} ${l.loadMs.toFixed(1).padStart(9)} ${kb(l.corpus.raw).padStart(15)} ${kb(l.corpus.gzip).padStart(15)}   (${prefix})`,
  );
}
console.log(`\n${QUERIES.length} queries (100 English, 100 Chinese), each timed once after a warm-up pass:`);
console.log(`  engine (runtime/search/engine.ts)   median ${ours.median.toFixed(3)} ms   p95 ${ours.p95.toFixed(3)} ms   ${ours.results.toFixed(1)} pages per query`);
console.log(`  peer: naive String.includes scan    median ${peer.median.toFixed(3)} ms   p95 ${peer.p95.toFixed(3)} ms   ${peer.results.toFixed(1)} pages per query`);
console.log(`  ratio peer / engine (median): ${(peer.median / ours.median).toFixed(1)}×`);
