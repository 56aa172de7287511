/** Numbers and keys of the search dialog (SPEC §9), kept beside it so the closed-state bundle stays small. */

/** A query runs this long after the last keystroke. SPEC §9 */
export const SEARCH_DEBOUNCE_MS = 500;
/** localStorage key of the recent searches (a JSON list of strings, newest first). */
export const SEARCH_RECENT_KEY = 'search-recent';
/** How many recent searches are kept. */
export const SEARCH_RECENT_MAX = 5;
/** Pages listed for one query, and sections listed per page. */
export const SEARCH_MAX_PAGES = 10;
export const SEARCH_HITS_PER_PAGE = 4;
