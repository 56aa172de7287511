/**
 * Route resolution (SPEC §2): the exact path, then its encoded/decoded variant, then the redirect
 * map (config redirects and the clean-URL rules), else not found. Pure: used by the router, the
 * server and the link checker alike.
 */

function safeDecode(p: string): string {
  try {
    return decodeURI(p);
  } catch {
    return p;
  }
}

/** The clean-URL rules: other spellings of the same page. */
export function redirectCandidates(p: string): string[] {
  const out: string[] = [];
  if (/\/(index|readme)\.(html|md)$/i.test(p)) out.push(p.replace(/(index|readme)\.(html|md)$/i, ''));
  else if (/\.md$/i.test(p)) out.push(p.replace(/\.md$/i, '.html'));
  else if (p.endsWith('/')) {
    if (p !== '/') out.push(`${p.slice(0, -1)}.html`);
  } else if (p.endsWith('.html')) out.push(`${p.slice(0, -5)}/`);
  else out.push(`${p}.html`, `${p}/`);
  return out;
}

/** Every path to try for `p`, in order, without duplicates. */
export function candidatePaths(p: string, redirects: Record<string, string> = {}): string[] {
  const variants = [p, safeDecode(p), encodeURI(safeDecode(p))];
  const out: string[] = [];
  const add = (c: string | undefined) => c && !out.includes(c) && out.push(c);
  variants.forEach(add);
  for (const v of variants) add(redirects[v]);
  for (const v of variants) redirectCandidates(v).forEach(add);
  return out;
}

/** The route that serves `p`, or undefined when none does (show the not-found page). */
export function resolveRoute(p: string, routes: Record<string, unknown>, redirects: Record<string, string> = {}): string | undefined {
  return candidatePaths(p, redirects).find((c) => Object.prototype.hasOwnProperty.call(routes, c));
}
