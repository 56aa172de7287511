/** Stage 3: everything a page needs that depends on other pages: sidebars, prev/next, breadcrumb, twins. */
import type { GitInfo, NavLink, PageData, SiteData, SidebarNode } from '../../runtime/protocol.ts';
import type { ResolvedConfig } from '../config/resolve.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { TransformedPage } from '../markdown/types.ts';
import type { SourcePage } from './load.ts';
import { ICONS } from '../../theme/icon-set.ts';
import { localeFor } from '../../theme/locales/index.ts';
import { fillCatalogs } from './catalog.ts';
import { flattenSidebar, SidebarResolver, type SidebarPage } from './sidebar.ts';
import { withBase } from '../../runtime/base.ts';

export interface SiteGraph {
  site: SiteData;
  /** One page per route, sorted by route. */
  pages: PageData[];
  /** The not-found page of each locale, keyed by locale prefix. */
  notFound: Record<string, PageData>;
}

export interface ResolveInput {
  config: ResolvedConfig;
  sources: SourcePage[];
  transformed: Map<string, TransformedPage>;
  git: Map<string, GitInfo>;
  diagnostics: Diagnostic[];
}

/** Title of a page: front matter, else its leading `# heading`, else its file name. */
export function titleOf(source: SourcePage, t?: TransformedPage): string {
  const fm = source.frontmatter.title;
  if (typeof fm === 'string' || typeof fm === 'number') return String(fm);
  if (t?.h1) return t.h1;
  const name = source.relPath.split('/').filter((s) => !/^(readme|index)\.md$/i.test(s)).pop() ?? '';
  return name.replace(/\.md$/i, '') || 'Home';
}

/** Builds the site graph. Pure: no disk access. */
export function resolveSite({ config, sources, transformed, git, diagnostics }: ResolveInput): SiteGraph {
  const titles = new Map(sources.map((s) => [s.route, titleOf(s, transformed.get(s.route))]));
  for (const s of sources) {
    const icon = s.frontmatter.icon;
    if (typeof icon === 'string' && !(icon in ICONS)) {
      diagnostics.push({ severity: 'warning', file: s.displayFile, line: 2, message: `icon "${icon}" is not in the icon set (theme/icon-set.ts): nothing is drawn` });
    }
  }
  const sidebarPages: SidebarPage[] = sources.map((s) => ({
    route: s.route,
    title: titles.get(s.route)!,
    shortTitle: typeof s.frontmatter.shortTitle === 'string' ? s.frontmatter.shortTitle : undefined,
    icon: typeof s.frontmatter.icon === 'string' ? s.frontmatter.icon : undefined,
    order: typeof s.frontmatter.order === 'number' ? s.frontmatter.order : undefined,
    hidden: s.frontmatter.index === false,
  }));
  const resolver = new SidebarResolver(sidebarPages, diagnostics, config.configFile ? 'site.config.ts' : undefined, config.locales.map((l) => l.prefix));
  const sidebars: Record<string, SidebarNode[]> = {};
  for (const locale of config.locales) Object.assign(sidebars, resolver.resolveLocale(locale.prefix, locale.sidebar));
  const sidebarKeys = Object.keys(sidebars).sort((a, b) => b.length - a.length);
  // Prefixes the config gives no sidebar on purpose (`false`): their pages are not missing one.
  const offPrefixes = config.locales.flatMap((l) =>
    l.sidebar === false ? [l.prefix] : typeof l.sidebar === 'object' ? Object.entries(l.sidebar).filter(([, v]) => v === false).map(([k]) => k) : [],
  );
  const order = new Map(Object.entries(sidebars).map(([k, nodes]) => [k, flattenSidebar(nodes)]));
  const routes = new Set(sources.map((s) => s.route));
  // Pages that ask to stay out of the breadcrumbs of the pages below them.
  const crumbs = new Set(sources.filter((s) => s.frontmatter.breadcrumbExclude !== true).map((s) => s.route));

  const link = (route: string): NavLink => ({ text: titles.get(route) ?? route, link: route });
  const pages = sources.map((source): PageData => {
    const t = transformed.get(source.route);
    const fm = source.frontmatter;
    const locale = config.locales.find((l) => l.prefix === source.locale)!;
    const optedOut = fm.sidebar === false || fm.home === true || fm.portfolio === true;
    const sidebar = optedOut ? null : sidebarKeys.find((k) => source.route.startsWith(k)) ?? null;
    const list = sidebar ? order.get(sidebar)! : [];
    const at = list.indexOf(source.route);
    return {
      path: source.route,
      title: titles.get(source.route)!,
      lang: locale.lang,
      locale: locale.prefix,
      layout: layoutOf(fm),
      frontmatter: fm,
      headers: t?.headers ?? [],
      html: fillCatalogs(t?.html ?? '', sidebarPages, { withBase: (route) => withBase(config.base, route), label: localeFor(locale.lang).markdown.catalog }),
      excerpt: t?.excerpt ?? '',
      readingTime: t?.readingTime ?? { minutes: 0, words: 0 },
      git: git.get(source.file) ?? { contributors: [] },
      sidebar,
      ...(sidebar === null && !optedOut && !offPrefixes.some((k) => source.route.startsWith(k)) ? { sidebarMissing: true } : {}),
      prev: at > 0 ? link(list[at - 1]) : undefined,
      next: at >= 0 && at < list.length - 1 ? link(list[at + 1]) : undefined,
      breadcrumb: breadcrumbOf(source.route, locale.prefix, crumbs, link),
      twins: config.locales
        .filter((l) => l.prefix !== locale.prefix)
        .map((l) => ({ lang: l.lang, locale: l.prefix, link: l.prefix + source.route.slice(locale.prefix.length) }))
        .filter((tw) => routes.has(tw.link)),
      editLink: fm.editLink === false || !config.editLink ? undefined : editLinkOf(config, source.relPath),
      widgets: t?.widgets ?? [],
      file: source.relPath,
    };
  });

  const notFound: Record<string, PageData> = {};
  for (const locale of config.locales) {
    notFound[locale.prefix] = {
      path: `${locale.prefix}404.html`,
      title: '404',
      lang: locale.lang,
      locale: locale.prefix,
      layout: 'not-found',
      frontmatter: {},
      headers: [],
      html: '',
      excerpt: '',
      readingTime: { minutes: 0, words: 0 },
      git: { contributors: [] },
      sidebar: null,
      breadcrumb: [],
      twins: [],
      widgets: [],
    };
  }

  const site: SiteData = {
    base: config.base,
    title: config.title,
    logo: config.logo,
    logoDark: config.logoDark,
    repo: repoUrl(config.repo),
    colorMode: config.colorMode,
    locales: Object.fromEntries(
      config.locales.map((l) => [l.prefix, { lang: l.lang, title: l.title, description: l.description, navbar: l.navbar, displayFooter: l.displayFooter, footer: l.footer, copyright: l.copyright }]),
    ),
    sidebars,
    themeOptions: { ...config.themeOptions, pageInfo: config.pageInfo, author: config.author },
    apiEndpoints: { ...config.apiEndpoints },
  };
  return { site, pages, notFound };
}

