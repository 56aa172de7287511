/**
 * The frame shared by every layout: skip link, navbar, optional sidebar, main, footer. It owns the
 * interface states of the frame: the mobile menu, the sidebar (open or closed on mobile, collapsed
 * on desktop; touch swipes), and the navbar's auto-hide. Both close on navigation and when the
 * viewport leaves the mobile layout.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { watchMobile } from '../../runtime/chrome/media.ts';
import { watchNavbarScroll } from '../../runtime/chrome/navbar-hide.ts';
import { watchSwipes } from '../../runtime/chrome/swipe.ts';
import { useTheme } from '../context.ts';
import { format } from '../locales/index.ts';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';

export function Shell({ children, layout }: { children: ReactNode; layout: string }) {
  const { site, page, t } = useTheme();
  const nodes = page.sidebar ? site.sidebars[page.sidebar] : undefined;
  const autoHide = site.themeOptions.navbarAutoHide ?? 'mobile';
  const [mobile, setMobile] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarCollapsed, setSidebarCollapsed] = useState(false);
  const [scrolledAway, setScrolledAway] = useState(false);

  useEffect(
    () =>
      watchMobile((m) => {
        setMobile(m);
        if (!m) {
          setMenuOpen(false);
          setSidebarOpen(false);
        }
      }),
    [],
  );
  useEffect(() => {
    setMenuOpen(false);
    setSidebarOpen(false);
  }, [page.path]);
  useEffect(() => {
    if (page.sidebarMissing) console.warn(format(t.route.noSidebar, { path: page.path }));
  }, [page.path, page.sidebarMissing, t]);
  useEffect(() => {
    if (!nodes || !mobile) return;
    return watchSwipes((action) => setSidebarOpen(action === 'open'));
  }, [!!nodes, mobile]);
  const hides = autoHide === 'always' || (autoHide === 'mobile' && mobile);
  useEffect(() => {
    setScrolledAway(false);
    if (!hides) return;
    return watchNavbarScroll(setScrolledAway);
  }, [hides]);
  useEffect(() => {
    if (!menuOpen && !sidebarOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.toggle('no-scroll', menuOpen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('no-scroll');
    };
  }, [menuOpen, sidebarOpen]);

  const sidebarShown = mobile ? sidebarOpen : !sidebarCollapsed;
  const toggleSidebar = () => (mobile ? setSidebarOpen(!sidebarOpen) : setSidebarCollapsed(!sidebarCollapsed));
  const classes = [
    'theme-container',
    `layout-${layout}`,
    nodes && 'has-sidebar',
    nodes && mobile && sidebarOpen && 'sidebar-open',
    nodes && !mobile && sidebarCollapsed && 'sidebar-collapsed',
    menuOpen && 'menu-open',
    page.frontmatter.containerClass,
  ].filter((c): c is string => typeof c === 'string' && c !== '');
  return (
    <div className={classes.join(' ')}>
      <a className="skip-link" href="#main-content">
        {t.route.skipToContent}
      </a>
      <Navbar
        sidebar={nodes ? { shown: sidebarShown, toggle: toggleSidebar } : undefined}
        menu={{ open: menuOpen, toggle: () => setMenuOpen(!menuOpen) }}
        hidden={scrolledAway && !menuOpen && !sidebarOpen}
      />
      {nodes && <Sidebar nodes={nodes} hidden={!sidebarShown} />}
      {nodes && mobile && sidebarOpen && <div className="sidebar-mask" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <main id="main-content" tabIndex={-1} className="main">
        {children}
      </main>
      <Footer />
      <BackToTop />
    </div>
  );
}
