/**
 * Includes, resolved before parsing:
 *   <!-- @include: ./part.md -->            the whole file (its front matter dropped)
 *   <!-- @include: ./part.md{3-10} -->      lines 3 to 10 ({3-} to the end, {-10} from the start)
 *   <!-- @include: ./part.md#name -->       the lines between `#region name` and `#endregion name`
 * Paths are relative to the including file, or to the docs folder with `@/`. Included files may
 * include others; relative links and images in them are rewritten to work from the includer.
 * A missing file or region, or a loop, is an error on the including line. The line map tells,
 * for every line of the result, which file and line it came from, so later diagnostics point
 * into the right file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';
import { fenceTracker } from './fences.ts';

const INCLUDE = /^(\s*)<!--\s*@include:\s*(.+?)\s*-->\s*$/;
const RANGE = /\{(\d*)-(\d*)\}$/;
const REGION = /#([\w.-]+)$/;

export interface LineOrigin {
  /** Display path of the file (relative to the project root). */
  file: string;
  line: number;
}

export interface IncludeResult {
  source: string;
  /** Origin of each line of `source`; absent when nothing was included. */
  lineMap?: LineOrigin[];
  /** Absolute paths of every file included, directly or not. */
  files: string[];
  diagnostics: Diagnostic[];
}

export interface IncludeContext {
  /** Absolute path of the page. */
  file: string;
  displayFile: string;
  docsDir: string;
  /** Turns an absolute path into the display path used in messages. */
  display: (abs: string) => string;
}

export function resolveIncludes(source: string, ctx: IncludeContext): IncludeResult {
  if (!source.includes('@include')) return { source, files: [], diagnostics: [] };
  const files = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const out: string[] = [];
  const map: LineOrigin[] = [];
  expand(source, ctx.file, ctx.displayFile, [ctx.file], ctx, out, map, files, diagnostics);
  return { source: out.join('\n'), lineMap: map, files: [...files], diagnostics };
}

function expand(source: string, file: string, display: string, stack: string[], ctx: IncludeContext, out: string[], map: LineOrigin[], files: Set<string>, diagnostics: Diagnostic[]): void {
  const fences = fenceTracker();
  source.split('\n').forEach((line, i) => {
    const m = fences.step(line) ? null : INCLUDE.exec(line);
    if (!m) {
      out.push(line);
      map.push({ file: display, line: i + 1 });
      return;
    }
    const error = (message: string) => {
      diagnostics.push({ severity: 'error', file: display, line: i + 1, column: m[1].length + 1, message });
      out.push('');
      map.push({ file: display, line: i + 1 });
    };
    let spec = m[2];
    const range = RANGE.exec(spec);
    if (range) spec = spec.slice(0, range.index);
    const region = range ? null : REGION.exec(spec);
    if (region) spec = spec.slice(0, region.index);
    const target = spec.startsWith('@/') ? path.join(ctx.docsDir, spec.slice(2)) : path.resolve(path.dirname(file), spec);
    const targetDisplay = ctx.display(target);
    if (stack.includes(target)) return error(`include loop: ${[...stack, target].map(ctx.display).join(' → ')}`);
    let text: string;
    try {
      text = fs.readFileSync(target, 'utf8');
    } catch {
      return error(`cannot include "${m[2]}": ${targetDisplay} does not exist`);
    }
    files.add(target);
    let lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
    let first = 1;
    if (range) {
      const from = range[1] ? Number(range[1]) : 1;
      const to = range[2] ? Number(range[2]) : lines.length;
      if (from < 1 || to < from || from > lines.length) return error(`cannot include "${m[2]}": ${targetDisplay} has ${lines.length} lines, no lines ${range[1] || 1}-${range[2] || lines.length}`);
      lines = lines.slice(from - 1, to);
      first = from;
    } else if (region) {
      const start = lines.findIndex((l) => new RegExp(`#region\\s+${escapeRe(region[1])}\\b`).test(l));
      const end = lines.findIndex((l, j) => j > start && new RegExp(`#endregion(\\s+${escapeRe(region[1])}\\b|\\s*(-->)?\\s*$)`).test(l));
      if (start < 0 || end < 0) return error(`cannot include "${m[2]}": ${targetDisplay} has no region "${region[1]}" (mark it with #region ${region[1]} … #endregion ${region[1]})`);
      lines = lines.slice(start + 1, end);
      first = start + 2;
    } else if (lines[0] === '---') {
      // Front matter of a whole included page is not content.
      const close = lines.indexOf('---', 1);
      if (close > 0) {
        lines = lines.slice(close + 1);
        first = close + 2;
      }
    }
    const rewritten = rebaseLinks(lines, path.dirname(target), path.dirname(ctx.file)).map((l) => (m[1] ? m[1] + l : l));
    const sub: string[] = [];
    const subMap: LineOrigin[] = [];
    expand(rewritten.join('\n'), target, targetDisplay, [...stack, target], ctx, sub, subMap, files, diagnostics);
    out.push(...sub);
    // Lines of the included file keep their own numbers (offset by where the slice started).
    map.push(...subMap.map((o) => (o.file === targetDisplay ? { file: o.file, line: o.line + first - 1 } : o)));
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rewrites `](./x)` and `](../x)` targets written relative to `from` so they work from `to`. */
function rebaseLinks(lines: string[], from: string, to: string): string[] {
  if (from === to) return lines;
  const fences = fenceTracker();
  return lines.map((line) => {
    if (fences.step(line)) return line;
    return line.replace(/\]\((\.{1,2}\/[^)\s]*)/g, (_, target: string) => {
      let rel = path.relative(to, path.resolve(from, target)).split(path.sep).join('/');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `](${rel}`;
    });
  });
}
