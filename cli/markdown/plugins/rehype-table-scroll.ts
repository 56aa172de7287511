/**
 * Wide tables scroll sideways on narrow screens, inside a wrapper that keyboard readers can focus
 * to scroll it (as shiki's <pre tabindex="0">); the <table> itself is left as it was:
 *   <table>…</table>  →  <div class="table-scroll" tabindex="0"><table>…</table></div>
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { hasClass } from '../nodes.ts';

/** Class of the scrolling wrapper (theme/styles/content.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

export function rehypeTableScroll() {
  return (tree: Root) => {
    visit(tree, 'element', (el, index, parent) => {
      if (el.tagName !== 'table' || !parent || index === undefined) return;
      if (parent.type === 'element' && hasClass(parent, TABLE_SCROLL_CLASS)) return SKIP;
      const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: [TABLE_SCROLL_CLASS], tabIndex: 0 }, children: [el] };
      parent.children[index] = wrapper;
      return SKIP; // a table inside a table cell stays as it is
    });
  };
}
