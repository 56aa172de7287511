/** Under the content: edit link, last-updated date and contributors. */
import { useTheme } from '../context.ts';

/** `YYYY-MM-DD` in UTC: the same string on the server and in every browser (no hydration mismatch). */
export function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function PageMeta() {
  const { page, t } = useTheme();
  const fm = page.frontmatter;
  const showUpdated = fm.lastUpdated !== false && page.git.updatedTime;
  const showContributors = fm.contributors !== false && page.git.contributors.length > 0;
  if (!page.editLink && !showUpdated && !showContributors) return null;
  return (
    <div className="page-meta">
      {page.editLink && (
        <a className="edit-link" href={page.editLink} target="_blank" rel="noopener noreferrer">
          {t.meta.editLink}
        </a>
      )}
      {showUpdated && (
        <div className="meta-item">
          <span className="label">{t.meta.lastUpdated}: </span>
          <time dateTime={new Date(page.git.updatedTime!).toISOString()}>{formatDate(page.git.updatedTime!)}</time>
        </div>
      )}
      {showContributors && (
        <div className="meta-item">
          <span className="label">{t.meta.contributors}: </span>
          {page.git.contributors.map((c) => c.name).join(', ')}
        </div>
      )}
    </div>
  );
}
