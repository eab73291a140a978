/**
 * The bots' fast scoring paths (issue 14) give exactly what the plain search
 * gives: the numbers-only best score equals bestGrouping's score and a
 * brute-force count on random hands (one and two decks, wilds included), and
 * a remembered grouping equals a fresh one, asked once and asked again.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardDomain, cardValue, techDeckCodes, type Domain } from '../../../src/engine/core/cards';
import { bestScoreOf } from '../../../src/engine/tech-exchange/score-only';
import { bestGroupingCached, bestScore } from '../../../src/engine/tech-exchange/scoring-cache';
import { bestGrouping, type StackSizes } from '../../../src/engine/tech-exchange/scoring';

/** Every arrangement of groups (at most one flush), every domain pick: no cleverness. */
function brute(hand: readonly string[], st: StackSizes): number {
  const rec = (cards: readonly string[], flushUsed: boolean): number => {
    if (cards.length === 0) return 0;
    const [first, ...rest] = cards as [string, ...string[]];
    let best = rec(rest, flushUsed);
    for (let mask = 0; mask < 1 << rest.length; mask++) {
      const members = [first, ...rest.filter((_, i) => mask & (1 << i))];
      if ((members.length !== 3 && members.length !== 4) || members.includes('wild')) continue;
      const others = rest.filter((_, i) => !(mask & (1 << i)));
      const sameValue = new Set(members.map(cardValue)).size === 1;
      const sameDomain = new Set(members.map(cardDomain)).size === 1;
      for (const d of new Set(members.map(cardDomain) as Domain[])) {
        const points = st[d] * members.length;
        if (sameValue) best = Math.max(best, points + rec(others, flushUsed));
        if (sameDomain && !flushUsed) best = Math.max(best, points + rec(others, true));
      }
    }
    return best;
  };
  return rec(hand, false);
}

const twoDecks = [...techDeckCodes(), ...techDeckCodes()];
const crowded = [...twoDecks.filter((c) => [7, 8, 9].includes(cardValue(c) ?? 0)), 'wild', 'wild', '2kn', '3kn', '4kn'];
const handArb = (max: number) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.shuffledSubarray(twoDecks, { minLength: 0, maxLength: max }) },
    { weight: 4, arbitrary: fc.shuffledSubarray(crowded, { minLength: 0, maxLength: max }) },
  );
const stacksArb = fc.record({ kn: fc.nat(12), sc: fc.nat(12), te: fc.nat(12), se: fc.nat(12) });

describe('Tech Exchange fast scoring', () => {
  it('the numbers-only score equals bestGrouping and the brute force', () => {
    fc.assert(
      fc.property(handArb(10), stacksArb, (hand, st) => {
        const plain = bestGrouping(hand, st).score;
        expect(bestScoreOf(hand, st)).toBe(plain);
        expect(bestScore(hand, st)).toBe(plain);
        expect(bestScore(hand, st)).toBe(plain); // remembered
        if (hand.length <= 9) expect(plain).toBe(brute(hand, st));
      }),
      { numRuns: 300 },
    );
  });

  it('a remembered grouping equals a fresh one, with and without keep', () => {
    fc.assert(
      fc.property(handArb(10), stacksArb, fc.option(fc.nat(10), { nil: undefined }), (hand, st, keep) => {
        const fresh = bestGrouping(hand, st, keep);
        expect(bestGroupingCached(hand, st, keep)).toEqual(fresh);
        expect(bestGroupingCached(hand, st, keep)).toEqual(fresh);
      }),
      { numRuns: 300 },
    );
  });

  it('the same cards in another order have one score, but the grouping follows the order', () => {
    const hand = ['7kn', '7sc', '7te', '2kn', '3kn', '4kn'];
    const st: StackSizes = { kn: 5, sc: 2, te: 3, se: 1 };
    expect(bestScore(hand, st)).toBe(bestScore(hand.slice().reverse(), st));
    expect(bestGroupingCached(hand.slice().reverse(), st)).toEqual(bestGrouping(hand.slice().reverse(), st));
    expect(bestGroupingCached(hand, st)).toEqual(bestGrouping(hand, st));
  });
});
