/** What every theme component may read: the site data, the page and the UI dictionary. */
import { createContext, useContext } from 'react';
import type { PageData, SiteData } from '../runtime/protocol.ts';
import type { ThemeLocale } from './locales/index.ts';

export interface ThemeContextValue {
  site: SiteData;
  page: PageData;
  t: ThemeLocale;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The current site, page and dictionary. */
export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme() outside <App>');
  return ctx;
}

/**
 * Markup the server renderer made before rendering the page (theme/server.tsx), used in place of
 * rendering that part again; null in the browser, where the same components render and hydrate it.
 */
export interface Prerendered {
  /** The sidebar's list (inside its <nav>). */
  sidebar?: string;
}

export const PrerenderedContext = createContext<Prerendered | null>(null);

export { withBase } from '../runtime/base.ts';
