import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TYPING_CHAR_MS, TYPING_PAUSE_MS, TYPING_STILL_MS } from '../../../runtime/constants.ts';
import { initialTyping, nextTyping, shouldAnimate, typingFrames, typingHoldMs, typingText } from '../../../theme/layouts/typing.ts';

describe('portfolio title typing', () => {
  test('the timing is the spec\'s: 150 ms per character, 1 s pause', () => {
    assert.equal(TYPING_CHAR_MS, 150);
    assert.equal(TYPING_PAUSE_MS, 1000);
  });

  test('it starts on the first title in full, as the server renders it', () => {
    const titles = ['Writer', 'Go'];
    const state = initialTyping(titles);
    assert.equal(typingText(titles, state), 'Writer');
    assert.equal(typingHoldMs(titles, state), TYPING_PAUSE_MS);
  });

  test('one full cycle: erase, type the next, pause on each whole title, back to the first', () => {
    assert.deepEqual(typingFrames(['ab', 'c']), [
      { text: 'ab', holdMs: 1000 },
      { text: 'a', holdMs: 150 },
      { text: '', holdMs: 150 },
      { text: 'c', holdMs: 1000 },
      { text: '', holdMs: 150 },
      { text: 'a', holdMs: 150 },
    ]);
  });

  test('while typing, each frame is one character longer than the one before and lasts TYPING_CHAR_MS', () => {
    const frames = typingFrames(['Writer', 'Tinkerer', 'Go']);
    const start = frames.findIndex((f) => f.text === 'T');
    const typed = frames.slice(start, frames.findIndex((f) => f.text === 'Tinkerer') + 1);
    assert.deepEqual(typed.map((f) => f.text), ['T', 'Ti', 'Tin', 'Tink', 'Tinke', 'Tinker', 'Tinkere', 'Tinkerer']);
    assert.ok(typed.slice(0, -1).every((f) => f.holdMs === TYPING_CHAR_MS));
    assert.equal(typed.at(-1)!.holdMs, TYPING_PAUSE_MS, 'a whole title pauses');
  });

  test('the cycle visits every title in full, in order, and comes back to the first', () => {
    const titles = ['one', 'two', 'three'];
    const whole = typingFrames(titles).filter((f) => titles.includes(f.text)).map((f) => f.text);
    assert.deepEqual(whole, titles);
    let state = initialTyping(titles);
    const steps = typingFrames(titles).length;
    for (let i = 0; i < steps; i++) state = nextTyping(titles, state);
    assert.deepEqual(state, initialTyping(titles));
  });

  test('characters are whole code points: no emoji or rare CJK character is cut in half', () => {
    const titles = ['开发者😀', '𠮷野家'];
    for (const frame of typingFrames(titles)) {
      assert.ok(!/[\uD800-\uDBFF]$/.test(frame.text), `"${frame.text}" ends in half a character`);
    }
    assert.ok(typingFrames(titles).some((f) => f.text === '开发者😀'));
    assert.ok(typingFrames(titles).some((f) => f.text === '𠮷'));
  });

  test('with reduced motion, whole titles take turns every TYPING_STILL_MS', () => {
    assert.deepEqual(typingFrames(['ab', 'c', 'def'], true), [
      { text: 'ab', holdMs: TYPING_STILL_MS },
      { text: 'c', holdMs: TYPING_STILL_MS },
      { text: 'def', holdMs: TYPING_STILL_MS },
    ]);
  });

  test('a single title or none does not animate', () => {
    assert.equal(shouldAnimate(['only']), false);
    assert.equal(shouldAnimate([]), false);
    assert.equal(shouldAnimate(['a', 'b']), true);
    assert.deepEqual(typingFrames(['only']), [{ text: 'only', holdMs: Infinity }]);
    assert.deepEqual(typingFrames([]), []);
    assert.equal(typingText([], initialTyping([])), '');
  });

  test('an empty title in the list does not stall the cycle', () => {
    const frames = typingFrames(['', 'ab']);
    assert.ok(frames.length < 20);
    assert.ok(frames.some((f) => f.text === 'ab'));
  });
});
