/** Previous / next page links, in sidebar order (SPEC §2.3). */
import { useTheme, withBase } from '../context.ts';

export function PrevNext() {
  const { site, page, t } = useTheme();
  if (!page.prev && !page.next) return null;
  return (
    <nav className="prev-next" aria-label={`${t.meta.prev} / ${t.meta.next}`}>
      {page.prev && (
        <a rel="prev" href={withBase(site.base, page.prev.link)}>
          <span className="hint">{t.meta.prev}</span>
          <span className="link-text">{page.prev.text}</span>
        </a>
      )}
      {page.next && (
        <a rel="next" href={withBase(site.base, page.next.link)}>
          <span className="hint">{t.meta.next}</span>
          <span className="link-text">{page.next.text}</span>
        </a>
      )}
    </nav>
  );
}
