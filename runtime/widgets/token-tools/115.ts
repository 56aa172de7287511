/**
 * 115: QR login through the token service, ending with the session cookie.
 *
 * Contract (documented on the 115 token page):
 *   POST API/alist/115/qrcode         {}                 → {uid, time, sign, qrcode}
 *        qrcode: the QR image, as an https: or data:image/ URL
 *   POST API/alist/115/qrcode/status  {uid, time, sign}  → {status, cookie?}
 *        status: waiting | scanned | confirmed (with cookie "UID=…;CID=…;SEID=…") | expired | canceled
 *   Failures: an HTTP error status with {error, error_description}.
 */
import { apiAddress, call, ToolError } from './http.ts';
import { qrLogin, type QrState } from './qr.ts';
import { el, serviceLine, type Tool } from './ui.ts';

interface Qr115 {
  uid: string;
  time: string | number;
  sign: string;
  qrcode: string;
}

const WORDS = {
  en: { app: '115', cookie: 'Cookie', noCookie: 'The login was confirmed, but the token service sent no cookie.' },
  // A space between Chinese text and the digits, as Chinese typesetting has it.
  zh: { app: ' 115', cookie: 'Cookie', noCookie: '登录已确认，但令牌服务没有返回 Cookie。' },
};

export const token: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  const panel = el('div');
  host.append(serviceLine(ctx), panel);
  qrLogin(panel, ctx, {
    app: t.app,
    async start() {
      const qr = await call<Qr115>(apiAddress(ctx.site, 'alist/115/qrcode', ctx.lang), { lang: ctx.lang, signal: ctx.signal, json: {}, expect: ['uid', 'time', 'sign', 'qrcode'] });
      const ticket = { uid: qr.uid, time: qr.time, sign: qr.sign };
      return {
        image: qr.qrcode,
        async check(): Promise<QrState> {
          const s = await call<{ status: string; cookie?: string }>(apiAddress(ctx.site, 'alist/115/qrcode/status', ctx.lang), {
            lang: ctx.lang, signal: ctx.signal, json: ticket, expect: ['status'],
          });
          if (s.status === 'confirmed') {
            if (!s.cookie) throw new ToolError(t.noCookie);
            return { state: 'done', values: [{ label: t.cookie, value: s.cookie }] };
          }
          if (s.status === 'scanned' || s.status === 'expired' || s.status === 'canceled') return { state: s.status };
          return { state: 'waiting' };
        },
      };
    },
  });
};
