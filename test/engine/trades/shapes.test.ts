/**
 * Every Trades state and deck record of a game is built one way (shape.ts),
 * so V8 gives each one hidden class and the rules' hot code is optimised
 * once; built by spreads they came in 15 state classes and 7 deck classes in
 * 150 simulated games. Hidden classes are V8's: the test asks V8 itself,
 * through its natives syntax (allowed here only, in this test's thread).
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { TradesState } from '../../../src/engine/trades/types';
import { randomTradesGame } from './random-game';

setFlagsFromString('--allow-natives-syntax');
// V8's natives syntax parses only in code made at run time.
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;

/** How many hidden classes the objects come in. */
function classes(objects: readonly object[]): number {
  const seen: object[] = [];
  for (const o of objects) if (!seen.some((s) => sameMap(s, o))) seen.push(o);
  return seen.length;
}

describe('Trades objects keep one hidden class each', () => {
  it('states and decks of 12 random games', () => {
    const states: TradesState[] = [];
    for (let g = 0; g < 12; g++) states.push(...randomTradesGame({ seed: `shapes-${g}`, steps: 60, keepStates: true }).states);
    expect(states.length).toBeGreaterThan(300);
    expect(classes(states)).toBe(1);
    expect(classes(states.map((s) => s.deck))).toBe(1);
  });
});
