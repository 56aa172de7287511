/**
 * Fences a client widget draws: the source reaches the browser URI-encoded in `data-code`,
 * and the element is an image with a name until (and after) the library draws it.
 *   ```mermaid [Request flow]     <div class="diagram mermaid" data-widget="mermaid" role="img"
 *   graph LR; A-->B          →         aria-label="Request flow" data-code="graph%20LR…"></div>
 *   ```
 * `flow`/`flowchart` fences take a preset after the language (`vue`, `ant`, `pie`).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { languageOf, mapCodeBlocks, noteWidget } from '../nodes.ts';
import type { MarkdownLabels, PageFacts } from '../types.ts';

/** Fence language → widget name. */
export const WIDGET_FENCES: Record<string, 'mermaid' | 'echarts' | 'flowchart'> = { mermaid: 'mermaid', echarts: 'echarts', flow: 'flowchart', flowchart: 'flowchart' };
const PRESETS = new Set(['vue', 'ant', 'pie']);

export function rehypeWidgetFences(options: { labels: (lang: string) => MarkdownLabels }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { lang?: string };
    const labels = options.labels(facts.lang ?? 'en-US');
    mapCodeBlocks(tree, (code): Element | undefined => {
      const widget = WIDGET_FENCES[languageOf(code)];
      if (!widget) return undefined;
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '').trim();
      const words = meta.replace(/\[[^\]]*\]/, '').trim().split(/\s+/).filter(Boolean);
      const preset = widget === 'flowchart' ? words.find((w) => PRESETS.has(w)) : undefined;
      const title = /\[([^\]]*)\]/.exec(meta)?.[1] ?? (words.filter((w) => w !== preset).join(' ') || labels.diagram[widget]);
      noteWidget(facts, widget);
      return {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['diagram', widget],
          dataWidget: widget,
          role: 'img',
          ariaLabel: title,
          dataCode: encodeURIComponent(toString(code).replace(/\n$/, '')),
          ...(preset ? { dataPreset: preset } : {}),
        },
        children: [],
      };
    });
  };
}
