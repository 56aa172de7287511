/**
 * OneDrive WebDAV address: turns the browser address of a OneDrive for Business or SharePoint
 * page into the WebDAV address of its document library, with no request at all.
 *
 *   https://contoso-my.sharepoint.com/personal/jo_contoso_com/_layouts/15/onedrive.aspx
 *     → https://contoso-my.sharepoint.com/personal/jo_contoso_com/Documents
 *   https://contoso.sharepoint.com/sites/team(/anything)
 *     → https://contoso.sharepoint.com/sites/team/Shared%20Documents
 */
import { el, fill, field, form, button, messages, para, result, type Tool } from './ui.ts';

/** The library a page address belongs to, or null when it is not a OneDrive or SharePoint page. */
export function webdavAddress(input: string): { kind: 'personal' | 'site'; owner: string; address: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  // SharePoint Online lives on <tenant>.sharepoint.com, and on sharepoint.cn / .de / .us in the national clouds.
  if (url.protocol !== 'https:' || !/^[a-z0-9-]+\.sharepoint\.[a-z.]+$/i.test(url.hostname)) return null;
  const [root = '', name = ''] = url.pathname.split('/').filter(Boolean);
  if (!name) return null;
  // A personal OneDrive is the "Documents" library of the user's personal site on the -my host.
  if (root.toLowerCase() === 'personal') return { kind: 'personal', owner: decoded(name), address: `${url.origin}/personal/${name}/Documents` };
  // A site's default library has the URL name "Shared Documents", whatever the site's language.
  if (/^(sites|teams)$/i.test(root)) return { kind: 'site', owner: decoded(name), address: `${url.origin}/${root}/${name}/Shared%20Documents` };
  return null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const WORDS = {
  en: {
    page: 'OneDrive or SharePoint address',
    hint: 'Copied from the address bar, e.g. https://contoso-my.sharepoint.com/personal/jo_contoso_com/_layouts/15/onedrive.aspx',
    go: 'Get WebDAV address',
    address: 'WebDAV address',
    empty: 'Paste the address of your OneDrive or SharePoint page first.',
    bad: 'This is not the address of a OneDrive for Business or SharePoint page. It should look like https://…-my.sharepoint.com/personal/… (a personal OneDrive) or https://….sharepoint.com/sites/… (a SharePoint site).',
    personal: 'This is the “Documents” library of the personal OneDrive of {owner}.',
    site: 'This is the default document library (“Shared Documents”) of the site {owner}. For another library of the site, replace the last part with that library’s name as it appears in its own address.',
    use: 'Put it into the address field of a WebDAV storage whose vendor is sharepoint, with the account’s e-mail address and password.',
  },
  zh: {
    page: 'OneDrive 或 SharePoint 地址',
    hint: '从浏览器地址栏复制，例如 https://contoso-my.sharepoint.com/personal/jo_contoso_com/_layouts/15/onedrive.aspx',
    go: '生成 WebDAV 地址',
    address: 'WebDAV 地址',
    empty: '请先粘贴 OneDrive 或 SharePoint 页面的地址。',
    bad: '这不是 OneDrive for Business 或 SharePoint 页面的地址。正确的地址形如 https://…-my.sharepoint.com/personal/…（个人 OneDrive）或 https://….sharepoint.com/sites/…（SharePoint 站点）。',
    personal: '这是 {owner} 的个人 OneDrive 中的“Documents”（文档）库。',
    site: '这是站点 {owner} 的默认文档库（“Shared Documents”）。要挂载该站点的其他文档库，把最后一段换成那个库在其地址中的名称即可。',
    use: '把它填进 vendor 为 sharepoint 的 WebDAV 存储的 address 字段，用户名和密码填该账号的邮箱地址和密码。',
  },
};

export const webdav: Tool = (host, ctx) => {
  const t = WORDS[ctx.lang];
  const page = field(t.page, t.hint);
  page.input.type = 'url';
  const box = messages();
  const convert = () => {
    const value = page.input.value.trim();
    const found = value ? webdavAddress(value) : null;
    if (!found) {
      box.error(value ? t.bad : t.empty);
      return page.input.focus();
    }
    box.info(result(t.address, found.address, ctx.lang, ctx.signal), para(...fill(t[found.kind], { owner: el('code', '', found.owner) })), para(t.use));
  };
  host.append(form(ctx.signal, convert, page.row, el('div', 'token-actions', button(t.go, 'primary', 'submit'))), ...box.nodes);
};
