/**
 * Highlights fenced code, light and dark themes in one pass (CSS variables; see dual-highlight.ts):
 *   ```bash [install.sh] {2}     <figure class="code-block" data-lang="bash"><figcaption>install.sh</figcaption>
 *   …                       →      <pre class="shiki" …><code><span class="line highlighted">…
 * Languages are loaded before the tree is walked (see `ensureLanguages`); fences that a widget
 * draws are placeholders by now (rehype-widget-fences). Token colours that read below 4.5:1 on
 * their theme's background are nudged until they do (`readableOn`), per resolved token style.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Highlighter } from 'shiki';
import type { VFile } from 'vfile';
import { readableOn, worstTintOf } from '../contrast.ts';
import { highlightDual } from '../dual-highlight.ts';
import { PLAIN_LANGS } from '../highlighter.ts';
import { hasClass, languageOf, mapCodeBlocks, noteWidget } from '../nodes.ts';
import type { MarkdownLabels, PageFacts } from '../types.ts';

/** Blocks longer than this many lines are shown collapsed, with a button to expand them. */
export const DEFAULT_COLLAPSED_LINES = 15;

export interface FenceMeta {
  title?: string;
  highlight: Set<number>;
  /** `:line-numbers` / `:no-line-numbers`; on by default. */
  lineNumbers: boolean;
  /** `:collapsed-lines=N` / `:no-collapsed-lines`; 0 means never collapse. */
  collapsedLines: number;
}

/** Parses `[title] {1,3-5} :no-line-numbers :collapsed-lines=10` from a fence's meta string. */
export function parseFenceMeta(meta: string): FenceMeta {
  const title = /\[([^\]]*)\]/.exec(meta)?.[1];
  const flags = meta.replace(/\[[^\]]*\]/, '');
  const lineNumbers = !/(^|\s):no-line-numbers\b/.test(flags);
  const collapse = /(^|\s):(no-)?collapsed-lines(?:=(\d+))?/.exec(flags);
  const collapsedLines = collapse?.[2] ? 0 : collapse?.[3] ? Number(collapse[3]) : DEFAULT_COLLAPSED_LINES;
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of ranges?.split(',') ?? []) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isFinite(a)) continue;
    for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) highlight.add(n);
  }
  return { title, highlight, lineNumbers, collapsedLines };
}

export function rehypeShiki(options: { highlighter: () => Highlighter; themes: { light: string; dark: string }; labels: (lang: string) => MarkdownLabels }) {
  return (tree: Root, file: VFile) => {
    const facts = file.data as unknown as PageFacts & { unknownLangs?: Set<string>; lang?: string };
    const labels = options.labels(facts.lang ?? 'en-US');
    const hl = options.highlighter();
    mapCodeBlocks(tree, (code) => highlightBlock(hl, code, options.themes, facts, labels));
  };
}

function highlightBlock(hl: Highlighter, code: Element, themes: { light: string; dark: string }, facts: PageFacts & { unknownLangs?: Set<string> }, labels: MarkdownLabels): Element {
  const lang = languageOf(code);
  const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
  const source = toString(code).replace(/\n$/, '');
  const { title, highlight, lineNumbers, collapsedLines } = parseFenceMeta(meta);
  const known = !PLAIN_LANGS.has(lang) && !facts.unknownLangs?.has(lang) && hl.getLoadedLanguages().includes(lang);
  const pre = highlightDual(hl, source, { lang: known ? lang : 'text', themes, highlight, readable: true, mergeSameStyle: true }) ?? shikiHighlight(hl, source, known ? lang : 'text', themes, highlight);
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  children.push(pre);
  const lines = source.split('\n').length;
  const collapsible = collapsedLines > 0 && lines > collapsedLines;
  // The copy button is revealed by the code widget (it needs script to work); "Copy code" is its name in every language.
  children.push(button({ className: ['copy-code'], ariaLabel: 'Copy code', title: 'Copy code' }, []));
  if (collapsible) {
    children.push(button({ className: ['code-expand'], ariaExpanded: 'false', dataExpand: labels.expandCode, dataCollapse: labels.collapseCode }, [{ type: 'text', value: labels.expandCode }]));
  }
  noteWidget(facts, 'code');
  const props: Element['properties'] = { className: ['code-block', ...(lineNumbers ? ['line-numbers'] : [])], dataLang: lang || 'text', dataLines: lines };
  if (collapsible) Object.assign(props, { dataCollapsedLines: collapsedLines, style: `--collapsed-lines:${collapsedLines}` });
  return { type: 'element', tagName: 'figure', properties: props, children };
}

/**
 * shiki's own two-theme rendering (tokenizes once per theme): for what `highlightDual` leaves to
 * shiki. Same output, contrast included.
 */
function shikiHighlight(hl: Highlighter, source: string, lang: string, themes: { light: string; dark: string }, highlight: Set<number>): Element {
  const root = hl.codeToHast(source, {
    lang,
    themes,
    defaultColor: false,
    tokenizeTimeLimit: 0, // the same output every build (see TIME_LIMIT_MS in dual-highlight.ts)
    transformers: highlight.size ? [{ line(node, line) { if (highlight.has(line)) this.addClassToHast(node, 'highlighted'); } }] : [],
  });
  const pre = root.children[0] as Element;
  ensureReadableTokens(pre);
  return pre;
}

/** Parses an inline style into declarations, in order. */
function declarations(style: string): [string, string][] {
  return style.split(';').filter((d) => d.includes(':')).map((d) => {
    const i = d.indexOf(':');
    return [d.slice(0, i).trim(), d.slice(i + 1).trim()];
  });
}

/**
 * Rewrites the `--shiki-<theme>` colour of every token of a highlighted <pre> that reads below
 * AA on that theme's `--shiki-<theme>-bg` (set on the <pre> itself). Tokens of a highlighted
 * line must also read on its tint, whatever the theme colour: they are checked against the
 * worst such tint (`worstTintOf`).
 */
export function ensureReadableTokens(pre: Element): void {
  const backgrounds = new Map<string, string>();
  for (const [name, value] of declarations(String(pre.properties.style ?? ''))) {
    const theme = /^--shiki-(.+)-bg$/.exec(name)?.[1];
    if (theme) backgrounds.set(`--shiki-${theme}`, value);
  }
  if (!backgrounds.size) return;
  const tinted = new Map([...backgrounds].map(([name, bg]) => [name, worstTintOf(bg)]));
  // Blocks repeat a few token styles many times: fix each style once.
  const fixedStyles = [new Map<string, string>(), new Map<string, string>()];
  const visit = (el: Element, onTint: boolean) => {
    const style = el.properties.style;
    if (el !== pre && typeof style === 'string' && style.includes('--shiki-')) {
      const known = fixedStyles[onTint ? 1 : 0];
      let fixed = known.get(style);
      if (fixed === undefined) {
        fixed = declarations(style).map(([name, value]) => {
          const bg = (onTint ? tinted : backgrounds).get(name);
          return `${name}:${bg ? readableOn(value, bg) : value}`;
        }).join(';');
        known.set(style, fixed);
      }
      el.properties.style = fixed;
    }
    const highlighted = onTint || hasClass(el, 'highlighted');
    for (const child of el.children) if (child.type === 'element') visit(child, highlighted);
  };
  visit(pre, false);
}

function button(properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName: 'button', properties: { type: 'button', ...properties }, children };
}
