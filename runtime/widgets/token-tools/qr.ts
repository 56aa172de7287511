/**
 * A QR-code login, shared by the 115 and Aliyundrive tools: a button fetches the code's image,
 * the page polls the login's status every QR_POLL_MS while the reader scans and confirms on the
 * phone, then shows what the login yields. Leaving the page stops the polling.
 */
import { isAbort, QR_POLL_MS, sleep, ToolError } from './http.ts';
import { button, el, failure, format, messages, para, result, type ToolContext } from './ui.ts';

/** Where a login stands; `done` carries the values to show. */
export type QrState = { state: 'waiting' | 'scanned' | 'expired' | 'canceled' } | { state: 'done'; values: { label: string; value: string }[] };

/** One QR code: its image (an http(s) or data: URL) and how to check its status. */
export interface QrSession {
  image: string;
  check(): Promise<QrState>;
}

const WORDS = {
  en: {
    get: 'Get QR code',
    again: 'Get a new QR code',
    loading: 'Asking the token service for a QR code…',
    alt: 'QR code to scan with the {app} app',
    waiting: 'Scan this code with the {app} app on your phone.',
    scanned: 'Scanned. Now confirm the login in the {app} app.',
    expired: 'The QR code has expired before the login was confirmed. Get a new one and scan again.',
    canceled: 'The login was cancelled in the app. Get a new QR code to try again.',
    done: 'Logged in.',
    failed: 'The QR login failed.',
    badImage: 'The token service sent a QR code that is not an image address.',
  },
  zh: {
    get: '获取二维码',
    again: '重新获取二维码',
    loading: '正在向令牌服务申请二维码…',
    alt: '用{app} App 扫描的二维码',
    waiting: '请用手机上的{app} App 扫描这个二维码。',
    scanned: '已扫码，请在{app} App 中确认登录。',
    expired: '二维码在确认登录前已经过期，请重新获取一张再扫。',
    canceled: '已在 App 中取消登录。想重试的话，请重新获取二维码。',
    done: '登录成功。',
    failed: '扫码登录失败。',
    badImage: '令牌服务返回的二维码不是图片地址。',
  },
};

/** The QR login panel; `app` names the phone app in the page's language. */
export function qrLogin(host: HTMLElement, ctx: ToolContext, o: { app: string; start: () => Promise<QrSession> }): void {
  const t = WORDS[ctx.lang];
  const go = button(t.get);
  const image = el('img', 'no-view');
  image.alt = format(t.alt, { app: o.app });
  image.width = image.height = 200;
  const figure = el('figure', 'token-qr', image);
  figure.hidden = true;
  const box = messages();
  let run = 0;
  go.addEventListener('click', () => void start(), { signal: ctx.signal });
  host.append(el('div', 'token-actions', go), figure, ...box.nodes);

  async function start(): Promise<void> {
    const mine = ++run;
    go.disabled = true;
    figure.hidden = true;
    box.info(t.loading);
    try {
      const session = await o.start();
      if (!/^(https?:|data:image\/)/i.test(session.image)) throw new ToolError(t.badImage);
      image.src = session.image;
      figure.hidden = false;
      let last = '';
      const say = (state: string, text: string) => state !== last && (last = state, box.info(text));
      say('waiting', format(t.waiting, { app: o.app }));
      for (;;) {
        await sleep(QR_POLL_MS, ctx.signal);
        if (mine !== run) return;
        const s = await session.check();
        if (s.state === 'waiting' || s.state === 'scanned') {
          say(s.state, format(t[s.state], { app: o.app }));
          continue;
        }
        figure.hidden = true;
        if (s.state === 'done') box.info(para(t.done), ...s.values.map((v) => result(v.label, v.value, ctx.lang, ctx.signal)));
        else box.error(t[s.state]);
        break;
      }
    } catch (err) {
      if (isAbort(err)) return;
      figure.hidden = true;
      box.error(...failure(t.failed, err instanceof ToolError ? err.message : String(err)));
    }
    go.textContent = t.again;
    go.disabled = false;
  }
}
