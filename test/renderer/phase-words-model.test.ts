/** The phase bar leaves out an expected line that only repeats the heading (it would be cut beside the clocks for nothing). */
import { expect, it } from 'vitest';
import { repeatsHeading } from '../../src/renderer/shell/phase-words';

it('an expected line whose every word is in the heading repeats it', () => {
  expect(repeatsHeading('Bo to move: check on b6', 'Bo (player 2) to move: check on b6 (120 s left)')).toBe(true);
  expect(repeatsHeading('Game over: Ann checkmates', 'Game over: Ann checkmates')).toBe(true);
  expect(repeatsHeading('Trading', 'Round 1 · trading phase 2 (trading)')).toBe(true);
  expect(repeatsHeading('ann to move', 'Ann (player 1) to move')).toBe(true);
});

it('an expected line that says more than the heading is kept', () => {
  expect(repeatsHeading('Bo to move: check on b6', 'Bo (player 2) to move (120 s left)')).toBe(false);
  expect(repeatsHeading('Ann to reveal the top card', 'Trading phase 1')).toBe(false);
  expect(repeatsHeading('', 'Trading phase 1')).toBe(true);
  expect(repeatsHeading('Ann to move', '')).toBe(false);
});
