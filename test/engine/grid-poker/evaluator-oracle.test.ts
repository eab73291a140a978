/**
 * Oracle test against phe (domains mapped to suits): random pairs of hands
 * must be ordered the same way (phe: smaller is better; ours: higher is
 * better), and over every hand of one deck our strength must be a strictly
 * decreasing function of phe's value, which proves the whole ordering equal.
 */
import { describe, expect, it } from 'vitest';
import { randomInt, seedRng, type RngState } from '../../../src/engine/core/rng';
import { cardIdOf, pokerEvaluator } from '../../../src/engine/grid-poker/evaluator';
import { phe, pheCode } from './peers';

const ev = pokerEvaluator({ aceHigh: 'both', wilds: 'jokers' });
const deck: { value: number; domain: number }[] = [];
for (let v = 1; v <= 13; v++) for (let d = 0; d < 4; d++) deck.push({ value: v, domain: d });

function randomHand(rng: RngState): [number[], RngState] {
  const picked = new Set<number>();
  let s = rng;
  while (picked.size < 5) {
    const [i, next] = randomInt(s, 52);
    s = next;
    picked.add(i);
  }
  return [[...picked], s];
}

const ours = (hand: readonly number[]): number => ev.strength(hand.map((i) => cardIdOf(deck[i]!.value, deck[i]!.domain)));
const theirs = (hand: readonly number[]): number => phe.evaluateCardCodes(hand.map((i) => pheCode(deck[i]!.value, deck[i]!.domain)));

describe('grid poker evaluator against phe', () => {
  it('orders 200,000 random pairs of hands exactly as phe does', () => {
    let rng = seedRng('grid-poker-oracle');
    let disagreements = 0;
    let ties = 0;
    for (let i = 0; i < 200_000; i++) {
      let a: number[], b: number[];
      [a, rng] = randomHand(rng);
      [b, rng] = randomHand(rng);
      const mine = Math.sign(ours(a) - ours(b));
      const peer = Math.sign(theirs(b) - theirs(a));
      if (mine !== peer) disagreements++;
      if (mine === 0) ties++;
    }
    expect(disagreements).toBe(0);
    expect(ties).toBeGreaterThan(0);
  });

  it('gives every hand of one deck a strength that falls strictly as phe value rises', () => {
    const byPhe = new Map<number, number>();
    let conflicts = 0;
    const h = [0, 0, 0, 0, 0];
    for (h[0] = 0; h[0] < 52; h[0]++)
      for (h[1] = h[0] + 1; h[1] < 52; h[1]++)
        for (h[2] = h[1] + 1; h[2] < 52; h[2]++)
          for (h[3] = h[2] + 1; h[3] < 52; h[3]++)
            for (h[4] = h[3] + 1; h[4] < 52; h[4]++) {
              const p = theirs(h);
              const o = ours(h);
              const seen = byPhe.get(p);
              if (seen === undefined) byPhe.set(p, o);
              else if (seen !== o) conflicts++;
            }
    expect(conflicts).toBe(0);
    expect(byPhe.size).toBe(7462);
    const sorted = [...byPhe.entries()].sort((x, y) => x[0] - y[0]);
    let inversions = 0;
    for (let i = 1; i < sorted.length; i++) if (!(sorted[i]![1] < sorted[i - 1]![1])) inversions++;
    expect(inversions).toBe(0);
  });
});
