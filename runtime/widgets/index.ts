/**
 * Content widgets. Each is a module loaded on demand and mounted on the elements of the page
 * body it owns, so a page pays only for the widgets it uses. The build writes the placeholders;
 * this registry says which selector belongs to which module.
 *
 * A widget's `mount` receives every matching element of the body and a context whose `signal`
 * aborts when the reader leaves the page: listeners, observers and library instances are
 * released then.
 */
import type { SiteData } from '../protocol.ts';

export interface WidgetContext {
  /** Language of the page, e.g. `en-US`. */
  lang: string;
  /** Site-wide data (base path, API endpoints …). */
  site: SiteData;
  /** Aborts when the page is left. */
  signal: AbortSignal;
}

export interface WidgetModule {
  mount(elements: HTMLElement[], ctx: WidgetContext): void | Promise<void>;
}

interface Entry {
  selector: string;
  load: () => Promise<WidgetModule>;
}

/** Every widget: name → the elements it owns and its module. */
export const WIDGETS: Record<string, Entry> = {
  code: { selector: 'figure.code-block', load: () => import('./code.ts') },
  tabs: { selector: '[data-widget="tabs"]', load: () => import('./tabs.ts') },
  mermaid: { selector: '[data-widget="mermaid"]', load: () => import('./mermaid.ts') },
  echarts: { selector: '[data-widget="echarts"]', load: () => import('./echarts.ts') },
  flowchart: { selector: '[data-widget="flowchart"]', load: () => import('./flowchart.ts') },
  artplayer: { selector: '[data-widget="artplayer"]', load: () => import('./artplayer.ts') },
  bilibili: { selector: '[data-widget="bilibili"]', load: () => import('./bilibili.ts') },
  viewer: { selector: 'img:not(.no-view)', load: () => import('./viewer.ts') },
  'api-selector': { selector: '[data-widget="api-selector"]', load: () => import('./api-selector.ts') },
  'token-tool': { selector: '[data-widget="token-tool"]', load: () => import('./token-tools/index.ts') },
};

/** Mounts the widgets of a page body; returns the controller that releases them. */
export function mountWidgets(root: HTMLElement, ctx: Omit<WidgetContext, 'signal'>): AbortController {
  const controller = new AbortController();
  for (const [name, entry] of Object.entries(WIDGETS)) {
    const elements = [...root.querySelectorAll<HTMLElement>(entry.selector)];
    if (!elements.length) continue;
    entry
      .load()
      .then((mod) => {
        if (!controller.signal.aborted) return mod.mount(elements, { ...ctx, signal: controller.signal });
      })
      .catch((err: unknown) => console.error(`widget "${name}" failed`, err));
  }
  return controller;
}
