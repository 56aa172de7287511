/** The root of the theme: the same tree renders on the server and hydrates in the browser. */
import { useState } from 'react';
import type { PageData, SiteData } from '../runtime/protocol.ts';
import { ThemeContext } from './context.ts';
import { NavigationFeedback } from './components/NavigationFeedback.tsx';
import { Notice } from './components/Notice.tsx';
import { RedirectPrompt } from './components/RedirectPrompt.tsx';
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
      <Prompts />
    </ThemeContext.Provider>
  );
}

/** The language prompt comes first; the notice waits until it is settled (never two dialogs at once). */
function Prompts() {
  const [redirecting, setRedirecting] = useState(true);
  return (
    <>
      <RedirectPrompt onOpenChange={setRedirecting} />
      {!redirecting && <Notice />}
    </>
  );
}
