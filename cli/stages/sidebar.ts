/** Resolves sidebar configs into trees of links: explicit items, and 'structure' (a folder's pages). */
import type { SidebarNode } from '../../runtime/protocol.ts';
import type { SidebarConfig, SidebarItemConfig } from '../config/define.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** What the sidebar needs to know about a page. */
export interface SidebarPage {
  route: string;
  title: string;
  shortTitle?: string;
  icon?: string;
  order?: number;
  /** `index: false` in front matter keeps a page out of structure sidebars. */
  hidden: boolean;
}

/** Hope's order: positive orders first (ascending), then pages without order (by route), then negative ones. */
export function compareOrder(a: { order?: number; route: string }, b: { order?: number; route: string }): number {
  const rank = (o?: number) => (o === undefined ? 1 : o >= 0 ? 0 : 2);
  return rank(a.order) - rank(b.order) || (a.order ?? 0) - (b.order ?? 0) || a.route.localeCompare(b.route);
}

/** Turns a written item link into a route: `install/` → `/guide/install/`, `webdav` → `/guide/webdav.html`. */
export function routeOfItem(prefix: string, item: string): string {
  let p = item.startsWith('/') ? item : `${prefix.replace(/[^/]*$/, '')}${item}`;
  p = p.replace(/\/\.\//g, '/');
  if (p.endsWith('/')) return p;
  p = p.replace(/\.md$/i, '');
  if (/(^|\/)(readme|index)$/i.test(p)) return p.replace(/(readme|index)$/i, '');
  return p.endsWith('.html') ? p : `${p}.html`;
}

export class SidebarResolver {
  private byRoute: Map<string, SidebarPage>;

  /**
   * @param localePrefixes every locale prefix of the site: a structure sidebar of '/' must not
   *   list the pages of '/zh/'.
   */
  constructor(pages: SidebarPage[], private diagnostics: Diagnostic[], private configFile = 'site.config.ts', private localePrefixes: string[] = ['/']) {
    this.byRoute = new Map(pages.map((p) => [p.route, p]));
  }

  /** Whether `route` belongs to a locale nested below `dir` (e.g. /zh/x under /). */
  private inOtherLocale(dir: string, route: string): boolean {
    return this.localePrefixes.some((l) => l.length > dir.length && l.startsWith(dir) && route.startsWith(l));
  }

  /** Sidebars of one locale, keyed by path prefix. */
  resolveLocale(localePrefix: string, config: SidebarConfig): Record<string, SidebarNode[]> {
    if (config === false) return {};
    if (config === 'structure') return { [localePrefix]: this.structure(localePrefix) };
    const out: Record<string, SidebarNode[]> = {};
    for (const [key, items] of Object.entries(config)) {
      if (items === false) continue;
      out[key] = items === 'structure' ? this.structure(key) : this.items(key, items);
    }
    return out;
  }

  private items(prefix: string, items: SidebarItemConfig[]): SidebarNode[] {
    const out: SidebarNode[] = [];
    for (const item of items) {
      if (typeof item === 'string') {
        if (item === 'structure') {
          out.push(...this.structure(prefix));
          continue;
        }
        const node = this.pageNode(routeOfItem(prefix, item));
        if (node) out.push(node);
        continue;
      }
      const childPrefix = item.prefix ? routeOfItem(prefix, item.prefix.endsWith('/') ? item.prefix : `${item.prefix}/`) : prefix;
      const link = item.link ? routeOfItem(prefix, item.link) : undefined;
      if (link && !this.byRoute.has(link)) this.warn(`sidebar link ${link} matches no page`);
      const node: SidebarNode = { text: item.text, link, icon: item.icon };
      if (item.children) {
        node.children = item.children === 'structure' ? this.structure(childPrefix) : this.items(childPrefix, item.children);
        node.collapsible = item.collapsible ?? false;
        node.expanded = item.expanded ?? false;
      }
      out.push(node);
    }
    return out;
  }

  private pageNode(route: string): SidebarNode | undefined {
    const page = this.byRoute.get(route);
    if (!page) {
      this.warn(`sidebar item ${route} matches no page`);
      return undefined;
    }
    return { text: page.shortTitle ?? page.title, link: route, icon: page.icon };
  }

  /** The pages and sub-folders of a folder; a sub-folder becomes a collapsible group led by its README. */
  structure(dir: string): SidebarNode[] {
    const entries: { order?: number; route: string; node: SidebarNode }[] = [];
    const subdirs = new Set<string>();
    for (const page of this.byRoute.values()) {
      if (!page.route.startsWith(dir) || page.route === dir || page.hidden || this.inOtherLocale(dir, page.route)) continue;
      const rest = page.route.slice(dir.length);
      const slash = rest.indexOf('/');
      if (slash < 0) entries.push({ order: page.order, route: page.route, node: { text: page.shortTitle ?? page.title, link: page.route, icon: page.icon } });
      else subdirs.add(dir + rest.slice(0, slash + 1));
    }
    for (const sub of subdirs) {
      const readme = this.byRoute.get(sub);
      if (readme?.hidden) continue;
      const children = this.structure(sub);
      if (!children.length && !readme) continue;
      const name = decodeURIComponent(sub.slice(dir.length, -1));
      entries.push({
        order: readme?.order,
        route: sub,
        node: { text: readme ? readme.shortTitle ?? readme.title : name, link: readme ? sub : undefined, icon: readme?.icon, collapsible: true, expanded: false, children },
      });
    }
    return entries.sort(compareOrder).map((e) => e.node);
  }

  private warn(message: string): void {
    this.diagnostics.push({ severity: 'warning', file: this.configFile, message });
  }
}

/** Page links of a sidebar in reading order (depth first), for prev/next. */
export function flattenSidebar(nodes: SidebarNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.link && !out.includes(n.link)) out.push(n.link);
    if (n.children) flattenSidebar(n.children, out);
  }
  return out;
}
