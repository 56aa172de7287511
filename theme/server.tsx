/** Server entry of the theme, bundled by the build: renders one page to an HTML string. */
import { renderToString } from 'react-dom/server';
import type { PageData, SidebarNode, SiteData } from '../runtime/protocol.ts';
import { App } from './App.tsx';
import { containsPath, SidebarList } from './components/Sidebar.tsx';
import { PrerenderedContext, ThemeContext, withBase } from './context.ts';
import { localeFor } from './locales/index.ts';

export function renderApp(site: SiteData, page: PageData): string {
  const nodes = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const sidebar = nodes && sidebarMarkup(site, page, nodes);
  return renderToString(
    <PrerenderedContext.Provider value={{ sidebar }}>
      <App site={site} page={page} />
    </PrerenderedContext.Provider>,
  );
}

/**
 * The sidebar list of a page. Every page of a folder shows the same list with the same groups
 * open; only the link marked current differs. So the list is rendered once per sidebar and set
 * of open groups, and for the other pages the current-link markup is moved by string
 * replacement: on a site with hundreds of pages per folder this was most of the render time.
 * tests/unit/theme/server.test.ts checks the result equals a full render, page by page.
 */
const sidebarCache = new WeakMap<SidebarNode[], Map<string, { html: string; path: string }>>();

export function sidebarMarkup(site: SiteData, page: PageData, nodes: SidebarNode[]): string {
  const key = openGroupsKey(nodes, page.path);
  let byKey = sidebarCache.get(nodes);
  if (!byKey) sidebarCache.set(nodes, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return moveCurrent(hit.html, withBase(site.base, hit.path), withBase(site.base, page.path));
  const html = renderToString(
    <ThemeContext.Provider value={{ site, page, t: localeFor(page.lang) }}>
      <SidebarList nodes={nodes} depth={0} />
    </ThemeContext.Provider>,
  );
  byKey.set(key, { html, path: page.path });
  return html;
}

/** Which groups hold `path` (they render open): their positions in a depth-first walk. */
function openGroupsKey(nodes: SidebarNode[], path: string): string {
  const open: number[] = [];
  let n = 0;
  const walk = (list: SidebarNode[]) => {
    for (const node of list) {
      if (!node.children) continue;
      const at = n++;
      if (containsPath(node, path)) open.push(at);
      walk(node.children);
    }
  };
  walk(nodes);
  return open.join(',');
}

/** Attribute text as React writes it. */
function escapeAttr(s: string): string {
  return s.replace(/["'&<>]/g, (c) => ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
}

/** The markup of a sidebar link, current or not, exactly as SidebarLink renders it. */
const linkTag = (href: string, current: boolean) => `<a class="sidebar-link${current ? ' active' : ''}" href="${escapeAttr(href)}"${current ? ' aria-current="page"' : ''}>`;

function moveCurrent(html: string, from: string, to: string): string {
  if (from === to) return html;
  return html.replaceAll(linkTag(from, true), linkTag(from, false)).replaceAll(linkTag(to, false), linkTag(to, true));
}
