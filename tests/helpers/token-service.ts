/**
 * A stand-in for the token service behind the `local` API endpoint (http://localhost:3002), for
 * the browser tests of the /tool/ pages. It answers every route the tools call with canned
 * values, answers with the provider's kind of error when a request carries a marker (code "bad",
 * phone 13000000000, verify code 000000, site /sites/missing, code "notjson"), sends CORS headers
 * (the site runs on another port) and records every request so tests can check what was sent.
 */
import http from 'node:http';

/** The values the stand-in hands out, for tests to compare with what the page shows. */
export const CANNED = {
  onedrive: { refresh_token: 'M.C507_onedrive-refresh-token', access_token: 'onedrive-access-token' },
  siteId: 'contoso.sharepoint.com,2c4f7a1e-0000-4000-8000-000000000001,9b1d0c2e-0000-4000-8000-000000000002',
  aliQr: { sid: 'ali-sid-1', qrCodeUrl: 'https://open.aliyundrive.com/o/oauth/authorize/qrcode/ali-sid-1' },
  aliAuthCode: 'ali-qr-auth-code',
  aliyundrive: { refresh_token: 'ali-refresh-token', access_token: 'ali-access-token' },
  baidu: { refresh_token: '122.baidu-refresh-token', access_token: '121.baidu-access-token' },
  dropbox: { refresh_token: 'dropbox-refresh-token', access_token: 'sl.dropbox-access-token' },
  wopan: { access_token: 'wopan-access-token', refresh_token: 'wopan-refresh-token' },
  qr115: { uid: '115-uid-1', time: 1700000000, sign: '115-sign-1', qrcode: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/><rect x="2" y="2" width="2" height="2"/></svg>').toString('base64')}` },
  cookie115: 'UID=1234567_A1_1700000000;CID=0123456789abcdef0123456789abcdef;SEID=fedcba9876543210fedcba9876543210',
} as const;

/** One request as the stand-in saw it. */
export interface Recorded {
  method: string;
  /** The path without the query. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON or form body (or the raw text, or undefined when empty). */
  body: unknown;
  contentType: string;
  origin: string;
}

/** Scripted status sequences; each status call takes the next entry, the last one repeats. */
export type Script = 'ali-status' | '115-status';

export interface TokenService {
  url: string;
  /** Every request except CORS preflights, in order. */
  requests: Recorded[];
  /** Forgets the requests and restores the default scripts. */
  reset(): void;
  script(name: Script, steps: string[]): void;
  close(): Promise<void>;
}

const DEFAULT_SCRIPTS: Record<Script, string[]> = {
  'ali-status': ['WaitLogin', 'ScanSuccess', 'LoginSuccess'],
  '115-status': ['waiting', 'scanned', 'confirmed'],
};

type Answer = [status: number, body: unknown];
const oauthError = (status: number, error: string, description: string): Answer => [status, { error, error_description: description }];

/** Starts the stand-in on 127.0.0.1:3002 (the `local` endpoint's port). */
export async function startTokenService(port = 3002, host = '127.0.0.1'): Promise<TokenService> {
  const requests: Recorded[] = [];
  let scripts = structuredClone(DEFAULT_SCRIPTS);
  const next = (name: Script) => (scripts[name].length > 1 ? scripts[name].shift()! : scripts[name][0]);

  function route(r: Recorded): Answer | 'html' {
    const b = (r.body ?? {}) as Record<string, string>;
    const key = `${r.method} ${r.path}`;
    switch (key) {
      case 'POST /alist/onedrive/get_refresh_token':
        if (b.code === 'bad') return oauthError(400, 'invalid_grant', 'AADSTS54005: OAuth2 Authorization code was already redeemed.');
        if (b.code === 'notjson') return 'html';
        return [200, CANNED.onedrive];
      case 'POST /alist/onedrive/get_site_id':
        if (String(b.site_url).includes('/sites/missing')) return [404, { error: { code: 'itemNotFound', message: 'Requested site could not be found' } }];
        return [200, { id: CANNED.siteId }];
      case 'POST /alist/ali_open/qr':
        return [200, CANNED.aliQr];
      case `GET /proxy/https://open.aliyundrive.com/oauth/qrcode/${CANNED.aliQr.sid}/status`: {
        const status = next('ali-status');
        return [200, status === 'LoginSuccess' ? { status, authCode: CANNED.aliAuthCode } : { status }];
      }
      case 'POST /alist/ali_open/code':
        if (b.code === 'bad') return [400, { code: 'InvalidCode', message: 'The authorization code is invalid or has expired.' }];
        return [200, { token_type: 'Bearer', expires_in: 7200, ...CANNED.aliyundrive }];
      case 'GET /alist/baidu/get_refresh_token':
        if (r.query.code === 'bad') return oauthError(400, 'invalid_grant', 'Invalid Authorization Code: bad');
        return [200, { expires_in: 2592000, ...CANNED.baidu }];
      case 'POST /alist/dropbox/token':
        if (b.code === 'bad') return oauthError(400, 'invalid_grant', 'code doesn\'t exist or has expired');
        return [200, { token_type: 'bearer', ...CANNED.dropbox }];
      case 'POST /alist/wopan/login':
        if (b.phone === '13000000000') return oauthError(400, 'unknown_phone', 'This phone number has no WoPan account.');
        return [200, { success: true }];
      case 'POST /alist/wopan/verify_code':
        if (b.verify_code === '000000') return oauthError(400, 'invalid_code', 'The verification code is wrong or has expired.');
        return [200, CANNED.wopan];
      case 'POST /alist/115/qrcode':
        return [200, CANNED.qr115];
      case 'POST /alist/115/qrcode/status': {
        const { uid, time, sign } = CANNED.qr115;
        if (b.uid !== uid || Number(b.time) !== time || b.sign !== sign) return oauthError(400, 'invalid_ticket', 'uid, time and sign do not belong together.');
        const status = next('115-status');
        return [200, status === 'confirmed' ? { status, cookie: CANNED.cookie115 } : { status }];
      }
      default:
        return oauthError(404, 'not_found', `the stand-in has no route ${key}`);
    }
  }

  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
      'Access-Control-Max-Age': '600',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      const contentType = req.headers['content-type']?.split(';')[0] ?? '';
      let body: unknown = text || undefined;
      if (text && contentType === 'application/json') body = safeJson(text);
      else if (text && contentType === 'application/x-www-form-urlencoded') body = Object.fromEntries(new URLSearchParams(text));
      // Decode only the query: the proxy route carries a whole URL in its path.
      const path = (req.url ?? '/').split('?')[0];
      const recorded: Recorded = { method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body, contentType, origin: String(req.headers.origin ?? '') };
      requests.push(recorded);
      const answer = route(recorded);
      if (answer === 'html') {
        res.writeHead(200, { ...cors, 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Welcome</title><p>Not a token service.</p>');
        return;
      }
      res.writeHead(answer[0], { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(answer[1]));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    requests,
    reset() {
      requests.length = 0;
      scripts = structuredClone(DEFAULT_SCRIPTS);
    },
    script(name, steps) {
      scripts[name] = [...steps];
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
