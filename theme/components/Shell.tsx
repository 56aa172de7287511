/** The frame shared by every layout: skip link, navbar, optional sidebar, main, footer. */
import type { ReactNode } from 'react';
import { useTheme } from '../context.ts';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';

export function Shell({ children, layout }: { children: ReactNode; layout: string }) {
  const { site, page, t } = useTheme();
  const sidebar = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  return (
    <div className={`theme-container layout-${layout}${sidebar ? ' has-sidebar' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t.route.skipToContent}
      </a>
      <Navbar />
      {sidebar && <Sidebar nodes={sidebar} />}
      <main id="main-content" tabIndex={-1} className="main">
        {children}
      </main>
      <Footer />
      <BackToTop />
    </div>
  );
}
