/**
 * OneDrive: the request page builds the Microsoft sign-in of the chosen zone, the callback page
 * trades the code for a refresh token through the token service and can then look up the id of
 * a SharePoint site with the fresh access token.
 */
import { apiAddress, call, isAbort, ToolError } from './http.ts';
import { authorizeForm, authorizeUrl, callbackPage, packState, redirectUri, unpackState } from './oauth.ts';
import { button, el, failure, field, form, labelled, messages, result, select, type Tool } from './ui.ts';

/** The sign-in host of each zone (the `region` of the OneDrive storage). */
export const ZONES = {
  global: 'https://login.microsoftonline.com',
  cn: 'https://login.chinacloudapi.cn',
  de: 'https://login.microsoftonline.de',
  us: 'https://login.microsoftonline.us',
} as const;

type Zone = keyof typeof ZONES;
const SCOPE = 'offline_access files.readwrite.all';

const WORDS = {
  en: {
    zone: 'Zone',
    zoneHint: 'The cloud your account lives in; put the same value into the storage’s region field.',
    zones: { global: 'Global (global)', cn: 'China, operated by 21Vianet (cn)', de: 'Germany (de)', us: 'US Government (us)' },
    go: 'Go to Microsoft sign-in',
    refreshToken: 'Refresh token',
    siteTitle: 'SharePoint site ID (optional)',
    site: 'SharePoint site address',
    siteHint: 'Only to mount a SharePoint library, for example https://contoso.sharepoint.com/sites/team',
    siteGo: 'Get site ID',
    siteId: 'Site ID',
    siteNeeded: 'Enter the full address of the site, starting with https://.',
    siteWait: 'Looking the site up…',
    siteFailed: 'The site could not be looked up.',
  },
  zh: {
    zone: '区域',
    zoneHint: '账号所在的云；存储的 region 字段也要填同一个值。',
    zones: { global: '国际版（global）', cn: '世纪互联（cn）', de: '德国（de）', us: '美国政府（us）' },
    go: '前往微软登录',
    refreshToken: '刷新令牌',
    siteTitle: 'SharePoint 站点 ID（可选）',
    site: 'SharePoint 站点地址',
    siteHint: '仅在挂载 SharePoint 文档库时需要，例如 https://contoso.sharepoint.com/sites/team',
    siteGo: '查询站点 ID',
    siteId: '站点 ID',
    siteNeeded: '请输入以 https:// 开头的完整站点地址。',
    siteWait: '正在查询站点…',
    siteFailed: '查询站点失败。',
  },
};

/** The authorize URL for a client in a zone; `state` carries `client_id::client_secret::zone`. */
export function onedriveAuthorizeUrl(v: { clientId: string; clientSecret: string; zone: Zone }, redirect: string): string {
  return authorizeUrl(`${ZONES[v.zone]}/common/oauth2/v2.0/authorize`, {
    client_id: v.clientId,
    response_type: 'code',
    redirect_uri: redirect,
    scope: SCOPE,
    state: packState([v.clientId, v.clientSecret, v.zone]),
  });
}

export const request: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  authorizeForm(host, ctx, {
    needSecret: false,
    go: t.go,
    extra: (add) => {
      const zone = labelled(t.zone, select(Object.keys(ZONES).map((z) => [z, t.zones[z as Zone]])), t.zoneHint);
      add(zone.row);
      return () => ({ zone: zone.input.value });
    },
    build: (v) => onedriveAuthorizeUrl({ clientId: v.clientId, clientSecret: v.clientSecret, zone: v.zone as Zone }, redirectUri(ctx.site, 'onedrive')),
  });
};

export const callback: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  let accessToken = '';
  let zone = 'global';
  callbackPage(host, ctx, {
    requestPage: '/tool/onedrive/request.html',
    usesService: true,
    async exchange(code, state) {
      zone = unpackState(state)?.[2] ?? 'global';
      const body = await call<{ refresh_token: string; access_token?: string }>(apiAddress(ctx.site, 'alist/onedrive/get_refresh_token', ctx.lang), {
        lang: ctx.lang, signal: ctx.signal, json: { code, client: state }, expect: ['refresh_token'],
      });
      accessToken = body.access_token ?? '';
      return [{ label: t.refreshToken, value: body.refresh_token }];
    },
    after(host) {
      if (accessToken) host.append(siteForm());
    },
  });

  /** The optional SharePoint lookup: site address → site id. */
  function siteForm(): HTMLElement {
    const site = field(t.site, t.siteHint);
    site.input.type = 'url';
    const box = messages();
    const go = button(t.siteGo, 'primary', 'submit');
    const lookUp = async () => {
      const siteUrl = site.input.value.trim();
      if (!/^https:\/\/[^/\s]+\.[^/\s]+/i.test(siteUrl)) {
        box.error(t.siteNeeded);
        return site.input.focus();
      }
      go.disabled = true;
      box.info(t.siteWait);
      try {
        const body = await call<{ id: string }>(apiAddress(ctx.site, 'alist/onedrive/get_site_id', ctx.lang), {
          lang: ctx.lang, signal: ctx.signal, json: { site_url: siteUrl, access_token: accessToken, zone }, expect: ['id'],
        });
        box.info(result(t.siteId, body.id, ctx.lang, ctx.signal));
      } catch (err) {
        if (!isAbort(err)) box.error(...failure(t.siteFailed, err instanceof ToolError ? err.message : String(err)));
      }
      go.disabled = false;
    };
    const group = el('fieldset', 'token-section', el('legend', '', t.siteTitle), site.row, el('div', 'token-actions', go));
    return el('div', '', form(ctx.signal, () => void lookUp(), group), ...box.nodes);
  }
};
