/**
 * Footnotes (remark-gfm) in the page's language: the heading of the footnote section and the
 * names of the links back to where each note is cited.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { eachElement } from '../nodes.ts';
import type { MarkdownLabels } from '../types.ts';

export function rehypeFootnotes(options: { labels: (lang: string) => MarkdownLabels }) {
  return (tree: Root, file: VFile) => {
    const section = tree.children.find((n): n is Element => n.type === 'element' && n.tagName === 'section' && 'dataFootnotes' in n.properties);
    if (!section) return;
    const labels = options.labels(String((file.data as { lang?: string }).lang ?? 'en-US'));
    eachElement(section, (el) => {
      if (el.tagName === 'h2' && el.properties.id === 'footnote-label') el.children = [{ type: 'text', value: labels.footnotes }];
      if (el.tagName === 'a' && 'dataFootnoteBackref' in el.properties) {
        const n = /(\d+)(?:-\d+)?$/.exec(String(el.properties.href ?? ''))?.[1] ?? '';
        el.properties.ariaLabel = labels.footnoteBack.replace('{n}', n);
      }
    });
  };
}
