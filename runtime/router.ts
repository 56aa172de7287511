/**
 * Client-side navigation (VitePress-style): captures same-origin link clicks, resolves the path
 * with the route map, fetches the page data and hands it to React. Only the latest navigation
 * wins; scroll positions live in history.state; focus moves to the hash target or the main region.
 */
import { PREFETCH_IDLE_TIMEOUT_MS } from './constants.ts';
import { resolveRoute } from './resolve-route.ts';
import type { PageData, RouteMap } from './protocol.ts';

export interface NavigationResult {
  page: PageData;
  /** Where to scroll once the page has rendered: a saved position, or undefined (hash or top). */
  scrollY?: number;
  hash: string;
}

export interface Router {
  /** Navigates to a URL; `push` adds a history entry. Resolves once the data is handed over. */
  go(url: string, opts?: { push?: boolean; scrollY?: number }): Promise<void>;
  prefetch(url: string): void;
  /** Paths whose data has been loaded (the progress bar shows for the others). */
  visited: Set<string>;
}

/** Whether a click on `a` should be left to the browser. */
export function shouldLeaveToBrowser(a: HTMLAnchorElement, e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return true;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.hasAttribute('data-no-spa')) return true;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return true;
  if (/\.(json|xml|txt|png|jpe?g|gif|svg|webp|zip|pdf)$/i.test(url.pathname)) return true;
  // Same page, other hash: the browser scrolls by itself.
  return url.pathname === location.pathname && url.search === location.search && url.hash !== '';
}

export function createRouter(opts: { routesUrl: string; current: PageData; onNavigate: (r: NavigationResult) => void; onStart?: (path: string) => void }): Router {
  let routeMap: Promise<RouteMap> | undefined;
  const cache = new Map<string, Promise<PageData>>();
  const visited = new Set<string>([opts.current.path]);
  let latest = 0;

  const loadRoutes = (fresh = false) => {
    if (!routeMap || fresh) {
      routeMap = fetch(opts.routesUrl, fresh ? { cache: 'reload' } : undefined).then((r) => {
        if (!r.ok) throw new Error(`routes: HTTP ${r.status}`);
        return r.json() as Promise<RouteMap>;
      });
      routeMap.catch(() => (routeMap = undefined));
    }
    return routeMap;
  };

  const loadData = (url: string) => {
    let p = cache.get(url);
    if (!p) {
      p = fetch(url).then((r) => {
        if (!r.ok) throw new Error(`page data: HTTP ${r.status}`);
        return r.json() as Promise<PageData>;
      });
      p.catch(() => cache.delete(url));
      cache.set(url, p);
    }
    return p;
  };

  /** The data URL for a path: its route's file, or the not-found page of its locale. */
  const dataUrlOf = (map: RouteMap, pathname: string) => {
    const route = resolveRoute(pathname, map.routes, map.redirects);
    if (route) return { url: map.routes[route].data, route };
    const prefix = Object.keys(map.notFound).sort((a, b) => b.length - a.length).find((p) => pathname.startsWith(p)) ?? '/';
    return { url: map.notFound[prefix] ?? map.notFound['/'], route: undefined };
  };

  const router: Router = {
    visited,
    async go(href, { push = true, scrollY } = {}) {
      const id = ++latest;
      const url = new URL(href, location.href);
      opts.onStart?.(url.pathname);
      let page: PageData;
      let canonical: string | undefined;
      try {
        let target = dataUrlOf(await loadRoutes(), url.pathname);
        try {
          page = await loadData(target.url);
        } catch {
          // A redeploy may have changed the hashed data files: refetch the route map once.
          target = dataUrlOf(await loadRoutes(true), url.pathname);
          page = await loadData(target.url);
        }
        canonical = target.route;
      } catch {
        if (id === latest) location.assign(url.href); // the server can still answer
        return;
      }
      if (id !== latest) return; // a newer navigation started meanwhile
      visited.add(url.pathname);
      if (push) {
        history.replaceState({ ...history.state, scrollY: window.scrollY }, '');
        // A redirected path shows the canonical address (e.g. /pricing → /pricing.html).
        const shown = canonical && canonical !== url.pathname && !canonical.includes('%') ? canonical + url.search + url.hash : url.href;
        history.pushState({ scrollY: 0 }, '', shown);
      }
      opts.onNavigate({ page, scrollY, hash: url.hash });
    },
    prefetch(href) {
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return;
      loadRoutes()
        .then((map) => {
          const route = resolveRoute(url.pathname, map.routes, map.redirects);
          if (route) return loadData(map.routes[route].data);
        })
        .catch(() => undefined);
    },
  };
  return router;
}

/** Attaches the document-wide listeners: clicks, back/forward, prefetch on hover and in view. */
export function attachRouter(router: Router): void {
  history.scrollRestoration = 'manual';
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || !(a instanceof HTMLAnchorElement) || !a.href || shouldLeaveToBrowser(a, e)) return;
    e.preventDefault();
    void router.go(a.href);
  });
  window.addEventListener('popstate', (e) => {
    void router.go(location.href, { push: false, scrollY: (e.state as { scrollY?: number } | null)?.scrollY ?? 0 });
  });
  document.addEventListener('mouseover', (e) => {
    const a = (e.target as Element | null)?.closest?.('a');
    if (a instanceof HTMLAnchorElement && a.href) router.prefetch(a.href);
  });
  observeLinks(router);
}

/** Prefetches links as they scroll into view, on idle; not under Save-Data. */
function observeLinks(router: Router): void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData || !('IntersectionObserver' in window)) return;
  const seen = new WeakSet<Element>();
  const io = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      io.unobserve(entry.target);
      router.prefetch((entry.target as HTMLAnchorElement).href);
    }
  });
  const scan = () => {
    const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    idle(() => {
      document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => {
        if (!seen.has(a)) {
          seen.add(a);
          io.observe(a);
        }
      });
    }, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  };
  scan();
  window.addEventListener('page:ready', scan);
}
