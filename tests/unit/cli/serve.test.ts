import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { lookupPath, startServer } from '../../../cli/serve.ts';

const BIG_HTML = `<!doctype html><title>Big</title>${'<p>lorem ipsum dolor sit amet</p>\n'.repeat(60)}`;
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'a.html': '<!doctype html><title>A</title>',
  'big.html': BIG_HTML,
  'dir/index.html': '<!doctype html><title>Dir</title>',
  'assets/style.css': 'body{color:red}',
  'assets/app.js': 'console.log(1)',
  'assets/main.ABCD1234.js': 'export{}',
  'routes.json': '{"routes":{}}',
  '404.html': '<!doctype html><title>Not found</title>root 404',
  'zh/index.html': '<!doctype html><title>首页</title>',
  'zh/404.html': '<!doctype html><title>未找到</title>zh 404',
};

let root: string;
before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-cli-serve-'));
  for (const [rel, text] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await fs.writeFile(path.join(root, rel), text);
  }
});
after(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('lookupPath', () => {
  test('an existing file is served as is', async () => {
    assert.deepEqual(await lookupPath(root, '/a.html'), { kind: 'file', file: path.join(root, 'a.html') });
    assert.deepEqual(await lookupPath(root, '/assets/style.css'), { kind: 'file', file: path.join(root, 'assets', 'style.css') });
  });

  test('a clean URL /a serves a.html', async () => {
    assert.deepEqual(await lookupPath(root, '/a'), { kind: 'file', file: path.join(root, 'a.html') });
  });

  test('/dir/ serves dir/index.html and / serves index.html', async () => {
    assert.deepEqual(await lookupPath(root, '/dir/'), { kind: 'file', file: path.join(root, 'dir', 'index.html') });
    assert.deepEqual(await lookupPath(root, '/'), { kind: 'file', file: path.join(root, 'index.html') });
  });

  test('/dir redirects to /dir/', async () => {
    assert.deepEqual(await lookupPath(root, '/dir'), { kind: 'redirect', location: '/dir/' });
  });

  test('an unknown path is missing', async () => {
    assert.deepEqual(await lookupPath(root, '/nope'), { kind: 'missing' });
    assert.deepEqual(await lookupPath(root, '/nope/'), { kind: 'missing' });
    assert.deepEqual(await lookupPath(root, '/assets/'), { kind: 'missing' });
  });

  for (const bad of ['/../x', '/%2e%2e/x', '/a/%2e%2e/%2e%2e/etc/passwd', '/%00', '/a%5c..%5cb', '/%', '/./a.html']) {
    test(`${bad} is rejected as bad`, async () => {
      assert.deepEqual(await lookupPath(root, bad), { kind: 'bad' });
    });
  }
});

/** A raw GET or HEAD (Node's fetch would decode the body and hide Content-Encoding). */
function request(url: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startServer', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    server = await startServer({ root, port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await server.close();
  });
  const url = (p: string) => new URL(p, server.url).href;

  test('listens on a free port and reports its URL', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.notEqual(server.url, 'http://127.0.0.1:0/');
  });

  for (const [p, type, body] of [
    ['/a.html', 'text/html; charset=utf-8', FILES['a.html']],
    ['/assets/style.css', 'text/css; charset=utf-8', FILES['assets/style.css']],
    ['/assets/app.js', 'text/javascript; charset=utf-8', FILES['assets/app.js']],
    ['/routes.json', 'application/json; charset=utf-8', FILES['routes.json']],
  ]) {
    test(`GET ${p} is 200 with Content-Type ${type.split(';')[0]}`, async () => {
      const res = await fetch(url(p));
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), type);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(await res.text(), body);
    });
  }

  test('a clean URL is served with the page', async () => {
    const res = await fetch(url('/a'));
    assert.equal(res.status, 200);
    assert.equal(await res.text(), FILES['a.html']);
  });

  test('a folder without its slash is a 301 to the folder, keeping the query', async () => {
    const res = await fetch(url('/dir?x=1'), { redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/dir/?x=1');
  });

  test('a hashed file name is cached forever, HTML is revalidated', async () => {
    const hashed = await fetch(url('/assets/main.ABCD1234.js'));
    assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const html = await fetch(url('/a.html'));
    assert.equal(html.headers.get('cache-control'), 'no-cache');
    const plainJs = await fetch(url('/assets/app.js'));
    assert.equal(plainJs.headers.get('cache-control'), 'no-cache');
  });

  test('gzip is used when Accept-Encoding asks for it', async () => {
    const res = await request(url('/big.html'), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.equal(zlib.gunzipSync(res.body).toString('utf8'), BIG_HTML);
  });

  test('br is preferred when Accept-Encoding offers it', async () => {
    const res = await request(url('/big.html'), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(res.body).toString('utf8'), BIG_HTML);
  });

  test('without Accept-Encoding the body is sent uncompressed', async () => {
    const res = await request(url('/big.html'));
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString('utf8'), BIG_HTML);
  });

  test('HEAD has the headers and no body', async () => {
    const plain = await request(url('/a.html'), { method: 'HEAD' });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(Number(plain.headers['content-length']), Buffer.byteLength(FILES['a.html']));
    assert.equal(plain.body.length, 0);
    const packed = await request(url('/big.html'), { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(packed.headers['content-encoding'], 'gzip');
    assert.equal(packed.body.length, 0);
  });

  test('an unknown path is 404 with the body of 404.html', async () => {
    const res = await fetch(url('/nope'));
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await res.text(), FILES['404.html']);
  });

  test('an unknown /zh/ path is 404 with zh/404.html', async () => {
    const res = await fetch(url('/zh/unknown'));
    assert.equal(res.status, 404);
    assert.equal(await res.text(), FILES['zh/404.html']);
  });

  test('an unknown path in a folder without its own 404 gets the root 404.html', async () => {
    const res = await fetch(url('/dir/unknown'));
    assert.equal(res.status, 404);
    assert.equal(await res.text(), FILES['404.html']);
  });

  test('an encoded backslash or NUL in the path is 400', async () => {
    assert.equal((await request(url('/a%5c..%5cb'))).status, 400);
    assert.equal((await request(url('/%00'))).status, 400);
  });

  test('encoded .. segments never reach a file outside the root', async () => {
    const res = await request(`${server.url}%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    assert.notEqual(res.status, 200);
    assert.doesNotMatch(res.body.toString('utf8'), /root:/);
  });

  test('POST is 405 with Allow: GET, HEAD', async () => {
    const res = await fetch(url('/a.html'), { method: 'POST', body: 'x' });
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'GET, HEAD');
  });
});
