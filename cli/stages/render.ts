/** Stage: every page to a full HTML document and a page-data file. Returns strings; writes nothing. */
import { alternatesOf, documentDescription, documentTitle } from '../../runtime/head.ts';
import type { PageData, RouteMap, SiteData } from '../../runtime/protocol.ts';
import type { ResolvedConfig } from '../config/resolve.ts';
import type { ClientBundle, OutputAsset, RenderApp } from './bundle.ts';
import { contentHash } from './bundle.ts';
import type { SiteGraph } from './resolve.ts';
import { escapeHtml } from '../html.ts';
import { withBase } from '../../runtime/base.ts';

export interface RenderedPage {
  route: string;
  /** Output file for the HTML, e.g. `guide/index.html`. */
  file: string;
  html: string;
  /** Output file of the page data, e.g. `_pages/guide_index.1a2b3c4d.json`. */
  dataFile: string;
  data: string;
}

export interface RenderResult {
  pages: RenderedPage[];
  /** 404.html of each locale (the root one is the server's 404 page). */
  notFound: RenderedPage[];
  siteFile: string;
  siteJson: string;
  routeMap: RouteMap;
}

/** The two output files of a rendered page: its HTML and its data. */
export function pageFiles(p: RenderedPage): OutputAsset[] {
  return [
    { file: p.file, contents: p.html },
    { file: p.dataFile, contents: p.data },
  ];
}

/** The site-wide output files of a render: the 404 pages, the site data and the route map. */
export function siteFiles(r: RenderResult): OutputAsset[] {
  return [...r.notFound.flatMap(pageFiles), { file: r.siteFile, contents: r.siteJson }, { file: 'routes.json', contents: JSON.stringify(r.routeMap) }];
}

/** Id of the script element holding the page data in every document. */
export const PAGE_DATA_ID = '__DOCS_PAGE__';

/** `/guide/` → `guide/index.html`; `/guide/a.html` → `guide/a.html`. */
export function outputFileOf(route: string): string {
  const rel = route.replace(/^\//, '');
  return rel === '' || rel.endsWith('/') ? `${rel}index.html` : rel;
}

function dataFileOf(route: string, json: string): string {
  const name = route.replace(/^\/|\.html$/g, '').replace(/\/$/, '/index').replace(/[^\w.-]+/g, '_') || 'index';
  return `_pages/${name}.${contentHash(json)}.json`;
}

/** Escapes JSON for a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}


export interface RenderOptions {
  config: ResolvedConfig;
  graph: SiteGraph;
  bundle: ClientBundle;
  renderApp: RenderApp;
  /** Extra HTML before </body> (the watch server's client). */
  bodyEnd?: string;
  /** Only these routes (watch mode); others are skipped. */
  only?: Set<string>;
  /** Data file of each route, kept across watch rebuilds so skipped pages stay in the route map. */
  dataFiles?: Map<string, string>;
  /** Receives each page as soon as it is rendered; the result's `pages` is then left empty (bounded memory). */
  onPage?: (page: RenderedPage) => void;
  onProgress?: (done: number) => void;
  /** Renders the pages on worker threads instead (they write their files themselves). */
  parallel?: ParallelRenderer;
  /** The search field of the site data (cli/extras/search-index.ts). */
  search?: SiteData['search'];
}

/** What rendering one page needs besides the page: the same for every page of a build. */
export interface PageRenderContext {
  site: SiteData;
  /** URL of the site data file. */
  siteUrl: string;
  bundle: ClientBundle;
  base: string;
  bodyEnd: string;
}

/** Renders one page to its HTML document and its data file. */
export function renderPage(page: PageData, file: string, ctx: PageRenderContext, renderApp: RenderApp): RenderedPage {
  const data = JSON.stringify(page);
  const dataFile = dataFileOf(page.path, data);
  const body = renderApp(ctx.site, page);
  const html = documentOf({ page, site: ctx.site, body, bundle: ctx.bundle, siteFile: ctx.siteUrl, base: ctx.base, bodyEnd: ctx.bodyEnd });
  return { route: page.path, file, html, dataFile, data };
}

