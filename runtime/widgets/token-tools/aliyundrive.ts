/**
 * Aliyundrive Open: sign in on Aliyundrive's authorize page (your own app) and come back to the
 * callback page, or log in by QR code (the public app, or your own) without leaving the page.
 * Both end with `POST API/alist/ali_open/code`, which trades the code for the refresh token.
 *
 * QR contract of the token service: `POST API/alist/ali_open/qr` (JSON: the optional client
 * id and secret) → `{sid, qrCodeUrl}`, qrCodeUrl being the address of the QR image; then
 * `GET API/proxy/https://open.aliyundrive.com/oauth/qrcode/{sid}/status` → `{status, authCode?}`
 * with status WaitLogin, ScanSuccess, LoginSuccess (with the authCode) or QRCodeExpired.
 */
import { ALIYUNDRIVE_CLIENT_KEY } from '../../keys.ts';
import { slot } from '../../storage.ts';
import { apiAddress, call, ToolError } from './http.ts';
import { authorizeForm, authorizeUrl, callbackPage, redirectUri } from './oauth.ts';
import { qrLogin, type QrState } from './qr.ts';
import { el, para, serviceLine, type Tool, type ToolContext } from './ui.ts';

const AUTHORIZE = 'https://open.aliyundrive.com/oauth/authorize';
const SCOPE = 'user:base,file:all:read,file:all:write';
/** Your own app's id and secret, kept for this tab between the request and the callback page. */
const CLIENT = slot(ALIYUNDRIVE_CLIENT_KEY, 'session');

const WORDS = {
  en: {
    go: 'Sign in on Aliyundrive',
    needId: 'Signing in on Aliyundrive’s page needs the client ID of your own app. To use the public app, leave both fields empty and log in with the QR code below.',
    qr: 'Or log in with the QR code: with both fields empty it authorises the public app, otherwise your own.',
    app: 'Aliyundrive',
    noCode: 'The login succeeded, but the status answer holds no authCode to exchange.',
    refreshToken: 'Refresh token',
  },
  zh: {
    go: '前往阿里云盘登录',
    needId: '在阿里云盘页面登录需要你自己应用的客户端 ID。想用公共应用的话，两项都留空，用下面的二维码登录。',
    qr: '也可以扫码登录：两项都留空时授权给公共应用，否则授权给你自己的应用。',
    app: '阿里云盘',
    noCode: '登录成功了，但状态回答里没有可兑换的 authCode。',
    refreshToken: '刷新令牌',
  },
};

type Client = { client_id?: string; client_secret?: string };
const clientOf = (id: string, secret: string): Client => ({ ...(id ? { client_id: id } : {}), ...(secret ? { client_secret: secret } : {}) });

/** `POST API/alist/ali_open/code`: an authorization code (from the callback or the QR login) → the refresh token. */
async function exchange(ctx: ToolContext, code: string, client: Client) {
  const body = await call<{ refresh_token: string }>(apiAddress(ctx.site, 'alist/ali_open/code', ctx.lang), {
    lang: ctx.lang, signal: ctx.signal, json: { code, grant_type: 'authorization_code', ...client }, expect: ['refresh_token'],
  });
  return [{ label: WORDS[ctx.lang].refreshToken, value: body.refresh_token }];
}

export const request: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  host.append(serviceLine(ctx));
  const values = authorizeForm(host, ctx, {
    needSecret: false,
    needIdText: t.needId,
    go: t.go,
    build: (v) => authorizeUrl(AUTHORIZE, { client_id: v.clientId, redirect_uri: redirectUri(ctx.site, 'aliyundrive'), scope: SCOPE, response_type: 'code', relogin: 'true' }),
    beforeLeave: (v) => CLIENT.set(JSON.stringify(clientOf(v.clientId, v.clientSecret))),
  });
  const qr = el('div', 'token-section', para(t.qr));
  host.append(qr);
  qrLogin(qr, ctx, {
    app: t.app,
    async start() {
      const v = values();
      const client = clientOf(v.clientId, v.clientSecret);
      const qrCode = await call<{ sid: string; qrCodeUrl: string }>(apiAddress(ctx.site, 'alist/ali_open/qr', ctx.lang), { lang: ctx.lang, signal: ctx.signal, json: client, expect: ['sid', 'qrCodeUrl'] });
      const statusUrl = apiAddress(ctx.site, `proxy/https://open.aliyundrive.com/oauth/qrcode/${encodeURIComponent(qrCode.sid)}/status`, ctx.lang);
      return {
        image: qrCode.qrCodeUrl,
        async check(): Promise<QrState> {
          const s = await call<{ status: string; authCode?: string }>(statusUrl, { lang: ctx.lang, signal: ctx.signal, expect: ['status'] });
          if (s.status === 'LoginSuccess') {
            if (!s.authCode) throw new ToolError(t.noCode);
            return { state: 'done', values: await exchange(ctx, s.authCode, client) };
          }
          if (s.status === 'QRCodeExpired') return { state: 'expired' };
          return { state: s.status === 'ScanSuccess' ? 'scanned' : 'waiting' };
        },
      };
    },
  });
};

export const callback: Tool = (host, ctx) => {
  callbackPage(host, ctx, {
    requestPage: '/tool/aliyundrive/request.html',
    usesService: true,
    async exchange(code) {
      let client: Client = {};
      try {
        client = JSON.parse(CLIENT.get() ?? '{}') as Client;
      } catch {
        /* not ours: the public app */
      }
      const values = await exchange(ctx, code, client);
      CLIENT.remove();
      return values;
    },
  });
};
