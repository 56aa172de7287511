/**
 * Catalogs: `<Catalog>` in a page, and the page made for a folder that has pages but no README.
 * The Markdown stage leaves `<nav class="catalog" data-catalog="/base/|level">`; once every page is
 * known, `fillCatalogs` writes the folder's pages into it as nested lists (sidebar order: `order`,
 * then title; pages with `index: false` left out).
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/resolve.ts';
import { localeOf } from '../config/resolve.ts';
import { displayPath } from '../diagnostics.ts';
import type { SourcePage } from './load.ts';
import { escapeHtml } from '../html.ts';

/** Levels of folders a catalog shows unless told otherwise. */
export const DEFAULT_CATALOG_LEVEL = 3;

/** The placeholder the `<Catalog>` component writes. */
export const catalogPlaceholder = (base: string, level: number) => `<nav class="catalog" data-catalog="${base}|${level}"></nav>`;
const PLACEHOLDER = /<nav class="catalog" data-catalog="([^"|]*)\|(\d+)"><\/nav>/g;

export interface CatalogEntry {
  route: string;
  title: string;
  order?: number;
  hidden?: boolean;
}

interface Folder {
  route: string;
  title?: string;
  order?: number;
  pages: CatalogEntry[];
  folders: Map<string, Folder>;
}


/** Replaces every catalog placeholder of `html`; `label` names the list for screen readers. */
export function fillCatalogs(html: string, entries: CatalogEntry[], opts: { withBase: (route: string) => string; label: string }): string {
  if (!html.includes('data-catalog=')) return html;
  return html.replace(PLACEHOLDER, (_, base: string, level: string) => {
    const root = treeOf(base, entries);
    return `<nav class="catalog" aria-label="${escapeHtml(opts.label)}">${list(root, Number(level), opts.withBase)}</nav>`;
  });
}

function treeOf(base: string, entries: CatalogEntry[]): Folder {
  const root: Folder = { route: base, pages: [], folders: new Map() };
  for (const e of entries) {
    if (e.hidden || e.route === base || !e.route.startsWith(base)) continue;
    const segs = e.route.slice(base.length).split('/');
    const isIndex = e.route.endsWith('/');
    // `a/b.html` → folders [a], page b; `a/` → folder a's own page.
    const folders = isIndex ? segs.slice(0, -2) : segs.slice(0, -1);
    let at = root;
    for (const seg of folders) {
      const route = `${at.route}${seg}/`;
      if (!at.folders.has(seg)) at.folders.set(seg, { route, pages: [], folders: new Map() });
      at = at.folders.get(seg)!;
    }
    if (isIndex) {
      const seg = segs[segs.length - 2];
      const folder = at.folders.get(seg) ?? { route: e.route, pages: [], folders: new Map() };
      Object.assign(folder, { title: e.title, order: e.order });
      at.folders.set(seg, folder);
    } else at.pages.push(e);
  }
  return root;
}

type Item = { title: string; order?: number; route?: string; folder?: Folder };

function list(folder: Folder, level: number, withBase: (r: string) => string): string {
  const items: Item[] = [
    ...folder.pages.map((p) => ({ title: p.title, order: p.order, route: p.route })),
    ...[...folder.folders.entries()].map(([seg, f]) => ({ title: f.title ?? seg, order: f.order, route: f.title !== undefined ? f.route : undefined, folder: f })),
  ].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.title.localeCompare(b.title));
  if (!items.length) return '';
  const li = (it: Item) => {
    const text = it.route ? `<a href="${escapeHtml(withBase(it.route))}">${escapeHtml(it.title)}</a>` : `<span>${escapeHtml(it.title)}</span>`;
    const sub = it.folder && level > 1 ? list(it.folder, level - 1, withBase) : '';
    return `<li>${text}${sub}</li>`;
  };
  return `<ul>${items.map(li).join('')}</ul>`;
}

/** Pages for folders that hold pages but have no README.md or index.md: a title and a catalog. */
export function autoCatalogPages(config: ResolvedConfig, pages: SourcePage[]): SourcePage[] {
  const routes = new Set(pages.map((p) => p.route));
  const made = new Map<string, SourcePage>();
  for (const page of pages) {
    const dirs = page.relPath.split('/').slice(0, -1);
    for (let i = 1; i <= dirs.length; i++) {
      const rel = dirs.slice(0, i).join('/');
      const route = `/${rel}/`;
      if (routes.has(route) || made.has(route)) continue;
      const locale = localeOf(config, route);
      const name = dirs[i - 1];
      const file = path.join(config.docsDir, rel, 'README.md');
      made.set(route, {
        file,
        relPath: `${rel}/README.md`,
        displayFile: `${displayPath(config.root, path.join(config.docsDir, rel))}/ (catalog)`,
        route,
        locale: locale.prefix,
        lang: locale.lang,
        frontmatter: { title: name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' '), editLink: false, lastUpdated: false, contributors: false },
        body: '<Catalog />\n',
        generated: true,
      });
    }
  }
  return [...made.values()];
}
