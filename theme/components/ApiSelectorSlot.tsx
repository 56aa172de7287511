/**
 * The API endpoint selector outside the page body: in the sidebar of driver pages, above the
 * content of tool pages and pages without a sidebar. The same widget as `<ApiSelector>` in
 * Markdown, mounted after hydration (the options depend on the host the site runs on).
 */
import { useEffect, useRef } from 'react';
import { useTheme } from '../context.ts';

/** Where the selector shows (SPEC §2.4): 'sidebar' on driver pages, 'content' on tool and sidebar-less pages. */
export function apiSelectorPlace(path: string, hasSidebar: boolean): 'sidebar' | 'content' | undefined {
  if (/\/drivers\//.test(path) && hasSidebar) return 'sidebar';
  if (/^(\/[a-z-]+)?\/tool\//.test(path) || !hasSidebar) return 'content';
  return undefined;
}

export function ApiSelectorSlot({ className }: { className: string }) {
  const { site, page } = useTheme();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !Object.keys(site.apiEndpoints).length) return;
    const abort = new AbortController();
    void import('../../runtime/widgets/api-selector.ts').then((m) => !abort.signal.aborted && m.mount([el], { lang: page.lang, site, signal: abort.signal }));
    return () => abort.abort();
  }, [site, page.lang]);
  if (!Object.keys(site.apiEndpoints).length) return null;
  return (
    <div className={`api-selector-slot ${className}`}>
      <span className="api-selector-caption" aria-hidden="true">
        API
      </span>
      <div ref={ref} data-widget="api-selector" />
    </div>
  );
}
