/**
 * Custom containers, hope-style:
 *   ::: warning Keep it secret            <div class="hint-container warning">
 *   text                           →        <p class="hint-container-title">Keep it secret</p><p>text</p></div>
 *   :::
 * Types tip, info, note, warning, danger and details (a <details>); left, center, right and
 * justify align their content; tabs, code-tabs and normal-demo stay container nodes that their
 * own plugins shape; any other name is a warning. Nest with longer fences (`::::`).
 *
 * Fence lines are turned into one-line HTML comments before parsing (`markContainers`), so the
 * CommonMark parser keeps list and paragraph boundaries right and line numbers stay those of the
 * file; `remarkContainers` then pairs the markers in the tree.
 */
import type { Properties } from 'hast';
import type { Html, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { fenceTracker } from '../fences.ts';
import type { PageFacts } from '../types.ts';

const OPEN = /^(\s*)(:{3,})\s*([a-zA-Z][\w-]*)(#[\w-]+)?[ \t]*(.*?)\s*$/;
const CLOSE = /^(\s*)(:{3,})\s*$/;
const TAB = /^(\s*)@tab(:active)?(?:[ \t]+(.*?))?\s*$/;
const LIST_ITEM = /^\s*([-*+]|\d+[.)])\s/;
const MARKER = /^<!--dc:(open|close|tab) (.*)-->$/;

export const HINT_TYPES = ['tip', 'info', 'note', 'warning', 'danger', 'details'];
export const ALIGN_TYPES = ['left', 'center', 'right', 'justify'];
const TABBED = ['tabs', 'code-tabs'];
/** Containers other plugins shape (remark-tabs, remark-demo). */
const SHAPED_ELSEWHERE = [...TABBED, 'normal-demo'];

/** Replaces container fences and `@tab` lines with marker comments, line for line. */
export function markContainers(source: string): string {
  if (!source.includes(':::')) return source;
  const lines = source.split('\n');
  const fences = fenceTracker();
  const open: string[] = [];
  let inList = false;
  let prevBlank = true;
  let inIndentedCode = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const blank = line.trim() === '';
    // Indented code (4+ spaces after a blank line, outside a list) is left as written.
    if (!fences.open) {
      if (LIST_ITEM.test(line)) inList = true;
      else if (!blank && !/^\s/.test(line) && prevBlank) inList = false;
      if (blank) {
        prevBlank = true;
        continue;
      }
      inIndentedCode = !inList && /^( {4}|\t)/.test(line) && (prevBlank || inIndentedCode);
      prevBlank = false;
      if (inIndentedCode) continue;
    }
    if (fences.step(line)) continue;
    let m = CLOSE.exec(line);
    if (m) {
      lines[i] = `${m[1]}<!--dc:close ${m[2].length}-->`;
      open.pop();
      continue;
    }
    m = OPEN.exec(line);
    if (m) {
      lines[i] = `${m[1]}<!--dc:open ${m[2].length} ${m[3]} ${m[4]?.slice(1) ?? ''} ${encodeURIComponent(m[5])}-->`;
      open.push(m[3]);
      continue;
    }
    m = TAB.exec(line);
    if (m && TABBED.includes(open[open.length - 1] ?? '')) {
      lines[i] = `${m[1]}<!--dc:tab ${m[2] ? 1 : 0} ${encodeURIComponent(m[3] ?? '')}-->`;
    }
  }
  return lines.join('\n');
}

/** A container node in mdast, before remark-rehype. */
export interface ContainerNode extends Parent {
  type: 'container';
  name: string;
  id: string;
  title: string;
  fence: number;
  children: RootContent[];
  data?: { hName?: string; hProperties?: Properties };
}

type Marker = { kind: 'open' | 'close' | 'tab'; args: string[] };

function markerOf(node: RootContent): Marker | undefined {
  if (node.type !== 'html') return undefined;
  const m = MARKER.exec((node as Html).value.trim());
  return m ? { kind: m[1] as Marker['kind'], args: m[2].split(' ') } : undefined;
}

/** Pairs the container markers of every parent into container nodes. */
export function remarkContainers(options: { titles: (lang: string) => Record<string, string> }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts;
    const titles = options.titles(String((file.data as { lang?: string }).lang ?? 'en-US'));
    const visit = (parent: Parent) => {
      if (parent.children.some((c) => markerOf(c as RootContent))) parent.children = group(parent.children as RootContent[], facts, titles);
      for (const child of parent.children) if ('children' in child) visit(child as Parent);
    };
    visit(tree);
  };
}

function group(children: RootContent[], facts: PageFacts, titles: Record<string, string>): RootContent[] {
  const root: RootContent[] = [];
  const stack: ContainerNode[] = [];
  const top = () => (stack.length ? stack[stack.length - 1].children : root);
  for (const child of children) {
    const m = markerOf(child);
    if (!m) {
      top().push(child);
      continue;
    }
    const line = child.position?.start.line;
    if (m.kind === 'open') {
      const [fence, name, id, title] = m.args;
      const node: ContainerNode = { type: 'container', name, id, title: decodeURIComponent(title ?? ''), fence: Number(fence), children: [], position: child.position };
      top().push(node as unknown as RootContent);
      stack.push(node);
    } else if (m.kind === 'close') {
      const len = Number(m.args[0]);
      const inner = stack[stack.length - 1];
      if (inner && len >= inner.fence) shape(stack.pop()!, titles, facts);
      else facts.diagnostics.push({ severity: 'warning', file: '', line, message: `"${':'.repeat(len)}" closes no open container` });
    } else {
      top().push(child); // a tab marker: the tabs plugin splits on it
    }
  }
  while (stack.length) {
    const node = stack.pop()!;
    facts.diagnostics.push({ severity: 'warning', file: '', line: node.position?.start.line, message: `container "::: ${node.name}" is not closed (add a line with ":::")` });
    shape(node, titles, facts);
  }
  return root;
}

/** Gives a hint or alignment container its HTML shape; tabs and demos are left for their own plugins. */
function shape(node: ContainerNode, titles: Record<string, string>, facts: PageFacts): void {
  if (SHAPED_ELSEWHERE.includes(node.name)) return;
  if (ALIGN_TYPES.includes(node.name)) {
    node.data = { hName: 'div', hProperties: { className: [`align-${node.name}`] } };
    return;
  }
  if (!HINT_TYPES.includes(node.name)) {
    const known = [...HINT_TYPES, ...ALIGN_TYPES, ...SHAPED_ELSEWHERE].join(', ');
    facts.diagnostics.push({ severity: 'warning', file: '', line: node.position?.start.line, message: `unknown container "::: ${node.name}" (known: ${known}); its content is shown as is` });
    node.data = { hName: 'div', hProperties: { className: ['custom-container', node.name] } };
    return;
  }
  const title = node.title || titles[node.name] || node.name;
  const titleNode = { type: 'paragraph', data: { hName: node.name === 'details' ? 'summary' : 'p', hProperties: { className: ['hint-container-title'] } }, children: [{ type: 'text', value: title }] };
  node.children.unshift(titleNode as RootContent);
  node.data = { hName: node.name === 'details' ? 'details' : 'div', hProperties: { className: ['hint-container', node.name] } };
}

/** Calls `shape` for every container node named one of `names`, innermost first. */
export function visitContainers(tree: Root, names: string[], shape: (node: ContainerNode) => void): void {
  const visit = (parent: Parent) => {
    for (const child of parent.children) {
      if ('children' in child) visit(child as Parent);
      const node = child as unknown as ContainerNode;
      if (node.type === 'container' && names.includes(node.name)) shape(node);
    }
  };
  visit(tree);
}
