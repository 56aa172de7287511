/**
 * Flowcharts (flowchart.js syntax) drawn with flowchart.ts/Raphaël. A fence may name a preset
 * (`vue`, the default, `ant` or `pie`) in `data-preset`: its colours per symbol and per colour
 * mode; text follows the theme's text colour. The scale follows the window width.
 */
import { mountDiagrams, type DrawFn } from './diagram.ts';
import type { WidgetModule } from './index.ts';

type Role = 'start' | 'operation' | 'condition' | 'io';
/** Lines and arrows, then [fill, border] for each role of symbol. */
type Palette = { line: string } & Record<Role, [fill: string, border: string]>;

const PRESETS: Record<string, { light: Palette; dark: Palette }> = {
  // Green outlines, white boxes.
  vue: {
    light: { line: '#3eaf7c', start: ['#e7f6ef', '#3eaf7c'], operation: ['#ffffff', '#3eaf7c'], condition: ['#fff6e0', '#e6a23c'], io: ['#eef5ff', '#3eaf7c'] },
    dark: { line: '#4fc08d', start: ['#16322a', '#4fc08d'], operation: ['#161c24', '#4fc08d'], condition: ['#3a2f14', '#e6a23c'], io: ['#15263d', '#4fc08d'] },
  },
  // Blue outlines, soft blue ends.
  ant: {
    light: { line: '#1677ff', start: ['#e6f4ff', '#1677ff'], operation: ['#ffffff', '#1677ff'], condition: ['#fff7e6', '#fa8c16'], io: ['#f6ffed', '#52c41a'] },
    dark: { line: '#3c89e8', start: ['#111d2c', '#3c89e8'], operation: ['#141a22', '#3c89e8'], condition: ['#2b2111', '#d87a16'], io: ['#162312', '#49aa19'] },
  },
  // One pastel colour per kind of symbol.
  pie: {
    light: { line: '#8c8c9c', start: ['#fde2e4', '#e5989b'], operation: ['#dbeafe', '#7aa6e0'], condition: ['#fff1c2', '#e0b84a'], io: ['#dcf5e3', '#6cbf84'] },
    dark: { line: '#8a8fa3', start: ['#46262b', '#e5989b'], operation: ['#1f2f47', '#7aa6e0'], condition: ['#40361a', '#e0b84a'], io: ['#1d3a28', '#6cbf84'] },
  },
};

/** Symbol type of flowchart.js → role in a palette. */
const ROLES: Record<string, Role> = { start: 'start', end: 'start', operation: 'operation', subroutine: 'operation', parallel: 'operation', condition: 'condition', inputoutput: 'io' };

/** Small screens get a smaller chart. */
export function scaleFor(windowWidth: number): number {
  if (windowWidth < 419) return 0.8;
  if (windowWidth > 1280) return 1;
  return 0.9;
}

/**
 * flowchart.ts 3.0.1 copies its defaults over the options it is given, so chart-wide colours and
 * widths would be lost (lines and labels read only those). Read-only properties keep ours.
 */
function kept<T extends object>(options: T): T {
  const out = {} as T;
  for (const [key, value] of Object.entries(options)) Object.defineProperty(out, key, { get: () => value, set: () => undefined, enumerable: true });
  return out;
}

const draw: DrawFn = async (target, code, { dark, container }) => {
  const { parse } = await import('flowchart.ts');
  const palette = (PRESETS[container.dataset.preset ?? ''] ?? PRESETS.vue)[dark ? 'dark' : 'light'];
  const css = getComputedStyle(document.documentElement);
  const symbols = Object.fromEntries(Object.entries(ROLES).map(([type, role]) => [type, { fill: palette[role][0], 'element-color': palette[role][1] }]));
  const chart = parse(code);
  if (!chart.start) throw new Error('The flowchart has no start symbol (e.g. "st=>start: Start").');
  chart.draw(
    target,
    kept({
      'line-width': 2,
      'font-size': 14,
      'font-family': css.getPropertyValue('--font-sans').trim() || 'sans-serif',
      'font-color': css.getPropertyValue('--text').trim() || (dark ? '#e6edf3' : '#24292f'),
      'line-color': palette.line,
      'element-color': palette.line,
      symbols,
    }),
  );
  // The SVG's viewBox is the drawing's own size: its width and height scale it, so a resize
  // needs no new drawing.
  const svg = target.querySelector('svg');
  const fit = () => {
    if (!svg) return;
    const scale = scaleFor(window.innerWidth);
    svg.setAttribute('width', String(svg.viewBox.baseVal.width * scale));
    svg.setAttribute('height', String(svg.viewBox.baseVal.height * scale));
  };
  fit();
  return { resize: fit, dispose: () => chart.clean() };
};

export const mount: WidgetModule['mount'] = (elements, ctx) => mountDiagrams(elements, ctx, 'flowchart', draw);
