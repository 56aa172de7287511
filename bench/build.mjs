#!/usr/bin/env node
// Build benchmark: generates 300- and 3000-page corpora with ../shared/bench/gen-corpus.mjs and
// builds each with docs-cli, printing pages per second and peak RSS. The peer, run by the same
// script on the same corpus, is the bare unified chain (remark-parse, remark-gfm, remark-rehype,
// rehype-stringify on one thread, no highlighting, no rendering, nothing written): the floor of
// any unified-based generator. Usage: node bench/build.mjs [--pages 300,3000] [--no-peer]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gen = path.resolve(root, '..', 'shared', 'bench', 'gen-corpus.mjs');
const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : def;
};
const sizes = arg('--pages', '300,3000').split(',').map(Number);
const withPeer = !process.argv.includes('--no-peer');
// Each process prints its peak RSS (threads included) as it exits; `build` starts itself once
// more with its V8 flags (cli/bin.mjs), so the peaks of both processes are added up.
const RSS_HOOK = `data:text/javascript,process.on('exit',()=>console.log('\\nRSS '+process.resourceUsage().maxRSS))`;

function timed(args, cwd) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', RSS_HOOK, ...args], { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stderr}`);
  const rssKb = [...r.stdout.matchAll(/RSS (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  return { ms, rssMb: rssKb / 1024, stdout: r.stdout };
}

const PEER = `
import fs from 'node:fs'; import path from 'node:path';
import { unified } from 'unified'; import remarkParse from 'remark-parse'; import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter'; import remarkRehype from 'remark-rehype'; import rehypeStringify from 'rehype-stringify';
const p = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkRehype).use(rehypeStringify);
const dir = process.argv[2]; let n = 0;
for (const f of fs.readdirSync(dir, { recursive: true })) if (String(f).endsWith('.md')) { p.processSync(fs.readFileSync(path.join(dir, String(f)), 'utf8')); n++; }
console.log('pages', n);
`;

console.log(`docs-cli build benchmark — ${os.cpus().length} CPU(s), Node ${process.version}`);
const rows = [];
for (const n of sizes) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `docs-cli-bench-${n}-`));
  const docs = path.join(work, 'docs');
  spawnSync(process.execPath, [gen, docs, '--pages', String(n)], { stdio: 'ignore' });
  fs.writeFileSync(
    path.join(work, 'site.config.mjs'),
    `export default { title: 'Bench', locales: { '/': { lang: 'en-US', sidebar: 'structure' }, '/zh/': { lang: 'zh-CN', sidebar: 'structure' } } };\n`,
  );
  const ours = timed([path.join(root, 'cli', 'bin.mjs'), 'build', '--root', work], root);
  const row = { pages: n, ms: ours.ms, rssMb: ours.rssMb };
  if (withPeer) {
    const peerFile = path.join(root, 'node_modules', '.docs-cli', 'bench-peer.mjs');
    fs.mkdirSync(path.dirname(peerFile), { recursive: true });
    fs.writeFileSync(peerFile, PEER);
    const peer = timed([peerFile, docs], root);
    Object.assign(row, { peerMs: peer.ms, peerRssMb: peer.rssMb });
  }
  rows.push(row);
  fs.rmSync(work, { recursive: true, force: true });
}
for (const r of rows) {
  const pps = (r.pages / (r.ms / 1000)).toFixed(0);
  let line = `${String(r.pages).padStart(5)} pages: ${(r.ms / 1000).toFixed(2)} s, ${pps} pages/s, peak RSS ${r.rssMb.toFixed(0)} MB`;
  if (r.peerMs) line += ` | bare unified chain: ${(r.peerMs / 1000).toFixed(2)} s, ${(r.pages / (r.peerMs / 1000)).toFixed(0)} pages/s, ${r.peerRssMb.toFixed(0)} MB | docs-cli / bare = ${(r.ms / r.peerMs).toFixed(2)}×`;
  console.log(line);
}
