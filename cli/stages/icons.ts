/**
 * The icon sprite: every icon of theme/icon-set.ts drawn once, as <symbol>s of one SVG file with a
 * content hash. Pages reference it with <use href="…#name">, so icons cost no script.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICONS } from '../../theme/icon-set.ts';
import { contentHash, type OutputAsset } from './bundle.ts';

export interface IconSprite {
  asset: OutputAsset;
  /** Path of the sprite inside the output folder. */
  file: string;
  names: string[];
}

/** Draws the sprite. Shapes only: stroke and fill come from the stylesheet's `.icon`. */
export function buildIconSprite(): IconSprite {
  const names = Object.keys(ICONS).sort();
  const symbols = names.map((name) => {
    const svg = renderToStaticMarkup(createElement(ICONS[name], { size: 24 }));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const contents = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
  const file = `assets/icons.${contentHash(contents)}.svg`;
  return { asset: { file, contents }, file, names };
}
