/**
 * Tabs and code tabs, hope-style:
 *   ::: tabs#install              <div class="tabs" data-widget="tabs" data-tabs-id="install">
 *   @tab Docker                     <div role="tablist"><button role="tab" aria-selected="true" …>Docker</button>…</div>
 *   …                        →      <div role="tabpanel" …>…</div>
 *   @tab:active Binary              <div role="tabpanel" hidden …>…</div>
 *   …                             </div>
 *   :::
 * The server HTML shows the `@tab:active` tab (else the first); the tabs widget makes the buttons
 * work and remembers the choice per group id (localStorage `tabs-<id>`).
 */
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { element, noteWidget } from '../nodes.ts';
import type { PageFacts } from '../types.ts';
import { visitContainers, type ContainerNode } from './remark-containers.ts';

const TAB_MARKER = /^<!--dc:tab (\d) (.*)-->$/;

interface Tab {
  title: string;
  active: boolean;
  children: RootContent[];
}

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { tabGroups?: number };
    visitContainers(tree, ['tabs', 'code-tabs'], (node) => shapeTabs(node, facts));
  };
}

function shapeTabs(node: ContainerNode, facts: PageFacts & { tabGroups?: number }): void {
  const tabs: Tab[] = [];
  const before: RootContent[] = [];
  for (const child of node.children) {
    const m = child.type === 'html' ? TAB_MARKER.exec(child.value.trim()) : null;
    if (m) tabs.push({ title: decodeURIComponent(m[2]), active: m[1] === '1', children: [] });
    else (tabs.length ? tabs[tabs.length - 1].children : before).push(child);
  }
  const line = node.position?.start.line;
  if (before.some((c) => c.type !== 'html' || c.value.trim())) {
    facts.diagnostics.push({ severity: 'warning', file: '', line, message: `content before the first "@tab" of "::: ${node.name}" is not shown in any tab` });
  }
  if (!tabs.length) {
    facts.diagnostics.push({ severity: 'warning', file: '', line, message: `"::: ${node.name}" has no "@tab title" line` });
    node.data = { hName: 'div', hProperties: { className: [node.name] } };
    node.children = [];
    return;
  }
  tabs.forEach((t, i) => {
    if (!t.title) {
      facts.diagnostics.push({ severity: 'warning', file: '', line, message: `tab ${i + 1} of "::: ${node.name}" has no title (write "@tab Title")` });
      t.title = String(i + 1);
    }
  });
  noteWidget(facts, 'tabs');
  const group = (facts.tabGroups = (facts.tabGroups ?? 0) + 1);
  const selected = Math.max(0, tabs.findIndex((t) => t.active));
  const idOf = (i: number) => `tab-${group}-${i}`;
  const tablist = element(
    'div',
    { role: 'tablist', className: ['tabs-nav'], ...(node.title ? { ariaLabel: node.title } : {}) },
    tabs.map((t, i) =>
      element(
        'button',
        { type: 'button', role: 'tab', id: idOf(i), ariaControls: `${idOf(i)}-panel`, ariaSelected: String(i === selected), tabIndex: i === selected ? 0 : -1, className: ['tab'] },
        [{ type: 'text', value: t.title }],
      ),
    ),
  );
  const panels = tabs.map((t, i) =>
    element('div', { role: 'tabpanel', id: `${idOf(i)}-panel`, ariaLabelledby: idOf(i), tabIndex: 0, hidden: i !== selected, className: ['tab-panel'], dataTitle: t.title }, t.children),
  );
  node.data = { hName: 'div', hProperties: { className: node.name === 'tabs' ? ['tabs'] : ['tabs', node.name], dataWidget: 'tabs', ...(node.id ? { dataTabsId: node.id } : {}) } };
  node.children = [tablist, ...panels];
}