/** Renders (and writes) many pages elsewhere, e.g. on worker threads; returns each route's data file. */
export type ParallelRenderer = (pages: PageData[], ctx: PageRenderContext, onProgress?: (done: number) => void) => Promise<{ route: string; dataFile: string }[]>;

/** Renders the pages of the graph; yields to the event loop now and then so queued writes proceed. */
export async function renderSite({ config, graph, bundle, renderApp, bodyEnd = '', only, dataFiles = new Map(), onPage, onProgress, parallel, search }: RenderOptions): Promise<RenderResult> {
  const base = config.base;
  const site: SiteData = { ...graph.site, icons: bundle.icons, ...(search ? { search } : {}) };
  const siteJson = JSON.stringify(site);
  const siteFile = `assets/site.${contentHash(siteJson)}.json`;
  const ctx: PageRenderContext = { site, siteUrl: base + siteFile, bundle, base, bodyEnd };
  const pages: RenderedPage[] = [];
  const todo = only ? graph.pages.filter((p) => only.has(p.path)) : graph.pages;
  if (parallel) {
    for (const r of await parallel(todo, ctx, onProgress)) dataFiles.set(r.route, r.dataFile);
  } else {
    let done = 0;
    for (const page of todo) {
      const rendered = renderPage(page, outputFileOf(page.path), ctx, renderApp);
      dataFiles.set(page.path, rendered.dataFile);
      if (onPage) onPage(rendered);
      else pages.push(rendered);
      onProgress?.(++done);
      if (done % 16 === 0) await new Promise((r) => setImmediate(r));
    }
  }
  const notFound = Object.entries(graph.notFound).map(([prefix, page]) => renderPage(page, `${prefix.replace(/^\//, '')}404.html`, ctx, renderApp));
  const routeMap: RouteMap = {
    base,
    site: base + siteFile,
    routes: {},
    redirects: { ...config.redirects },
    notFound: Object.fromEntries(notFound.map((r, i) => [Object.keys(graph.notFound)[i], base + r.dataFile])),
  };
  fillRouteMap(routeMap, graph, dataFiles);
  return { pages, notFound, siteFile, siteJson, routeMap };
}

/** Fills the route map from the data files of every page. */
function fillRouteMap(routeMap: RouteMap, graph: SiteGraph, dataFiles: Map<string, string>): RouteMap {
  for (const page of graph.pages) {
    const fm = page.frontmatter;
    routeMap.routes[page.path] = {
      title: page.title,
      icon: typeof fm.icon === 'string' ? fm.icon : undefined,
      order: typeof fm.order === 'number' ? fm.order : undefined,
      data: routeMap.base + dataFiles.get(page.path)!,
    };
  }
  return routeMap;
}

function documentOf(o: { page: PageData; site: SiteData; body: string; bundle: ClientBundle; siteFile: string; base: string; bodyEnd: string }): string {
  const { page, site, bundle, base } = o;
  const description = documentDescription(page, site);
  const { html: _html, ...embedded } = page;
  const alternates = alternatesOf(page)
    .map((tw) => `<link rel="alternate" hreflang="${tw.lang}" href="${escapeHtml(withBase(base, tw.link))}">`)
    .join('');
  return `<!doctype html>
<html lang="${page.lang}" data-theme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(documentTitle(page, site))}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}
<meta name="generator" content="docs-cli">
<link rel="icon" href="${site.logo ? escapeHtml(withBase(base, site.logo)) : 'data:,'}">
${alternates}
<script>${bundle.inlineScript}</script>
<link rel="stylesheet" href="${bundle.css}">
<link rel="preload" href="${o.siteFile}" as="fetch" crossorigin>
<link rel="modulepreload" href="${bundle.entry}">${bundle.preload.map((p) => `<link rel="modulepreload" href="${p}">`).join('')}
</head>
<body>
<div id="app">${o.body}</div>
<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson({ page: embedded, site: o.siteFile, routes: `${base}routes.json` })}</script>
<script type="module" src="${bundle.entry}"></script>${o.bodyEnd}
</body>
</html>
`;
}
