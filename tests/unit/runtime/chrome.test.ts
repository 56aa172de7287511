import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { NAVBAR_SHOWN, nextNavbarScroll, throttle, type NavbarScroll } from '../../../runtime/chrome/navbar-hide.ts';
import { clampProgress, PROGRESS_CEILING, trickle } from '../../../runtime/chrome/progress.ts';
import { swipeAction } from '../../../runtime/chrome/swipe.ts';

const scrollThrough = (ys: number[]) => {
  let s: NavbarScroll = NAVBAR_SHOWN;
  return ys.map((y) => (s = nextNavbarScroll(s, y)).hidden);
};

describe('navbar auto-hide', () => {
  test('hides once past 58 px and more than 200 px down', () => {
    assert.deepEqual(scrollThrough([100, 200, 201]), [false, false, true]);
  });

  test('stays while the downward run is 200 px or less, however far down the page', () => {
    assert.deepEqual(scrollThrough([1000, 900, 1000, 1100]), [true, false, false, false]);
  });

  test('never hides within the first 58 px, and shows again there', () => {
    assert.deepEqual(scrollThrough([58, 40, 500, 50]), [false, false, true, false]);
  });

  test('scrolling up shows it and starts a new run', () => {
    assert.deepEqual(scrollThrough([600, 590, 780, 800]), [true, false, false, true]);
  });
});

describe('throttle', () => {
  test('runs at once, then at most once per period with the last call', async () => {
    let calls = 0;
    const t = throttle(() => calls++, 50);
    t.run();
    t.run();
    t.run();
    assert.equal(calls, 1);
    await new Promise((r) => setTimeout(r, 80));
    assert.equal(calls, 2, 'the trailing call');
    t.cancel();
  });
});

describe('swipe', () => {
  test('right from within 80 px of the edge opens', () => {
    assert.equal(swipeAction({ x: 80, y: 100 }, { x: 130, y: 110 }), 'open');
    assert.equal(swipeAction({ x: 81, y: 100 }, { x: 200, y: 100 }), undefined);
  });

  test('left anywhere closes', () => {
    assert.equal(swipeAction({ x: 300, y: 100 }, { x: 250, y: 100 }), 'close');
  });

  test('needs more than 40 px across and more than 1.5 times the vertical movement', () => {
    assert.equal(swipeAction({ x: 10, y: 100 }, { x: 50, y: 100 }), undefined, 'exactly 40 px');
    assert.equal(swipeAction({ x: 10, y: 100 }, { x: 70, y: 140 }), undefined, '60 across, 40 down: exactly 1.5 times');
    assert.equal(swipeAction({ x: 10, y: 100 }, { x: 71, y: 140 }), 'open');
  });
});

describe('progress', () => {
  test('starts at 0.08 and creeps by 0.02 without completing', () => {
    assert.equal(clampProgress(0), 0.08);
    assert.equal(trickle(0.08), 0.1);
    let n = 0.08;
    for (let i = 0; i < 100; i++) n = trickle(n);
    assert.equal(n, PROGRESS_CEILING);
  });
});
