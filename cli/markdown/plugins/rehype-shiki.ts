/**
 * Highlights fenced code with shiki, light and dark themes in one pass (CSS variables):
 *   ```bash [install.sh] {2}     <figure class="code-block" data-lang="bash"><figcaption>install.sh</figcaption>
 *   …                       →      <pre class="shiki" …><code><span class="line highlighted">…
 * Languages are loaded before the tree is walked (see `collectLanguages`); fences that a widget
 * renders (mermaid, echarts, flow) are left alone.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Highlighter } from 'shiki';
import type { VFile } from 'vfile';
import { PLAIN_LANGS } from '../highlighter.ts';
import type { PageFacts } from '../types.ts';

/** Fence languages owned by widgets, never highlighted. */
export const WIDGET_FENCES = new Set(['mermaid', 'echarts', 'flow', 'flowchart']);

/** Parses `[title] {1,3-5}` from a fence's meta string. */
export function parseFenceMeta(meta: string): { title?: string; highlight: Set<number> } {
  const title = /\[([^\]]*)\]/.exec(meta)?.[1];
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isFinite(a)) continue;
    for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) highlight.add(n);
  }
  return { title, highlight };
}

export function rehypeShiki(options: { highlighter: () => Highlighter; themes: { light: string; dark: string } }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { unknownLangs?: Set<string> };
    const hl = options.highlighter();
    const visit = (parent: Root | Element) => {
      parent.children.forEach((node, i) => {
        if (node.type !== 'element') return;
        const code = node.tagName === 'pre' ? (node.children[0] as Element | undefined) : undefined;
        if (code?.type === 'element' && code.tagName === 'code') {
          parent.children[i] = highlightBlock(hl, code, options.themes, facts);
          return;
        }
        visit(node);
      });
    };
    visit(tree);
  };
}

function highlightBlock(hl: Highlighter, code: Element, themes: { light: string; dark: string }, facts: PageFacts & { unknownLangs?: Set<string> }): Element {
  const className = (code.properties.className as string[] | undefined) ?? [];
  const lang = (className.find((c) => c.startsWith('language-')) ?? '').slice('language-'.length).toLowerCase();
  const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
  const source = toString(code).replace(/\n$/, '');
  if (WIDGET_FENCES.has(lang)) return { type: 'element', tagName: 'pre', properties: {}, children: [code] };
  const { title, highlight } = parseFenceMeta(meta);
  const known = !PLAIN_LANGS.has(lang) && !facts.unknownLangs?.has(lang) && hl.getLoadedLanguages().includes(lang);
  const root = hl.codeToHast(source, {
    lang: known ? lang : 'text',
    themes,
    defaultColor: false,
    transformers: highlight.size ? [{ line(node, line) { if (highlight.has(line)) this.addClassToHast(node, 'highlighted'); } }] : [],
  });
  const pre = root.children[0] as Element;
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push(pre);
  const lines = source.split('\n').length;
  return { type: 'element', tagName: 'figure', properties: { className: ['code-block'], dataLang: lang || 'text', dataLines: lines }, children };
}
