/** Previous / next page links, in sidebar order (SPEC §2.3); Alt+Left and Alt+Right follow them. */
import { useEffect } from 'react';
import { isTyping } from '../../runtime/chrome/keys.ts';
import { useTheme, withBase } from '../context.ts';

export function PrevNext() {
  const { site, page, t } = useTheme();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || isTyping(e.target)) return;
      const rel = e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : undefined;
      const link = rel && document.querySelector<HTMLAnchorElement>(`.prev-next a[rel="${rel}"]`);
      if (!link) return;
      e.preventDefault();
      link.click(); // the router takes the click: no reload
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
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
