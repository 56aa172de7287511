/**
 * The navigation progress bar's arithmetic (nprogress-style): it starts at 0.08, creeps by 0.02
 * every 800 ms while the page loads without ever reaching the end, then jumps to 1 and fades
 * within 200 ms.
 */
import { PROGRESS_MINIMUM, PROGRESS_TRICKLE_RATE } from '../constants.ts';

/** The most a waiting bar shows: it only completes when the page is there. */
export const PROGRESS_CEILING = 0.994;

/** Keeps a progress value within what the bar shows while loading. */
export function clampProgress(n: number): number {
  return Math.min(Math.max(n, PROGRESS_MINIMUM), PROGRESS_CEILING);
}

/** The value after one trickle step. */
export function trickle(n: number): number {
  return clampProgress(n + PROGRESS_TRICKLE_RATE);
}
