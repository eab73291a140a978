/**
 * Every Trades state and deck record of a game is built one way (shape.ts),
 * so V8 gives each one hidden class and the rules' hot code is optimised
 * once; built by spreads they came in 15 state classes and 7 deck classes in
 * 150 simulated games. Hidden classes are V8's: the test asks V8 itself,
 * through its natives syntax (test/engine/core/hidden-classes.ts).
 */
import { describe, expect, it } from 'vitest';
import { hiddenClasses } from '../core/hidden-classes';
import type { TradesState } from '../../../src/engine/trades/types';
import { randomTradesGame } from './random-game';

describe('Trades objects keep one hidden class each', () => {
  it('states and decks of 12 random games', () => {
    const states: TradesState[] = [];
    for (let g = 0; g < 12; g++) states.push(...randomTradesGame({ seed: `shapes-${g}`, steps: 60, keepStates: true }).states);
    expect(states.length).toBeGreaterThan(300);
    expect(hiddenClasses(states)).toBe(1);
    expect(hiddenClasses(states.map((s) => s.deck))).toBe(1);
  });
});
