/**
 * The portfolio's rotating titles as a pure state machine (SPEC §4 "Portfolio titles"): a title is
 * typed one character per TYPING_CHAR_MS, stays whole for TYPING_PAUSE_MS, is erased at the same
 * pace, then the next one is typed; after the last comes the first again. The page starts on the
 * first title in full (that is what the server renders), so the first thing that moves is its
 * erasing. With reduced motion, whole titles simply take turns every TYPING_STILL_MS.
 */
import { TYPING_CHAR_MS, TYPING_PAUSE_MS, TYPING_STILL_MS } from '../../runtime/constants.ts';

/** Where the animation is: which title, how many of its characters show, and which way it goes. */
export interface TypingState {
  index: number;
  chars: number;
  isErasing: boolean;
}

/** One shown text and how long it stays (ms) before the next frame. */
export interface TypingFrame {
  text: string;
  holdMs: number;
}

/** Characters as the reader sees them (code points, so no emoji or rare CJK character is cut in two). */
function charsOf(title: string): string[] {
  return Array.from(title);
}

/** The first state: the first title in full, exactly as the server renders it. */
export function initialTyping(titles: readonly string[]): TypingState {
  return { index: 0, chars: titles.length ? charsOf(titles[0]).length : 0, isErasing: false };
}

/** The text a state shows. */
export function typingText(titles: readonly string[], state: TypingState): string {
  const title = titles[state.index] ?? '';
  return charsOf(title).slice(0, state.chars).join('');
}

/** Whether the titles animate at all: a single title (or none) just stays. */
export function shouldAnimate(titles: readonly string[]): boolean {
  return titles.length > 1;
}

/** How long (ms) a state stays on screen before `nextTyping`. */
export function typingHoldMs(titles: readonly string[], state: TypingState, isReducedMotion = false): number {
  if (isReducedMotion) return TYPING_STILL_MS;
  const full = charsOf(titles[state.index] ?? '').length;
  return !state.isErasing && state.chars === full ? TYPING_PAUSE_MS : TYPING_CHAR_MS;
}

/** The state after `state`. */
export function nextTyping(titles: readonly string[], state: TypingState, isReducedMotion = false): TypingState {
  if (!titles.length) return state;
  const following = (state.index + 1) % titles.length;
  if (isReducedMotion) return { index: following, chars: charsOf(titles[following]).length, isErasing: false };
  const full = charsOf(titles[state.index]).length;
  if (state.isErasing) {
    // Erased down to nothing: the next title starts typing from its first character.
    if (state.chars > 0) return { ...state, chars: state.chars - 1 };
    return { index: following, chars: Math.min(1, charsOf(titles[following]).length), isErasing: false };
  }
  if (state.chars < full) return { ...state, chars: state.chars + 1 };
  return { ...state, chars: Math.max(full - 1, 0), isErasing: true };
}

/** Far more frames than any sensible list of titles needs: a guard, not a limit anyone meets. */
const MAX_FRAMES = 100_000;

/** Every frame of one full cycle, from the first title in full until just before it shows in full again. */
export function typingFrames(titles: readonly string[], isReducedMotion = false): TypingFrame[] {
  const frames: TypingFrame[] = [];
  if (!shouldAnimate(titles)) return titles.length ? [{ text: titles[0], holdMs: Infinity }] : [];
  const start = initialTyping(titles);
  let state = start;
  do {
    frames.push({ text: typingText(titles, state), holdMs: typingHoldMs(titles, state, isReducedMotion) });
    state = nextTyping(titles, state, isReducedMotion);
  } while (!(state.index === start.index && state.chars === start.chars && state.isErasing === start.isErasing) && frames.length < MAX_FRAMES);
  return frames;
}
