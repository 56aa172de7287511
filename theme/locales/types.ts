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
  };
  route: {
    skipToContent: string;
    notFoundTitle: string;
    notFoundMessages: [string, string, string, string];
    back: string;
    home: string;
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
