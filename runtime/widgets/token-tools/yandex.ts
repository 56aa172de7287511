/**
 * Yandex Disk: one page that is both halves. Without a code it takes the app's client id and
 * secret and sends the reader to Yandex (the two ride in `state`); with a code it posts the code
 * straight to Yandex's token endpoint and shows the refresh token.
 */
import { call } from './http.ts';
import { authorizeForm, authorizeUrl, callbackPage, clientFromState, packState, redirectUri } from './oauth.ts';
import type { Tool } from './ui.ts';

const WORDS = {
  en: { go: 'Go to Yandex', refreshToken: 'Refresh token' },
  zh: { go: '前往 Yandex 授权', refreshToken: '刷新令牌' },
};

export const callback: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  callbackPage(host, ctx, {
    usesService: false,
    start(host) {
      authorizeForm(host, ctx, {
        needSecret: true,
        go: t.go,
        build: (v) =>
          authorizeUrl('https://oauth.yandex.com/authorize', {
            response_type: 'code',
            client_id: v.clientId,
            redirect_uri: redirectUri(ctx.site, 'yandex'),
            state: packState([v.clientId, v.clientSecret]),
          }),
      });
    },
    async exchange(code, state) {
      const [clientId, clientSecret] = clientFromState(state, ctx.lang);
      const body = await call<{ refresh_token: string; access_token?: string }>('https://oauth.yandex.com/token', {
        lang: ctx.lang, signal: ctx.signal, expect: ['refresh_token'],
        form: { grant_type: 'authorization_code', code, client_id: clientId, client_secret: clientSecret },
      });
      return [{ label: t.refreshToken, value: body.refresh_token }];
    },
  });
};
