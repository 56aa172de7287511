/**
 * The page outline (h2 and below, to the configured depth). The link of the section in view has
 * aria-current="location": the last heading above the top of the viewport (below the navbar, plus 5 px), checked
 * 200 ms after scrolling stops.
 */
import { useEffect, useState } from 'react';
import type { PageHeader } from '../../runtime/protocol.ts';
import { useTheme } from '../context.ts';

export const TOC_SCROLL_DEBOUNCE_MS = 200;
export const TOC_OFFSET_PX = 5;

/** The slug of the section in view: the last heading whose top is above `line` (px from the viewport top). */
export function activeSlug(tops: { slug: string; top: number }[], line: number): string | undefined {
  let current: string | undefined;
  for (const h of tops) if (h.top <= line) current = h.slug;
  return current;
}

const flatten = (headers: PageHeader[]): PageHeader[] => headers.flatMap((h) => [h, ...flatten(h.children)]);

export function Toc() {
  const { page, t } = useTheme();
  const [active, setActive] = useState<string | undefined>();
  useEffect(() => {
    const slugs = flatten(page.headers).map((h) => h.slug);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      // A heading scrolled to by its link rests below the navbar (scroll padding and margin): measure from there.
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const tops = slugs.flatMap((slug) => {
        const el = document.getElementById(slug);
        return el ? [{ slug, top: el.getBoundingClientRect().top - padding - (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) }] : [];
      });
      // At the very bottom the last sections may never reach the top: the last one is in view.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && tops.length ? tops[tops.length - 1].slug : activeSlug(tops, TOC_OFFSET_PX));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(update, TOC_SCROLL_DEBOUNCE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [page.path, page.headers]);
  if (!page.headers.length || page.frontmatter.toc === false) return null;
  return (
    <aside className="toc">
      <nav aria-label={t.meta.tocLabel}>
        <div className="toc-title" aria-hidden="true">
          {t.meta.toc}
        </div>
        <TocList headers={page.headers} active={active} />
      </nav>
    </aside>
  );
}

function TocList({ headers, active }: { headers: PageHeader[]; active?: string }) {
  return (
    <ul>
      {headers.map((h) => (
        <li key={h.slug}>
          <a href={`#${h.slug}`} aria-current={h.slug === active ? 'location' : undefined} className={h.slug === active ? 'active' : undefined}>
            {h.title}
          </a>
          {h.children.length > 0 && <TocList headers={h.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}
