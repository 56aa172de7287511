/** The sidebar: page links and collapsible groups; the group holding the current page is open. */
import { useEffect, useState } from 'react';
import type { SidebarNode } from '../../runtime/protocol.ts';
import { useTheme, withBase } from '../context.ts';

/** Whether `node` or one of its descendants links to `path`. */
export function containsPath(node: SidebarNode, path: string): boolean {
  return node.link === path || !!node.children?.some((c) => containsPath(c, path));
}

export function Sidebar({ nodes }: { nodes: SidebarNode[] }) {
  const { t } = useTheme();
  return (
    <aside className="sidebar">
      <nav aria-label={t.sidebar.label}>
        <SidebarList nodes={nodes} depth={0} />
      </nav>
    </aside>
  );
}

function SidebarList({ nodes, depth }: { nodes: SidebarNode[]; depth: number }) {
  return (
    <ul className={`sidebar-list depth-${depth}`}>
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
      {node.text}
    </a>
  );
}

function SidebarGroup({ node, depth }: { node: SidebarNode; depth: number }) {
  const { page } = useTheme();
  const holdsCurrent = containsPath(node, page.path);
  const [open, setOpen] = useState(holdsCurrent || !node.collapsible || !!node.expanded);
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent, page.path]);
  return (
    <section className="sidebar-group">
      <div className="sidebar-group-header">
        {node.link ? <SidebarLink node={node} /> : <span className="sidebar-group-title">{node.text}</span>}
        {node.collapsible && (
          <button type="button" className="sidebar-group-toggle" aria-expanded={open} aria-label={node.text} onClick={() => setOpen(!open)}>
            <span aria-hidden="true" className="arrow" />
          </button>
        )}
      </div>
      {open && node.children && <SidebarList nodes={node.children} depth={depth + 1} />}
    </section>
  );
}
