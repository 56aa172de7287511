/**
 * Navbar auto-hide: the navbar slides away once the page has scrolled past 58 px and the reader
 * has scrolled down by more than 200 px since last going up; scrolling up or reaching the top
 * brings it back. The scroll handler runs at most every 300 ms.
 */
import { NAVBAR_HIDE_DISTANCE_PX, NAVBAR_HIDE_MIN_SCROLL_PX, NAVBAR_SCROLL_THROTTLE_MS } from '../constants.ts';

export interface NavbarScroll {
  hidden: boolean;
  /** Scroll position at the last check. */
  lastY: number;
  /** Where the current downward run started. */
  startY: number;
}

export const NAVBAR_SHOWN: NavbarScroll = { hidden: false, lastY: 0, startY: 0 };

/** The navbar state after the page has scrolled to `y`. */
export function nextNavbarScroll(state: NavbarScroll, y: number): NavbarScroll {
  if (y <= NAVBAR_HIDE_MIN_SCROLL_PX) return { hidden: false, lastY: y, startY: y };
  if (y < state.lastY) return { hidden: false, lastY: y, startY: y };
  return { hidden: state.hidden || y - state.startY > NAVBAR_HIDE_DISTANCE_PX, lastY: y, startY: state.startY };
}

/** Calls `fn` at most once per `ms`, always with the latest call last (leading and trailing). */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else if (!timer) timer = setTimeout(fire, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** Follows window scrolling; `onChange` receives whether the navbar should hide. Returns a stop function. */
export function watchNavbarScroll(onChange: (hidden: boolean) => void): () => void {
  let state: NavbarScroll = { ...NAVBAR_SHOWN, lastY: window.scrollY, startY: window.scrollY };
  const check = throttle(() => {
    const next = nextNavbarScroll(state, window.scrollY);
    if (next.hidden !== state.hidden) onChange(next.hidden);
    state = next;
  }, NAVBAR_SCROLL_THROTTLE_MS);
  window.addEventListener('scroll', check.run, { passive: true });
  return () => {
    check.cancel();
    window.removeEventListener('scroll', check.run);
  };
}
