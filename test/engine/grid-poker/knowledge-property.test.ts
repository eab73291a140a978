/**
 * Grid Poker's card knowledge against a brute-force model of every table
 * consistent with what was seen (worlds.ts, played by knowledge-run.ts):
 * small two-player games through the engine's offers, card names drawn from
 * a possible table, random corrections between any two places. A named card
 * (from a hand, the deck, the discard; a company; a revealed pair) is
 * accepted exactly when some consistent table has it there.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGame } from './knowledge-run';

describe('grid poker: card knowledge against every possible table (property)', () => {
  it('accepts a named card exactly where some consistent table has it, over random play with corrections', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { minLength: 64, maxLength: 64 }), (seed, picks) => {
        expect(runGame(seed, picks)).toBeNull();
      }),
      { numRuns: 10, endOnFailure: true },
    );
  });
});
