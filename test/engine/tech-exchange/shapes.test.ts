/**
 * Every Tech Exchange state, stacks record and statistics record of a game
 * is built one way (shape.ts), so V8 gives each one hidden class and the
 * rules' hot code is optimised once; built by spreads they came in 8 state,
 * 6 stacks and 18 statistics classes in 150 simulated games. The games are
 * the simulator's random bots replayed by the match pipeline's fold.
 * Hidden classes are V8's: the test asks V8 itself, through its natives
 * syntax (test/engine/core/hidden-classes.ts).
 */
import { describe, expect, it } from 'vitest';
import type { TechExchangeState } from '../../../src/engine/tech-exchange/types';
import { hiddenClasses, simulatedStates } from '../core/hidden-classes';

describe('Tech Exchange objects keep one hidden class each', () => {
  it('states, stacks and statistics of 30 games of random bots', () => {
    // The simulation's states are Tech Exchange states: the request named the game.
    const all = simulatedStates('tech-exchange', 30) as TechExchangeState[];
    expect(all.length).toBeGreaterThan(1000);
    expect(hiddenClasses(all)).toBe(1);
    expect(hiddenClasses(all.map((s) => s.stacks))).toBe(1);
    expect(hiddenClasses(all.map((s) => s.stats))).toBe(1);
  });
});
