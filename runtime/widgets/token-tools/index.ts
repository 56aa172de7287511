/**
 * `<TokenTool id="provider/page">`: the interactive tools of the /tool/ pages. This module only
 * reads each placeholder's id and loads that one tool's module, so a page pays for its own
 * provider alone. A tool that cannot start says so in the page instead of leaving a blank.
 */
import type { WidgetModule } from '../index.ts';
import { el, langOf, type Tool } from './ui.ts';

/** Every tool: the id used in the Markdown → its module's export. */
const TOOLS: Record<string, () => Promise<Tool>> = {
  'onedrive/request': () => import('./onedrive.ts').then((m) => m.request),
  'onedrive/callback': () => import('./onedrive.ts').then((m) => m.callback),
  'onedrive/webdav': () => import('./onedrive-webdav.ts').then((m) => m.webdav),
  'aliyundrive/request': () => import('./aliyundrive.ts').then((m) => m.request),
  'aliyundrive/callback': () => import('./aliyundrive.ts').then((m) => m.callback),
  'baidu/callback': () => import('./baidu.ts').then((m) => m.callback),
  'dropbox/request': () => import('./dropbox.ts').then((m) => m.request),
  'dropbox/callback': () => import('./dropbox.ts').then((m) => m.callback),
  'google/request': () => import('./google.ts').then((m) => m.request),
  'google/callback': () => import('./google.ts').then((m) => m.callback),
  'google/album': () => import('./google-album.ts').then((m) => m.album),
  'yandex/callback': () => import('./yandex.ts').then((m) => m.callback),
  'wopan/token': () => import('./wopan.ts').then((m) => m.token),
  '115/token': () => import('./115.ts').then((m) => m.token),
};

const BROKEN = {
  en: 'This tool could not start: reload the page to try again.',
  zh: '这个工具没能启动，请刷新页面重试。',
};

export const mount: WidgetModule['mount'] = async (hosts, ctx) => {
  const lang = langOf(ctx.lang);
  await Promise.all(
    hosts.map(async (host) => {
      let id = '';
      try {
        id = String((JSON.parse(host.dataset.props ?? '{}') as { id?: unknown }).id ?? '');
        const load = TOOLS[id];
        if (!load) throw new Error(`no token tool "${id}" (known: ${Object.keys(TOOLS).join(', ')})`);
        const tool = await load();
        if (ctx.signal.aborted) return;
        host.replaceChildren();
        host.classList.add('token-tool');
        tool(host, { lang, site: ctx.site, signal: ctx.signal });
      } catch (err) {
        const alert = el('p', 'token-alert', BROKEN[lang]);
        alert.setAttribute('role', 'alert');
        host.replaceChildren(alert);
        console.error(`token tool "${id}" failed to start`, err);
      }
    }),
  );
};
