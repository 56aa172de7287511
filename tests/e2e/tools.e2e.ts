/**
 * The token tools of the /tool/ pages, end to end in Chromium against the real site: request
 * pages build the provider's authorize URL (the provider is intercepted and sends the browser
 * back to the callback page), callback pages exchange the code through the stand-in token
 * service (`local`, 127.0.0.1:3002) or the intercepted provider, and every failure reads as
 * words. No request may leave 127.0.0.1 unless a test intercepts it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { REPO_ROOT, servedSite, watchConsole } from '../helpers/site.ts';
import { CANNED, startTokenService, type TokenService } from '../helpers/token-service.ts';

const AXE_SOURCE = fs.readFileSync(path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><rect width="1" height="1"/></svg>';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
/** How long a request page may take to leave for the provider after its button is pressed. */
const AUTHORIZE_WAIT_MS = 10_000;

interface Opened {
  page: Page;
  context: BrowserContext;
  seen: ReturnType<typeof watchConsole>;
  /** Requests to other hosts that no test intercepted (the guard aborted them). */
  offsite: string[];
}

/** `base64(a::b::…)` → ['a', 'b', …]. */
const unpack = (state: string) => Buffer.from(state, 'base64').toString('utf8').split('::');
const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });

describe('token tools', () => {
  let browser: Browser;
  let base: string;
  let service: TokenService;
  servedSite(REPO_ROOT, (s) => ({ browser, base } = s));
  before(async () => {
    service = await startTokenService();
  });
  after(async () => {
    await service?.close();
  });
  beforeEach(() => service.reset());

  /** Opens a tool page with the `local` endpoint chosen, the clipboard allowed and the off-site guard on. */
  async function open(urlPath: string, mode: 'light' | 'dark' = 'light'): Promise<Opened> {
    // A reader of the page's own language (no language-redirect prompt over the tool).
    const context = await browser.newContext({ locale: urlPath.startsWith('/zh/') ? 'zh-CN' : 'en-US' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await context.addInitScript((m) => {
      localStorage.setItem('api_name', 'local');
      localStorage.setItem('theme-mode', m);
    }, mode);
    const offsite: string[] = [];
    // Page routes (the tests' interceptions) take precedence over this context-wide guard.
    await context.route('**/*', (route) => {
      if (LOCAL_HOSTS.has(new URL(route.request().url()).hostname)) return route.fallback();
      offsite.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const seen = watchConsole(page);
    await goto(page, urlPath);
    return { page, context, seen, offsite };
  }

  /** Loads a path and waits until its tool has drawn itself. */
  async function goto(page: Page, urlPath: string): Promise<void> {
    await page.goto(base + urlPath);
    await waitForTool(page);
  }

  async function waitForTool(page: Page): Promise<void> {
    await page.waitForFunction(() => (window as unknown as { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__);
    await page.locator('[data-widget="token-tool"] [role="status"]').first().waitFor({ state: 'attached' });
  }

  /** Closes the context after checking no request left 127.0.0.1 and the console stayed clean (but for `expected`). */
  async function finish(o: Opened, expected: RegExp[] = []): Promise<void> {
    assert.deepEqual(o.offsite, [], 'no request left 127.0.0.1 un-intercepted');
    const unexpected = o.seen.errors.filter((e) => !expected.some((re) => re.test(e)));
    assert.deepEqual(unexpected, [], 'no console errors but the provoked ones');
    for (const re of expected) assert.ok(o.seen.errors.some((e) => re.test(e)), `the provoked console error ${re} was logged`);
    await o.context.close();
  }

  /**
   * Intercepts the provider's authorize page (a navigation) and answers with a redirect to
   * `back(url)`; `built` resolves with the URL the tool built. (An object, not a bare promise:
   * awaiting the setup must not wait for the navigation.)
   */
  async function authorizeAt(page: Page, origin: string, back: (url: URL) => string): Promise<{ built: Promise<URL> }> {
    let seen: (url: URL) => void;
    const captured = new Promise<URL>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the tool did not go to ${origin} within ${AUTHORIZE_WAIT_MS} ms`)), AUTHORIZE_WAIT_MS);
      seen = (url) => (clearTimeout(timer), resolve(url));
    });
    await page.route((url) => url.origin === origin, async (route: Route) => {
      const url = new URL(route.request().url());
      seen(url);
      await route.fulfill({ status: 302, headers: { location: back(url) } });
    });
    return { built: captured };
  }

  const tool = (page: Page) => page.locator('[data-widget="token-tool"]');
  /** The message boxes that say something (a tool may have several, most of them empty). */
  const status = (page: Page) => tool(page).getByRole('status').filter({ hasText: /\S/ }).last();
  const alert = (page: Page) => tool(page).getByRole('alert').filter({ hasText: /\S/ }).last();
  /** The value of a result group, after checking its copy button copies exactly that. */
  async function copied(page: Page, label: string, copy = 'Copy', done = 'Copied'): Promise<string> {
    const group = tool(page).getByRole('group', { name: label, exact: true });
    await group.waitFor();
    const value = (await group.locator('code').textContent()) ?? '';
    await group.getByRole('button', { name: copy, exact: true }).click();
    await group.getByRole('button', { name: done, exact: true }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), value, `the ${label} copy button copies the value`);
    return value;
  }
  /** Requests the stand-in received, without the path's host part. */
  const received = (pathName: string) => service.requests.filter((r) => r.path === pathName);

  // ── OneDrive ───────────────────────────────────────────────────────────────────────────────

  test('onedrive request refuses an empty client id, then builds the sign-in of the chosen zone; the callback exchanges the code and finds a SharePoint site id', async () => {
    const o = await open('/tool/onedrive/request.html');
    const { page } = o;
    await tool(page).getByRole('button', { name: 'Go to Microsoft sign-in' }).click();
    assert.match((await alert(page).textContent()) ?? '', /Enter the client ID first\./);
    assert.equal(page.url(), `${base}/tool/onedrive/request.html`, 'no navigation');
    assert.equal(await page.evaluate(() => document.activeElement?.id), await page.getByLabel('Client ID').getAttribute('id'), 'the empty field gets the focus');

    await page.getByLabel('Client ID').fill('od-client');
    await page.getByLabel('Client secret').fill('od~secret');
    const logins: Record<string, string> = { global: 'login.microsoftonline.com', cn: 'login.chinacloudapi.cn', de: 'login.microsoftonline.de', us: 'login.microsoftonline.us' };
    for (const [zone, host] of Object.entries(logins)) {
      await page.getByLabel('Zone').selectOption(zone);
      const shown = new URL((await tool(page).getByRole('group', { name: 'Sign-in address' }).locator('code').textContent())!);
      assert.equal(shown.host, host, `zone ${zone} signs in at ${host}`);
      assert.equal(unpack(shown.searchParams.get('state')!)[2], zone);
    }
    await page.getByLabel('Zone').selectOption('cn');
    const authorize = await authorizeAt(page, 'https://login.chinacloudapi.cn', (url) => `${base}/tool/onedrive/callback?code=od-good&state=${encodeURIComponent(url.searchParams.get('state')!)}`);
    await tool(page).getByRole('button', { name: 'Go to Microsoft sign-in' }).click();
    const url = await authorize.built;
    assert.equal(url.pathname, '/common/oauth2/v2.0/authorize');
    const state = url.searchParams.get('state')!;
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      client_id: 'od-client',
      response_type: 'code',
      redirect_uri: `${base}/tool/onedrive/callback`,
      scope: 'offline_access files.readwrite.all',
      state,
    });
    assert.deepEqual(unpack(state), ['od-client', 'od~secret', 'cn']);

    await page.waitForURL(`${base}/tool/onedrive/callback?**`);
    await waitForTool(page);
    assert.equal(await copied(page, 'Refresh token'), CANNED.onedrive.refresh_token);
    assert.deepEqual(received('/alist/onedrive/get_refresh_token').map((r) => r.body), [{ code: 'od-good', client: state }]);
    assert.equal(received('/alist/onedrive/get_refresh_token')[0].origin, base, 'a cross-origin call from the site');

    await page.getByLabel('SharePoint site address').fill('https://contoso.sharepoint.com/sites/team');
    await tool(page).getByRole('button', { name: 'Get site ID' }).click();
    assert.equal(await copied(page, 'Site ID'), CANNED.siteId);
    assert.deepEqual(received('/alist/onedrive/get_site_id').map((r) => r.body), [{ site_url: 'https://contoso.sharepoint.com/sites/team', access_token: CANNED.onedrive.access_token, zone: 'cn' }]);

    await page.getByLabel('SharePoint site address').fill('contoso');
    await tool(page).getByRole('button', { name: 'Get site ID' }).click();
    assert.match((await alert(page).textContent()) ?? '', /starting with https:\/\//);
    await page.getByLabel('SharePoint site address').fill('https://contoso.sharepoint.com/sites/missing');
    await tool(page).getByRole('button', { name: 'Get site ID' }).click();
    await alert(page).filter({ hasText: 'Requested site could not be found' }).waitFor();
    assert.match((await alert(page).textContent())!, /The site could not be looked up\..*HTTP 404: itemNotFound: Requested site could not be found/);
    await finish(o, [/status of 404/]);
  });

  test('onedrive request in Chinese: labels, zones and the refusal are Chinese, and the sign-in goes to the global login', async () => {
    const o = await open('/zh/tool/onedrive/request.html');
    const { page } = o;
    assert.deepEqual(await page.getByLabel('区域').locator('option').allTextContents(), ['国际版（global）', '世纪互联（cn）', '德国（de）', '美国政府（us）']);
    await tool(page).getByRole('button', { name: '前往微软登录' }).click();
    assert.match((await alert(page).textContent()) ?? '', /请先填写客户端 ID。/);
    await page.getByLabel('客户端 ID').fill('zh-client');
    await page.getByLabel('客户端密钥').fill('zh-secret');
    const authorize = await authorizeAt(page, 'https://login.microsoftonline.com', () => `${base}/zh/tool/onedrive/callback.html?code=od-zh&state=x`);
    await tool(page).getByRole('button', { name: '前往微软登录' }).click();
    const url = await authorize.built;
    assert.equal(url.searchParams.get('redirect_uri'), `${base}/tool/onedrive/callback`, 'one redirect URI for both languages');
    assert.deepEqual(unpack(url.searchParams.get('state')!), ['zh-client', 'zh-secret', 'global']);
    await page.waitForURL('**/zh/tool/onedrive/callback.html?**');
    await waitForTool(page);
    assert.equal(await copied(page, '刷新令牌', '复制', '已复制'), CANNED.onedrive.refresh_token);
    await finish(o);
  });

  test('onedrive callback: provider error, refused code, no code, a non-JSON answer and an unreachable service are said in words', async () => {
    const o = await open('/tool/onedrive/callback?error=access_denied&error_description=The+user+declined');
    const { page } = o;
    assert.match((await alert(page).textContent())!, /The sign-in did not succeed\. The provider answered access_denied: The user declined\./);
    assert.equal(service.requests.length, 0, 'nothing to exchange');

    await goto(page, '/tool/onedrive/callback?code=bad&state=eA');
    await alert(page).filter({ hasText: 'invalid_grant' }).waitFor();
    assert.match((await alert(page).textContent())!, /The exchange failed\. localhost:3002 answered HTTP 400: invalid_grant: AADSTS54005: OAuth2 Authorization code was already redeemed\./);
    assert.match((await alert(page).getByRole('link', { name: 'request page' }).getAttribute('href'))!, /\/tool\/onedrive\/request\.html$/);

    await goto(page, '/tool/onedrive/callback');
    assert.match((await status(page).textContent())!, /holds no authorisation code, so there is nothing to exchange\. Start from the request page/);
    assert.equal(await status(page).getByRole('link', { name: 'request page' }).getAttribute('href'), '/tool/onedrive/request.html');

    await goto(page, '/tool/onedrive/callback?code=notjson&state=eA');
    await alert(page).filter({ hasText: 'not JSON' }).waitFor();
    assert.match((await alert(page).textContent())!, /localhost:3002 answered with something that is not JSON \(HTTP 200, text\/html\)/);

    await page.route((url) => url.port === '3002', (route) => route.abort('connectionrefused'));
    await goto(page, '/tool/onedrive/callback?code=od-good&state=eA');
    await alert(page).filter({ hasText: 'Could not reach' }).waitFor();
    assert.match((await alert(page).textContent())!, /Could not reach localhost:3002\. Check your connection and that the service is running\./);
    await finish(o, [/status of 400/, /ERR_CONNECTION_REFUSED/]);
  });

  test('onedrive webdav turns a personal OneDrive and a SharePoint site address into WebDAV addresses and refuses other addresses', async () => {
    const o = await open('/tool/onedrive/webdav.html');
    const { page } = o;
    const go = tool(page).getByRole('button', { name: 'Get WebDAV address' });
    const input = page.getByLabel('OneDrive or SharePoint address');
    await go.click();
    assert.match((await alert(page).textContent())!, /Paste the address of your OneDrive or SharePoint page first\./);

    await input.fill('https://contoso-my.sharepoint.com/personal/jo_contoso_com/_layouts/15/onedrive.aspx');
    await go.click();
    assert.equal(await copied(page, 'WebDAV address'), 'https://contoso-my.sharepoint.com/personal/jo_contoso_com/Documents');
    assert.match((await status(page).textContent())!, /“Documents” library of the personal OneDrive of jo_contoso_com/);

    await input.fill('https://contoso.sharepoint.com/sites/team/Shared%20Documents/Forms/AllItems.aspx');
    await go.click();
    await status(page).filter({ hasText: 'Shared Documents' }).waitFor();
    assert.equal(await copied(page, 'WebDAV address'), 'https://contoso.sharepoint.com/sites/team/Shared%20Documents');
    assert.match((await status(page).textContent())!, /default document library .* of the site team/);

    for (const bad of ['https://example.com/sites/team', 'not a url', 'https://contoso.sharepoint.com/']) {
      await input.fill(bad);
      await go.click();
      assert.match((await alert(page).textContent())!, /This is not the address of a OneDrive for Business or SharePoint page\./, bad);
    }
    assert.equal(service.requests.length, 0, 'the conversion calls no server');
    await finish(o);
  });

  // ── Aliyundrive ────────────────────────────────────────────────────────────────────────────

  test('aliyundrive request refuses an empty client id, sends your own app to the authorize page, and the callback exchanges the code with its id and secret', async () => {
    const o = await open('/tool/aliyundrive/request.html');
    const { page } = o;
    await tool(page).getByRole('button', { name: 'Sign in on Aliyundrive' }).click();
    assert.match((await alert(page).textContent())!, /needs the client ID of your own app\. To use the public app, .* QR code/);
    await page.getByLabel('Client ID').fill('ali-client');
    await page.getByLabel('Client secret').fill('ali-secret');
    const authorize = await authorizeAt(page, 'https://open.aliyundrive.com', () => `${base}/tool/aliyundrive/callback?code=ali-good`);
    await tool(page).getByRole('button', { name: 'Sign in on Aliyundrive' }).click();
    const url = await authorize.built;
    assert.equal(url.pathname, '/oauth/authorize');
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      client_id: 'ali-client',
      redirect_uri: `${base}/tool/aliyundrive/callback`,
      scope: 'user:base,file:all:read,file:all:write',
      response_type: 'code',
      relogin: 'true',
    });
    await page.waitForURL(`${base}/tool/aliyundrive/callback?**`);
    await waitForTool(page);
    assert.equal(await copied(page, 'Refresh token'), CANNED.aliyundrive.refresh_token);
    assert.deepEqual(received('/alist/ali_open/code').map((r) => r.body), [{ code: 'ali-good', grant_type: 'authorization_code', client_id: 'ali-client', client_secret: 'ali-secret' }]);
    assert.equal(await page.evaluate(() => sessionStorage.length), 0, 'the id and secret are forgotten after the exchange');
    await finish(o);
  });

  test('aliyundrive QR login shows the code, follows its status and exchanges the authCode for a refresh token; an expired code asks for a new one', async () => {
    const o = await open('/tool/aliyundrive/request.html');
    const { page } = o;
    const images: string[] = [];
    await page.route((url) => url.origin === 'https://open.aliyundrive.com', (route) => {
      images.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: QR_SVG });
    });
    await tool(page).getByRole('button', { name: 'Get QR code' }).click();
    const qr = page.getByRole('img', { name: 'QR code to scan with the Aliyundrive app' });
    await qr.waitFor();
    assert.equal(await qr.getAttribute('src'), CANNED.aliQr.qrCodeUrl);
    await status(page).filter({ hasText: 'Scanned. Now confirm the login in the Aliyundrive app.' }).last().waitFor();
    assert.equal(await copied(page, 'Refresh token'), CANNED.aliyundrive.refresh_token);
    assert.equal(await qr.isVisible(), false, 'the used code is hidden');
    assert.deepEqual(images, [CANNED.aliQr.qrCodeUrl], 'the image comes from the address the service gave');
    assert.deepEqual(received('/alist/ali_open/qr').map((r) => r.body), [{}], 'the public app: no client fields');
    assert.equal(received(`/proxy/https://open.aliyundrive.com/oauth/qrcode/${CANNED.aliQr.sid}/status`).length, 3);
    assert.deepEqual(received('/alist/ali_open/code').map((r) => r.body), [{ code: CANNED.aliAuthCode, grant_type: 'authorization_code' }]);

    service.script('ali-status', ['WaitLogin', 'QRCodeExpired']);
    await tool(page).getByRole('button', { name: 'Get a new QR code' }).click();
    await alert(page).filter({ hasText: 'expired' }).waitFor();
    assert.match((await alert(page).textContent())!, /The QR code has expired before the login was confirmed\./);
    await tool(page).getByRole('button', { name: 'Get a new QR code' }).waitFor();
    await finish(o);
  });

  test('aliyundrive callback in Chinese: a refused code and a missing code are explained in Chinese', async () => {
    const o = await open('/zh/tool/aliyundrive/callback.html?code=bad');
    const { page } = o;
    await alert(page).filter({ hasText: 'InvalidCode' }).waitFor();
    assert.match((await alert(page).textContent())!, /兑换失败。 localhost:3002 返回 HTTP 400：InvalidCode: The authorization code is invalid or has expired\./);
    assert.equal(await alert(page).getByRole('link', { name: '请求页面' }).getAttribute('href'), '/zh/tool/aliyundrive/request.html');
    assert.deepEqual(received('/alist/ali_open/code').map((r) => r.body), [{ code: 'bad', grant_type: 'authorization_code' }]);
    await goto(page, '/zh/tool/aliyundrive/callback.html');
    assert.match((await status(page).textContent())!, /本页地址里没有授权 code，没有可兑换的内容。请从请求页面开始/);
    assert.match((await tool(page).textContent())!, /令牌服务：local（http:\/\/localhost:3002）/);
    await finish(o, [/status of 400/]);
  });

  // ── Baidu, Dropbox ─────────────────────────────────────────────────────────────────────────

  test('baidu callback starts the sign-in without a code, exchanges the returned code, and shows a refused code', async () => {
    const o = await open('/tool/baidu/callback.html');
    const { page } = o;
    assert.match((await status(page).textContent())!, /Sign in with Baidu to get a refresh token\./);
    const authorize = await authorizeAt(page, 'https://openapi.baidu.com', () => `${base}/tool/baidu/callback?code=baidu-good`);
    await tool(page).getByRole('button', { name: 'Sign in with Baidu' }).click();
    const url = await authorize.built;
    assert.equal(url.pathname, '/oauth/2.0/authorize');
    assert.deepEqual(Object.fromEntries(url.searchParams), { response_type: 'code', client_id: 'iYCeC9g08h5vuP9UqvPHKKSVrKFXGa1v', redirect_uri: `${base}/tool/baidu/callback`, scope: 'basic,netdisk' });
    await page.waitForURL(`${base}/tool/baidu/callback?**`);
    await waitForTool(page);
    assert.equal(await copied(page, 'Refresh token'), CANNED.baidu.refresh_token);
    assert.deepEqual(received('/alist/baidu/get_refresh_token').map((r) => [r.method, r.query]), [['GET', { code: 'baidu-good' }]]);

    await goto(page, '/tool/baidu/callback?code=bad');
    await alert(page).filter({ hasText: 'invalid_grant' }).waitFor();
    assert.match((await alert(page).textContent())!, /The exchange failed\. localhost:3002 answered HTTP 400: invalid_grant: Invalid Authorization Code: bad/);
    await tool(page).getByRole('button', { name: 'Sign in with Baidu' }).waitFor();
    await finish(o, [/status of 400/]);
  });

  test('dropbox request needs the App key and secret, asks for offline access with both in state; the callback exchanges code, key, secret and redirect URI', async () => {
    const o = await open('/tool/dropbox/request.html');
    const { page } = o;
    const go = tool(page).getByRole('button', { name: 'Go to Dropbox' });
    await go.click();
    assert.match((await alert(page).textContent())!, /Enter the client ID first\./);
    await page.getByLabel('App key (client ID)').fill('db-key');
    await go.click();
    assert.match((await alert(page).textContent())!, /Enter the App secret too/);
    await page.getByLabel('App secret (client secret)').fill('db-secret');
    const authorize = await authorizeAt(page, 'https://www.dropbox.com', (url) => `${base}/tool/dropbox/callback?code=db-good&state=${encodeURIComponent(url.searchParams.get('state')!)}`);
    await go.click();
    const url = await authorize.built;
    assert.equal(url.pathname, '/oauth2/authorize');
    const state = url.searchParams.get('state')!;
    assert.deepEqual(Object.fromEntries(url.searchParams), { client_id: 'db-key', response_type: 'code', redirect_uri: `${base}/tool/dropbox/callback`, token_access_type: 'offline', state });
    assert.deepEqual(unpack(state), ['db-key', 'db-secret']);
    await page.waitForURL(`${base}/tool/dropbox/callback?**`);
    await waitForTool(page);
    assert.equal(await copied(page, 'Refresh token'), CANNED.dropbox.refresh_token);
    assert.deepEqual(received('/alist/dropbox/token').map((r) => r.body), [{ code: 'db-good', client_id: 'db-key', client_secret: 'db-secret', redirect_uri: `${base}/tool/dropbox/callback` }]);

    await goto(page, `/tool/dropbox/callback?code=bad&state=${encodeURIComponent(state)}`);
    await alert(page).filter({ hasText: 'invalid_grant' }).waitFor();
    assert.match((await alert(page).textContent())!, /invalid_grant: code doesn't exist or has expired/);
    service.reset();
    await goto(page, '/tool/dropbox/callback?code=db-good&state=%25%25');
    await alert(page).filter({ hasText: 'state' }).waitFor();
    assert.match((await alert(page).textContent())!, /The state parameter in the address cannot be read/);
    assert.equal(service.requests.length, 0, 'nothing is sent without the client details');
    await goto(page, '/tool/dropbox/callback');
    assert.match((await status(page).textContent())!, /no authorisation code/);
    await finish(o, [/status of 400/]);
  });

  // ── Google, Yandex (straight to the provider) ──────────────────────────────────────────────

  test('google request asks for Drive and Photos offline with consent; the callback posts the code to Google and shows the refresh token or Google\'s error', async () => {
    const o = await open('/tool/google/request.html');
    const { page } = o;
    const go = tool(page).getByRole('button', { name: 'Go to Google sign-in' });
    await go.click();
    assert.match((await alert(page).textContent())!, /Enter the client ID first\./);
    await page.getByLabel('Client ID').fill('g-client.apps.googleusercontent.com');
    await page.getByLabel('Client secret').fill('g-secret');
    const authorize = await authorizeAt(page, 'https://accounts.google.com', (url) => `${base}/tool/google/callback?code=g-good&scope=x&state=${encodeURIComponent(url.searchParams.get('state')!)}`);
    const exchanges: Record<string, string>[] = [];
    await page.route('https://www.googleapis.com/oauth2/v4/token', (route) => {
      const form = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
      exchanges.push(form);
      return route.fulfill(form.code === 'g-good' ? json({ access_token: 'g-access', refresh_token: 'g-refresh', expires_in: 3599 }) : json({ error: 'invalid_grant', error_description: 'Bad Request' }, 400));
    });
    await go.click();
    const url = await authorize.built;
    assert.equal(url.pathname, '/o/oauth2/auth');
    const state = url.searchParams.get('state')!;
    assert.deepEqual(Object.fromEntries(url.searchParams), {
      client_id: 'g-client.apps.googleusercontent.com',
      response_type: 'code',
      redirect_uri: `${base}/tool/google/callback`,
      scope: 'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary',
      access_type: 'offline',
      prompt: 'consent',
      state,
    });
    await page.waitForURL(`${base}/tool/google/callback?**`);
    await waitForTool(page);
    assert.equal(await copied(page, 'Refresh token'), 'g-refresh');
    assert.deepEqual(exchanges, [{ code: 'g-good', client_id: 'g-client.apps.googleusercontent.com', client_secret: 'g-secret', redirect_uri: `${base}/tool/google/callback`, grant_type: 'authorization_code' }]);
    assert.equal(service.requests.length, 0, 'the token service is not involved');

    await goto(page, `/tool/google/callback?code=g-bad&state=${encodeURIComponent(state)}`);
    await alert(page).filter({ hasText: 'invalid_grant' }).waitFor();
    assert.match((await alert(page).textContent())!, /www\.googleapis\.com answered HTTP 400: invalid_grant: Bad Request/);
    await finish(o, [/status of 400/]);
  });

  test('google album renews the access token and lists the albums of every page', async () => {
    const o = await open('/tool/google/album.html');
    const { page } = o;
    const go = tool(page).getByRole('button', { name: 'List albums' });
    await go.click();
    assert.match((await alert(page).textContent())!, /Enter the refresh token, the client ID and the client secret/);
    const tokenForms: Record<string, string>[] = [];
    const listed: { query: Record<string, string>; auth: string | undefined }[] = [];
    await page.route('https://www.googleapis.com/oauth2/v4/token', (route) => {
      tokenForms.push(Object.fromEntries(new URLSearchParams(route.request().postData() ?? '')));
      return route.fulfill(json({ access_token: 'photos-access', expires_in: 3599 }));
    });
    await page.route((url) => url.origin === 'https://photoslibrary.googleapis.com', async (route) => {
      const req = route.request();
      if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, accept' } });
      const url = new URL(req.url());
      listed.push({ query: Object.fromEntries(url.searchParams), auth: (await req.allHeaders()).authorization });
      return route.fulfill(url.searchParams.get('pageToken') === 'page-2'
        ? json({ albums: [{ id: 'album-3', title: 'Trip' }] })
        : json({ albums: [{ id: 'album-1', title: 'Family' }, { id: 'album-2', title: 'Cats' }], nextPageToken: 'page-2' }));
    });
    await page.getByLabel('Refresh token').fill('g-refresh');
    await page.getByLabel('Client ID').fill('g-client');
    await page.getByLabel('Client secret').fill('g-secret');
    await go.click();
    await status(page).filter({ hasText: '3 albums.' }).waitFor();
    assert.deepEqual(tokenForms, [{ grant_type: 'refresh_token', refresh_token: 'g-refresh', client_id: 'g-client', client_secret: 'g-secret' }]);
    assert.deepEqual(listed, [
      { query: { pageSize: '50' }, auth: 'Bearer photos-access' },
      { query: { pageToken: 'page-2', pageSize: '50' }, auth: 'Bearer photos-access' },
    ]);
    const rows = await tool(page).getByRole('row').allTextContents();
    assert.equal(rows.length, 4, 'a header and three albums');
    assert.deepEqual(rows.slice(1).map((r) => r.replace(/Copy$/, '')), ['Familyalbum-1', 'Catsalbum-2', 'Tripalbum-3']);
    await tool(page).getByRole('button', { name: 'Copy the ID of Trip' }).click();
    await tool(page).getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'album-3');
    await finish(o);
  });

  test('yandex callback offers the sign-in without a code, then posts the code with the app credentials to Yandex', async () => {
    const o = await open('/tool/yandex/callback.html');
    const { page } = o;
    const go = tool(page).getByRole('button', { name: 'Go to Yandex' });
    await go.click();
    assert.match((await alert(page).textContent())!, /Enter the client ID first\./);
    await page.getByLabel('Client ID').fill('ya-client');
    await page.getByLabel('Client secret').fill('ya-secret');
    const tokenForms: Record<string, string>[] = [];
    let authorizeUrl: URL | undefined;
    await page.route((url) => url.origin === 'https://oauth.yandex.com', (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/authorize') {
        authorizeUrl = url;
        return route.fulfill({ status: 302, headers: { location: `${base}/tool/yandex/callback?code=ya-good&state=${encodeURIComponent(url.searchParams.get('state')!)}` } });
      }
      const form = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
      tokenForms.push(form);
      return route.fulfill(form.code === 'ya-good' ? json({ access_token: 'ya-access', refresh_token: 'ya-refresh', token_type: 'bearer' }) : json({ error: 'bad_verification_code', error_description: 'Invalid verification code' }, 400));
    });
    await go.click();
    await page.waitForURL(`${base}/tool/yandex/callback?**`);
    await waitForTool(page);
    const state = authorizeUrl!.searchParams.get('state')!;
    assert.deepEqual(Object.fromEntries(authorizeUrl!.searchParams), { response_type: 'code', client_id: 'ya-client', redirect_uri: `${base}/tool/yandex/callback`, state });
    assert.equal(await copied(page, 'Refresh token'), 'ya-refresh');
    assert.deepEqual(tokenForms, [{ grant_type: 'authorization_code', code: 'ya-good', client_id: 'ya-client', client_secret: 'ya-secret' }]);

    await goto(page, `/tool/yandex/callback?code=ya-bad&state=${encodeURIComponent(state)}`);
    await alert(page).filter({ hasText: 'bad_verification_code' }).waitFor();
    assert.match((await alert(page).textContent())!, /oauth\.yandex\.com answered HTTP 400: bad_verification_code: Invalid verification code/);
    await tool(page).getByRole('button', { name: 'Go to Yandex' }).waitFor();
    assert.equal(service.requests.length, 0, 'the token service is not involved');
    await finish(o, [/status of 400/]);
  });

  // ── WoPan, 115 ─────────────────────────────────────────────────────────────────────────────

  test('wopan sends the SMS code for a valid number and signs in with it, showing both tokens', async () => {
    const o = await open('/tool/wopan/token.html');
    const { page } = o;
    const send = tool(page).getByRole('button', { name: 'Send code' });
    const signIn = tool(page).getByRole('button', { name: 'Sign in' });
    await page.getByLabel('Phone number').fill('1380013');
    await send.click();
    assert.match((await alert(page).textContent())!, /Enter the 11-digit mobile number/);
    assert.equal(service.requests.length, 0);
    await page.getByLabel('Phone number').fill('138 0013 8000');
    await send.click();
    await status(page).filter({ hasText: 'WoPan has sent a code to 13800138000.' }).waitFor();
    await signIn.click();
    assert.match((await alert(page).textContent())!, /Enter the verification code from the SMS\./);
    await page.getByLabel('Verification code').fill('123456');
    await signIn.click();
    assert.equal(await copied(page, 'Refresh token'), CANNED.wopan.refresh_token);
    assert.equal(await copied(page, 'Access token'), CANNED.wopan.access_token);
    assert.deepEqual(service.requests.map((r) => [r.path, r.body]), [
      ['/alist/wopan/login', { phone: '13800138000' }],
      ['/alist/wopan/verify_code', { phone: '13800138000', verify_code: '123456' }],
    ]);
    await finish(o);
  });

  test('wopan in Chinese: an unknown number and a wrong code are refused with the service\'s words', async () => {
    const o = await open('/zh/tool/wopan/token.html');
    const { page } = o;
    await page.getByLabel('手机号').fill('13000000000');
    await tool(page).getByRole('button', { name: '获取验证码' }).click();
    await alert(page).filter({ hasText: 'unknown_phone' }).waitFor();
    assert.match((await alert(page).textContent())!, /验证码发送失败。 localhost:3002 返回 HTTP 400：unknown_phone: This phone number has no WoPan account\./);
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByLabel('验证码').fill('000000');
    await tool(page).getByRole('button', { name: '登录' }).click();
    await alert(page).filter({ hasText: 'invalid_code' }).waitFor();
    assert.match((await alert(page).textContent())!, /登录失败。 .*invalid_code: The verification code is wrong or has expired\./);
    await finish(o, [/status of 400/]);
  });

  test('115 QR login shows the code, follows waiting → scanned → confirmed and shows the cookie; an expired code asks for a new one', async () => {
    const o = await open('/tool/115/token.html');
    const { page } = o;
    await tool(page).getByRole('button', { name: 'Get QR code' }).click();
    const qr = page.getByRole('img', { name: 'QR code to scan with the 115 app' });
    await qr.waitFor();
    assert.equal(await qr.getAttribute('src'), CANNED.qr115.qrcode);
    assert.match((await status(page).textContent())!, /Scan this code with the 115 app on your phone\./);
    await status(page).filter({ hasText: 'Scanned. Now confirm the login in the 115 app.' }).waitFor();
    assert.equal(await copied(page, 'Cookie'), CANNED.cookie115);
    const { uid, time, sign } = CANNED.qr115;
    assert.deepEqual(service.requests.map((r) => [r.method, r.path, r.body]), [
      ['POST', '/alist/115/qrcode', {}],
      ['POST', '/alist/115/qrcode/status', { uid, time, sign }],
      ['POST', '/alist/115/qrcode/status', { uid, time, sign }],
      ['POST', '/alist/115/qrcode/status', { uid, time, sign }],
    ]);

    service.script('115-status', ['waiting', 'expired']);
    await tool(page).getByRole('button', { name: 'Get a new QR code' }).click();
    await alert(page).filter({ hasText: 'expired' }).waitFor();
    assert.equal(await qr.isVisible(), false);
    await finish(o);
  });

  test('115 in Chinese: the QR login runs in Chinese through to the cookie, and a cancelled login says so', async () => {
    const o = await open('/zh/tool/115/token.html');
    const { page } = o;
    await tool(page).getByRole('button', { name: '获取二维码' }).click();
    await page.getByRole('img', { name: '用 115 App 扫描的二维码' }).waitFor();
    await status(page).filter({ hasText: '已扫码，请在 115 App 中确认登录。' }).waitFor();
    assert.equal(await copied(page, 'Cookie', '复制', '已复制'), CANNED.cookie115);
    assert.match((await status(page).textContent())!, /登录成功。/);
    service.script('115-status', ['canceled']);
    await tool(page).getByRole('button', { name: '重新获取二维码' }).click();
    await alert(page).filter({ hasText: '取消' }).waitFor();
    await finish(o);
  });

  // ── The endpoint, accessibility ────────────────────────────────────────────────────────────

  test('the tools name the token service in use and follow the API endpoint selector\'s choice', async () => {
    const o = await open('/tool/wopan/token.html');
    const { page } = o;
    assert.match((await tool(page).textContent())!, /Token service: local \(http:\/\/localhost:3002\)/);
    const selector = page.getByRole('combobox', { name: 'API endpoint' });
    if (await selector.count()) await selector.first().selectOption('cf');
    else await page.evaluate(() => {
      localStorage.setItem('api_name', 'cf');
      window.dispatchEvent(new CustomEvent('api:change', { detail: { name: 'cf' } }));
    });
    await tool(page).getByText('Token service: cf (https://api.nn.ci)').waitFor();
    await finish(o);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`tool forms, buttons, results and failures pass axe (contrast, labels, names) in ${mode} mode`, async () => {
      const o = await open('/tool/onedrive/callback?code=od-good&state=eA', mode);
      const { page } = o;
      await tool(page).getByRole('group', { name: 'Refresh token' }).waitFor();
      await tool(page).getByRole('button', { name: 'Get site ID' }).click();
      await alert(page).filter({ hasText: 'https://' }).waitFor();
      const violations = await runAxe(page);
      assert.equal(await page.getAttribute('html', 'data-theme'), mode);
      await finish(o);
      const zh = await open('/zh/tool/wopan/token.html', mode);
      await tool(zh.page).getByRole('button', { name: '获取验证码' }).click();
      await alert(zh.page).waitFor();
      violations.push(...(await runAxe(zh.page)));
      await finish(zh);
      assert.deepEqual(violations, [], `axe violations in the tools (${mode})`);
    });
  }

  /** axe-core over the tools only: serious and critical problems, as `rule: element` lines. */
  async function runAxe(page: Page): Promise<string[]> {
    await page.addScriptTag({ content: AXE_SOURCE });
    return page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(ctx: string, opts: object): Promise<{ violations: { id: string; impact: string | null; nodes: { html: string; failureSummary?: string }[] }[] }> } }).axe;
      const result = await axe.run('[data-widget="token-tool"]', { resultTypes: ['violations'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html} ${n.failureSummary ?? ''}`));
    });
  }
});
