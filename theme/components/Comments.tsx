/**
 * Comments under a doc page, when themeOptions.comment is configured (giscus). The provider's
 * script loads only when the reader scrolls near the comments, so pages stay light and work
 * without it; `comment: false` in front matter turns them off for a page.
 */
import { useEffect, useRef } from 'react';
import { useTheme } from '../context.ts';

const GISCUS_SCRIPT = 'https://giscus.app/client.js';

export function Comments() {
  const { site, page, t } = useTheme();
  const options = site.themeOptions.comment;
  const ref = useRef<HTMLDivElement>(null);
  const enabled = !!options && page.frontmatter.comment !== false;
  useEffect(() => {
    const box = ref.current;
    if (!enabled || !options || !box) return;
    const load = () => {
      const script = document.createElement('script');
      script.src = options.script ?? GISCUS_SCRIPT;
      script.async = true;
      script.crossOrigin = 'anonymous';
      const data: Record<string, string> = {
        repo: options.repo,
        repoId: options.repoId,
        category: options.category,
        categoryId: options.categoryId,
        mapping: options.mapping ?? 'pathname',
        reactionsEnabled: '1',
        inputPosition: 'top',
        theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
        lang: page.lang.startsWith('zh') ? 'zh-CN' : 'en',
        loading: 'lazy',
      };
      for (const [k, v] of Object.entries(data)) script.dataset[k] = v;
      box.replaceChildren(script);
    };
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      load();
    }, { rootMargin: '200px' });
    io.observe(box);
    return () => {
      io.disconnect();
      box.replaceChildren();
    };
  }, [enabled, options, page.path, page.lang]);
  if (!enabled) return null;
  return (
    <section className="page-comments" aria-label={t.page.comments}>
      <div ref={ref} className="comments-frame" />
    </section>
  );
}
