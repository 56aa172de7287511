/** The watch server: a page edit is served at once; an error reaches the browser; fixing it recovers. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startWatch, type WatchHandle } from '../../../cli/watch.ts';
import { FIXTURES, REPO_ROOT } from '../../helpers/site.ts';

let root: string;
let watch: WatchHandle;

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-cli-watch-test-'));
  fs.cpSync(path.join(FIXTURES, 'site'), root, { recursive: true });
  const cfg = path.join(root, 'site.config.ts');
  fs.writeFileSync(cfg, fs.readFileSync(cfg, 'utf8').replace('../../../cli/config/define.ts', path.join(REPO_ROOT, 'cli/config/define.ts')));
  watch = await startWatch({ root, port: 0, host: '127.0.0.1' });
});
after(async () => {
  await watch?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = async (p: string) => (await fetch(new URL(p, watch.url))).text();

/** Collects server-sent events until `until` matches one of them. */
function waitForEvent(until: (event: string, data: string) => boolean, ms = 15000): Promise<{ event: string; data: string }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching event')), ms);
    http.get(new URL('/__docs-cli/events', watch.url), (res) => {
      let buf = '';
      res.on('data', (chunk) => {
        buf += chunk;
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (until(event, data)) {
            clearTimeout(timer);
            res.destroy();
            resolve({ event, data });
          }
        }
      });
    });
  });
}

const edit = (rel: string, text: string) => fs.writeFileSync(path.join(root, 'docs', rel), text);

test('editing a page serves the new content and tells open tabs to reload', async () => {
  assert.match(await page('/guide/first.html'), /<h1 class="page-title">First page<\/h1>/);
  const reload = waitForEvent((e) => e === 'reload');
  edit('guide/first.md', '---\ntitle: First page\norder: 2\n---\n\nEdited body text.\n');
  await reload;
  assert.match(await page('/guide/first.html'), /Edited body text\./);
});

test('a broken page is reported with file:line, the server keeps serving, and a fix recovers', async () => {
  const errors = waitForEvent((e, d) => e === 'errors' && d.includes('first.md'));
  edit('guide/first.md', '---\ntitle: [broken\n---\n\nBody.\n');
  const { data } = await errors;
  const [err] = JSON.parse(data) as { file: string; line: number; message: string }[];
  assert.equal(err.file, 'docs/guide/first.md');
  assert.equal(err.line, 2);
  assert.match(err.message, /not valid YAML/);
  assert.match(await page('/guide/'), /<h1 class="page-title">Guide<\/h1>/, 'other pages are still served');

  const cleared = waitForEvent((e, d) => e === 'errors' && d === '[]');
  edit('guide/first.md', '---\ntitle: Fixed page\n---\n\nFixed.\n');
  await cleared;
  assert.match(await page('/guide/first.html'), /<h1 class="page-title">Fixed page<\/h1>/);
  assert.match(await page('/guide/'), /Fixed page/, 'a title change re-renders the sidebars of other pages');
});
