/**
 * Google Photos albums: a refresh token and its client → a fresh access token at Google's token
 * endpoint → every album from the Photos Library API, 50 a page, following `nextPageToken`.
 */
import { call, isAbort, ToolError } from './http.ts';
import { GOOGLE_TOKEN_URL } from './google.ts';
import { button, copyButton, el, failure, field, form, format, messages, para, type Tool } from './ui.ts';

const ALBUMS_URL = 'https://photoslibrary.googleapis.com/v1/albums';
/** Pages read at most: 5000 albums, and a guard against a service that never stops paging. */
const MAX_PAGES = 100;

interface Album {
  id: string;
  title?: string;
}

const WORDS = {
  en: {
    refreshToken: 'Refresh token', clientId: 'Client ID', clientSecret: 'Client secret', go: 'List albums',
    need: 'Enter the refresh token, the client ID and the client secret: Google renews the token only for the client that issued it.',
    renewing: 'Getting an access token from Google…', reading: 'Reading albums… {count} so far.',
    found: '{count} albums.', none: 'This library has no albums.', failed: 'The albums could not be listed.',
    title: 'Title', id: 'Album ID', untitled: '(untitled)', copy: 'Copy the ID of {title}',
  },
  zh: {
    refreshToken: '刷新令牌', clientId: '客户端 ID', clientSecret: '客户端密钥', go: '列出相册',
    need: '请填写刷新令牌、客户端 ID 和客户端密钥：Google 只接受签发该令牌的客户端来续期。',
    renewing: '正在向 Google 换取访问令牌…', reading: '正在读取相册…已读到 {count} 个。',
    found: '共 {count} 个相册。', none: '这个图库里没有相册。', failed: '无法列出相册。',
    title: '标题', id: '相册 ID', untitled: '（无标题）', copy: '复制「{title}」的 ID',
  },
};

export const album: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  const token = field(t.refreshToken);
  const id = field(t.clientId);
  const secret = field(t.clientSecret);
  token.input.type = secret.input.type = 'password';
  const go = button(t.go, 'primary', 'submit');
  const box = messages();
  const list = async () => {
    const [refreshToken, clientId, clientSecret] = [token, id, secret].map((f) => f.input.value.trim());
    const empty = [token, id, secret].find((f) => !f.input.value.trim());
    if (empty) {
      box.error(t.need);
      return empty.input.focus();
    }
    go.disabled = true;
    box.info(t.renewing);
    try {
      const { access_token } = await call<{ access_token: string }>(GOOGLE_TOKEN_URL, {
        lang: ctx.lang, signal: ctx.signal, expect: ['access_token'],
        form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, client_secret: clientSecret },
      });
      const albums: Album[] = [];
      let pageToken = '';
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ ...(pageToken ? { pageToken } : {}), pageSize: '50' });
        const body = await call<{ albums?: Album[]; nextPageToken?: string }>(`${ALBUMS_URL}?${query}`, {
          lang: ctx.lang, signal: ctx.signal, headers: { Authorization: `Bearer ${access_token}` },
        });
        albums.push(...(body.albums ?? []).filter((a) => a && typeof a.id === 'string'));
        pageToken = body.nextPageToken ?? '';
        if (!pageToken) break;
        box.info(format(t.reading, { count: albums.length }));
      }
      box.info(...(albums.length ? [para(format(t.found, { count: albums.length })), table(albums)] : [para(t.none)]));
    } catch (err) {
      if (!isAbort(err)) box.error(...failure(t.failed, err instanceof ToolError ? err.message : String(err)));
    }
    go.disabled = false;
  };
  host.append(form(ctx.signal, () => void list(), token.row, id.row, secret.row, el('div', 'token-actions', go)), ...box.nodes);

  function table(albums: Album[]): HTMLElement {
    const head = el('tr', '', el('th', '', t.title), el('th', '', t.id), el('td'));
    const rows = albums.map((a) => {
      const title = a.title || t.untitled;
      const code = el('code', 'token-result-value', a.id);
      return el('tr', '', el('td', '', title), el('td', '', code), el('td', '', copyButton(a.id, ctx.lang, ctx.signal, code, format(t.copy, { title }))));
    });
    return el('div', 'token-table', el('table', '', el('thead', '', head), el('tbody', '', ...rows)));
  }
};
