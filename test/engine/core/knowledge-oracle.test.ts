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
import { deck, run, stepOf, type Mode, type Step } from './knowledge-oracle-run';

/** Runs of the exact property over every kind of step (KNOWLEDGE_ORACLE_RUNS=2000 to hunt for counterexamples). */
const RUNS = Number(process.env.KNOWLEDGE_ORACLE_RUNS ?? 100);

/** Random sequences of steps of these kinds (all by default): the core answers as `mode` asks, on every one. */
function agrees(mode: Mode, numRuns: number, kinds?: readonly Step['kind'][]): void {
  fc.assert(
    fc.property(deck, fc.array(stepOf(kinds), { minLength: 1, maxLength: 12 }), (d, steps) => {
      expect(run(d, steps, mode)).toBeNull();
    }),
    { numRuns },
  );
}

describe('core knowledge against every consistent table (oracle)', () => {
  it('never refuses what some consistent table allows, over every kind of step', () => {
    agrees('sound', 100);
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

  it('keeps the count of each bin when a card is named in a place of several bins (a counterexample it found)', () => {
    // deck 4 cards, bo 2; c0..c4 with two copies of c3. Naming c0 and c4 in the deck, one unnamed card to bo and
    // c1 named in bo: the deck cannot then be exactly c2, c3, c3 (c1 came from the deck or was bo's, not both).
    const d = { copies: [1, 1, 1, 2, 1], places: 3, split: [0, 0, 0, 0, 2, 2, 0, 0, 0, 0] };
    const steps = [
      { kind: 'name', a: 0, b: 0, n: 1, codes: [0, 4], pick: 0 },
      { kind: 'unnamed', a: 0, b: 2, n: 1, codes: [0], pick: 0 },
      { kind: 'name', a: 2, b: 0, n: 1, codes: [1], pick: 0 },
      { kind: 'exact', a: 0, b: 0, n: 1, codes: [0], pick: 0 },
    ] as const;
    expect(run(d, steps, 'exact')).toBeNull();
  });

  it('lets a tag lapse when a card of its code is named out of its place and may be it (a counterexample it found)', () => {
    // Two unnamed cards to bo, one tagged; ann entered exactly as c0, c1, so both bo cards are c2. A c2 named out of bo
    // may be the tagged card: the tag cannot stay on the card left in bo, or moving the tagged card empties bo.
    const d = { copies: [1, 1, 2], places: 3, split: [0, 1, 1, 0, 0, 0, 0, 0, 0, 0] };
    const steps = [
      { kind: 'unnamed', a: 0, b: 2, n: 2, codes: [0], pick: 1 },
      { kind: 'exact', a: 1, b: 0, n: 1, codes: [0], pick: 1952281554 },
      { kind: 'named', a: 2, b: 0, n: 1, codes: [2], pick: 0 },
      { kind: 'tagged', a: 0, b: 0, n: 1, codes: [0], pick: 0 },
    ] as const;
    expect(run(d, steps, 'sound')).toBeNull();
  });

  it('answers exactly as every consistent table does, without unnamed moves', () => {
    const kinds = ['name', 'named', 'relocate', 'shuffle', 'exact'] as const;
    agrees('exact', 100, kinds);
  });

  it(
    'answers exactly as every consistent table does, over every kind of step (unnamed moves and tags included)',
    () => {
      agrees('exact', RUNS);
    },
    60_000 + RUNS * 1_000,
  );

  it('refuses a card the merged table accepts but no history allows, checked exactly (a counterexample it found)', () => {
    // With one table, an unnamed card from ann into the deck merges ann's and the deck's cards; c3 was never in ann
    // but the merged table lets it be. Found with the check turned off.
    const d = { copies: [1, 1, 2, 1, 1], places: 3, split: [0, 219085639, 1879048190, 338470726, 796673113, 0, 0, 0, 0, 0] };
    const steps = [
      { kind: 'exact', a: 273666814, b: 0, n: 1, codes: [0], pick: 94877211 },
      { kind: 'unnamed', a: 1372206766, b: 0, n: 1, codes: [0], pick: 0 },
      { kind: 'name', a: 0, b: 0, n: 1, codes: [915188527], pick: 0 },
      { kind: 'name', a: 0, b: 0, n: 1, codes: [0], pick: 0 },
    ] as const;
    expect(run(d, steps, 'checked')).toBeNull();
    // The same steps with the tables alone (sound, as the statistics read logs) accept it: the check is what refuses.
    expect(run(d, steps, 'merged')).toMatch(/canName c3 in ann: core true, oracle false/);
  });

  it(
    'accepts and refuses exactly as every consistent table does with one table merged at every branch and the exact check on',
    () => {
      // Entries the merged tables get wrong are rarer than the exact model's corners: without the check, 4,000 runs
      // failed after 397 (the counterexample above); 800 runs take about 8 s.
      agrees('checked', Math.max(RUNS, 800));
    },
    60_000 + RUNS * 1_000,
  );
});
