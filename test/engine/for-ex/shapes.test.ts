/**
 * Every For-Ex state, turn phase, per-currency amount, queue and per-seat list
 * of a game is
 * built one way (shape.ts), so V8 gives each one hidden class: the rules'
 * hot code then meets one shape and is optimised once. Built by spreads they
 * came in 24 state classes and 15 turn-phase classes after 300 simulated
 * games, and the candidates' code was thrown out and recompiled over and
 * over (the simulator's worker threads spent as much CPU compiling as
 * playing). Hidden classes are V8's: the test asks V8 itself, through its
 * natives syntax (allowed here only, in this test's thread).
 */
import { describe, expect, it } from 'vitest';
import { hiddenClasses } from '../core/hidden-classes';
import type { ForExState } from '../../../src/engine/for-ex/types';
import { randomGame } from './random-game';

describe('For-Ex objects keep one hidden class each', () => {
  it('states, turn phases, per-currency amounts, queues and per-seat lists of 40 random games', () => {
    const states: ForExState[] = [];
    for (let g = 0; g < 40; g++) states.push(...randomGame(`shapes-${g}`).states);
    expect(states.length).toBeGreaterThan(400);
    const turns = states.map((s) => s.phase).filter((p) => p.kind === 'turn');
    expect(hiddenClasses(states)).toBe(1);
    expect(hiddenClasses(turns)).toBe(1);
    expect(hiddenClasses(states.flatMap((s) => [...s.money, ...s.certificates, s.supply, s.retired, s.removed]))).toBe(1);
    expect(hiddenClasses(states.map((s) => s.queue))).toBe(1);
    expect(hiddenClasses(states.flatMap((s) => [s.money, s.certificates]))).toBe(1);
  });
});
