import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { nextMode } from '../../../../theme/components/ColorModeButton.tsx';

describe('nextMode', () => {
  test('switch cycles light → dark → auto → light', () => {
    assert.equal(nextMode('light', 'switch'), 'dark');
    assert.equal(nextMode('dark', 'switch'), 'auto');
    assert.equal(nextMode('auto', 'switch'), 'light');
  });

  test('three switch clicks come back to the start', () => {
    let mode: 'light' | 'dark' | 'auto' = 'auto';
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) seen.push((mode = nextMode(mode, 'switch')));
    assert.deepEqual(seen, ['light', 'dark', 'auto']);
  });

  test('toggle alternates light and dark', () => {
    assert.equal(nextMode('light', 'toggle'), 'dark');
    assert.equal(nextMode('dark', 'toggle'), 'light');
  });

  test('toggle from auto goes to the opposite of what is on screen', () => {
    assert.equal(nextMode('auto', 'toggle', 'light'), 'dark');
    assert.equal(nextMode('auto', 'toggle', 'dark'), 'light');
  });
});
