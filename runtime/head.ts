/** Document head values shared by the build (static HTML) and the router (client navigation). */
import type { PageData, SiteData } from './protocol.ts';

/** `PAGE TITLE | SITE TITLE`; the home page has the site title alone (UI-CONTRACT "Document"). */
export function documentTitle(page: PageData, site: SiteData): string {
  const siteTitle = site.locales[page.locale]?.title ?? site.title;
  return page.layout === 'home' || page.title === siteTitle ? siteTitle : `${page.title} | ${siteTitle}`;
}

/** The meta description: the page excerpt, else the locale description. */
export function documentDescription(page: PageData, site: SiteData): string {
  return page.excerpt || site.locales[page.locale]?.description || '';
}

/** hreflang alternates: the page itself and its twins, or none when it has no twin. */
export function alternatesOf(page: PageData): { lang: string; link: string }[] {
  return page.twins.length ? [{ lang: page.lang, link: page.path }, ...page.twins.map((t) => ({ lang: t.lang, link: t.link }))] : [];
}
