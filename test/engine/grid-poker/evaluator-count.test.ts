/**
 * Counting test: every one of the 2,598,960 five-card hands of one Tech Deck
 * (no wilds) falls into the known number of hands per category.
 */
import { describe, expect, it } from 'vitest';
import { cardIdOf, pokerEvaluator } from '../../../src/engine/grid-poker/evaluator';
import { CATEGORIES, categoryOf } from '../../../src/engine/grid-poker/evaluator-tables';

const deck: number[] = [];
for (let v = 1; v <= 13; v++) for (let d = 0; d < 4; d++) deck.push(cardIdOf(v, d));

function countAll(aceHigh: 'both' | 'low'): Record<string, number> {
  const ev = pokerEvaluator({ aceHigh, wilds: 'removed' });
  const counts = new Array<number>(CATEGORIES.length).fill(0);
  let total = 0;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let d = c + 1; d < 52; d++)
          for (let e = d + 1; e < 52; e++) {
            const s = ev.strength5(deck[a] as number, deck[b] as number, deck[c] as number, deck[d] as number, deck[e] as number);
            counts[s >>> 20]!++;
            total++;
          }
  expect(total).toBe(2_598_960);
  return Object.fromEntries(CATEGORIES.map((c, i) => [c, counts[i]]));
}

describe('grid poker evaluator: all five-card hands of one deck', () => {
  it('matches the known category counts with the ace high or low', () => {
    expect(countAll('both')).toEqual({
      'five-of-a-kind': 0,
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    });
  });

  it('with the ace only low, loses the 10-to-ace straights (4 of them flush) to high card and flush', () => {
    const counts = countAll('low');
    expect(counts['straight-flush']).toBe(36);
    expect(counts.straight).toBe(10_200 - 1_020);
    expect(counts.flush).toBe(5_108 + 4);
    expect(counts['high-card']).toBe(1_302_540 + 1_020);
  });

  it('names categories from strengths in rules order', () => {
    const ev = pokerEvaluator({ aceHigh: 'both', wilds: 'jokers' });
    expect(categoryOf(ev.strength5(cardIdOf(10, 0), cardIdOf(11, 0), cardIdOf(12, 0), cardIdOf(13, 0), cardIdOf(1, 0)))).toBe(
      'straight-flush',
    );
  });
});
