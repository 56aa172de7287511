/** Small tree helpers shared by the Markdown plugins. */
import type { Element, Root as HastRoot } from 'hast';
import type { Nodes as MdNode, RootContent } from 'mdast';
import type { PageFacts } from './types.ts';

/** Records that the page uses a client widget (its code is loaded on that page only). */
export function noteWidget(facts: Pick<PageFacts, 'widgets'>, name: string): void {
  if (!facts.widgets.includes(name)) facts.widgets.push(name);
}

/** An mdast node that remark-rehype turns into the HTML element `hName` around its children. */
export function element(hName: string, hProperties: Record<string, unknown>, children: RootContent[]): RootContent {
  return { type: 'container', data: { hName, hProperties }, children } as unknown as RootContent;
}

/** The fence language of a `<code>` element (`language-x` class), lower-cased; '' when none. */
export function languageOf(code: Element): string {
  const className = (code.properties.className as string[] | undefined) ?? [];
  return (className.find((c) => c.startsWith('language-')) ?? '').slice('language-'.length).toLowerCase();
}

/**
 * Calls `fn` with the `<code>` of every `<pre><code>` block of a hast tree; an element it returns
 * replaces the `<pre>`, undefined leaves the block as it is.
 */
export function mapCodeBlocks(tree: HastRoot, fn: (code: Element) => Element | undefined): void {
  eachElement(tree, (el, i, parent) => {
    const code = el.tagName === 'pre' ? el.children[0] : undefined;
    if (code?.type !== 'element' || code.tagName !== 'code') return;
    const replacement = fn(code);
    if (replacement) parent.children[i] = replacement;
  });
}

/**
 * Calls `fn` for every element of a hast tree, parents before children; when it returns false the
 * element's children are skipped. Code blocks (<pre>) are never entered: after highlighting they
 * hold most of a page's elements and none of what the HTML plugins look for. A plain recursion:
 * unist-util-visit copies the list of ancestors at every level, which made two small plugins
 * cost a second per thousand pages.
 */
export function eachElement(tree: HastRoot | Element, fn: (el: Element, index: number, parent: HastRoot | Element) => boolean | void): void {
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.type !== 'element') continue;
    if (fn(node, i, tree) === false || node.tagName === 'pre') continue;
    eachElement(node, fn);
  }
}

/** Calls `fn` for every Markdown node of type `type`, in document order. */
export function eachNode<T extends MdNode>(tree: MdNode, type: T['type'], fn: (node: T) => void): void {
  if (tree.type === type) fn(tree as T);
  const children = (tree as { children?: MdNode[] }).children;
  if (children) for (let i = 0; i < children.length; i++) eachNode(children[i], type, fn);
}

/** Whether a hast element has a class (shiki writes `class`, a string or a list; hast `className`). */
export function hasClass(el: Element, name: string): boolean {
  const cls: unknown = el.properties.className ?? el.properties.class;
  const list = Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? cls.split(/\s+/) : [];
  return list.includes(name);
}
