/** Browser storage keys the site promises (UI-CONTRACT "Storage keys"). */
export const THEME_MODE_KEY = 'theme-mode';
export const API_NAME_KEY = 'api_name';
export const REDIRECT_CHOICE_KEY = 'redirect-choice';
/** Chosen tab of a tab group. */
export const tabsKey = (id: string) => `tabs-${id}`;
/** A notice already seen. */
export const noticeKey = (key: string) => `notice-${key}`;
/** The reader's theme colour (a key of themeOptions.themeColors). */
export const THEME_COLOR_KEY = 'theme-color';
/** The recent searches (a JSON list of strings, newest first). */
export const SEARCH_RECENT_KEY = 'search-recent';
/** The Aliyundrive tool keeps the client id and secret for its callback page (sessionStorage, removed after use). */
export const ALIYUNDRIVE_CLIENT_KEY = 'token-tool-aliyundrive';
