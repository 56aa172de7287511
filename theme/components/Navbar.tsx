/** The top bar: site title, navbar links and dropdowns, language menu, colour mode, repository. */
import type { NavbarItem } from '../../runtime/protocol.ts';
import { useTheme, withBase } from '../context.ts';
import { ColorModeButton } from './ColorModeButton.tsx';
import { Dropdown } from './Dropdown.tsx';
import { FullscreenButton } from './FullscreenButton.tsx';

export function Navbar() {
  const { site, page, t } = useTheme();
  const locale = site.locales[page.locale] ?? Object.values(site.locales)[0];
  return (
    <header className="navbar">
      <nav aria-label={t.navbar.mainLabel} className="navbar-inner">
        <a className="brand" href={withBase(site.base, page.locale)}>
          {site.logo && <img className="brand-logo" src={withBase(site.base, site.logo)} alt="" width={32} height={32} />}
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
          {page.twins.length > 0 && (
            <Dropdown label={t.navbar.selectLanguage} text={t.langName}>
              {page.twins.map((tw) => (
                <a key={tw.link} href={withBase(site.base, tw.link)} hrefLang={tw.lang} lang={tw.lang}>
                  {site.locales[tw.locale] ? langName(tw.lang) : tw.lang}
                </a>
              ))}
            </Dropdown>
          )}
          <ColorModeButton />
          <FullscreenButton />
          {site.repo && (
            <a className="repo-link" href={site.repo} target="_blank" rel="noopener noreferrer">
              {t.navbar.repo}
            </a>
          )}
        </div>
      </nav>
    </header>
  );
}

function NavbarEntry({ item }: { item: NavbarItem }) {
  const { site, page } = useTheme();
  if (item.children?.length) {
    return (
      <Dropdown text={item.text}>
        {item.children.map((child) => (
          <NavLinkItem key={child.text} item={child} />
        ))}
      </Dropdown>
    );
  }
  const active = item.link && item.link !== page.locale && page.path.startsWith(item.link);
  return <NavLinkItem item={item} current={!!active} base={site.base} />;
}

function NavLinkItem({ item, current, base }: { item: NavbarItem; current?: boolean; base?: string }) {
  const external = item.link && /^https?:/.test(item.link);
  return (
    <a
      href={item.link && base ? withBase(base, item.link) : item.link}
      className={current ? 'active' : undefined}
      aria-current={current ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.text}
    </a>
  );
}

function langName(lang: string): string {
  return lang.startsWith('zh') ? '简体中文' : lang.startsWith('en') ? 'English' : lang;
}