function layoutOf(fm: Record<string, unknown>): PageData['layout'] {
  if (fm.home === true || fm.layout === 'home') return 'home';
  if (fm.portfolio === true || fm.layout === 'portfolio') return 'portfolio';
  return 'doc';
}

function breadcrumbOf(route: string, localePrefix: string, routes: Set<string>, link: (r: string) => NavLink): NavLink[] {
  const out: NavLink[] = [link(localePrefix)];
  const segs = route.slice(localePrefix.length).split('/').filter(Boolean);
  let acc = localePrefix;
  for (let i = 0; i < segs.length; i++) {
    const isLast = i === segs.length - 1;
    acc += isLast && !route.endsWith('/') ? segs[i] : `${segs[i]}/`;
    if (routes.has(acc) && acc !== localePrefix) out.push(link(acc));
  }
  return out;
}

/** 'owner/name' → https://github.com/owner/name; a full URL is kept. */
export function repoUrl(repo?: string): string | undefined {
  if (!repo) return undefined;
  return /^https?:\/\//.test(repo) ? repo.replace(/\/$/, '') : `https://github.com/${repo}`;
}

/** The "edit this page" URL for GitHub, GitLab, Gitee and Bitbucket repositories. */
export function editLinkOf(config: Pick<ResolvedConfig, 'docsRepo' | 'docsBranch' | 'docsRepoDir'>, relPath: string): string | undefined {
  const repo = repoUrl(config.docsRepo);
  if (!repo) return undefined;
  const file = `${config.docsRepoDir.replace(/^\/|\/$/g, '')}/${relPath}`.replace(/^\//, '');
  const branch = config.docsBranch;
  if (/gitlab\./.test(repo)) return `${repo}/-/edit/${branch}/${file}`;
  if (/bitbucket\./.test(repo)) return `${repo}/src/${branch}/${file}?mode=edit&spa=0&at=${branch}&fileviewer=file-view-default`;
  // GitHub and Gitee share the same pattern.
  return `${repo}/edit/${branch}/${file}`;
}
