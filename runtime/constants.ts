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
/** The navbar may hide once the page has scrolled past this… */
export const NAVBAR_HIDE_MIN_SCROLL_PX = 58;
/** …and the reader has scrolled down by more than this since last scrolling up. */
export const NAVBAR_HIDE_DISTANCE_PX = 200;
/** The navbar's scroll handler runs at most this often. */
export const NAVBAR_SCROLL_THROTTLE_MS = 300;
/** A swipe starts within this distance of the left edge to open the sidebar… */
export const SWIPE_EDGE_PX = 80;
/** …moves sideways by more than this… */
export const SWIPE_MIN_DISTANCE_PX = 40;
/** …and more than this many times its vertical movement. */
export const SWIPE_RATIO = 1.5;
/** Progress bar (nprogress-style): where it starts, its animation, and how it creeps while waiting. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED_MS = 200;
export const PROGRESS_TRICKLE_RATE = 0.02;
export const PROGRESS_TRICKLE_MS = 800;
/** Default delay before the loading spinner shows (themeOptions.loadingDelay). */
export const LOADING_DELAY_MS = 300;
/** Stroke widths of the loading spinner by size. */
export const SPINNER_STROKE = { small: 20, medium: 18, large: 16 } as const;
/** Window events around a client-side navigation: detail { path, visited } on start, { path } at the end. */
export const NAV_START_EVENT = 'docs:navstart';
export const NAV_END_EVENT = 'docs:navend';
/** Portfolio titles are typed (and erased) one character this often. SPEC §9 */
export const TYPING_CHAR_MS = 150;
/** A fully typed portfolio title stays this long before it is erased. SPEC §9 */
export const TYPING_PAUSE_MS = 1000;
/** With reduced motion, each whole portfolio title is shown this long before the next. */
export const TYPING_STILL_MS = 3000;
/** A search query runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;
/** How many recent searches are kept. */
export const SEARCH_RECENT_MAX = 5;
/** Pages listed for one query, and sections listed per page. */
export const SEARCH_MAX_PAGES = 10;
export const SEARCH_HITS_PER_PAGE = 4;
