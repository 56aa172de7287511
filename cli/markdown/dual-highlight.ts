/**
 * Code highlighting in several themes from ONE tokenization per line.
 *
 * shiki's `codeToHast` with `themes` tokenizes the code once per theme and then aligns the
 * results; the grammar work is the same each time, only the colours differ. Here every line is
 * tokenized once into scope stacks (`grammar.tokenizeLine`), and each distinct stack is resolved
 * to its colours and font style in every theme, the way vscode-textmate folds a stack into token
 * metadata (memoized: a block uses a handful of stacks). The hast is the one `codeToHast` gives
 * for `{ themes, defaultColor: false }`: same <pre> attributes, same lines, same spans with the
 * same styles (with `mergeSameStyle`, neighbouring spans of equal style are joined: same look,
 * fewer spans).
 *
 * With `readable`, token colours are raised to 4.5:1 on their theme's background (or on the
 * worst tint of a highlighted line), as `ensureReadableTokens` does to a finished tree; here it
 * happens once per resolved style instead of once per span.
 */
import type { Element, ElementContent } from 'hast';
import type { Highlighter } from 'shiki';
import { INITIAL, Theme, type IGrammar, type StateStack } from 'shiki/textmate';
import { readableOn, worstTintOf } from './contrast.ts';

export interface DualHighlightOptions {
  /** A loaded language (id or alias), or a plain one ('', text, txt, plain, plaintext). */
  lang: string;
  /** Colour-scheme key → theme name, in the order of the CSS variables, e.g. { light, dark }. */
  themes: Record<string, string>;
  /** 1-based numbers of the lines that get the class `highlighted`. */
  highlight?: ReadonlySet<number>;
  /** Raise token colours that read below AA on their background (see `ensureReadableTokens`). */
  readable?: boolean;
  /**
   * Join neighbouring tokens that end up with the same style (shiki's `mergeSameStyleTokens`):
   * fewer spans, same look. Off, the spans are exactly shiki's.
   */
  mergeSameStyle?: boolean;
}

/** The languages shiki renders without a grammar (its `isPlainLang`). */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** vscode-textmate's token-type bits (comment, string, regex, other): they split tokens too. */
const TOKEN_TYPE = /\b(comment|string|regex|meta\.embedded)\b/;
const TOKEN_TYPES: Record<string, number> = { comment: 1, string: 2, regex: 3, 'meta.embedded': 0 };
/** shiki's test for the whitespace-only tokens it merges into the next token. */
const WHITESPACE_ONLY = /^\s+$/;
/**
 * No time budget per line (0). shiki's default of 500 ms stops a line's tokenizing when it runs
 * out and leaves the rest as one token: in a build that happens to whichever line first compiles
 * a grammar's expressions on a busy core, so the same page came out coloured differently from
 * build to build. A static build wants the same output every time.
 */
const TIME_LIMIT_MS = 0;
/** Colour ids must fit the bits of the binary token metadata (background: 8 bits) for shiki's output to be what the ids say. */
const MAX_COLORS = 256;

type ScopePath = NonNullable<Parameters<Theme['match']>[0]>;

interface Variant {
  /** The colour-scheme key: `light` in `--shiki-light`. */
  key: string;
  theme: Theme;
  colors: string[];
  replacements: Record<string, string>;
  /** As written on the <pre> (and as `ensureReadableTokens` would read it back). */
  bg: string;
  tint: string;
}

/** One distinct look of a token: what shiki's binary metadata holds, for every theme. */
interface Resolved {
  /** [fontStyle, colour] per variant. */
  looks: [number, string | undefined][];
  /** style strings: plain, readable, readable on a highlighted line (made on first use). */
  styles: [string?, string?, string?];
}

interface Context {
  variants: Variant[];
  preClass: string;
  preStyle: string;
  /** scope stack (joined) → its resolution */
  byStack: Map<string, Resolved>;
  /** metadata of all variants (joined) → the one Resolved object for it, so equal looks compare by identity */
  byLook: Map<string, Resolved>;
}

const contexts = new WeakMap<Highlighter, Map<string, Context | null>>();

