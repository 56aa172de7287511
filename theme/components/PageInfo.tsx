/**
 * The line under a page title: author, original mark, date, category, tag, reading time, words —
 * the items of themeOptions.pageInfo, in that order. An author, category or tag that is not a
 * string or a list of strings (an author may also be {name, url}) is logged as a console error
 * and treated as empty (SPEC §5).
 */
import { useEffect, type ReactNode } from 'react';
import { authorList, badMetaFields, stringList, type Person } from '../../runtime/page-meta.ts';
import type { PageData } from '../../runtime/protocol.ts';
import { useTheme } from '../context.ts';
import { format } from '../locales/index.ts';
import { Icon } from './Icon.tsx';
import { readingTimeText } from './ReadingTime.tsx';

/** `YYYY-MM-DD` of a front-matter date (a string, or a date js-yaml parsed and JSON turned into a string). */
export function dateText(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const m = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return m ? m[0] : value || undefined;
}

export function PageInfo() {
  const { site, page, t } = useTheme();
  const fm = page.frontmatter;
  useEffect(() => {
    for (const field of badMetaFields(fm)) console.error(format(t.page.badMeta, { field, path: page.path }));
  }, [page.path, fm, t]);
  const items = (site.themeOptions.pageInfo ?? []).map((name) => infoItem(name, page, site.themeOptions.author, t)).filter(Boolean);
  if (!items.length) return null;
  return (
    <ul className="page-info" aria-label={t.page.info}>
      {items}
    </ul>
  );
}

function infoItem(name: string, page: PageData, siteAuthor: Person | undefined, t: ReturnType<typeof useTheme>['t']) {
  const fm = page.frontmatter;
  const item = (icon: string, label: string, body: ReactNode) => (
    <li key={name} className={`info-${name.toLowerCase()}`} title={label}>
      <Icon name={icon} size={15} />
      <span className="sr-only">{label}: </span>
      {body}
    </li>
  );
  switch (name) {
    case 'Author': {
      const authors = fm.author === undefined ? (siteAuthor ? [siteAuthor] : []) : authorList(fm.author) ?? [];
      if (!authors.length) return null;
      return item(
        'author',
        t.meta.author,
        authors.map((a, i) => (
          <span key={a.name}>
            {i > 0 && ', '}
            {a.url ? (
              <a href={a.url} target="_blank" rel="noopener noreferrer">
                {a.name}
              </a>
            ) : (
              a.name
            )}
          </span>
        )),
      );
    }
    case 'Original':
      return fm.isOriginal === true ? (
        <li key={name} className="info-original">
          <span className="badge">{t.meta.origin}</span>
        </li>
      ) : null;
    case 'Date': {
      const date = dateText(fm.date);
      return date ? item('calendar', t.meta.date, <time dateTime={date}>{date}</time>) : null;
    }
    case 'Category': {
      const list = stringList(fm.category) ?? [];
      return list.length ? item('category', t.meta.category, list.map((c) => <span key={c} className="info-chip">{c}</span>)) : null;
    }
    case 'Tag': {
      const list = stringList(fm.tag) ?? [];
      return list.length ? item('tag', t.meta.tag, list.map((c) => <span key={c} className="info-chip">{c}</span>)) : null;
    }
    case 'ReadingTime':
      return fm.readingTime === false ? null : item('clock', t.meta.readingTime, readingTimeText(page.readingTime.minutes, t));
    case 'Word':
      return item('pen', t.meta.words, format(t.meta.wordCount, { words: page.readingTime.words }));
    default:
      return null;
  }
}
