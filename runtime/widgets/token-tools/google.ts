/**
 * Google: the request page sends the reader to Google's consent screen (Drive and Photos,
 * offline, consent every time) with the client id and secret in `state`; the callback page
 * posts the code straight to Google's token endpoint and shows the refresh token.
 */
import { call } from './http.ts';
import { authorizeForm, authorizeUrl, callbackPage, clientFromState, packState, redirectUri } from './oauth.ts';
import type { Tool } from './ui.ts';

/** Google's OAuth token endpoint (code and refresh-token grants). */
export const GOOGLE_TOKEN_URL = 'https://www.googleapis.com/oauth2/v4/token';
const SCOPE = 'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary';

const WORDS = {
  en: { go: 'Go to Google sign-in', refreshToken: 'Refresh token' },
  zh: { go: '前往 Google 登录', refreshToken: '刷新令牌' },
};

export const request: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  authorizeForm(host, ctx, {
    needSecret: true,
    go: t.go,
    build: (v) =>
      authorizeUrl('https://accounts.google.com/o/oauth2/auth', {
        client_id: v.clientId,
        response_type: 'code',
        redirect_uri: redirectUri(ctx.site, 'google'),
        scope: SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state: packState([v.clientId, v.clientSecret]),
      }),
  });
};

export const callback: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  callbackPage(host, ctx, {
    requestPage: '/tool/google/request.html',
    usesService: false,
    async exchange(code, state) {
      const [clientId, clientSecret] = clientFromState(state, ctx.lang);
      const body = await call<{ refresh_token: string }>(GOOGLE_TOKEN_URL, {
        lang: ctx.lang, signal: ctx.signal, expect: ['refresh_token'],
        form: { code, client_id: clientId, client_secret: clientSecret, redirect_uri: redirectUri(ctx.site, 'google'), grant_type: 'authorization_code' },
      });
      return [{ label: t.refreshToken, value: body.refresh_token }];
    },
  });
};