/** The themes' rule tries and the <pre> attributes, once per highlighter and theme set; null when this path cannot render them. */
function contextFor(hl: Highlighter, themes: Record<string, string>): Context | null {
  let perHl = contexts.get(hl);
  if (!perHl) contexts.set(hl, (perHl = new Map()));
  const entries = Object.entries(themes).filter(([, name]) => name);
  const id = entries.map(([k, v]) => `${k}=${v}`).join('|');
  const known = perHl.get(id);
  if (known !== undefined) return known;
  let context: Context | null = null;
  // shiki handles the `none` theme specially (no colours): leave it to shiki.
  if (entries.length && !entries.some(([, name]) => name === 'none')) {
    const variants: Variant[] = [];
    const fg: string[] = [];
    const names: string[] = [];
    for (const [key, name] of entries) {
      const reg = hl.getTheme(name);
      names.push(reg.name);
      const theme = Theme.createFromRawTheme(reg);
      // Colours of the <pre> come straight from the theme: shiki resolves replacements there
      // from the theme *name* it was given, which has none.
      const bg = reg.bg || 'inherit';
      fg.push(`--shiki-${key}:${reg.fg || 'inherit'}`);
      variants.push({ key, theme, colors: theme.getColorMap(), replacements: { ...reg.colorReplacements }, bg, tint: worstTintOf(bg) });
    }
    if (variants.every((v) => v.colors.length <= MAX_COLORS)) {
      context = {
        variants,
        preClass: `shiki shiki-themes ${names.join(' ')}`,
        preStyle: [...fg, ...variants.map((v) => `--shiki-${v.key}-bg:${v.bg}`)].join(';'),
        byStack: new Map(),
        byLook: new Map(),
      };
    }
  }
  perHl.set(id, context);
  return context;
}

/**
 * Folds a scope stack (outermost first) into font style and colour per theme, as
 * vscode-textmate's AttributedScopeStack does when it pushes the scopes one by one: start from
 * the theme defaults; each scope's best rule for the path so far replaces the font style when it
 * sets one (not -1) and the colours when it sets them (not 0).
 */
function resolve(ctx: Context, scopes: string[]): Resolved {
  let tokenType = 0;
  for (const scope of scopes) {
    const m = TOKEN_TYPE.exec(scope);
    if (m) tokenType = TOKEN_TYPES[m[1]];
  }
  const ids: number[] = [tokenType];
  const looks: Resolved['looks'] = [];
  for (const v of ctx.variants) {
    const defaults = v.theme.getDefaults();
    let fontStyle = defaults.fontStyle;
    let fg = defaults.foregroundId;
    let bg = defaults.backgroundId;
    let path: ScopePath | null = null;
    for (const scopeName of scopes) {
      path = { parent: path, scopeName } as unknown as ScopePath;
      const rule = v.theme.match(path);
      if (!rule) continue;
      if (rule.fontStyle !== -1) fontStyle = rule.fontStyle;
      if (rule.foregroundId !== 0) fg = rule.foregroundId;
      if (rule.backgroundId !== 0) bg = rule.backgroundId;
    }
    // The background is never drawn, but it is part of the metadata that decides where shiki splits tokens.
    ids.push(fontStyle, fg, bg);
    const color = v.colors[fg];
    looks.push([fontStyle, color ? v.replacements[color.toLowerCase()] || color : color]);
  }
  const key = ids.join(',');
  let resolved = ctx.byLook.get(key);
  if (!resolved) ctx.byLook.set(key, (resolved = { looks, styles: [] }));
  return resolved;
}

/** shiki's style string for a token (`flatTokenVariants` of `getTokenStyleObject`), colours optionally made readable. */
function styleOf(ctx: Context, r: Resolved, mode: 0 | 1 | 2): string {
  const cached = r.styles[mode];
  if (cached !== undefined) return cached;
  const objects = r.looks.map(([fontStyle, color], i): Record<string, string> => {
    const o: Record<string, string> = {};
    if (color) {
      const v = ctx.variants[i];
      o[''] = mode === 0 ? color : readableOn(color, mode === 2 ? v.tint : v.bg);
    }
    if (fontStyle) {
      if (fontStyle & 1) o['-font-style'] = 'italic';
      if (fontStyle & 2) o['-font-weight'] = 'bold';
      const decorations = [fontStyle & 4 ? 'underline' : '', fontStyle & 8 ? 'line-through' : ''].filter(Boolean);
      if (decorations.length) o['-text-decoration'] = decorations.join(' ');
    }
    return o;
  });
  // Every variant writes every property any variant has, `inherit` where it has none.
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  const style = objects.flatMap((o, i) => keys.map((k) => `--shiki-${ctx.variants[i].key}${k}:${o[k] ?? 'inherit'}`)).join(';');
  r.styles[mode] = style;
  return style;
}

