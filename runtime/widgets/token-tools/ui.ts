/**
 * Building blocks of the token tools, as plain DOM: labelled fields, buttons, the message boxes
 * (`role="status"` for progress and results, `role="alert"` for failures), result values with a
 * copy button, and the line naming the token service in use.
 */
import { selectedEndpoint } from '../../api.ts';
import { COPY_FEEDBACK_MS } from '../../constants.ts';
import type { SiteData } from '../../protocol.ts';
import { writeClipboard } from '../../clipboard.ts';

/** The two languages of the tools. */
export type Lang = 'en' | 'zh';

/** What every tool receives: its language, the site data and the page's abort signal. */
export interface ToolContext {
  lang: Lang;
  site: SiteData;
  signal: AbortSignal;
}

/** A tool draws itself into `host` (already emptied). */
export type Tool = (host: HTMLElement, ctx: ToolContext) => void;

/** `zh-CN` → `zh`; every other language gets English. */
export const langOf = (lang: string): Lang => (lang.toLowerCase().startsWith('zh') ? 'zh' : 'en');

/** Fills `{name}` placeholders of a whole-sentence template. */
export const format = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/** Like `format`, with nodes (links, code) at the placeholders: the pieces to append. */
export function fill(template: string, values: Record<string, Node | string>): (Node | string)[] {
  return template.split(/\{(\w+)\}/).map((piece, i) => (i % 2 ? (values[piece] ?? `{${piece}}`) : piece)).filter((p) => p !== '');
}

const WORDS = {
  en: { copy: 'Copy', copied: 'Copied', copyFailed: 'Press Ctrl+C', service: 'Token service: {name} ({url})', noService: 'No token service is configured for this site.' },
  zh: { copy: '复制', copied: '已复制', copyFailed: '请按 Ctrl+C', service: '令牌服务：{name}（{url}）', noService: '本站没有配置令牌服务。' },
};

/** Creates an element with a class and children. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

let fieldCount = 0;

/** A `<label>` and a text input; `hint` is tied to the input with aria-describedby. */
export function field(label: string, hint?: string): { row: HTMLElement; input: HTMLInputElement } {
  const input = el('input');
  Object.assign(input, { type: 'text', autocomplete: 'off', spellcheck: false });
  return labelled(label, input, hint);
}

/** A `<label>` for any control, with an optional hint. */
export function labelled<T extends HTMLInputElement | HTMLSelectElement>(label: string, input: T, hint?: string): { row: HTMLElement; input: T } {
  input.id = `token-field-${++fieldCount}`;
  const row = el('div', 'token-field', Object.assign(el('label', '', label), { htmlFor: input.id }), input);
  if (hint) {
    const note = el('p', 'token-hint', hint);
    note.id = `${input.id}-hint`;
    input.setAttribute('aria-describedby', note.id);
    row.append(note);
  }
  return { row, input };
}

/** A select over `[value, text]` pairs. */
export function select(options: [string, string][]): HTMLSelectElement {
  const node = el('select');
  for (const [value, text] of options) node.append(new Option(text, value));
  return node;
}

/** A button; `primary` ones are filled with the theme colour. */
export function button(text: string, kind: 'primary' | 'secondary' = 'primary', type: 'button' | 'submit' = 'button'): HTMLButtonElement {
  const node = el('button', `token-button ${kind}`, text);
  node.type = type;
  return node;
}

/** A form whose submission runs `handler` instead of loading a page. */
export function form(signal: AbortSignal, handler: () => void, ...children: Node[]): HTMLFormElement {
  const node = el('form', 'token-form', ...children);
  node.noValidate = true;
  node.addEventListener('submit', (e) => {
    e.preventDefault();
    handler();
  }, { signal });
  return node;
}

/** The two message boxes of a tool: progress and results are polite, failures assertive. */
export interface Messages {
  readonly nodes: HTMLElement[];
  /** Shows progress or results (and clears any failure). */
  info(...content: (Node | string)[]): void;
  /** Shows a failure (and clears the progress line). */
  error(...content: (Node | string)[]): void;
  clear(): void;
}

export function messages(): Messages {
  const status = el('div', 'token-status');
  status.setAttribute('role', 'status');
  const alert = el('div', 'token-alert');
  alert.setAttribute('role', 'alert');
  return {
    nodes: [status, alert],
    info: (...content) => (alert.replaceChildren(), status.replaceChildren(...content)),
    error: (...content) => (status.replaceChildren(), alert.replaceChildren(...content)),
    clear: () => (status.replaceChildren(), alert.replaceChildren()),
  };
}

/** A paragraph; strings and nodes (links, code) mixed. */
export const para = (...content: (Node | string)[]) => el('p', '', ...content);

/** A link to another page of the site. */
export function link(text: string, href: string): HTMLAnchorElement {
  return Object.assign(el('a', '', text), { href });
}

/** A failure: a short headline, then the reason in words. */
export const failure = (headline: string, reason?: string, ...more: (Node | string)[]) =>
  [el('strong', '', headline), ...(reason ? [' ', reason] : []), ...(more.length ? [para(...more)] : [])];

/** A value to hand over: its label, the value as selectable text and a copy button, in a named group. */
export function result(label: string, value: string, lang: Lang, signal: AbortSignal): HTMLElement {
  const code = el('code', 'token-result-value', value);
  const group = el('div', 'token-result', el('span', 'token-result-label', label), code, copyButton(value, lang, signal, code));
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', label);
  return group;
}

/** A button copying `value`; says "Copied" for COPY_FEEDBACK_MS. When copying is refused, it selects `target`. */
export function copyButton(value: string, lang: Lang, signal: AbortSignal, target?: HTMLElement, name?: string): HTMLButtonElement {
  const t = WORDS[lang];
  const node = button(t.copy, 'secondary');
  node.classList.add('token-copy');
  if (name) node.setAttribute('aria-label', name);
  let reset: ReturnType<typeof setTimeout> | undefined;
  signal.addEventListener('abort', () => clearTimeout(reset));
  node.addEventListener('click', async () => {
    let text = t.copied;
    try {
      await writeClipboard(value);
    } catch {
      text = t.copyFailed;
      if (target) getSelection()?.selectAllChildren(target);
    }
    node.textContent = text;
    if (name) node.setAttribute('aria-label', text);
    clearTimeout(reset);
    reset = setTimeout(() => {
      node.textContent = t.copy;
      if (name) node.setAttribute('aria-label', name);
    }, COPY_FEEDBACK_MS);
  }, { signal });
  return node;
}

/** "Token service: cf (https://…)", following the API endpoint selector. */
export function serviceLine(ctx: ToolContext): HTMLElement {
  const t = WORDS[ctx.lang];
  const line = el('p', 'token-service');
  const update = () => {
    const chosen = selectedEndpoint(ctx.site);
    line.textContent = chosen ? format(t.service, chosen) : t.noService;
  };
  update();
  window.addEventListener('api:change', update, { signal: ctx.signal });
  return line;
}
