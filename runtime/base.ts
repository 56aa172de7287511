/** Joins the site base and a root-relative path (`/guide/` under `/docs/` → `/docs/guide/`); other links are left as they are. */
export function withBase(base: string, link: string): string {
  if (!link.startsWith('/') || link.startsWith('//') || base === '/') return link;
  return base.replace(/\/$/, '') + link;
}
