/** Route naming: which URL path a Markdown file gets. */

/** `guide/README.md` → `/guide/`; `guide/a.md` → `/guide/a.html`; `README.md` → `/`. */
export function routeOfFile(relPath: string): string {
  const parts = relPath.split('/');
  const name = parts.pop()!;
  const dir = parts.length ? `/${parts.join('/')}/` : '/';
  if (/^(readme|index)\.md$/i.test(name)) return dir;
  return `${dir}${name.replace(/\.md$/i, '')}.html`;
}

/** Whether a file under the docs folder is a page (not a partial, draft or hidden file). */
export function isPageFile(relPath: string): boolean {
  if (!/\.md$/i.test(relPath)) return false;
  return !relPath.split('/').some((seg) => seg.startsWith('.') || seg.startsWith('_') || seg === 'node_modules');
}

/**
 * Resolves a link written in a page to a route: `./a.md#x` from `guide/b.md` → `/guide/a.html#x`.
 * Returns undefined for external links, mail links and links to non-page files.
 */
export function resolveLinkTarget(href: string, fromRelPath: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  const hashAt = href.indexOf('#');
  const pathPart = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  if (pathPart === '') return hash ? hash : undefined;
  const baseDir = `/${fromRelPath.split('/').slice(0, -1).join('/')}`;
  const joined = pathPart.startsWith('/') ? pathPart : joinPath(baseDir, pathPart);
  if (/\.md$/i.test(joined)) return routeOfFile(joined.replace(/^\//, '')) + hash;
  return joined + hash;
}

function joinPath(dir: string, rel: string): string {
  const out = dir.split('/').filter(Boolean);
  for (const seg of rel.split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return `/${out.join('/')}${rel.endsWith('/') ? '/' : ''}`;
}
