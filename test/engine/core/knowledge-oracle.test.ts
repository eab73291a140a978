/**
 * Core card knowledge against the brute-force oracle (knowledge-worlds.ts,
 * driven by knowledge-oracle-run.ts): small decks (one and two copies of a
 * code), three or four places, random sequences of namings, named and
 * unnamed moves, tags, relocations, shuffles and exact entries. After every
 * step, for every code and place, "may the code be there" and "can the place
 * hold it" agree with the set of every consistent table, and so do an exact
 * entry for a place (one drawn from a consistent table, one perturbed) and
 * the codes of each tagged card: nothing impossible is accepted, nothing
 * possible refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deck, run, stepOf } from './knowledge-oracle-run';

describe('core knowledge against every consistent table (oracle)', () => {
  it('never refuses what some consistent table allows, over every kind of step', () => {
    fc.assert(
      fc.property(deck, fc.array(stepOf(), { minLength: 1, maxLength: 12 }), (d, steps) => {
        expect(run(d, steps, 'sound')).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('shuffles a place whose first bin is a tagged card into an empty one (a counterexample it found)', () => {
    // Two cards went to cy unnamed, one tagged; cy shuffled into the empty deck left them in cy's merged bin.
    const d = { copies: [1, 1, 1], places: 4, split: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0] };
    const steps = [
      { kind: 'unnamed', a: 0, b: 3, n: 2, codes: [0], pick: 1 },
      { kind: 'shuffle', a: 3, b: 0, n: 1, codes: [0], pick: 0 },
      { kind: 'name', a: 0, b: 0, n: 1, codes: [0], pick: 0 },
    ] as const;
    expect(run(d, steps, 'exact')).toBeNull();
  });

  it('answers exactly as every consistent table does, without unnamed moves', () => {
    const kinds = ['name', 'named', 'relocate', 'shuffle', 'exact'] as const;
    fc.assert(
      fc.property(deck, fc.array(stepOf(kinds), { minLength: 1, maxLength: 12 }), (d, steps) => {
        expect(run(d, steps, 'exact')).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});
