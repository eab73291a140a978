/** Tech Exchange scoring against the examples of the rules. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardDomain, cardValue, DOMAINS, techDeckCodes, type Domain } from '../../../src/engine/core/cards';
import { unwrap } from '../../../src/engine/core/result';
import { bestGrouping, checkGrouping, checkStacks, type StackSizes } from '../../../src/engine/tech-exchange/scoring';

const stacks = (kn: number, sc: number, te: number, se: number): StackSizes => ({ kn, sc, te, se });

/**
 * The oracle: every way to arrange the cards into groups (each card in at most
 * one group, triples and quadruples of one value, at most one flush of 3 or 4
 * of one domain), every domain pick of every group, no cleverness.
 */
function bruteBest(hand: readonly string[], st: StackSizes): number {
  const rec = (cards: readonly string[], flushUsed: boolean): number => {
    if (cards.length === 0) return 0;
    const [first, ...rest] = cards as [string, ...string[]];
    let best = rec(rest, flushUsed);
    const n = rest.length;
    for (let mask = 0; mask < 1 << n; mask++) {
      const size = 1 + popcount(mask);
      if (size !== 3 && size !== 4) continue;
      const members = [first, ...rest.filter((_, i) => mask & (1 << i))];
      const others = rest.filter((_, i) => !(mask & (1 << i)));
      if (members.some((c) => c === 'wild')) continue;
      const sameValue = new Set(members.map(cardValue)).size === 1;
      const sameDomain = new Set(members.map(cardDomain)).size === 1;
      for (const d of new Set(members.map(cardDomain) as Domain[])) {
        const points = st[d] * size;
        if (sameValue) best = Math.max(best, points + rec(others, flushUsed));
        if (sameDomain && !flushUsed) best = Math.max(best, points + rec(others, true));
      }
    }
    return best;
  };
  return rec(hand, false);
}

function popcount(x: number): number {
  let n = 0;
  for (let y = x; y; y &= y - 1) n++;
  return n;
}

function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

const twoDecks = [...techDeckCodes(), ...techDeckCodes()];
// Hands from two whole decks rarely hold groups, so most hands come from a few values (still at most two of a code).
const crowded = [...twoDecks.filter((c) => [7, 8, 9].includes(cardValue(c) ?? 0)), 'wild', 'wild', '2kn', '3kn'];
const handArb = (max: number) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.shuffledSubarray(twoDecks, { minLength: 0, maxLength: max }) },
    { weight: 4, arbitrary: fc.shuffledSubarray(crowded, { minLength: 0, maxLength: max }) },
  );
const stacksArb = fc.record({ kn: fc.nat(12), sc: fc.nat(12), te: fc.nat(12), se: fc.nat(12) });

const multisetIncludes = (big: readonly string[], small: readonly string[]): boolean => {
  const left = [...big];
  return small.every((c) => {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  });
};

describe('Tech Exchange scoring: examples from the rules', () => {
  it('scores the rules example: a 9 triple on a knowledge stack of 4 is 4 x 3 = 12', () => {
    const r = bestGrouping(['9kn', '9sc', '9te'], stacks(4, 1, 1, 1));
    expect(r).toEqual({
      score: 12,
      groups: [{ kind: 'triple', cards: ['9kn', '9sc', '9te'], domain: 'kn', points: 12 }],
      kept: ['9kn', '9sc', '9te'],
    });
  });

  it('picks the largest stack among the group’s domains only', () => {
    const r = bestGrouping(['5kn', '5sc', '5te'], stacks(1, 2, 3, 9));
    expect(r.groups[0]).toMatchObject({ domain: 'te', points: 9 });
  });

  it('scores a quadruple over a triple and allows at most one flush', () => {
    expect(bestGrouping(['4kn', '4sc', '4te', '4se'], stacks(2, 2, 2, 2)).score).toBe(8);
    const r = bestGrouping(['2kn', '3kn', '5kn', '6kn', '8kn', '9kn', '10kn', '11kn'], stacks(5, 1, 1, 1));
    expect(r.groups).toHaveLength(1);
    expect(r.groups[0]).toMatchObject({ kind: 'flush', points: 20 });
  });

  it('never puts a card in two groups: 7s used as a flush or a triple, not both', () => {
    // 7kn 7sc 7te triple or 7kn 2kn 3kn flush; a 4-card flush is better when kn is large.
    const r = bestGrouping(['7kn', '7sc', '7te', '2kn', '3kn', '4kn'], stacks(5, 1, 1, 1));
    const used = r.groups.flatMap((g) => g.cards);
    expect(new Set(used).size).toBe(used.length);
    expect(r.score).toBe(bruteBest(['7kn', '7sc', '7te', '2kn', '3kn', '4kn'], stacks(5, 1, 1, 1)));
  });

  it('groups duplicates from two decks and leaves wilds out', () => {
    const r = bestGrouping(['7sc', '7sc', '7kn', 'wild', 'wild'], stacks(1, 3, 1, 1));
    expect(r.score).toBe(9);
    expect(r.groups[0]?.cards).toEqual(['7sc', '7sc', '7kn']);
  });

  it('keeps the best cards when discarding down, wilds first to go', () => {
    const r = bestGrouping(['wild', '2se', '9kn', '9sc', '9te', '9se', 'wild'], stacks(1, 1, 6, 1), 5);
    expect(r.score).toBe(24);
    expect(r.kept).toHaveLength(5);
    expect(r.kept).not.toContain('wild');
    const three = bestGrouping(['9kn', '9sc', '9te', '9se', '3kn', '3sc', '3te'], stacks(2, 2, 2, 2), 3);
    expect(three.score).toBe(6);
    expect(three.kept).toHaveLength(3);
  });

  it('scores nothing for no groups, an empty hand, or keep 0', () => {
    expect(bestGrouping([], stacks(1, 1, 1, 1))).toEqual({ score: 0, groups: [], kept: [] });
    expect(bestGrouping(['1kn', '2sc'], stacks(1, 1, 1, 1)).score).toBe(0);
    expect(bestGrouping(['9kn', '9sc', '9te'], stacks(3, 3, 3, 3), 0)).toEqual({ score: 0, groups: [], kept: [] });
  });
});

