/** Checks a user config's shape; every problem names its path in the config object. */
import type { Diagnostic } from '../diagnostics.ts';
import type { UserConfig } from './define.ts';

const COLOR_MODES = ['switch', 'toggle', 'disable', 'enable'];

/** Returns one diagnostic per problem found in `config` (empty when it is valid). */
export function validateConfig(config: UserConfig, file = 'site.config.ts'): Diagnostic[] {
  const out: Diagnostic[] = [];
  const bad = (where: string, what: string) => out.push({ severity: 'error', file, message: `${where}: ${what}` });
  const str = (v: unknown, where: string) => v !== undefined && typeof v !== 'string' && bad(where, 'must be a string');

  if (typeof config !== 'object' || config === null) {
    bad('default export', 'must be an object (use defineConfig({...}))');
    return out;
  }
  for (const key of ['title', 'base', 'docsDir', 'publicDir', 'outDir', 'logo', 'logoDark', 'repo', 'docsBranch'] as const) {
    str(config[key], key);
  }
  if (typeof config.base === 'string' && (!config.base.startsWith('/') || !config.base.endsWith('/'))) bad('base', 'must start and end with "/"');
  if (config.colorMode && !COLOR_MODES.includes(config.colorMode)) bad('colorMode', `must be one of ${COLOR_MODES.join(', ')}`);
  if (config.headerDepth !== undefined && !(Number.isInteger(config.headerDepth) && config.headerDepth >= 1 && config.headerDepth <= 5)) {
    bad('headerDepth', 'must be a whole number from 1 to 5');
  }
  for (const [name, url] of Object.entries(config.apiEndpoints ?? {})) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) bad(`apiEndpoints.${name}`, 'must be an http(s) address');
  }
  validateThemeOptions(config.themeOptions, bad);
  validateSearch(config.search, bad);
  for (const [from, to] of Object.entries(config.redirects ?? {})) {
    if (!from.startsWith('/')) bad(`redirects['${from}']`, 'must start with "/"');
    if (typeof to !== 'string' || !/^(\/|https?:)/.test(to)) bad(`redirects['${from}']`, 'target must start with "/" or http(s):');
  }
  for (const [prefix, locale] of Object.entries(config.locales ?? {})) {
    const at = `locales['${prefix}']`;
    if (!prefix.startsWith('/') || !prefix.endsWith('/')) bad(at, 'key must start and end with "/"');
    if (typeof locale?.lang !== 'string') bad(`${at}.lang`, 'must be a string such as "en-US"');
    if (locale?.navbar !== undefined && !Array.isArray(locale.navbar)) bad(`${at}.navbar`, 'must be a list of items');
    else validateLinks(locale?.navbar ?? [], `${at}.navbar`, bad);
    const sidebar = locale?.sidebar;
    if (sidebar && typeof sidebar === 'object') {
      for (const [key, items] of Object.entries(sidebar)) {
        if (!key.startsWith('/')) bad(`${at}.sidebar['${key}']`, 'key must start with "/"');
        if (Array.isArray(items)) validateLinks(items, `${at}.sidebar['${key}']`, bad);
        else if (items !== 'structure' && items !== false) bad(`${at}.sidebar['${key}']`, 'must be a list of items, "structure" or false');
      }
    }
  }
  return out;
}

function validateLinks(items: unknown[], where: string, bad: (w: string, m: string) => void): void {
  items.forEach((item, i) => {
    if (typeof item === 'string' || item === 'structure') return;
    if (typeof item !== 'object' || item === null) return bad(`${where}[${i}]`, 'must be a string or an object');
    const o = item as { text?: unknown; link?: unknown; children?: unknown };
    if (typeof o.text !== 'string') bad(`${where}[${i}].text`, 'must be a string');
    if (o.link !== undefined && typeof o.link !== 'string') bad(`${where}[${i}].link`, 'must be a string');
    if (Array.isArray(o.children)) validateLinks(o.children, `${where}[${i}].children`, bad);
  });
}

const AUTO_HIDE = ['mobile', 'always', 'none'];

/** The typed theme options; free-form ones are the theme's business. */
function validateThemeOptions(options: UserConfig['themeOptions'], bad: (where: string, what: string) => void): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null) return bad('themeOptions', 'must be an object');
  if (options.navbarAutoHide !== undefined && !AUTO_HIDE.includes(options.navbarAutoHide)) bad('themeOptions.navbarAutoHide', `must be one of ${AUTO_HIDE.join(', ')}`);
  if (options.loadingDelay !== undefined && !(typeof options.loadingDelay === 'number' && options.loadingDelay >= 0)) bad('themeOptions.loadingDelay', 'must be a number of milliseconds (0 or more)');
  if (options.themeColors !== undefined) {
    const colors = options.themeColors;
    if (typeof colors !== 'object' || colors === null || Array.isArray(colors) || !Object.keys(colors).length) bad('themeOptions.themeColors', 'must be a map of name to CSS colour, with at least one entry');
    else for (const [name, value] of Object.entries(colors)) if (typeof value !== 'string' || !/^#[0-9a-f]{3,8}$|^(rgb|hsl|oklch)\(/i.test(value)) bad(`themeOptions.themeColors.${name}`, 'must be a CSS colour such as "#1d6fd8"');
  }
  (options.notice ?? []).forEach((n, i) => {
    const at = `themeOptions.notice[${i}]`;
    if (typeof n?.title !== 'string' || typeof n?.content !== 'string') bad(at, 'needs a title and a content (HTML) string');
    if (n?.path === undefined && n?.match === undefined) bad(at, 'needs a path or a match pattern');
    if (typeof n?.match === 'string') {
      try {
        new RegExp(n.match);
      } catch {
        bad(`${at}.match`, 'is not a valid regular expression');
      }
    }
  });
  const comment = options.comment;
  if (comment !== undefined) {
    if (comment?.provider !== 'giscus') bad('themeOptions.comment.provider', 'must be "giscus"');
    for (const key of ['repo', 'repoId', 'category', 'categoryId'] as const) if (typeof comment?.[key] !== 'string' || !comment[key]) bad(`themeOptions.comment.${key}`, 'must be a non-empty string');
  }
}

/** `search`: `{ provider: 'local' }`, or DocSearch with its three public settings. */
function validateSearch(search: UserConfig['search'], bad: (where: string, what: string) => void): void {
  if (search === undefined) return;
  if (typeof search !== 'object' || search === null) return bad('search', "must be an object such as { provider: 'local' }");
  if (search.provider === 'local') return;
  if (search.provider !== 'docsearch') return bad('search.provider', 'must be "local" or "docsearch"');
  for (const key of ['appId', 'apiKey', 'indexName'] as const) if (typeof search[key] !== 'string' || !search[key]) bad(`search.${key}`, 'must be a non-empty string (DocSearch needs appId, apiKey and indexName)');
  if (typeof search.appId === 'string' && !/^[A-Za-z0-9]+$/.test(search.appId)) bad('search.appId', 'must be letters and digits only (an Algolia application id)');
}
