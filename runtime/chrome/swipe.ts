/**
 * Touch swipes for the mobile sidebar: a swipe right that starts within 80 px of the left edge
 * opens it, a swipe left closes it. A swipe counts when it moves sideways by more than 40 px and
 * by more than 1.5 times its vertical movement (so scrolling the page is not a swipe).
 */
import { SWIPE_EDGE_PX, SWIPE_MIN_DISTANCE_PX, SWIPE_RATIO } from '../constants.ts';

export interface Point {
  x: number;
  y: number;
}

/** What a touch from `start` to `end` asks of the sidebar, if anything. */
export function swipeAction(start: Point, end: Point): 'open' | 'close' | undefined {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= SWIPE_RATIO * Math.abs(dy)) return undefined;
  if (dx > 0) return start.x <= SWIPE_EDGE_PX ? 'open' : undefined;
  return 'close';
}

/** Listens for one-finger swipes on the document. Returns a stop function. */
export function watchSwipes(on: (action: 'open' | 'close') => void): () => void {
  let start: Point | undefined;
  const onStart = (e: TouchEvent) => {
    start = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : undefined;
  };
  const onEnd = (e: TouchEvent) => {
    const touch = e.changedTouches[0];
    if (!start || !touch) return;
    const action = swipeAction(start, { x: touch.clientX, y: touch.clientY });
    start = undefined;
    if (action) on(action);
  };
  document.addEventListener('touchstart', onStart, { passive: true });
  document.addEventListener('touchend', onEnd, { passive: true });
  return () => {
    document.removeEventListener('touchstart', onStart);
    document.removeEventListener('touchend', onEnd);
  };
}
