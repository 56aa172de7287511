/** Applies defaults to a validated user config: the only place that knows them. */
import path from 'node:path';
import type { ThemeOptions } from '../../runtime/protocol.ts';
import type { LocaleConfig, SearchConfig, SidebarConfig, UserConfig } from './define.ts';

export interface ResolvedLocale extends Required<Omit<LocaleConfig, 'footer' | 'copyright'>> {
  footer: string;
  copyright: string;
  /** Path prefix of the locale: '/' or '/zh/'. */
  prefix: string;
  sidebar: SidebarConfig;
}

export interface ResolvedConfig {
  readonly root: string;
  readonly configFile?: string;
  readonly title: string;
  readonly base: string;
  readonly docsDir: string;
  readonly publicDir: string;
  readonly outDir: string;
  readonly logo?: string;
  readonly logoDark?: string;
  readonly repo?: string;
  readonly docsRepo?: string;
  readonly docsBranch: string;
  readonly docsRepoDir: string;
  readonly editLink: boolean;
  readonly author?: { name: string; url?: string };
  readonly colorMode: 'switch' | 'toggle' | 'disable' | 'enable';
  readonly headerDepth: number;
  readonly pageInfo: readonly string[];
  readonly wordsPerMinute: number;
  /** Locales, longest prefix first (so the first match wins). */
  readonly locales: readonly ResolvedLocale[];
  readonly redirects: Readonly<Record<string, string>>;
  readonly codeThemes: { light: string; dark: string };
  readonly themeOptions: Readonly<ThemeOptions>;
  readonly apiEndpoints: Readonly<Record<string, string>>;
  readonly autoCatalog: boolean;
  readonly i18nParity: 'error' | 'warning' | 'off';
  /** Absolute path of the facts folder, when configured. */
  readonly factsDir?: string;
  /** Search provider; the local index unless DocSearch is configured. */
  readonly search: SearchConfig;
}

/** The nine theme colours a reader can pick from; each reads at 4.5:1 or more on white. */
export const DEFAULT_THEME_COLORS: Readonly<Record<string, string>> = {
  blue: '#1d6fd8', teal: '#0e7c86', green: '#1a7f37', olive: '#5f6c10', orange: '#a85400', red: '#c9302c', pink: '#c0306f', purple: '#7a4bd1', indigo: '#4450c8',
};

export const DEFAULT_PAGE_INFO = ['Author', 'Original', 'Date', 'Category', 'Tag', 'ReadingTime'];

/** Builds the read-only config every stage uses. Paths are absolute. */
export function resolveConfig(user: UserConfig, opts: { root: string; configFile?: string; outDir?: string; base?: string }): ResolvedConfig {
  const root = path.resolve(opts.root);
  const title = user.title ?? 'Docs';
  const localeEntries = Object.entries(user.locales ?? { '/': { lang: 'en-US' } });
  if (!localeEntries.some(([p]) => p === '/')) localeEntries.push(['/', { lang: 'en-US' }]);
  const locales = localeEntries
    .map(([prefix, l]): ResolvedLocale => ({
      prefix,
      lang: l.lang ?? 'en-US',
      title: l.title ?? title,
      description: l.description ?? '',
      navbar: l.navbar ?? [],
      sidebar: l.sidebar ?? 'structure',
      displayFooter: l.displayFooter ?? true,
      footer: l.footer ?? '',
      copyright: l.copyright ?? '',
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const author = typeof user.author === 'string' ? { name: user.author } : user.author;
  return Object.freeze({
    root,
    configFile: opts.configFile,
    title,
    base: opts.base ?? user.base ?? '/',
    docsDir: path.resolve(root, user.docsDir ?? 'docs'),
    publicDir: path.resolve(root, user.publicDir ?? 'public'),
    outDir: path.resolve(root, opts.outDir ?? user.outDir ?? 'dist'),
    logo: user.logo,
    logoDark: user.logoDark ?? user.logo,
    repo: user.repo,
    docsRepo: user.docsRepo ?? user.repo,
    docsBranch: user.docsBranch ?? 'main',
    docsRepoDir: user.docsRepoDir ?? user.docsDir ?? 'docs',
    editLink: user.editLink ?? true,
    author,
    colorMode: user.colorMode ?? 'switch',
    headerDepth: user.headerDepth ?? 2,
    pageInfo: user.pageInfo ?? DEFAULT_PAGE_INFO,
    wordsPerMinute: user.wordsPerMinute ?? 300,
    locales,
    redirects: user.redirects ?? {},
    codeThemes: user.codeThemes ?? { light: 'github-light', dark: 'github-dark' },
    themeOptions: { ...user.themeOptions, themeColors: user.themeOptions?.themeColors ?? DEFAULT_THEME_COLORS },
    apiEndpoints: user.apiEndpoints ?? {},
    autoCatalog: user.autoCatalog ?? true,
    i18nParity: user.i18nParity ?? 'error',
    factsDir: user.factsDir ? path.resolve(root, user.factsDir) : undefined,
    search: user.search ?? ({ provider: 'local' } as const),
  });
}

/** The locale a route belongs to: the longest matching prefix. */
export function localeOf(config: Pick<ResolvedConfig, 'locales'>, route: string): ResolvedLocale {
  return config.locales.find((l) => route.startsWith(l.prefix)) ?? config.locales[config.locales.length - 1];
}
