/** The root of the theme: the same tree renders on the server and hydrates in the browser. */
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
    </ThemeContext.Provider>
  );
}
