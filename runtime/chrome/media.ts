/** The layout breakpoints as live queries (SPEC §9: mobile up to 719 px). */
import { MOBILE_BREAKPOINT_PX } from '../constants.ts';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Calls `on` with whether the viewport is mobile now and whenever that changes. Returns a stop function. */
export function watchMobile(on: (mobile: boolean) => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  const listener = () => on(query.matches);
  listener();
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
