/** The shape of a theme dictionary: every UI string, grouped by area (hope-style). */
export interface ThemeLocale {
  lang: string;
  /** Name of the language in itself, for the language menu. */
  langName: string;
  navbar: {
    mainLabel: string;
    selectLanguage: string;
    toggleMenu: string;
    repo: string;
    home: string;
    /** Tooltip of the sidebar toggle (its accessible name is always "Toggle sidebar"). */
    toggleSidebar: string;
    /** Tooltip of the search button (its accessible name is always "Search"). */
    search: string;
  };
  meta: {
    author: string;
    date: string;
    origin: string;
    views: string;
    category: string;
    tag: string;
    readingTime: string;
    words: string;
    toc: string;
    /** Accessible name of the table of contents. */
    tocLabel: string;
    prev: string;
    next: string;
    lastUpdated: string;
    contributors: string;
    editLink: string;
    print: string;
    /** Shown when a page reads in under a minute. */
    lessThanOneMinute: string;
    /** Template with {minutes}. */
    minutes: string;
    /** Template with {words}. */
    wordCount: string;
  };
  outlook: {
    themeColor: string;
    darkMode: string;
    fullscreen: string;
    /** Names of the colour modes, for the colour-mode button's tooltip. */
    modes: { light: string; dark: string; auto: string };
    /** Names of the theme colours by key (a key missing here is shown as is). */
    colors: Record<string, string>;
  };
  route: {
    skipToContent: string;
    notFoundTitle: string;
    notFoundMessages: [string, string, string, string];
    back: string;
    home: string;
    /** Name of the progress bar and the loading spinner. */
    loading: string;
    /** Console warning for a route no sidebar config covers; template with {path}. */
    noSidebar: string;
  };
  /** Words of the home and portfolio layouts. */
  home: {
    /** Name of the list of a portfolio's social links. */
    socialLinks: string;
    /** Label of the promotional banner. */
    promo: string;
  };
  /** The notice pop-up. */
  notice: { close: string };
  /** The language redirect prompt (name of the language, question, buttons). Templates take {lang}. */
  redirect: { title: string; hint: string; switch: string; cancel: string; remember: string };
  /** Ads: the sponsorship label. */
  ads: { sponsor: string };
  /** Words around the page: page info list, comments. */
  page: {
    /** Name of the list under the title (author, date, reading time …). */
    info: string;
    comments: string;
    /** Console error for a bad author, category or tag; template with {field} and {path}. */
    badMeta: string;
  };
  /** The search dialog (SPEC §8 screens). Templates take {query} or {count}. */
  search: {
    /** Placeholder and accessible name of the search field. */
    placeholder: string;
    /** Name of the button that closes the dialog. */
    close: string;
    /** Shown while the index loads. */
    loading: string;
    /** Heading of the recent searches. */
    recent: string;
    /** Shown when there are none yet. */
    noRecent: string;
    /** Name of the button removing a recent search; template with {query}. */
    removeRecent: string;
    /** Name of the result list. */
    results: string;
    /** Announced when results arrive; template with {count} (pages). */
    resultCount: string;
    /** No-results screen: title (template with {query}), hint, feedback question and link. */
    noResults: string;
    /** The same title without the query, for DocSearch (which adds the query itself). */
    noResultsFor: string;
    noResultsHint: string;
    feedback: string;
    feedbackLink: string;
    /** Failure screen (the index could not be loaded). */
    errorTitle: string;
    errorHint: string;
    /** Key hints under the results. */
    keys: { navigate: string; select: string; close: string };
  };
  sidebar: { label: string };
  breadcrumb: { label: string };
  /** Default titles of `::: tip` and friends. */
  containers: Record<'tip' | 'info' | 'note' | 'warning' | 'danger' | 'details', string>;
  /** Words the Markdown extensions put into page bodies (the build bakes them in). */
  markdown: {
    footnotes: string;
    /** Template with {n}: the link from a footnote back to where it is cited. */
    footnoteBack: string;
    /** Read after an external link's icon by screen readers. */
    externalLink: string;
    /** Name of the `[[toc]]` list. */
    inlineToc: string;
    expandCode: string;
    collapseCode: string;
    /** Default accessible names of drawn fences. */
    diagram: { mermaid: string; echarts: string; flowchart: string };
    demo: { result: string; code: string; codepen: string; jsfiddle: string };
    /** Template with {title}: the link that loads an embedded BiliBili player. */
    bilibili: string;
    /** Name of a `<Catalog>` list. */
    catalog: string;
    /** Column heads and yes/no of the `<DriverFields>` tables. */
    driverFields: { field: string; type: string; required: string; default: string; options: string; meaning: string; yes: string; no: string };
  };
}
