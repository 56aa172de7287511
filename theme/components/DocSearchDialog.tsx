/**
 * DocSearch in place of the local index (`search: { provider: 'docsearch', appId, apiKey,
 * indexName }`): a lazy chunk that, on first open, preconnects to Algolia, loads @docsearch/js
 * and its stylesheet, and opens DocSearch's modal inside a `role="dialog"` named "Search".
 * Results are filtered by the page language (`lang:<lang>`), a request runs 500 ms after the
 * last keystroke (SPEC §9), hits navigate with the client router, and the empty and failure
 * screens use our words.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DocSearchInstance, DocSearchProps } from '@docsearch/js/docsearch';
import { navigate } from '../../runtime/navigate.ts';
import { SEARCH_DEBOUNCE_MS } from '../../runtime/constants.ts';
import { deferredRequests } from '../../runtime/search/debounce.ts';
import { useTheme } from '../context.ts';
import type { ThemeLocale } from '../locales/index.ts';
import type { SearchDialogProps } from './Search.tsx';
import { Icon } from './Icon.tsx';
import { SearchFailure } from './SearchResults.tsx';

type DocSearchSettings = { appId: string; apiKey: string; indexName: string };
type DocSearchClient = Parameters<NonNullable<DocSearchProps['transformSearchClient']>>[0];

/** The DocSearch instance of the current language, kept across openings. */
let session: { lang: string; api: DocSearchInstance } | undefined;
/** Called when DocSearch closes its modal (Escape, backdrop, a chosen hit). */
let closed: () => void = () => undefined;
/** Called when a request failed: the open dialog shows the failure screen. */
let failed: () => void = () => undefined;

/** The element DocSearch's modal is portalled into: our dialog, hidden while closed. */
function dialogHost(): HTMLElement {
  let host = document.getElementById('docsearch-dialog');
  if (!host) {
    host = document.createElement('div');
    host.id = 'docsearch-dialog';
    host.setAttribute('role', 'dialog');
    host.setAttribute('aria-modal', 'true');
    host.setAttribute('aria-label', 'Search');
    host.hidden = true;
    document.body.append(host);
  }
  return host;
}

