/**
 * Wide tables scroll sideways on narrow screens, inside a wrapper that keyboard readers can focus
 * to scroll it (as shiki's <pre tabindex="0">); the <table> itself is left as it was:
 *   <table>…</table>  →  <div class="table-scroll" tabindex="0"><table>…</table></div>
 */
import type { Element, Root } from 'hast';
import { eachElement, hasClass } from '../nodes.ts';

/** Class of the scrolling wrapper (theme/styles/content.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

export function rehypeTableScroll() {
  return (tree: Root) => {
    eachElement(tree, (el, index, parent) => {
      if (el.tagName !== 'table') return;
      if (parent.type === 'element' && hasClass(parent, TABLE_SCROLL_CLASS)) return false;
      const wrapper: Element = { type: 'element', tagName: 'div', properties: { className: [TABLE_SCROLL_CLASS], tabIndex: 0 }, children: [el] };
      parent.children[index] = wrapper;
      return false; // a table inside a table cell stays as it is
    });
  };
}
