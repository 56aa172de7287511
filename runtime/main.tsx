/** Browser entry: hydrates the server HTML with the same <App>, then takes over navigation. */
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { alternatesOf, documentDescription, documentTitle } from './head.ts';
import type { PageData, SiteData } from './protocol.ts';
import { attachRouter, createRouter, type NavigationResult } from './router.ts';
import { mountWidgets } from './widgets/index.ts';
import { withBase } from './base.ts';
import { NAV_END_EVENT, NAV_START_EVENT } from './constants.ts';
import { attachAdStats } from './chrome/ads.ts';
import { setNavigator } from './navigate.ts';
import { loadThirdParty } from './chrome/third-party.ts';

export type AppComponent = ComponentType<{ site: SiteData; page: PageData }>;

interface Boot {
  page: Omit<PageData, 'html'>;
  site: string;
  routes: string;
}

/** Starts the app: reads the embedded page data, loads the site data and hydrates. */
export async function boot(App: AppComponent): Promise<void> {
  const boot = JSON.parse(document.getElementById('__DOCS_PAGE__')!.textContent!) as Boot;
  // The body HTML is already in the document: reuse it instead of shipping it twice.
  const html = document.querySelector('[data-content]')?.innerHTML ?? '';
  const first: PageData = { ...boot.page, html };
  const site = (await fetch(boot.site).then((r) => r.json())) as SiteData;
  const announcer = createAnnouncer();
  let show: (r: NavigationResult) => void = () => undefined;
  let widgets: AbortController | undefined;
  const router = createRouter({
    routesUrl: boot.routes,
    current: first,
    onNavigate: (r) => show(r),
    // The theme's progress bar and loading spinner follow these.
    onStart: (path) => window.dispatchEvent(new CustomEvent(NAV_START_EVENT, { detail: { path, visited: router.visited.has(path) } })),
  });

  function Root() {
    const [nav, setNav] = useState<NavigationResult>({ page: first, hash: location.hash, scrollY: undefined });
    show = setNav;
    useLayoutEffect(() => {
      if (nav.page === first) return;
      afterRender(nav, site, announcer);
      window.dispatchEvent(new CustomEvent(NAV_END_EVENT, { detail: { path: nav.page.path } }));
    }, [nav]);
    // After hydration (and after each navigation's commit): the body may now be enhanced.
    useEffect(() => {
      widgets?.abort();
      const content = document.querySelector<HTMLElement>('[data-content]');
      if (content) widgets = mountWidgets(content, { lang: nav.page.lang, site });
      window.dispatchEvent(new CustomEvent('page:ready', { detail: { path: nav.page.path } }));
    }, [nav]);
    return <App site={site} page={nav.page} />;
  }

  hydrateRoot(document.getElementById('app')!, <Root />);
  attachRouter(router);
  setNavigator((url) => router.go(url));
  attachAdStats(site.themeOptions.ads?.statsUrl);
  loadThirdParty(site.themeOptions.thirdParty, { local: site.themeOptions.thirdPartyOnLocalHosts === true });
  (window as Window & { __DOCS_ROUTER__?: unknown }).__DOCS_ROUTER__ = router;
  if (location.hash) scrollToHash(location.hash);
}

/** Head, scroll, focus and announcement after a client-side navigation. */
function afterRender(nav: NavigationResult, site: SiteData, announce: (text: string) => void): void {
  const { page } = nav;
  document.title = documentTitle(page, site);
  document.documentElement.lang = page.lang;
  setMeta('description', documentDescription(page, site));
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((l) => l.remove());
  for (const alt of alternatesOf(page)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alt.lang;
    link.href = withBase(site.base, alt.link);
    document.head.append(link);
  }
  if (nav.scrollY !== undefined) window.scrollTo(0, nav.scrollY);
  else if (!(nav.hash && scrollToHash(nav.hash))) {
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }
  announce(document.title);
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Scrolls to and focuses the element of `hash`; false when there is none. */
function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it as written */
  }
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView();
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  return true;
}

/** A visually hidden live region that reads the new page title after navigation. */
function createAnnouncer(): (text: string) => void {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'assertive');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sr-only';
  document.body.append(region);
  return (text) => {
    region.textContent = text;
  };
}
