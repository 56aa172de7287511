/**
 * Baidu Netdisk: one page that is both halves. Without a code it offers the sign-in at Baidu's
 * OAuth page; Baidu sends the reader back with `?code=…`, which
 * `GET API/alist/baidu/get_refresh_token?code=…` trades for the refresh token.
 */
import { apiAddress, call } from './http.ts';
import { authorizeUrl, callbackPage, redirectUri } from './oauth.ts';
import { button, el, para, type Tool } from './ui.ts';

/**
 * The app the token service exchanges codes for: the default `client_id` of the BaiduNetdisk
 * and BaiduPhoto storages (facts: drivers.json).
 */
export const BAIDU_CLIENT_ID = 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v';

const WORDS = {
  en: {
    start: 'Sign in with Baidu to get a refresh token. Baidu brings you back to this page, and the code in the address is then exchanged.',
    go: 'Sign in with Baidu',
    refreshToken: 'Refresh token',
  },
  zh: {
    start: '用百度账号登录即可获取刷新令牌。百度会把你送回本页，随后兑换地址中的 code。',
    go: '前往百度登录',
    refreshToken: '刷新令牌',
  },
};

export const callback: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  callbackPage(host, ctx, {
    usesService: true,
    start(host, box) {
      const go = button(t.go);
      go.addEventListener('click', () => {
        location.assign(authorizeUrl('https://openapi.baidu.com/oauth/2.0/authorize', {
          response_type: 'code',
          client_id: BAIDU_CLIENT_ID,
          redirect_uri: redirectUri(ctx.site, 'baidu'),
          scope: 'basic,netdisk',
        }));
      }, { signal: ctx.signal });
      if (!host.querySelector('[role="alert"]:not(:empty)')) box.info(para(t.start));
      host.append(el('div', 'token-actions', go));
    },
    async exchange(code) {
      const body = await call<{ refresh_token: string; access_token?: string }>(`${apiAddress(ctx.site, 'alist/baidu/get_refresh_token', ctx.lang)}?${new URLSearchParams({ code })}`, {
        lang: ctx.lang, signal: ctx.signal, expect: ['refresh_token'],
      });
      return [{ label: t.refreshToken, value: body.refresh_token }];
    },
  });
};