describe('Tech Exchange scoring: properties against an exhaustive search', () => {
  it('the best grouping is never beaten by any valid grouping (oracle), and its groups add up', () => {
    fc.assert(
      fc.property(handArb(9), stacksArb, (hand, st) => {
        const r = bestGrouping(hand, st);
        expect(r.score).toBe(bruteBest(hand, st));
        expect(r.groups.reduce((s, g) => s + g.points, 0)).toBe(r.score);
        expect(r.kept).toEqual(hand);
        // The grouping it shows is a valid one that a player could enter.
        expect(unwrap(checkGrouping(hand, st, r.groups)).score).toBe(r.score);
      }),
      { numRuns: 150 },
    );
  });

  it('the best cards to keep are the best over every choice of kept cards (oracle)', () => {
    fc.assert(
      fc.property(handArb(9), stacksArb, fc.nat(9), (hand, st, keep) => {
        const r = bestGrouping(hand, st, keep);
        const m = Math.min(keep, hand.length);
        const oracle = Math.max(0, ...subsets(hand, m).map((kept) => bruteBest(kept, st)));
        expect(r.score).toBe(oracle);
        expect(r.kept).toHaveLength(m);
        expect(multisetIncludes(hand, r.kept)).toBe(true);
        expect(unwrap(checkGrouping(r.kept, st, r.groups)).score).toBe(r.score);
      }),
      { numRuns: 60 },
    );
  });
});

describe('checking an entered grouping', () => {
  const hand = ['9kn', '9sc', '9te', '2kn', '3kn', '4kn', '4kn', 'wild'];
  const st = stacks(4, 2, 3, 1);

  it('scores a valid grouping, with or without a picked domain', () => {
    const r = unwrap(
      checkGrouping(hand, st, [
        { kind: 'triple', cards: ['9kn', '9sc', '9te'], domain: 'sc' },
        { kind: 'flush', cards: ['2kn', '3kn', '4kn'] },
      ]),
    );
    expect(r.groups.map((g) => g.points)).toEqual([6, 12]);
    expect(r.score).toBe(18);
  });

  const bad: [string, Parameters<typeof checkGrouping>[2], string][] = [
    [
      'a card twice',
      [
        { kind: 'triple', cards: ['9kn', '9sc', '9te'] },
        { kind: 'flush', cards: ['9kn', '2kn', '3kn'] },
      ],
      'ERR_CARD_NOT_IN_HAND',
    ],
    ['a card not in hand', [{ kind: 'triple', cards: ['9kn', '9sc', '9se'] }], 'ERR_CARD_NOT_IN_HAND'],
    [
      'two flushes',
      [
        { kind: 'flush', cards: ['2kn', '3kn', '4kn'] },
        { kind: 'flush', cards: ['9kn', '4kn', '9sc'] },
      ],
      'ERR_TOO_MANY_FLUSHES',
    ],
    ['a five-card flush', [{ kind: 'flush', cards: ['2kn', '3kn', '4kn', '4kn', '9kn'] }], 'ERR_BAD_GROUP_SIZE'],
    ['a triple of two values', [{ kind: 'triple', cards: ['9kn', '9sc', '4kn'] }], 'ERR_NOT_SAME_VALUE'],
    ['a flush of two domains', [{ kind: 'flush', cards: ['9kn', '9sc', '4kn'] }], 'ERR_NOT_A_FLUSH'],
    ['a quadruple of three', [{ kind: 'quadruple', cards: ['9kn', '9sc', '9te'] }], 'ERR_BAD_GROUP_SIZE'],
    ['a domain not in the group', [{ kind: 'triple', cards: ['9kn', '9sc', '9te'], domain: 'se' }], 'ERR_DOMAIN_NOT_IN_GROUP'],
    ['a wild in a group', [{ kind: 'flush', cards: ['2kn', '3kn', 'wild'] }], 'ERR_WILD_IN_GROUP'],
  ];
  for (const [what, claims, code] of bad) {
    it(`refuses ${what}`, () => {
      const r = checkGrouping(hand, st, claims);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.rule).toMatch(/Tech Exchange/);
      }
    });
  }

  it('checks stack sizes from untrusted input', () => {
    expect(unwrap(checkStacks({ kn: 1, sc: 2, te: 3, se: 4 }))).toEqual(stacks(1, 2, 3, 4));
    for (const raw of [
      { kn: 1, sc: 2, te: 3 },
      { kn: -1, sc: 2, te: 3, se: 4 },
      { kn: 1.5, sc: 2, te: 3, se: 4 },
      { kn: 1, sc: 2, te: 3, se: 4, xx: 1 },
    ]) {
      const r = checkStacks(raw);
      expect(!r.ok && r.error.code).toBe('ERR_BAD_STACKS');
    }
    expect(DOMAINS).toHaveLength(4);
  });
});
