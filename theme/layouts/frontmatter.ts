/**
 * Readers of the home and portfolio front matter (hero, actions, features, highlights, titles,
 * medias) and of the promo option. Each returns only well-formed parts: a part with the wrong shape
 * is left out, it never breaks the page.
 */
import type { CSSProperties } from 'react';
import { withBase } from '../context.ts';

/** A plain object (not a list, not null). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A non-empty string, or undefined. */
export function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : undefined;
}

/** Whether a link leaves the site (it then opens in a new tab). */
export function isExternal(link: string): boolean {
  return /^https?:/i.test(link) || link.startsWith('//');
}

/** href, and target/rel for links that leave the site; nothing for script URLs. */
export function linkAttrs(base: string, link: string): { href: string; target?: string; rel?: string } | undefined {
  if (/^\s*(javascript|vbscript|data):/i.test(link)) return undefined;
  if (isExternal(link)) return { href: link, target: '_blank', rel: 'noopener noreferrer' };
  return { href: withBase(base, link) };
}

/** An image address as written in front matter: root-relative ones get the base. */
export function imageSrc(base: string, v: unknown): string | undefined {
  const src = text(v);
  return src && !/^\s*(javascript|vbscript):/i.test(src) ? withBase(base, src) : undefined;
}

/**
 * Background images in light and dark mode, as custom properties the stylesheet reads
 * (`--home-bg`, `--home-bg-dark`); addresses that could break out of `url("…")` are dropped.
 */
export function backgroundStyle(base: string, light: unknown, dark: unknown): CSSProperties | undefined {
  const url = (v: unknown) => {
    const src = imageSrc(base, v);
    return src && !/["'()\\\s<>]/.test(src) ? `url("${src}")` : undefined;
  };
  const [l, d] = [url(light), url(dark)];
  if (!l && !d) return undefined;
  return { '--home-bg': l ?? d, '--home-bg-dark': d ?? l } as CSSProperties;
}

export interface Action {
  text: string;
  link: string;
  type: 'primary' | 'secondary' | 'default';
}
export interface Item {
  title: string;
  details?: string;
  icon?: string;
  link?: string;
}
export interface Panel {
  header?: string;
  description?: string;
  items: Item[];
}
export interface Highlight extends Panel {
  image?: string;
  imageDark?: string;
  bgImage?: unknown;
  bgImageDark?: unknown;
  color?: string;
  type: 'order' | 'un-order' | 'no-order';
}

const ACTION_TYPES = ['primary', 'secondary', 'default'] as const;
const LIST_TYPES = ['order', 'un-order', 'no-order'] as const;

export function readActions(v: unknown): Action[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((a) => {
    if (!isRecord(a) || !text(a.text) || !text(a.link)) return [];
    const type = ACTION_TYPES.find((x) => x === a.type) ?? 'default';
    return [{ text: a.text as string, link: a.link as string, type }];
  });
}

function readItem(v: unknown): Item | undefined {
  if (!isRecord(v) || !text(v.title)) return undefined;
  return { title: v.title as string, details: text(v.details), icon: text(v.icon), link: text(v.link) };
}

function readItems(v: unknown): Item[] {
  return Array.isArray(v) ? v.map(readItem).filter((i): i is Item => !!i) : [];
}

/** Features as a flat list of items, as groups `{ header, description, features }`, or both mixed. */
export function readFeatures(v: unknown): Panel[] {
  if (!Array.isArray(v)) return [];
  const panels: Panel[] = [];
  let loose: Item[] | undefined;
  for (const entry of v) {
    if (isRecord(entry) && Array.isArray(entry.features)) {
      loose = undefined;
      panels.push({ header: text(entry.header), description: text(entry.description), items: readItems(entry.features) });
      continue;
    }
    const item = readItem(entry);
    if (!item) continue;
    if (!loose) panels.push({ items: (loose = []) });
    loose.push(item);
  }
  return panels.filter((p) => p.items.length > 0 || p.header);
}

/** Highlight sections; a section needs a header or at least one item. */
export function readHighlights(v: unknown): Highlight[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((s) => {
    if (!isRecord(s)) return [];
    const items = readItems(s.highlights);
    const header = text(s.header);
    if (!header && !items.length) return [];
    const color = text(s.color);
    return [{
      header, description: text(s.description), items, image: text(s.image), imageDark: text(s.imageDark), bgImage: s.bgImage, bgImageDark: s.bgImageDark,
      color: color && /^(#[0-9a-f]{3,8}|(rgb|hsl|oklch)a?\([\d\s.,%/+-]+\)|[a-z]+)$/i.test(color) ? color : undefined,
      type: LIST_TYPES.find((x) => x === s.type) ?? 'un-order',
    }];
  });
}

/** The promo words for a locale, or nothing when the banner is missing, malformed or not in this language. */
export function readPromo(promo: unknown, locale: string) {
  if (!isRecord(promo) || !text(promo.name) || !isRecord(promo.text)) return undefined;
  const words = promo.text[locale];
  if (!isRecord(words) || !text(words.title)) return undefined;
  // A locale may send readers to its own store page (the Chinese one differs from the English).
  const link = [words.link, promo.link].map(text).find((l) => l && /^https?:\/\//i.test(l));
  if (!link) return undefined;
  const details = Array.isArray(words.details) ? words.details.filter((d): d is string => !!text(d)) : text(words.details) ? [words.details as string] : [];
  return { name: promo.name as string, link, image: text(promo.image), title: words.title as string, details, badge: text(words.badge) };
}

export interface Media {
  name: string;
  url: string;
  icon?: string;
}

/** Icons for the usual social link names (lower case); anything else gets a plain link icon. */
export const MEDIA_ICONS: Record<string, string> = {
  github: 'repo', gitlab: 'repo', gitee: 'repo', bitbucket: 'repo', email: 'mail', mail: 'mail', gmail: 'mail', telegram: 'telegram',
  website: 'globe', web: 'globe', blog: 'globe', home: 'globe', homepage: 'globe', discord: 'comments', qq: 'comments', wechat: 'comments', rss: 'link',
};

/** `titles` as one string or a list of strings. */
export function readTitles(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list.filter((s): s is string => !!text(s));
}

/** `medias` as a map `{ GitHub: url }` or a list `[{ name, icon?, url }]`. */
export function readMedias(v: unknown): Media[] {
  const entries: [unknown, unknown, unknown][] = Array.isArray(v)
    ? v.filter(isRecord).map((m) => [m.name, m.url ?? m.link, m.icon])
    : isRecord(v) ? Object.entries(v).map(([name, url]) => [name, url, undefined]) : [];
  return entries.flatMap(([name, url, icon]) => (text(name) && text(url) ? [{ name: name as string, url: url as string, icon: text(icon) }] : []));
}
