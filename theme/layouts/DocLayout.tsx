/** The normal documentation page: breadcrumb, title with info, content, meta, prev/next. */
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Content } from '../components/Content.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { PrevNext } from '../components/PrevNext.tsx';
import { readingTimeText } from '../components/ReadingTime.tsx';
import { Shell } from '../components/Shell.tsx';
import { Toc } from '../components/Toc.tsx';
import { useTheme } from '../context.ts';

export function DocLayout() {
  const { page, t } = useTheme();
  return (
    <Shell layout="doc">
      <div className="page">
        <article className="page-article">
          <Breadcrumb />
          <h1 className="page-title">{page.title}</h1>
          <div className="page-info">
            <span className="reading-time">{readingTimeText(page.readingTime.minutes, t)}</span>
          </div>
          <Content />
          <PageMeta />
          <PrevNext />
        </article>
        <Toc />
      </div>
    </Shell>
  );
}
