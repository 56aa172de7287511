/**
 * Mermaid diagrams. The library is imported on first use (its own chunks), configured for the
 * current colour mode before each drawing, and renders the source to an SVG string.
 */
import { mountDiagrams, type DrawFn } from './diagram.ts';
import type { WidgetModule } from './index.ts';

/** Render ids must be unique in the document: mermaid scopes the diagram's styles by them. */
let renders = 0;

const draw: DrawFn = async (target, code, { dark }) => {
  const { default: mermaid } = await import('mermaid');
  // Errors are thrown to the caller rather than drawn as an "error" diagram into the page.
  mermaid.initialize({ startOnLoad: false, theme: dark ? 'dark' : 'default', securityLevel: 'strict', suppressErrorRendering: true });
  const { svg, bindFunctions } = await mermaid.render(`mermaid-${++renders}`, code);
  target.innerHTML = svg;
  bindFunctions?.(target);
  // The SVG scales with its viewBox: nothing to do on resize.
};

export const mount: WidgetModule['mount'] = (elements, ctx) => mountDiagrams(elements, ctx, 'mermaid', draw);
