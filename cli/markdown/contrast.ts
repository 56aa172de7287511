/**
 * WCAG 2 contrast for code colours. Some shiki themes colour tokens below the 4.5:1 that text
 * needs (github-dark's comments: #6A737D on #24292e is 3.0:1). `readableOn` moves such a colour
 * toward white or black, in small steps and keeping its hue, until it reads on the background.
 */

/** Minimum contrast ratio of normal-size text (WCAG 2, level AA). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** Parses #rgb, #rgba, #rrggbb or #rrggbbaa; alpha is composited over `under` when given. */
export function parseHex(color: string, under?: Rgb): Rgb | undefined {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return undefined;
  const h = m[1].length <= 4 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const rgb: Rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  const alpha = h.length === 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1;
  if (alpha === 1 || !under) return rgb;
  return rgb.map((v, i) => Math.round(v * alpha + under[i] * (1 - alpha))) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase()}`;

/** Relative luminance (WCAG 2 definition), 0 for black to 1 for white. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Share of the theme colour that tints a highlighted code line (theme/styles/code.css), 0 to 1. */
export const HIGHLIGHT_TINT = 0.08;

/**
 * The worst background a tint of `amount` of any colour can make over `background`: toward white
 * on a dark background, toward black on a light one. Text readable on it is readable under a
 * tint of any theme colour, including the one a reader picks.
 */
export function worstTintOf(background: string, amount = HIGHLIGHT_TINT): string {
  const bg = parseHex(background);
  if (!bg) return background;
  const extreme = luminance(bg) < 0.18 ? 255 : 0;
  return toHex(bg.map((v) => Math.round(v + (extreme - v) * amount)) as Rgb);
}

const cache = new Map<string, string>();

/**
 * `color` itself when it reads at `min` on `background`, else the nearest mix of it with white
 * (on a dark background) or black (on a light one) that does. Colours it cannot parse are
 * returned as they are.
 */
export function readableOn(color: string, background: string, min = AA_TEXT_CONTRAST): string {
  const key = `${color}|${background}|${min}`;
  const known = cache.get(key);
  if (known) return known;
  const bg = parseHex(background);
  const fg = bg && parseHex(color, bg);
  let result = color;
  if (bg && fg && contrastRatio(fg, bg) < min) {
    const target: Rgb = luminance(bg) < 0.18 ? [255, 255, 255] : [0, 0, 0];
    for (let step = 1; step <= 100; step++) {
      const mixed = fg.map((v, i) => Math.round(v + ((target[i] - v) * step) / 100)) as Rgb;
      if (contrastRatio(mixed, bg) >= min) {
        result = toHex(mixed);
        break;
      }
    }
  }
  cache.set(key, result);
  return result;
}
