/**
 * Dropbox: the request page sends the reader to Dropbox asking for offline access, with the app
 * key and secret in `state`; the callback page posts code, key, secret and redirect URI to
 * `API/alist/dropbox/token` and shows the refresh token.
 */
import { apiAddress, call } from './http.ts';
import { authorizeForm, authorizeUrl, callbackPage, clientFromState, packState, redirectUri } from './oauth.ts';
import type { Tool } from './ui.ts';

const WORDS = {
  en: { clientId: 'App key (client ID)', clientSecret: 'App secret (client secret)', needSecret: 'Enter the App secret too: the callback page needs it to exchange the code.', go: 'Go to Dropbox', refreshToken: 'Refresh token' },
  zh: { clientId: 'App key（客户端 ID）', clientSecret: 'App secret（客户端密钥）', needSecret: '还需要填写 App secret：回调页面要用它来兑换 code。', go: '前往 Dropbox 授权', refreshToken: '刷新令牌' },
};

export const request: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  authorizeForm(host, ctx, {
    labels: { clientId: t.clientId, clientSecret: t.clientSecret },
    needSecret: true,
    needSecretText: t.needSecret,
    go: t.go,
    build: (v) =>
      authorizeUrl('https://www.dropbox.com/oauth2/authorize', {
        client_id: v.clientId,
        response_type: 'code',
        redirect_uri: redirectUri(ctx.site, 'dropbox'),
        token_access_type: 'offline',
        state: packState([v.clientId, v.clientSecret]),
      }),
  });
};

export const callback: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  callbackPage(host, ctx, {
    requestPage: '/tool/dropbox/request.html',
    usesService: true,
    async exchange(code, state) {
      const [clientId, clientSecret] = clientFromState(state, ctx.lang);
      const body = await call<{ refresh_token: string }>(apiAddress(ctx.site, 'alist/dropbox/token', ctx.lang), {
        lang: ctx.lang, signal: ctx.signal, expect: ['refresh_token'],
        json: { code, client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri(ctx.site, 'dropbox') },
      });
      return [{ label: t.refreshToken, value: body.refresh_token }];
    },
  });
};
