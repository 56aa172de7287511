/** The site footer, when the locale displays one. */
import { useTheme } from '../context.ts';

export function Footer() {
  const { site, page } = useTheme();
  const locale = site.locales[page.locale];
  if (!locale?.displayFooter) return null;
  return (
    <footer className="site-footer">
      {locale.footer && <div className="footer-content" dangerouslySetInnerHTML={{ __html: locale.footer }} />}
      {locale.copyright && <div className="copyright">{locale.copyright}</div>}
    </footer>
  );
}
