/**
 * The shapes of the page-info fields (SPEC §5), one rule for the build's front-matter check and
 * the theme: author is a string, {name, url} or a list of them (`false` = none); category and tag
 * are a string or a list of strings. A value of another shape is treated as empty.
 */
export interface Person {
  name: string;
  url?: string;
}

const isPerson = (v: unknown): v is Person => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as Person).name === 'string';

/** Strings of a category or tag value; undefined when the value has the wrong shape. */
export function stringList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return undefined;
}

/** Authors of an author value (`false` = none); undefined when the value has the wrong shape. */
export function authorList(value: unknown): Person[] | undefined {
  if (value === undefined || value === null || value === false) return [];
  if (typeof value === 'string') return value ? [{ name: value }] : [];
  if (isPerson(value)) return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || isPerson(v))) return value.map((v) => (typeof v === 'string' ? { name: v } : v));
  return undefined;
}

/** Front-matter fields of the page info whose values have the wrong shape. */
export function badMetaFields(fm: Record<string, unknown>): string[] {
  return [authorList(fm.author) ? '' : 'author', stringList(fm.category) ? '' : 'category', stringList(fm.tag) ? '' : 'tag'].filter(Boolean);
}
