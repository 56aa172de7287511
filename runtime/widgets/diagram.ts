/**
 * The life cycle shared by the drawn widgets (mermaid, echarts, flowchart). Each placeholder is
 * drawn once it has come into view and a short delay has passed; it is drawn again when the
 * colour mode changes, adapts to window resizes, and lets go of everything when the page is left.
 * A widget supplies only its `draw` function.
 *
 * The container keeps `role="img"` and its `aria-label`; what is drawn inside is hidden from
 * assistive technology. `data-state` tells styles (and tests) where it stands:
 * `loading` → `ready`, or `error` with the message shown as text.
 */
import type { WidgetContext } from './index.ts';

/** The first drawing starts this long after the element came into view (product constant). */
export const FIRST_DRAW_DELAY_MS = 800;
/** Window resizes are handled once they have paused this long. */
export const RESIZE_DEBOUNCE_MS = 100;

/** What a widget leaves behind after drawing: hooks for resizes and for release. */
export interface Drawing {
  /** The window was resized (the drawing is otherwise left as it is). */
  resize?(): void;
  /** Releases the library's instance (chart, paper …). */
  dispose?(): void;
}

/**
 * Draws `code` into `target`, an empty element already in `container` (whose data attributes
 * the widget may read). Throws on bad input.
 */
export type DrawFn = (target: HTMLElement, code: string, env: { dark: boolean; container: HTMLElement }) => Promise<Drawing | void>;

interface State {
  /** Counts the drawings started; a drawing that is no longer the latest is discarded. */
  run: number;
  /** Whether the first drawing has started (later ones follow colour mode changes). */
  started: boolean;
  drawing?: Drawing;
}

export function isDark(): boolean {
  return document.documentElement.dataset.theme === 'dark';
}

let errorIds = 0;

/** Mounts the elements of one widget kind; `name` labels its console errors. */
export function mountDiagrams(elements: HTMLElement[], ctx: WidgetContext, name: string, draw: DrawFn): void {
  const { signal } = ctx;
  if (signal.aborted) return;
  const states = new Map<HTMLElement, State>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const render = async (el: HTMLElement, st: State) => {
    const run = ++st.run;
    st.started = true;
    el.dataset.state = 'loading';
    // Hold the current height (placeholder or old drawing) until the new one is in: no jump.
    if (el.offsetHeight) el.style.minHeight = `${el.offsetHeight}px`;
    st.drawing?.dispose?.();
    st.drawing = undefined;
    // The new drawing is made beside the old one, which stays in view until it is replaced.
    const surface = document.createElement('div');
    surface.className = 'diagram-surface';
    surface.setAttribute('aria-hidden', 'true');
    el.append(surface);
    try {
      const drawing = await draw(surface, decodeURIComponent(el.dataset.code ?? ''), { dark: isDark(), container: el });
      if (run !== st.run) {
        // Superseded by a newer drawing, or the page was left meanwhile.
        drawing?.dispose?.();
        return surface.remove();
      }
      st.drawing = drawing ?? undefined;
      el.removeAttribute('aria-describedby');
      el.replaceChildren(surface);
      hideDrawn(surface);
      el.dataset.state = 'ready';
    } catch (err) {
      if (run !== st.run) return surface.remove();
      console.error(`${name}: drawing failed`, err);
      const message = document.createElement('p');
      message.className = 'diagram-error';
      message.id = `diagram-error-${++errorIds}`;
      message.textContent = err instanceof Error ? err.message : String(err);
      el.replaceChildren(message);
      el.setAttribute('aria-describedby', message.id); // the image keeps its name; the error describes it
      el.dataset.state = 'error';
    } finally {
      if (run === st.run) el.style.minHeight = '';
    }
  };

  /** First view: wait, then draw. */
  const onView = (el: HTMLElement) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void render(el, states.get(el)!);
    }, FIRST_DRAW_DELAY_MS);
    timers.add(timer);
  };
  const io =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            io!.unobserve(entry.target);
            onView(entry.target as HTMLElement);
          }
        })
      : undefined;
  for (const el of elements) {
    states.set(el, { run: 0, started: false });
    el.dataset.state = 'loading';
    if (io) io.observe(el);
    else onView(el);
  }

  // Colour mode: draw again what has been drawn (a broken source stays broken: not retried).
  let dark = isDark();
  const themeObserver = new MutationObserver(() => {
    if (isDark() === dark) return;
    dark = isDark();
    for (const [el, st] of states) if (st.started && el.dataset.state !== 'error') void render(el, st);
  });
  themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });

  // Window size: each drawing adapts in place.
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'resize',
    () => {
      clearTimeout(resizeTimer);
      resizeTimer = setTimeout(() => {
        for (const [el, st] of states) {
          st.drawing?.resize?.();
          hideDrawn(el);
        }
      }, RESIZE_DEBOUNCE_MS);
    },
    { signal },
  );

  signal.addEventListener(
    'abort',
    () => {
      io?.disconnect();
      themeObserver.disconnect();
      clearTimeout(resizeTimer);
      timers.forEach(clearTimeout);
      for (const st of states.values()) {
        st.run++; // a drawing still under way is discarded when it ends
        st.drawing?.dispose?.();
        st.drawing = undefined;
      }
    },
    { once: true },
  );
}

/** The container names the image: the drawn SVG or canvas itself is hidden. */
function hideDrawn(root: HTMLElement): void {
  root.querySelectorAll('svg:not(svg svg), canvas').forEach((node) => node.setAttribute('aria-hidden', 'true'));
}
