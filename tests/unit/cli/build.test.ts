/** The CLI's build command end to end: errors, exit codes and the untouched previous output. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { FIXTURES, REPO_ROOT } from '../../helpers/site.ts';

const BIN = path.join(REPO_ROOT, 'cli', 'bin.mjs');
const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', cwd: REPO_ROOT });

/** Path → sha256 of every file below `dir`. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const p = path.join(dir, f);
    if (fs.statSync(p).isFile()) out.set(f, createHash('sha256').update(fs.readFileSync(p)).digest('hex'));
  }
  return out;
}

test('bad YAML in two files fails the build, names both files with their lines, and leaves the earlier output byte for byte', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-out-'));
  const good = cli('build', '--root', path.join(FIXTURES, 'site'), '--out', out);
  assert.equal(good.status, 0, good.stderr);
  const before = snapshot(out);
  assert.ok(before.has('index.html') && before.has('routes.json') && before.has('404.html'));

  const bad = cli('build', '--root', path.join(FIXTURES, 'bad-yaml'), '--out', out);
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /docs\/one\.md:3:\d+: error: front matter is not valid YAML/);
  assert.match(bad.stderr, /docs\/two\.md:5:\d+: error: front matter is not valid YAML/);
  assert.deepEqual(snapshot(out), before);
  assert.deepEqual(fs.readdirSync(path.dirname(out)).filter((f) => f.startsWith(`.${path.basename(out)}.tmp-`)), [], 'no temp folder is left behind');
});

test('a field of the wrong type is an error naming file, line and field', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-site-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(path.join(root, 'docs', 'README.md'), '---\ntitle: Home\norder: first\n---\n\nHello.\n');
  const r = cli('build', '--root', root);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /docs\/README\.md:3:1: error: front matter field "order" must be a number/);
  assert.ok(!fs.existsSync(path.join(root, 'dist')), 'nothing was written');
});

test('without a TTY the build prints only the summary; --help lists the commands', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-out-'));
  const r = cli('build', '--root', path.join(FIXTURES, 'site'), '--out', out);
  assert.equal(r.status, 0);
  assert.match(r.stdout, /^built 7 pages, 0 warnings, [\d.]+ MB in [\d.]+ s/);
  assert.doesNotMatch(r.stderr, /✓/);
  const help = cli('--help');
  for (const cmd of ['build', 'serve', 'watch']) assert.match(help.stdout, new RegExp(`\\b${cmd}\\b`));
  assert.match(cli('serve', '--help').stdout, /--port/);
});

test('a page without its twin in the other language fails the build and names the file to write; i18n: false opts out', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-parity-'));
  fs.cpSync(path.join(FIXTURES, 'site'), root, { recursive: true });
  const cfg = path.join(root, 'site.config.ts');
  fs.writeFileSync(cfg, fs.readFileSync(cfg, 'utf8').replace('../../../cli/config/define.ts', path.join(REPO_ROOT, 'cli/config/define.ts')));
  const ok = cli('build', '--root', root);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stderr + ok.stdout, /languages: en-US 4 pages, zh-CN 3 pages; 1 without a twin by choice \(i18n: false\)/);

  const second = path.join(root, 'docs', 'guide', 'second.md');
  fs.writeFileSync(second, fs.readFileSync(second, 'utf8').replace('i18n: false\n', ''));
  const r = cli('build', '--root', root);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /docs\/guide\/second\.md: error: no Chinese twin \(\/zh\/guide\/second\.html\): write docs\/zh\/guide\/second\.md, or set "i18n: false"/);
  fs.rmSync(path.join(root, 'docs', 'zh', 'guide', 'first.md'));
  assert.match(cli('build', '--root', root).stderr, /docs\/guide\/first\.md: error: no Chinese twin/, 'an English page whose zh twin went away');
  fs.writeFileSync(path.join(root, 'docs', 'zh', 'only.md'), '---\ntitle: 仅中文\n---\n\n只有中文。\n');
  assert.match(cli('build', '--root', root).stderr, /docs\/zh\/only\.md: error: no English twin \(\/only\.html\): write docs\/only\.md/, 'and the other way round');
  fs.rmSync(root, { recursive: true, force: true });
});
