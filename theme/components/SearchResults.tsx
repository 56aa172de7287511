/** What the local search dialog shows under its field: results grouped by page, recent searches, and the SPEC §8 screens. */
import { Fragment, type MouseEvent } from 'react';
import type { SearchResult } from '../../runtime/search/engine.ts';
import { highlight } from '../../runtime/search/highlight.ts';
import { useTheme, withBase } from '../context.ts';
import { format } from '../locales/index.ts';

/** Text with the matched words in <mark>. */
function Marked({ text, result, lang }: { text: string; result: SearchResult; lang: string }) {
  return (
    <>
      {highlight(text, result.terms, result.tokens, lang).map((s, i) => (
        <Fragment key={i}>{s.mark ? <mark>{s.text}</mark> : s.text}</Fragment>
      ))}
    </>
  );
}

/** Results grouped by page; each is a link to the page, at the heading that matched. */
export function SearchResults({ result, id, onChoose }: { result: SearchResult; id: string; onChoose: (e: MouseEvent<HTMLAnchorElement>) => void }) {
  const { site, page, t } = useTheme();
  const lang = page.lang;
  return (
    <ul id={id} className="search-groups" aria-label={t.search.results}>
      {result.pages.map((p, g) => (
        <li key={p.path} className="search-group">
          <p id={`${id}-${g}`} className="search-group-title">
            {p.trail && <span className="search-group-trail">{p.trail} › </span>}
            <Marked text={p.title} result={result} lang={lang} />
          </p>
          <ul aria-labelledby={`${id}-${g}`}>
            {p.hits.map((h) => (
              <li key={h.section}>
                <a className="search-hit" href={withBase(site.base, p.path) + (h.anchor ? `#${h.anchor}` : '')} onClick={onChoose}>
                  <span className="search-hit-heading">
                    {h.heading ? <Marked text={h.heading} result={result} lang={lang} /> : <Marked text={p.title} result={result} lang={lang} />}
                  </span>
                  {h.excerpt && (
                    <span className="search-hit-excerpt">
                      <Marked text={h.excerpt} result={result} lang={lang} />
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Where a reader reports a query that should have found something: the repository's issues. */
function feedbackUrl(repo: string | undefined, query: string): string | undefined {
  if (!repo) return undefined;
  const root = repo.replace(/\/+$/, '');
  return /^https:\/\/github\.com\//.test(root) ? `${root}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}` : `${root}/issues`;
}

/** "No results for “…”", a hint and the feedback link (SPEC §8). */
export function NoResults({ query }: { query: string }) {
  const { site, t } = useTheme();
  const feedback = feedbackUrl(site.repo, query);
  return (
    <div className="search-screen">
      <p className="search-screen-title">{format(t.search.noResults, { query })}</p>
      <p>{t.search.noResultsHint}</p>
      {feedback && (
        <p>
          {t.search.feedback}{' '}
          <a href={feedback} target="_blank" rel="noopener noreferrer">
            {t.search.feedbackLink}
          </a>
        </p>
      )}
    </div>
  );
}

/** The index could not be loaded (SPEC §8). */
export function SearchFailure() {
  const { t } = useTheme();
  return (
    <div className="search-screen search-screen-error">
      <p className="search-screen-title">{t.search.errorTitle}</p>
      <p>{t.search.errorHint}</p>
    </div>
  );
}

/** The recent searches: choosing one runs it again; each can be removed. */
export function RecentSearches({ recent, onRun, onRemove }: { recent: string[]; onRun: (q: string) => void; onRemove: (q: string) => void }) {
  const { t } = useTheme();
  if (!recent.length) return <p className="search-screen">{t.search.noRecent}</p>;
  return (
    <section className="search-recent" aria-label={t.search.recent}>
      <p className="search-group-title">{t.search.recent}</p>
      <ul>
        {recent.map((q) => (
          <li key={q}>
            <button type="button" className="search-recent-query" onClick={() => onRun(q)}>
              {q}
            </button>
            <button type="button" className="search-recent-remove" aria-label={format(t.search.removeRecent, { query: q })} title={format(t.search.removeRecent, { query: q })} onClick={() => onRemove(q)}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