/** Lets the browser open the connection to Algolia while the library loads. */
function preconnect(appId: string): void {
  const href = `https://${appId}-dsn.algolia.net`;
  if (document.head.querySelector(`link[rel="preconnect"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = href;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/** Runs DocSearch's requests 500 ms after the last keystroke (see runtime/search/debounce.ts). */
function debounceClient(client: DocSearchClient, host: HTMLElement): DocSearchClient {
  type Search = DocSearchClient['search'];
  const search = deferredRequests<Parameters<Search>[0], Awaited<ReturnType<Search>>>((requests) => client.search(requests), {
    ms: SEARCH_DEBOUNCE_MS,
    key: (requests) => JSON.stringify(requests),
    // Nothing shown yet: no hits (the empty screen is hidden while a request is pending, see search.css).
    placeholder: (requests) => ({ results: (Array.isArray(requests) ? requests : [requests]).map(() => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: '' })) }) as never,
    onPending: (pending) => host.classList.toggle('search-pending', pending),
    // The answer is in: DocSearch asks again (an input event) and gets it from the cache. A
    // failure gets our screen: DocSearch's own error screen only flashes before "no results".
    onSettled: (latest, error) => {
      if (latest && error) failed();
      else if (latest) host.querySelector('.DocSearch-Input')?.dispatchEvent(new Event('input', { bubbles: true }));
    },
  });
  return { ...client, search: search as Search };
}

/** Hits carry the URL of the crawled deployment: keep path and hash, so this one serves them. */
function localUrl(url: string): string {
  try {
    const u = new URL(url, location.href);
    return u.pathname + u.search + u.hash;
  } catch {
    return url;
  }
}

function options(settings: DocSearchSettings, lang: string, t: ThemeLocale, repo: string | undefined): Omit<DocSearchProps, 'container'> {
  return {
    appId: settings.appId,
    apiKey: settings.apiKey,
    indices: [{ name: settings.indexName, searchParameters: { facetFilters: [`lang:${lang}`] } }],
    placeholder: t.search.placeholder,
    portalContainer: dialogHost(),
    // Our own listener opens the dialog (and knows when the reader is typing in a field).
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    transformSearchClient: (client) => debounceClient(client, dialogHost()),
    transformItems: (items) => items.map((item) => ({ ...item, url: localUrl(item.url) })),
    navigator: { navigate: ({ itemUrl }) => navigate(itemUrl), navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'), navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener') },
    getMissingResultsUrl: repo ? ({ query }) => `${repo.replace(/\/+$/, '')}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}` : undefined,
    translations: {
      modal: {
        searchBox: { placeholderText: t.search.placeholder, searchInputLabel: t.search.placeholder, closeButtonText: t.search.close, closeButtonAriaLabel: t.search.close },
        startScreen: { recentSearchesTitle: t.search.recent, noRecentSearchesText: t.search.noRecent },
        errorScreen: { titleText: t.search.errorTitle, helpText: t.search.errorHint },
        noResultsScreen: { noResultsText: t.search.noResultsFor, suggestedQueryText: t.search.noResultsHint, reportMissingResultsText: t.search.feedback, reportMissingResultsLinkText: t.search.feedbackLink },
        footer: { navigateText: t.search.keys.navigate, selectText: t.search.keys.select, closeText: t.search.keys.close },
      },
    },
    onClose: () => closed(),
  };
}

/** The DocSearch instance for `lang`: the library and its stylesheet are loaded on first use. */
async function docSearchFor(settings: DocSearchSettings, lang: string, t: ThemeLocale, repo: string | undefined): Promise<DocSearchInstance> {
  if (session?.lang === lang) return session.api;
  session?.api.destroy();
  session = undefined;
  const [{ default: docsearch }, { default: css }] = await Promise.all([import('@docsearch/js/docsearch'), import('@docsearch/css/dist/style.css')]);
  if (!document.getElementById('docsearch-style')) {
    const style = document.createElement('style');
    style.id = 'docsearch-style';
    style.textContent = css;
    document.head.prepend(style); // before the theme's sheet, so search.css can adjust it
  }
  let container = document.getElementById('docsearch-button');
  if (!container) {
    container = document.createElement('div');
    container.id = 'docsearch-button';
    container.hidden = true; // DocSearch draws a button here; ours is in the navbar
    document.body.append(container);
  }
  const api = await new Promise<DocSearchInstance>((resolve) => {
    let made: DocSearchInstance | undefined;
    let ready = false;
    const onReady = () => {
      ready = true;
      if (made) resolve(made);
    };
    made = docsearch({ ...options(settings, lang, t, repo), container, onReady });
    if (ready || made.isReady) resolve(made);
  });
  session = { lang, api };
  return api;
}

const focusOnMount = (el: HTMLElement | null) => el?.focus();

/** Keys of the failure dialog: Escape closes it, Tab stays on its only control. */
const onFailureKey = (onClose: SearchDialogProps['onClose']) => (e: KeyboardEvent<HTMLDivElement>) => {
  if (e.key === 'Escape') onClose(true);
  else if (e.key === 'Tab') e.preventDefault();
};

export function DocSearchDialog({ onClose }: SearchDialogProps) {
  const { site, page, t } = useTheme();
  const [isFailed, setFailed] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (site.search?.provider !== 'docsearch') return setFailed(true);
    const settings = site.search;
    let live = true;
    const host = dialogHost();
    let failing = false;
    closed = () => {
      host.hidden = true;
      if (live && !failing) onCloseRef.current(true);
    };
    failed = () => {
      if (!live) return;
      failing = true; // DocSearch's modal closes, our dialog stays with the failure screen
      session?.api.close();
      host.hidden = true;
      setFailed(true);
    };
    preconnect(settings.appId);
    docSearchFor(settings, page.lang, t, site.repo).then(
      (api) => {
        if (!live) return;
        host.hidden = false;
        api.open();
      },
      (err) => {
        console.warn('DocSearch could not be loaded', err);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      if (session?.api.isOpen) session.api.close();
      host.hidden = true;
    };
  }, [site, page.lang, t]);
  if (!isFailed) return null;
  // The library or a request could not be fetched: the failure screen of SPEC §8, in a dialog of our own.
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose(true)}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label="Search" onKeyDown={onFailureKey(onClose)}>
        <div className="search-header search-header-end">
          <button ref={focusOnMount} type="button" className="icon-button search-close" aria-label={t.search.close} title={t.search.close} onClick={() => onClose(true)}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <SearchFailure />
      </div>
    </div>
  );
}
