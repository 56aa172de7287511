/**
 * The top bar: sidebar toggle, site title, navbar links and dropdowns, language menu, theme colour,
 * colour mode, full screen, repository. At ≤ 719 px the links move into a full-screen menu opened
 * by "Toggle menu".
 */
import type { NavbarItem } from '../../runtime/protocol.ts';
import { useTheme, withBase } from '../context.ts';
import { langName } from '../locales/index.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { Dropdown } from './Dropdown.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';
import { Icon } from './Icon.tsx';
import { SearchButton } from './Search.tsx';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';

export interface NavbarProps {
  /** The sidebar toggle, on pages with a sidebar: whether the sidebar shows, and the switch. */
  sidebar?: { shown: boolean; toggle: () => void };
  menu: { open: boolean; toggle: () => void };
  hidden: boolean;
}

export function Navbar({ sidebar, menu, hidden }: NavbarProps) {
  const { site, page, t } = useTheme();
  const locale = site.locales[page.locale] ?? Object.values(site.locales)[0];
  // The full-screen menu sits beside the header: the header's backdrop filter would confine a fixed child.
  return (
    <>
      <header className={`navbar${hidden ? ' navbar-hidden' : ''}`}>
        <nav aria-label={t.navbar.mainLabel} className="navbar-inner">
          {sidebar && (
            <button type="button" className="icon-button sidebar-toggle" aria-label="Toggle sidebar" title={t.navbar.toggleSidebar} aria-expanded={sidebar.shown} aria-controls="sidebar" onClick={sidebar.toggle}>
              <Icon name="sidebar" size={20} />
            </button>
          )}
          <a className="brand" href={withBase(site.base, page.locale)}>
            {site.logo && <img className="brand-logo light-only" src={withBase(site.base, site.logo)} alt="" width={32} height={32} />}
            {site.logo && <img className="brand-logo dark-only" src={withBase(site.base, site.logoDark ?? site.logo)} alt="" width={32} height={32} />}
            <span className="brand-title">{locale.title}</span>
          </a>
          <ul className="navbar-links">
            {locale.navbar.map((item) => (
              <li key={item.text}>
                <NavbarEntry item={item} />
              </li>
            ))}
          </ul>
          <div className="navbar-actions">
            <SearchButton />
            <LanguageMenu />
            <ThemeColorPicker />
            <ColorModeButton />
            <FullscreenButton />
            <RepoLink />
          </div>
          <SearchButton mobile />
          <button type="button" className="icon-button menu-toggle" aria-label={t.navbar.toggleMenu} aria-expanded={menu.open} aria-controls="nav-screen" onClick={menu.toggle}>
            <Icon name={menu.open ? 'close' : 'bars'} size={22} />
          </button>
        </nav>
      </header>
      {menu.open && <NavScreen />}
    </>
  );
}

/** The full-screen menu of small screens: every navbar entry, the language twins and the appearance. */
function NavScreen() {
  const { site, page } = useTheme();
  const locale = site.locales[page.locale] ?? Object.values(site.locales)[0];
  return (
    <div id="nav-screen" className="nav-screen">
      <ul className="nav-screen-links">
        {locale.navbar.map((item) => (
          <li key={item.text}>
            {item.children?.length ? (
              <div className="nav-screen-group">
                <p className="nav-screen-group-title">{item.text}</p>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.text}>
                      <NavLinkItem item={child} base={site.base} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <NavbarEntry item={item} />
            )}
          </li>
        ))}
      </ul>
      <div className="nav-screen-actions">
        <LanguageMenu />
        <ThemeColorPicker />
        <ColorModeButton />
        <RepoLink />
      </div>
    </div>
  );
}

function LanguageMenu() {
  const { site, page, t } = useTheme();
  if (page.twins.length === 0) return null;
  return (
    <Dropdown className="language-menu" label={t.navbar.selectLanguage} title={t.navbar.selectLanguage} text={<Icon name="language" size={18} />}>
      {page.twins.map((tw) => (
        <a key={tw.link} href={withBase(site.base, tw.link)} hrefLang={tw.lang} lang={tw.lang}>
          {langName(tw.lang)}
        </a>
      ))}
    </Dropdown>
  );
}

function RepoLink() {
  const { site, t } = useTheme();
  if (!site.repo) return null;
  return (
    <a className="icon-button repo-link" href={site.repo} target="_blank" rel="noopener noreferrer" title={t.navbar.repo}>
      <Icon name="repo" size={18} />
      <span className="repo-text">{t.navbar.repo}</span>
    </a>
  );
}

function NavbarEntry({ item }: { item: NavbarItem }) {
  const { site, page } = useTheme();
  if (item.children?.length) {
    return (
      <Dropdown text={item.text}>
        {item.children.map((child) => (
          <NavLinkItem key={child.text} item={child} base={site.base} />
        ))}
      </Dropdown>
    );
  }
  const active = !!item.link && item.link !== page.locale && page.path.startsWith(item.link.replace(/[^/]*\.html$/, '') || '/') && (item.link.endsWith('/') || page.path === item.link);
  return <NavLinkItem item={item} current={active} base={site.base} />;
}

function NavLinkItem({ item, current, base }: { item: NavbarItem; current?: boolean; base: string }) {
  const external = !!item.link && /^https?:/.test(item.link);
  return (
    <a
      href={item.link && !external ? withBase(base, item.link) : item.link}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.icon && <Icon name={item.icon} />}
      {item.text}
      {external && <Icon name="external" size={12} className="external-icon" />}
    </a>
  );
}
