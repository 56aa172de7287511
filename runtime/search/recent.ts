/** Recent searches, newest first, in localStorage `search-recent`; storage that throws only forgets. */
import { slot } from '../storage.ts';
import { SEARCH_RECENT_MAX } from '../constants.ts';
import { SEARCH_RECENT_KEY } from '../keys.ts';

const store = () => slot(SEARCH_RECENT_KEY, 'local');

/** The recent searches; anything unreadable counts as none. */
export function readRecent(): string[] {
  try {
    const list: unknown = JSON.parse(store().get() ?? '[]');
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, SEARCH_RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `query` first (once), keeping the newest few; returns the new list. */
export function rememberSearch(query: string): string[] {
  const q = query.trim();
  if (!q) return readRecent();
  const list = [q, ...readRecent().filter((r) => r !== q)].slice(0, SEARCH_RECENT_MAX);
  store().set(JSON.stringify(list));
  return list;
}

/** Removes one recent search; returns the new list. */
export function forgetSearch(query: string): string[] {
  const list = readRecent().filter((r) => r !== query);
  store().set(JSON.stringify(list));
  return list;
}
