/**
 * The sidebar: page links and collapsible groups; the group holding the current page opens by
 * itself, and the current link scrolls into view. When hidden (closed on mobile, collapsed on
 * desktop) it is inert, so keyboard focus never lands on links nobody sees.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import type { SidebarNode } from '../../runtime/protocol.ts';
import { PrerenderedContext, useTheme, withBase } from '../context.ts';
import { ApiSelectorSlot, apiSelectorPlace } from './ApiSelectorSlot.tsx';
import { Icon } from './Icon.tsx';
import { SidebarAd } from './SidebarAd.tsx';

/** Whether `node` or one of its descendants links to `path`. */
export function containsPath(node: SidebarNode, path: string): boolean {
  return node.link === path || !!node.children?.some((c) => containsPath(c, path));
}

export function Sidebar({ nodes, hidden }: { nodes: SidebarNode[]; hidden: boolean }) {
  const { page, t } = useTheme();
  const prerendered = useContext(PrerenderedContext)?.sidebar;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = ref.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const box = ref.current;
    if (!current || !box) return;
    const a = current.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (a.top < b.top || a.bottom > b.bottom) box.scrollTop += a.top - b.top - b.height / 3;
  }, [page.path]);
  return (
    <aside id="sidebar" className="sidebar" ref={ref} inert={hidden} data-hidden={hidden || undefined}>
      <SidebarAd />
      {apiSelectorPlace(page.path, true) === 'sidebar' && <ApiSelectorSlot className="in-sidebar" />}
      {/* The server renders the list once per folder and reuses it (theme/server.tsx); the browser hydrates the same markup. */}
      {prerendered === undefined ? (
        <nav aria-label={t.sidebar.label}>
          <SidebarList nodes={nodes} depth={0} />
        </nav>
      ) : (
        <nav aria-label={t.sidebar.label} dangerouslySetInnerHTML={{ __html: prerendered }} />
      )}
    </aside>
  );
}

export function SidebarList({ nodes, depth, id }: { nodes: SidebarNode[]; depth: number; id?: string }) {
  return (
    <ul className={`sidebar-list depth-${depth}`} id={id}>
      {nodes.map((node, i) => (
        <li key={`${node.link ?? node.text}-${i}`}>{node.children ? <SidebarGroup node={node} depth={depth} /> : <SidebarLink node={node} />}</li>
      ))}
    </ul>
  );
}

function SidebarLink({ node }: { node: SidebarNode }) {
  const { site, page } = useTheme();
  const current = node.link === page.path;
  return (
    <a className={`sidebar-link${current ? ' active' : ''}`} href={withBase(site.base, node.link ?? '#')} aria-current={current ? 'page' : undefined}>
      <Icon name={node.icon} />
      <span>{node.text}</span>
    </a>
  );
}

function SidebarGroup({ node, depth }: { node: SidebarNode; depth: number }) {
  const { page } = useTheme();
  const holdsCurrent = containsPath(node, page.path);
  const [open, setOpen] = useState(holdsCurrent || !node.collapsible || !!node.expanded);
  const listId = `sidebar-group-${depth}-${(node.link ?? node.text).replace(/[^\w-]+/g, '-')}`;
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, page.path]);
  return (
    <section className={`sidebar-group${open ? ' open' : ''}`}>
      <div className="sidebar-group-header">
        {node.link ? (
          <SidebarLink node={node} />
        ) : (
          <span className="sidebar-group-title">
            <Icon name={node.icon} />
            <span>{node.text}</span>
          </span>
        )}
        {node.collapsible && (
          <button type="button" className="sidebar-group-toggle" aria-expanded={open} aria-controls={open ? listId : undefined} aria-label={node.text} onClick={() => setOpen(!open)}>
            <span aria-hidden="true" className="arrow" />
          </button>
        )}
      </div>
      {/* Folded groups render nothing: every page carries the sidebar, and a big site's folded lists would make each page hold them all. */}
      {open && node.children && <SidebarList nodes={node.children} depth={depth + 1} id={listId} />}
    </section>
  );
}
