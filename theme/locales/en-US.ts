import type { ThemeLocale } from './types.ts';

/** English UI strings. */
export const enUS: ThemeLocale = {
  lang: 'en-US',
  langName: 'English',
  navbar: { mainLabel: 'Main', selectLanguage: 'Select language', toggleMenu: 'Toggle menu', repo: 'Repository', home: 'Home' },
  meta: {
    author: 'Author',
    date: 'Writing Date',
    origin: 'Original',
    views: 'Page views',
    category: 'Category',
    tag: 'Tag',
    readingTime: 'Reading Time',
    words: 'Words',
    toc: 'On This Page',
    prev: 'Prev',
    next: 'Next',
    lastUpdated: 'Last update',
    contributors: 'Contributors',
    editLink: 'Edit this page',
    print: 'Print',
    lessThanOneMinute: 'Less than 1 minute',
    minutes: 'About {minutes} min',
    wordCount: 'About {words} words',
  },
  outlook: { themeColor: 'Theme Color', darkMode: 'Theme Mode', fullscreen: 'Full Screen' },
  route: {
    skipToContent: 'Skip to content',
    notFoundTitle: 'Page not found',
    notFoundMessages: ["There's nothing here.", 'How did we get here?', "That's a Four-Oh-Four.", "Looks like we've got some broken links."],
    back: 'Go back',
    home: 'Take me home',
  },
  sidebar: { label: 'Sidebar' },
  breadcrumb: { label: 'Breadcrumb' },
  containers: { tip: 'Tip', info: 'Info', note: 'Note', warning: 'Warning', danger: 'Danger', details: 'Details' },
};
