/**
 * The wire format between the build and the browser: routes.json, the site data
 * file and the per-page data files. Shared as types only (`import type`).
 */

/** A link shown in navigation (prev/next, breadcrumb, twins). */
export interface NavLink {
  text: string;
  link: string;
  icon?: string;
}

/** An item of a resolved sidebar: a page link, or a group with children. */
export interface SidebarNode {
  text: string;
  link?: string;
  icon?: string;
  /** Groups only: whether the reader may fold the group. */
  collapsible?: boolean;
  /** Groups only: open when first shown (the group holding the current page always opens). */
  expanded?: boolean;
  children?: SidebarNode[];
}

/** A navbar entry: a link or a dropdown of links. */
export interface NavbarItem {
  text: string;
  link?: string;
  icon?: string;
  children?: NavbarItem[];
}

/** A heading of a page, nested by level (h2 holds its h3s). */
export interface PageHeader {
  level: number;
  title: string;
  slug: string;
  children: PageHeader[];
}

export interface Contributor {
  name: string;
  email: string;
  commits: number;
}

export interface GitInfo {
  /** Last commit time of the file, ms since the epoch. */
  updatedTime?: number;
  contributors: Contributor[];
}

export interface ReadingTime {
  minutes: number;
  words: number;
}

export type LayoutName = 'home' | 'portfolio' | 'doc' | 'not-found';

/** Everything one page needs to render, besides the site data. */
export interface PageData {
  path: string;
  title: string;
  lang: string;
  /** The locale prefix the page belongs to: '/' or '/zh/'. */
  locale: string;
  layout: LayoutName;
  frontmatter: Record<string, unknown>;
  headers: PageHeader[];
  /** Rendered Markdown body. */
  html: string;
  excerpt: string;
  readingTime: ReadingTime;
  git: GitInfo;
  /** Key into SiteData.sidebars, or null when the page shows no sidebar. */
  sidebar: string | null;
  /** No sidebar config covers this page (and it did not opt out): the theme warns in the console. */
  sidebarMissing?: true;
  prev?: NavLink;
  next?: NavLink;
  breadcrumb: NavLink[];
  /** The same page in other locales. */
  twins: { lang: string; locale: string; link: string }[];
  editLink?: string;
  /** Names of the content widgets the body uses. */
  widgets: string[];
  /** Source file relative to the docs folder. */
  file?: string;
}

export interface SiteLocale {
  lang: string;
  title: string;
  description: string;
  navbar: NavbarItem[];
  displayFooter: boolean;
  footer?: string;
  copyright?: string;
}

/** Site-wide data, shipped once (a hashed JSON file) instead of inside every page. */
export interface SiteData {
  base: string;
  title: string;
  logo?: string;
  logoDark?: string;
  repo?: string;
  colorMode: 'switch' | 'toggle' | 'disable' | 'enable';
  locales: Record<string, SiteLocale>;
  sidebars: Record<string, SidebarNode[]>;
  /** Options of the theme: the typed ones below, plus free-form ones (notice, search, ads …). */
  themeOptions: ThemeOptions;
  /** Token API endpoints, name → base address; the first is the default. */
  apiEndpoints: Record<string, string>;
  /** The icon sprite (URL) and the icon names it holds; set when the pages are rendered. */
  icons?: { sprite: string; names: string[] };
  /** Search: the local index URL of each locale prefix, or DocSearch's public settings; set when the pages are rendered. */
  search?: { provider: 'local'; indexes: Record<string, string> } | { provider: 'docsearch'; appId: string; apiKey: string; indexName: string };
}

/** The video-app promotion shown at the end of the home page. */
export interface PromoBanner {
  /** Name of the ad, sent with click statistics. */
  name: string;
  /** Where a click goes (a new tab). */
  link: string;
  /** Logo, a path in public/. */
  image?: string;
  /** Words per locale prefix ('/' and '/zh/'), and the locale's own link; a locale without words shows no banner. */
  text: Record<string, { title: string; details?: string[]; badge?: string; link?: string }>;
}

/** Comments under doc pages, loaded lazily from the provider when the reader scrolls to them. */
export interface CommentOptions {
  provider: 'giscus';
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  /** How a page maps to a discussion. @default 'pathname' */
  mapping?: string;
  /** Address of the provider's script. @default 'https://giscus.app/client.js' */
  script?: string;
}

/** A button or link of a notice. */
export interface NoticeAction {
  text: string;
  /** Where the action goes; without one it only closes the notice. */
  link?: string;
  type?: 'primary' | 'default';
}

/** A pop-up notice, shown on the paths it matches until the reader has seen it. */
export interface NoticeConfig {
  /** The path it shows on (with or without a trailing slash)… */
  path?: string;
  /** …or a regular expression the path matches. */
  match?: string;
  title: string;
  /** HTML. */
  content: string;
  actions?: NoticeAction[];
  /** Remember it for good (localStorage) instead of for the session. */
  showOnce?: boolean;
  fullscreen?: boolean;
  /** Only the actions close it (no close button, no Escape, no click outside). */
  confirm?: boolean;
  /** Name it is remembered by (`notice-<key>`); changing it shows the notice again. */
  noticeKey?: string;
}

/** A sidebar ad: a logo with a link, always shown. */
export interface SidebarAd {
  /** Name of the ad, sent with click statistics. */
  name: string;
  link: string;
  /** Logo, a path in public/. */
  image: string;
  /** Text per locale prefix (the logo's alternative text). */
  text: Record<string, string>;
}

/** A third-party script or stylesheet, loaded after the page is interactive; the site works without it. */
export interface ThirdParty {
  src: string;
  kind?: 'script' | 'style';
  /** data-* and other attributes of the element. */
  attrs?: Record<string, string>;
}

export interface ThemeOptions {
  [key: string]: unknown;
  /** Items under the page title, in order. */
  pageInfo?: readonly string[];
  /** Default author of the pages. */
  author?: { name: string; url?: string };
  /** Where the navbar hides on scrolling down. @default 'mobile' */
  navbarAutoHide?: 'mobile' | 'always' | 'none';
  /** Theme colours the reader can pick from: key → CSS colour; the first is the default. */
  themeColors?: Record<string, string>;
  /** Milliseconds a page load may take before the loading spinner shows. @default 300 */
  loadingDelay?: number;
  comment?: CommentOptions;
  promo?: PromoBanner;
  notice?: NoticeConfig[];
  /** Language redirect prompt: locale prefix → the browser languages it serves (auto-locale is off: the reader chooses). */
  redirect?: { locales: Record<string, string[]> };
  /** Sidebar ad, ad statistics (clicks POST {"name"} here) and the sponsorship label. */
  ads?: { sidebar?: SidebarAd; statsUrl?: string; sponsorLabel?: boolean };
  /** Ad network, analytics, statistics and icon-font entries. */
  thirdParty?: ThirdParty[];
  /** Load the third-party entries on localhost and IP hosts too (they are skipped there by default). */
  thirdPartyOnLocalHosts?: boolean;
}

/** One entry of the route map. */
export interface RouteEntry {
  title: string;
  icon?: string;
  order?: number;
  /** URL of the page data file. */
  data: string;
}

/** routes.json: the route map, the redirect map and the 404 page's data. */
export interface RouteMap {
  base: string;
  site: string;
  routes: Record<string, RouteEntry>;
  redirects: Record<string, string>;
  notFound: Record<string, string>;
}
