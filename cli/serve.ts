/** Static server over the built output: clean URLs, compression, caching, a real 404, no path escapes. */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg)/;
/** Files whose name carries a content hash may be cached forever. */
const HASHED = /\.[0-9A-Za-z]{8}\.(js|css|json)$/;

/** Outcome of looking a URL path up in the output folder. */
export type Lookup =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad' }
  | { kind: 'missing' };

/**
 * Maps a URL path to a file below `root`. Rejects anything that could leave the folder
 * (`..` segments, encoded or not, NUL bytes, backslashes) as 'bad'.
 */
export async function lookupPath(root: string, urlPath: string): Promise<Lookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'bad' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { kind: 'bad' };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'bad' };
  const target = path.join(root, ...segments);
  if (target !== root && !target.startsWith(root + path.sep)) return { kind: 'bad' };

  const isFile = (p: string) => fs.stat(p).then((s) => s.isFile(), () => false);
  const isDir = (p: string) => fs.stat(p).then((s) => s.isDirectory(), () => false);
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? { kind: 'file', file: index } : { kind: 'missing' };
  }
  if (await isFile(target)) return { kind: 'file', file: target };
  if (await isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html` };
  if ((await isDir(target)) && (await isFile(path.join(target, 'index.html')))) return { kind: 'redirect', location: `${urlPath}/` };
  return { kind: 'missing' };
}

export interface ServerOptions {
  root: string;
  port: number;
  host: string;
  /** Rewrites HTML before it is sent (the watch server injects its client). */
  transformHtml?: (html: string) => string;
  /** Handles a request first; return true when it answered. */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Creates the request handler (used by `serve` and by the watch server). */
export function createStaticHandler(opts: Pick<ServerOptions, 'root' | 'transformHtml' | 'intercept'>) {
  const root = path.resolve(opts.root);
  const compressed = new Map<string, { mtime: number; br?: Buffer; gz?: Buffer }>();

  const send = async (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) => {
    const ext = path.extname(file).toLowerCase();
    const type = MIME[ext] ?? 'application/octet-stream';
    const stat = await fs.stat(file);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Last-Modified': stat.mtime.toUTCString(),
    };
    const accept = String(req.headers['accept-encoding'] ?? '');
    const head = req.method === 'HEAD';
    if (COMPRESSIBLE.test(type) && (stat.size > 512 || opts.transformHtml) && (/\bbr\b/.test(accept) || /\bgzip\b/.test(accept))) {
      headers.Vary = 'Accept-Encoding';
      const enc = /\bbr\b/.test(accept) ? 'br' : 'gzip';
      let body = await fs.readFile(file);
      if (opts.transformHtml && ext === '.html') body = Buffer.from(opts.transformHtml(body.toString('utf8')));
      const key = `${file}|${opts.transformHtml && ext === '.html' ? 'dev' : ''}`;
      let entry = compressed.get(key);
      if (!entry || entry.mtime !== stat.mtimeMs || opts.transformHtml) entry = { mtime: stat.mtimeMs };
      const packed = enc === 'br' ? (entry.br ??= await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })) : (entry.gz ??= await gzip(body));
      compressed.set(key, entry);
      headers['Content-Encoding'] = enc;
      headers['Content-Length'] = packed.length;
      res.writeHead(status, headers);
      res.end(head ? undefined : packed);
      return;
    }
    if (opts.transformHtml && ext === '.html') {
      const body = Buffer.from(opts.transformHtml(await fs.readFile(file, 'utf8')));
      res.writeHead(status, { ...headers, 'Content-Length': body.length });
      res.end(head ? undefined : body);
      return;
    }
    headers['Content-Length'] = stat.size;
    res.writeHead(status, headers);
    if (head) res.end();
    else createReadStream(file).pipe(res);
  };

  /** The 404 page of the locale the path belongs to (`/zh/x` → zh/404.html), else the root one. */
  const notFoundFile = async (urlPath: string) => {
    const first = urlPath.split('/')[1];
    if (first && /^[\w-]+$/.test(first)) {
      const local = path.join(root, first, '404.html');
      if (await fs.stat(local).then(() => true, () => false)) return local;
    }
    return path.join(root, '404.html');
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      if (opts.intercept?.(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const found = await lookupPath(root, url.pathname);
      if (found.kind === 'bad') {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request');
      } else if (found.kind === 'redirect') {
        res.writeHead(301, { Location: found.location + url.search }).end();
      } else if (found.kind === 'file') {
        await send(req, res, found.file, 200);
      } else {
        const page = await notFoundFile(url.pathname);
        if (await fs.stat(page).then(() => true, () => false)) await send(req, res, page, 404);
        else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      }
    } catch (err) {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
      console.error(err);
    }
  };
}

/** Starts the static server; resolves once it listens. */
export async function startServer(opts: ServerOptions): Promise<{ server: http.Server; url: string; close: () => Promise<void> }> {
  const server = http.createServer(createStaticHandler(opts));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address() as { port: number };
  return { server, url: `http://${opts.host}:${addr.port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
