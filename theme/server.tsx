/** Server entry of the theme, bundled by the build: renders one page to an HTML string. */
import { renderToString } from 'react-dom/server';
import type { PageData, SiteData } from '../runtime/protocol.ts';
import { App } from './App.tsx';

export function renderApp(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} />);
}
