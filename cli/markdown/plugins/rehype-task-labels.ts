/**
 * GFM task list items: the checkbox is named by its item's text, so assistive technology reads
 * "done, checkbox, checked" instead of an unlabelled checkbox (axe: `label`).
 *   <li class="task-list-item"><input type="checkbox" disabled> Buy milk<ul>…</ul></li>
 *   → <li class="task-list-item"><label><input type="checkbox" disabled> Buy milk</label><ul>…</ul></li>
 * In a loose list the same happens inside the item's first <p>.
 */
import type { Element, ElementContent, Root } from 'hast';
import { eachElement, hasClass } from '../nodes.ts';

/** Elements that end the text of an item: nested lists and other blocks stay out of the label. */
const BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'pre', 'figure', 'table', 'blockquote', 'details']);

const isCheckbox = (n: ElementContent | undefined): n is Element => n?.type === 'element' && n.tagName === 'input' && n.properties.type === 'checkbox';

export function rehypeTaskLabels() {
  return (tree: Root) => {
    eachElement(tree, (li) => {
      if (li.tagName !== 'li' || !hasClass(li, 'task-list-item')) return;
      const firstElement = (el: Element): ElementContent | undefined => el.children.find((c) => c.type === 'element');
      const head = firstElement(li);
      const inParagraph = head?.type === 'element' && head.tagName === 'p' && isCheckbox(firstElement(head));
      const holder = isCheckbox(head) ? li : inParagraph ? (head as Element) : undefined;
      if (!holder) return;
      const start = holder.children.findIndex(isCheckbox);
      let end = start + 1;
      while (end < holder.children.length) {
        const c = holder.children[end];
        if (c.type === 'element' && BLOCKS.has(c.tagName)) break;
        end++;
      }
      // Whitespace before a nested list stays outside the label.
      const isBlank = (c: ElementContent) => c.type === 'text' && !c.value.trim();
      while (end - 1 > start && isBlank(holder.children[end - 1])) end--;
      const label: Element = { type: 'element', tagName: 'label', properties: {}, children: holder.children.slice(start, end) };
      holder.children.splice(start, end - start, label);
    });
  };
}
