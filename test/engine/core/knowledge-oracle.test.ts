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
