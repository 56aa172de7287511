/** The normal documentation page: cover, breadcrumb, title with page info, content, meta, prev/next, comments; the outline beside. */
import { ApiSelectorSlot, apiSelectorPlace } from '../components/ApiSelectorSlot.tsx';
import { Breadcrumb } from '../components/Breadcrumb.tsx';
import { Comments } from '../components/Comments.tsx';
import { Content } from '../components/Content.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageInfo } from '../components/PageInfo.tsx';
import { PageMeta } from '../components/PageMeta.tsx';
import { PrevNext } from '../components/PrevNext.tsx';
import { Shell } from '../components/Shell.tsx';
import { Toc } from '../components/Toc.tsx';
import { useTheme, withBase } from '../context.ts';

export function DocLayout() {
  const { site, page } = useTheme();
  const fm = page.frontmatter;
  return (
    <Shell layout="doc">
      <div className="page">
        <article className="page-article">
          {typeof fm.cover === 'string' && <img className="page-cover" src={withBase(site.base, fm.cover)} alt="" />}
          <Breadcrumb />
          <h1 className="page-title">
            {typeof fm.icon === 'string' && <Icon name={fm.icon} size={28} className="title-icon" />}
            {page.title}
          </h1>
          <PageInfo />
          {apiSelectorPlace(page.path, !!page.sidebar) === 'content' && <ApiSelectorSlot className="above-content" />}
          <Content />
          <PageMeta />
          <PrevNext />
          <Comments />
        </article>
        <Toc />
      </div>
    </Shell>
  );
}
