/** Behaviour constants, with units in their names (SPEC §9). */
export const MOBILE_BREAKPOINT_PX = 719;
export const DESKTOP_BREAKPOINT_PX = 1440;
export const BACK_TO_TOP_MIN_SCROLL_PX = 100;
export const COLOR_MODE_TRANSITION_MS = 400;
/** Links entering the viewport are prefetched once the browser is idle. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
/** Server-sent events path of the watch server. */
export const DEV_EVENTS_PATH = '/__docs-cli/events';
/** Copy buttons of code blocks appear this long after the page is ready. */
export const COPY_BUTTON_DELAY_MS = 500;
/** How long a copy button says "Copied". */
export const COPY_FEEDBACK_MS = 2000;
/** Drawn widgets (diagrams, charts, flowcharts) wait this long after first coming into view. */
export const DIAGRAM_RENDER_DELAY_MS = 800;
/** Resize handling of drawn widgets is debounced by this much. */
export const RESIZE_DEBOUNCE_MS = 100;
