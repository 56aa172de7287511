/**
 * The local search dialog (a lazy chunk, see Search.tsx): `role="dialog"` named "Search", a
 * search field, results of the current locale grouped by page. The locale's index is fetched on
 * first open; a query runs 500 ms after the last keystroke (SPEC §9). Arrow keys move between the
 * field and the results (roving focus), Enter follows a result, Tab stays inside, Escape closes.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_HITS_PER_PAGE, SEARCH_MAX_PAGES } from '../../runtime/constants.ts';
import type { SearchEngine } from '../../runtime/search/engine.ts';
import { loadSearchIndex } from '../../runtime/search/loader.ts';
import { forgetSearch, readRecent, rememberSearch } from '../../runtime/search/recent.ts';
import { useTheme } from '../context.ts';
import { format } from '../locales/index.ts';
import { Icon } from './Icon.tsx';
import type { SearchDialogProps } from './Search.tsx';
import { NoResults, RecentSearches, SearchFailure, SearchResults } from './SearchResults.tsx';

const FOCUSABLE = 'a[href], button, input, [tabindex]:not([tabindex="-1"])';
/** What the arrow keys move between: result links and recent searches. */
const ITEMS = '.search-hit, .search-recent-query';

export function SearchDialog({ onClose }: SearchDialogProps) {
  const { site, page, t } = useTheme();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [recent, setRecent] = useState<string[]>(readRecent);
  const indexUrl = site.search?.provider === 'local' ? (site.search.indexes[page.locale] ?? site.search.indexes['/']) : undefined;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    let live = true;
    if (!indexUrl) setFailed(true);
    else loadSearchIndex(indexUrl).then((e) => live && setEngine(e), () => live && setFailed(true));
    return () => void (live = false);
  }, [indexUrl]);
  useEffect(() => {
    const q = query.trim();
    if (!q) return setDebounced('');
    const timer = setTimeout(() => setDebounced(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const result = useMemo(() => (engine && debounced ? engine.search(debounced, { maxPages: SEARCH_MAX_PAGES, hitsPerPage: SEARCH_HITS_PER_PAGE }) : null), [engine, debounced]);

  // A query that found something is remembered when the reader leaves the dialog.
  const found = useRef('');
  found.current = result?.pages.length ? debounced : '';
  const close = useCallback(
    (restoreFocus: boolean) => {
      if (found.current) rememberSearch(found.current);
      onClose(restoreFocus);
    },
    [onClose],
  );
  // The router (a document listener) must still see the click: close once it has.
  const choose = useCallback((_e: MouseEvent<HTMLAnchorElement>) => void setTimeout(() => close(false), 0), [close]);
  const runNow = (q: string) => {
    setQuery(q);
    setDebounced(q.trim());
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const box = dialog.current!;
    const active = document.activeElement as HTMLElement | null;
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      const list = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const edge = e.shiftKey ? list[0] : list[list.length - 1];
      if (active === edge || !box.contains(active)) {
        e.preventDefault();
        (e.shiftKey ? list[list.length - 1] : list[0])?.focus();
      }
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const items = [...box.querySelectorAll<HTMLElement>(ITEMS)];
      const at = items.indexOf(active!);
      if (!items.length || (at < 0 && e.key === 'ArrowUp')) return;
      e.preventDefault();
      if (e.key === 'ArrowDown') items[Math.min(at + 1, items.length - 1)].focus();
      else if (at === 0) input.current?.focus();
      else items[at - 1].focus();
    } else if (e.key === 'Enter' && active === input.current) {
      e.preventDefault();
      // Enter before the debounce has run searches at once; on shown results it follows the first.
      if (query.trim() !== debounced) setDebounced(query.trim());
      else box.querySelector<HTMLAnchorElement>('.search-hit')?.click();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && active !== input.current) {
      input.current?.focus(); // typing on a result goes on in the field
    }
  };

  const listId = `${id}-results`;
  let body;
  let status = '';
  if (failed) {
    body = <SearchFailure />;
    status = t.search.errorTitle;
  } else if (!debounced) {
    body = <RecentSearches recent={recent} onRun={runNow} onRemove={(q) => setRecent(forgetSearch(q))} />;
  } else if (!result) {
    body = <p className="search-screen">{t.search.loading}</p>;
  } else if (!result.pages.length) {
    body = <NoResults query={debounced} />;
    status = format(t.search.noResults, { query: debounced });
  } else {
    body = <SearchResults result={result} id={`${id}-list`} onChoose={choose} />;
    status = format(t.search.resultCount, { count: result.pages.length });
  }

  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && close(true)}>
      <div ref={dialog} className="search-dialog" role="dialog" aria-modal="true" aria-label="Search" onKeyDown={onKeyDown}>
        <div className="search-header">
          <Icon name="search" size={18} className="search-header-icon" />
          <input
            ref={input}
            className="search-input"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t.search.placeholder}
            aria-label={t.search.placeholder}
            aria-controls={listId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={200}
          />
          <button type="button" className="icon-button search-close" aria-label={t.search.close} title={t.search.close} onClick={() => close(true)}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <div className="search-body" id={listId}>
          {body}
        </div>
        <p className="sr-only" role="status">
          {status}
        </p>
        <footer className="search-footer" aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t.search.keys.navigate}
          </span>
          <span>
            <kbd>↵</kbd> {t.search.keys.select}
          </span>
          <span>
            <kbd>Esc</kbd> {t.search.keys.close}
          </span>
        </footer>
      </div>
    </div>
  );
}
