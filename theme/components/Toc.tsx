/** The page outline (h2 and below, to the configured depth). */
import type { PageHeader } from '../../runtime/protocol.ts';
import { useTheme } from '../context.ts';

export function Toc() {
  const { page, t } = useTheme();
  if (!page.headers.length || page.frontmatter.toc === false) return null;
  return (
    <aside className="toc">
      <nav aria-label={t.meta.toc}>
        <div className="toc-title">{t.meta.toc}</div>
        <TocList headers={page.headers} />
      </nav>
    </aside>
  );
}

function TocList({ headers }: { headers: PageHeader[] }) {
  return (
    <ul>
      {headers.map((h) => (
        <li key={h.slug}>
          <a href={`#${h.slug}`}>{h.title}</a>
          {h.children.length > 0 && <TocList headers={h.children} />}
        </li>
      ))}
    </ul>
  );
}
