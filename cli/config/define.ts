/** The configuration an author writes in site.config.ts, and the helper that types it. */
import type { NavbarItem, ThemeOptions } from '../../runtime/protocol.ts';

/** A sidebar entry as written: a page path, a group, or 'structure' (a folder's pages). */
export type SidebarItemConfig =
  | string
  | {
      text: string;
      link?: string;
      /** Prefix joined to the relative links of the children. */
      prefix?: string;
      icon?: string;
      /** @default false */
      collapsible?: boolean;
      /** @default false */
      expanded?: boolean;
      children?: SidebarItemConfig[] | 'structure';
    };

/** Sidebar per path prefix ('/guide/' → items), 'structure' for the whole locale, or false for none. */
export type SidebarConfig = Record<string, SidebarItemConfig[] | 'structure' | false> | 'structure' | false;

export interface LocaleConfig {
  /** BCP 47 language tag. @default 'en-US' */
  lang: string;
  /** Site title in this locale. @default the site title */
  title?: string;
  /** Meta description of the locale's pages. @default '' */
  description?: string;
  /** Navbar entries. @default [] */
  navbar?: NavbarItem[];
  /** Sidebars of this locale. @default 'structure' */
  sidebar?: SidebarConfig;
  /** Show the footer. @default true */
  displayFooter?: boolean;
  /** Footer HTML. @default '' */
  footer?: string;
  /** Copyright line. @default '' */
  copyright?: string;
}

/** Search: a local index built with the site (offline), or Algolia DocSearch with its public search key. */
export type SearchConfig = { provider: 'local' } | { provider: 'docsearch'; appId: string; apiKey: string; indexName: string };

export interface UserConfig {
  /** Site title. @default 'Docs' */
  title?: string;
  /** Base URL path the site is served under. @default '/' */
  base?: string;
  /** Folder holding the Markdown pages. @default 'docs' */
  docsDir?: string;
  /** Folder copied as is into the output. @default 'public' */
  publicDir?: string;
  /** Output folder. @default 'dist' */
  outDir?: string;
  /** Logo path (in public/). */
  logo?: string;
  /** Logo for dark mode. @default logo */
  logoDark?: string;
  /** Repository: 'owner/name' on GitHub or a full URL. */
  repo?: string;
  /** Repository holding the docs, when not `repo`. @default repo */
  docsRepo?: string;
  /** Branch of the docs repository. @default 'main' */
  docsBranch?: string;
  /** Folder of the docs inside the docs repository. @default docsDir */
  docsRepoDir?: string;
  /** Show "edit this page" links. @default true */
  editLink?: boolean;
  /** Default author of the pages. */
  author?: string | { name: string; url?: string };
  /** Colour-mode behaviour. @default 'switch' */
  colorMode?: 'switch' | 'toggle' | 'disable' | 'enable';
  /** Deepest heading level below h2 collected for the outline (2 → h2 and h3). @default 2 */
  headerDepth?: number;
  /** Items shown under the page title. @default ['Author','Original','Date','Category','Tag','ReadingTime'] */
  pageInfo?: string[];
  /** Words read per minute, for reading time. @default 300 */
  wordsPerMinute?: number;
  /** Locales keyed by path prefix; '/' is the root locale. */
  locales?: Record<string, LocaleConfig>;
  /** Extra redirects: old path → new path. @default {} */
  redirects?: Record<string, string>;
  /** Shiki themes for code. @default { light: 'github-light', dark: 'github-dark' } */
  codeThemes?: { light: string; dark: string };
  /** Folder of JSON facts read by <DriverFields> and <Changelog>, relative to the project. */
  factsDir?: string;
  /**
   * Token API endpoints for the `<ApiSelector>` and the tool pages: name → base address. The first
   * entry is the default; `local` is offered only when the site runs on localhost or an IP host.
   * @default {}
   */
  apiEndpoints?: Record<string, string>;
  /**
   * What a page without a twin in another locale is: an `error` (the build fails), a `warning`,
   * or not checked (`off`). A page opts out with `i18n: false`. @default 'error'
   */
  i18nParity?: 'error' | 'warning' | 'off';
  /** Give folders without README.md a page listing their pages. @default true */
  autoCatalog?: boolean;
  /** Search provider: the local index, or DocSearch (results filtered by the page language, `lang:<lang>`). @default { provider: 'local' } */
  search?: SearchConfig;
  /**
   * Theme options, passed to the theme as is: navbarAutoHide, themeColors, loadingDelay, comment,
   * promo (see ThemeOptions), plus free-form ones (notice, search, ads …). @default {}
   */
  themeOptions?: ThemeOptions;
}

/** Types a site configuration; returns it unchanged. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
