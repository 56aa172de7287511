/** Fetches a locale's index once per page session and wraps it in an engine; a failed load is retried on the next call. */
import { SearchEngine } from './engine.ts';
import type { SearchIndexFile } from './index-format.ts';

const loads = new Map<string, Promise<SearchEngine>>();

/** The engine for the index at `url` (the same promise for every caller). */
export function loadSearchIndex(url: string): Promise<SearchEngine> {
  let p = loads.get(url);
  if (!p) {
    p = fetch(url).then(async (r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return new SearchEngine((await r.json()) as SearchIndexFile);
    });
    // Forget a failure: the reader may be back online when the dialog opens again.
    p.catch(() => loads.delete(url));
    loads.set(url, p);
  }
  return p;
}
