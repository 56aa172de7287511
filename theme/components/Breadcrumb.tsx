/** Breadcrumb from the path segments; the first item is the locale home. */
import { useTheme, withBase } from '../context.ts';
import { Icon } from './Icon.tsx';

export function Breadcrumb() {
  const { site, page, t } = useTheme();
  if (page.breadcrumb.length < 2 || page.frontmatter.breadcrumb === false) return null;
  const items = [...page.breadcrumb];
  if (items[items.length - 1].link !== page.path) items.push({ text: page.title, link: page.path });
  return (
    <nav aria-label={t.breadcrumb.label} className="breadcrumb">
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.link}>
              <a href={withBase(site.base, item.link)} aria-current={last ? 'page' : undefined}>
                {page.frontmatter.breadcrumbIcon !== false && <Icon name={i === 0 ? 'home' : item.icon} size={14} />}
                {i === 0 ? t.navbar.home : item.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
