/**
 * Wilds, two decks, the ace-low-only rule and 4-card hands, checked against
 * the plain reference evaluator with an exhaustive substitution search for
 * every wild (reference-evaluator.ts). A pool of hands is sorted by our
 * strength; the reference must agree on every category and on the order of
 * every neighbouring pair (ties included), which fixes the whole order.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/engine/core/rng';
import { cardIdOf, pokerEvaluator, WILD_ID, type AceHigh } from '../../../src/engine/grid-poker/evaluator';
import { CATEGORIES, categoryOf } from '../../../src/engine/grid-poker/evaluator-tables';
import { compareRef, refEvaluateWild, type RefCard, type RefValue } from './reference-evaluator';

type Card = RefCard | null; // null: a wild

/** A random hand from `decks` Tech Decks (2 wilds each) of `size` cards with exactly `wilds` wilds. */
function randomHand(rng: RngState, size: number, wilds: number, decks: number): [Card[], RngState] {
  const pool: RefCard[] = [];
  for (let k = 0; k < decks; k++) for (let v = 1; v <= 13; v++) for (let d = 0; d < 4; d++) pool.push({ value: v, domain: d });
  let s = rng;
  const hand: Card[] = Array.from({ length: wilds }, () => null);
  while (hand.length < size) {
    const [i, next] = randomInt(s, pool.length);
    s = next;
    hand.push(pool.splice(i, 1)[0] as RefCard);
  }
  return [hand, s];
}

const toIds = (hand: readonly Card[]): number[] => hand.map((c) => (c === null ? WILD_ID : cardIdOf(c.value, c.domain)));

function checkPool(hands: readonly Card[][], aceHigh: AceHigh): { checked: number; categories: Set<string> } {
  const ev = pokerEvaluator({ aceHigh, wilds: 'jokers' });
  const rows = hands.map((h) => ({ hand: h, mine: ev.strength(toIds(h)), ref: refEvaluateWild(h, aceHigh === 'both') as RefValue }));
  const categories = new Set<string>();
  for (const r of rows) {
    expect(r.mine, JSON.stringify(r.hand)).toBeGreaterThanOrEqual(0);
    expect(categoryOf(r.mine), JSON.stringify(r.hand)).toBe(CATEGORIES[r.ref[0] as number]);
    categories.add(categoryOf(r.mine));
  }
  rows.sort((a, b) => a.mine - b.mine);
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    const expected = Math.sign(b.mine - a.mine);
    expect(compareRef(b.ref, a.ref), `${JSON.stringify(a.hand)} vs ${JSON.stringify(b.hand)}`).toBe(expected);
  }
  return { checked: rows.length, categories };
}

function pool(seed: string, count: number, size: number, wilds: number, decks: number): Card[][] {
  let rng = seedRng(seed);
  const out: Card[][] = [];
  for (let i = 0; i < count; i++) {
    let h: Card[];
    [h, rng] = randomHand(rng, size, wilds, decks);
    out.push(h);
  }
  return out;
}

describe('grid poker evaluator: wilds and two decks against exhaustive substitution', () => {
  it('one wild, one deck, both ace rules', () => {
    for (const ace of ['both', 'low'] as const) {
      const quads: Card[] = [null, { value: 1, domain: 0 }, { value: 1, domain: 1 }, { value: 1, domain: 2 }, { value: 1, domain: 3 }];
      const wheel: Card[] = [null, { value: 2, domain: 1 }, { value: 3, domain: 1 }, { value: 4, domain: 1 }, { value: 1, domain: 1 }];
      const broadway: Card[] = [
        null,
        { value: 10, domain: 2 },
        { value: 11, domain: 2 },
        { value: 12, domain: 2 },
        { value: 1, domain: 2 },
      ];
      const r = checkPool([quads, wheel, broadway, ...pool(`w1-${ace}`, 1500, 5, 1, 1)], ace);
      expect(r.categories).toContain('straight-flush');
      expect(r.categories).toContain('five-of-a-kind');
    }
  });

  it('two wilds, two decks', () => {
    const r = checkPool(pool('w2', 250, 5, 2, 2), 'both');
    expect(r.categories).toContain('four-of-a-kind');
    expect(checkPool(pool('w2-low', 100, 5, 2, 2), 'low').checked).toBe(100);
  });

  it('three and four wilds (two decks), and hands made only of wilds', () => {
    checkPool(pool('w3', 4, 5, 3, 2), 'both');
    checkPool(pool('w3-low', 2, 5, 3, 2), 'low');
    checkPool(pool('w4', 1, 5, 4, 2), 'low');
    const allWild = checkPool([[null, null, null, null]], 'both');
    expect(allWild.categories).toEqual(new Set(['four-of-a-kind']));
  });

  it('two decks without wilds: repeated cards, five of a kind, flushes with a pair', () => {
    const r = checkPool(pool('d2', 8000, 5, 0, 2), 'both');
    expect(r.categories).toContain('flush');
    checkPool(pool('d2-low', 2000, 5, 0, 2), 'low');
    const five: Card[] = [
      { value: 7, domain: 0 },
      { value: 7, domain: 0 },
      { value: 7, domain: 1 },
      { value: 7, domain: 2 },
      { value: 7, domain: 3 },
    ];
    expect(checkPool([five], 'both').categories).toEqual(new Set(['five-of-a-kind']));
  });

  it('4-card hands (a one-card company), with and without wilds, rank among 5-card hands', () => {
    const mixed = [...pool('f4', 1500, 4, 0, 1), ...pool('f4w', 400, 4, 1, 2), ...pool('f4w2', 100, 4, 2, 2), ...pool('f5', 1500, 5, 0, 1)];
    const r = checkPool(mixed, 'both');
    expect(r.categories).toContain('four-of-a-kind');
    checkPool(mixed, 'low');
  });
});
