/** Splits front matter from a Markdown source, parses it with js-yaml and checks field types. */
import * as yaml from 'js-yaml';
import { authorList, stringList } from '../../runtime/page-meta.ts';
import type { Diagnostic } from '../diagnostics.ts';

export interface FrontMatterResult {
  data: Record<string, unknown>;
  /** Markdown body without the front matter block (line numbers kept by blank lines). */
  body: string;
  /** Number of lines the front matter block takes, fences included. */
  lines: number;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?$/;

type Check = (v: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isBool: Check = (v) => typeof v === 'boolean';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isStringOrNumber: Check = (v) => isString(v) || isNumber(v);
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isArray: Check = (v) => Array.isArray(v);
const isDate: Check = (v) => isString(v) || v instanceof Date;
const isStrings: Check = (v) => isString(v) || (Array.isArray(v) && v.every(isString));
const either = (...checks: Check[]): Check => (v) => checks.some((c) => c(v));

/** Expected type of each page-meta field (SPEC §3); other fields are free. */
const FIELD_TYPES: Record<string, [Check, string]> = {
  title: [isStringOrNumber, 'a string'],
  shortTitle: [isString, 'a string'],
  description: [isString, 'a string'],
  icon: [isString, 'a string'],
  index: [isBool, 'true or false'],
  order: [isNumber, 'a number'],
  breadcrumbExclude: [isBool, 'true or false'],
  type: [(v) => ['article', 'home', 'slide', 'page'].includes(v as string), 'one of article, home, slide, page'],
  date: [isDate, 'a date (YYYY-MM-DD)'],
  isOriginal: [isBool, 'true or false'],
  excerpt: [isString, 'a string'],
  sticky: [either(isBool, isNumber), 'true, false or a number'],
  cover: [isString, 'a string'],
  navbar: [isBool, 'true or false'],
  sidebar: [either(isBool, isString), 'true, false or a sidebar key'],
  home: [isBool, 'true or false'],
  portfolio: [isBool, 'true or false'],
  toc: [either(isBool, isObject), 'true, false or an object'],
  headerDepth: [(v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 5, 'a whole number from 0 to 5'],
  breadcrumb: [isBool, 'true or false'],
  breadcrumbIcon: [isBool, 'true or false'],
  heroText: [isString, 'a string'],
  tagline: [isString, 'a string'],
  heroImage: [isString, 'a string'],
  heroImageDark: [isString, 'a string'],
  heroAlt: [isString, 'a string'],
  actions: [isArray, 'a list'],
  features: [isArray, 'a list'],
  highlights: [isArray, 'a list'],
  bgImage: [isString, 'a string'],
  bgImageDark: [isString, 'a string'],
  titles: [isStrings, 'a string or a list of strings'],
  medias: [either(isArray, isObject), 'a list or an object'],
  welcome: [isString, 'a string'],
  name: [isString, 'a string'],
  avatar: [isString, 'a string'],
  editLink: [isBool, 'true or false'],
  lastUpdated: [isBool, 'true or false'],
  contributors: [isBool, 'true or false'],
  containerClass: [isString, 'a string'],
  i18n: [isBool, 'true or false'],
  layout: [isString, 'a string'],
  fieldNotes: [isObject, 'a map of field name to text'],
  comment: [isBool, 'true or false'],
  search: [isBool, 'true or false'],
};

/** Fields whose bad values are only warned about: the theme treats them as empty (SPEC §5). */
const LENIENT: Record<string, [Check, string]> = {
  author: [(v) => authorList(v) !== undefined, 'a string, {name, url} or a list of them'],
  category: [(v) => stringList(v) !== undefined, 'a string or a list of strings'],
  tag: [(v) => stringList(v) !== undefined, 'a string or a list of strings'],
};

/** Parses the front matter of `source`; `file` is only used in messages. */
export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  const lines = source.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { data: {}, body: source, lines: 0, diagnostics: [] };
  const end = lines.findIndex((l, i) => i > 0 && (FENCE.test(l) || /^\.\.\.[ \t]*\r?$/.test(l)));
  if (end < 0) {
    return {
      data: {},
      body: source,
      lines: 0,
      diagnostics: [{ severity: 'error', file, line: 1, column: 1, message: 'front matter starts with "---" but has no closing "---" line' }],
    };
  }
  const yamlText = lines.slice(1, end).join('\n');
  // Blank lines stand in for the front matter so Markdown line numbers stay those of the file.
  const body = '\n'.repeat(end + 1) + lines.slice(end + 1).join('\n');
  let parsed: unknown;
  try {
    // js-yaml 5 throws on an empty document; an empty block (or only comments) means no fields.
    parsed = yamlText.replace(/^\s*#.*$/gm, '').trim() === '' ? {} : yaml.load(yamlText) ?? {};
  } catch (err) {
    const e = err as { mark?: { line: number; column: number }; reason?: string; message: string };
    const line = e.mark ? e.mark.line + 2 : 1;
    const column = e.mark ? e.mark.column + 1 : 1;
    return { data: {}, body, lines: end + 1, diagnostics: [{ severity: 'error', file, line, column, message: `front matter is not valid YAML: ${e.reason ?? e.message.split('\n')[0]}` }] };
  }
  if (!isObject(parsed)) {
    return { data: {}, body, lines: end + 1, diagnostics: [{ severity: 'error', file, line: 2, column: 1, message: 'front matter must be a mapping of fields (key: value)' }] };
  }
  const data = parsed as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const lineOf = (key: string) => {
    const i = lines.slice(1, end).findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
    return i < 0 ? 2 : i + 2;
  };
  for (const [key, value] of Object.entries(data)) {
    const strict = FIELD_TYPES[key];
    const lenient = LENIENT[key];
    const rule = strict ?? lenient;
    if (!rule || value === null || rule[0](value)) continue;
    diagnostics.push({
      severity: strict ? 'error' : 'warning',
      file,
      line: lineOf(key),
      column: 1,
      message: `front matter field "${key}" must be ${rule[1]}, got ${describe(value)}${strict ? '' : ' (treated as empty)'}`,
    });
  }
  return { data, body, lines: end + 1, diagnostics };
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  if (typeof v === 'object') return 'an object';
  return `${typeof v} ${JSON.stringify(v)}`;
}
