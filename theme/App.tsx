/** The root of the theme: the same tree renders on the server and hydrates in the browser. */
import { useEffect, useState, type ComponentType } from 'react';
import type { PageData, SiteData } from '../runtime/protocol.ts';
import { ThemeContext } from './context.ts';
import { NavigationFeedback } from './components/NavigationFeedback.tsx';
import { chooseLayout } from './layouts/index.ts';
import { localeFor } from './locales/index.ts';

export interface AppProps {
  site: SiteData;
  page: PageData;
}

export function App({ site, page }: AppProps) {
  const t = localeFor(page.lang);
  const Layout = chooseLayout(page);
  return (
    <ThemeContext.Provider value={{ site, page, t }}>
      <Layout />
      <NavigationFeedback />
      <LazyPrompts site={site} />
    </ThemeContext.Provider>
  );
}

/**
 * The notice and the language prompt only ever appear after hydration: their code loads then, and
 * only on sites that configure them, so it stays out of every page's first load.
 */
function LazyPrompts({ site }: { site: SiteData }) {
  const [Prompts, setPrompts] = useState<ComponentType | null>(null);
  const wanted = !!site.themeOptions.notice?.length || !!site.themeOptions.redirect;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./components/Prompts.tsx').then((m) => live && setPrompts(() => m.Prompts));
    return () => {
      live = false;
    };
  }, [wanted]);
  return Prompts ? <Prompts /> : null;
}