const textSpan = (value: string, style?: string): Element => ({
  type: 'element',
  tagName: 'span',
  properties: style ? { style } : {},
  children: [{ type: 'text', value }],
});

/**
 * Highlights `code` as `<pre class="shiki shiki-themes …"><code><span class="line">…` in all
 * `themes` at once. Returns undefined for what only shiki renders (the `ansi` language, the
 * `none` theme, a theme with more colours than token metadata holds): use `codeToHast` then.
 * Throws, as shiki does, for a language that is not loaded.
 */
export function highlightDual(hl: Highlighter, code: string, options: DualHighlightOptions): Element | undefined {
  const ctx = contextFor(hl, options.themes);
  if (!ctx) return undefined;
  const lang = hl.resolveLangAlias(options.lang);
  if (lang === 'ansi') return undefined;
  const grammar: IGrammar | undefined = PLAIN.has(lang) ? undefined : hl.getLanguage(lang);
  const highlight = options.highlight;
  const readable = options.readable ?? false;
  const merge = options.mergeSameStyle ?? false;

  const lines = code.split(/\r?\n/);
  const codeChildren: ElementContent[] = [];
  let state: StateStack = INITIAL;
  // Reused per line: the boundaries and looks of shiki's tokens.
  const starts: number[] = [];
  const ends: number[] = [];
  const looks: Resolved[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    const highlighted = highlight?.has(n + 1) ?? false;
    const children: ElementContent[] = [];
    if (!grammar) {
      // shiki's plain text: one unstyled token per line, even an empty one.
      children.push(textSpan(line));
    } else if (line !== '') {
      // (shiki does not tokenize empty lines, and keeps the state as it was: so do we.)
      const { tokens, ruleStack } = grammar.tokenizeLine(line, state, TIME_LIMIT_MS);
      state = ruleStack;
      starts.length = ends.length = looks.length = 0;
      // shiki's tokens: scope tokens joined while their metadata in every theme stays the same.
      for (let i = 0; i < tokens.length; i++) {
        const start = tokens[i].startIndex;
        const end = i + 1 < tokens.length ? tokens[i + 1].startIndex : line.length;
        if (start >= end) continue;
        const scopes = tokens[i].scopes;
        const key = scopes.join(' ');
        let r = ctx.byStack.get(key);
        if (!r) ctx.byStack.set(key, (r = resolve(ctx, scopes)));
        const last = looks.length - 1;
        if (last >= 0 && looks[last] === r) ends[last] = end;
        else {
          starts.push(start);
          ends.push(end);
          looks.push(r);
        }
      }
      const mode = readable ? (highlighted ? 2 : 1) : 0;
      let carry = -1;
      let spanStart = 0;
      let spanStyle = '';
      for (let i = 0; i < looks.length; i++) {
        // A whitespace-only token takes the style of the token after it (shiki's mergeWhitespaceTokens).
        if (i + 1 < looks.length && WHITESPACE_ONLY.test(line.slice(starts[i], ends[i]))) {
          if (carry < 0) carry = starts[i];
          continue;
        }
        const start = carry < 0 ? starts[i] : carry;
        carry = -1;
        const style = styleOf(ctx, looks[i], mode);
        if (merge && children.length && style === spanStyle) continue; // same look as the span being built: extend it
        if (children.length) (children[children.length - 1] as Element).children = [{ type: 'text', value: line.slice(spanStart, start) }];
        children.push(textSpan('', style));
        spanStart = start;
        spanStyle = style;
      }
      if (children.length) (children[children.length - 1] as Element).children = [{ type: 'text', value: line.slice(spanStart) }];
    }
    if (n) codeChildren.push({ type: 'text', value: '\n' });
    codeChildren.push({ type: 'element', tagName: 'span', properties: { class: highlighted ? ['line', 'highlighted'] : 'line' }, children });
  }
  return {
    type: 'element',
    tagName: 'pre',
    properties: { class: ctx.preClass, style: ctx.preStyle, tabindex: '0' },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: codeChildren }],
  };
}
