/**
 * Seeded randomness: determinism (same seed, same draws, bit for bit across
 * versions), ranges, shuffles that are permutations, and uniformity checked
 * by chi-square tests on fixed seeds (deterministic, so never flaky).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextUint32, pickPositions, randomInt, seedRng, shuffle, type RngState } from '../../../src/engine/core/rng';

function draws(state: RngState, count: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < count; i++) {
    const [x, next] = nextUint32(s);
    out.push(x);
    s = next;
  }
  return out;
}

/** Pearson's chi-square statistic of observed counts against equal expectations. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('seedRng and nextUint32', () => {
  it('gives the same state and draws for the same seed, bit for bit (logs replay across versions)', () => {
    expect(seedRng('deckside')).toEqual([2569245770, 1280784717, 1033513397, 3696767426]);
    expect(draws(seedRng('deckside'), 4)).toEqual([3251830618, 1395964914, 3274095682, 2033764098]);
  });

  it('is deterministic for any seed, and a number seed equals its string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), (seed) => {
        expect(draws(seedRng(seed), 8)).toEqual(draws(seedRng(seed), 8));
        expect(seedRng(seed)).toEqual(seedRng(String(seed)));
      }),
    );
  });

  it('gives different streams for different seeds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b);
        expect(draws(seedRng(a), 4)).not.toEqual(draws(seedRng(b), 4));
      }),
    );
  });

  it('never changes the state it is given and yields 32-bit unsigned integers', () => {
    const state = Object.freeze(seedRng('frozen')) as RngState;
    const copy = [...state];
    const [x, next] = nextUint32(state);
    expect([...state]).toEqual(copy);
    expect(next).not.toEqual(state);
    expect(Number.isInteger(x) && x >= 0 && x < 2 ** 32).toBe(true);
    for (const word of next) expect(word >>> 0).toBe(word);
  });
});

describe('randomInt', () => {
  it('stays in [0, n) for any bound up to 2^32', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (seed, n) => {
        let s = seedRng(seed);
        for (let i = 0; i < 20; i++) {
          const [x, next] = randomInt(s, n);
          expect(Number.isInteger(x) && x >= 0 && x < n).toBe(true);
          s = next;
        }
      }),
    );
  });

  it('always gives 0 for n = 1 and still advances the state', () => {
    const s = seedRng(1);
    const [x, next] = randomInt(s, 1);
    expect(x).toBe(0);
    expect(next).not.toEqual(s);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])('refuses the bound %s (a programming error, so it throws)', (n) => {
    expect(() => randomInt(seedRng(1), n)).toThrow(RangeError);
  });

  it('is uniform over 10 values: chi-square of 20,000 draws below the 0.1% critical value (fixed seed)', () => {
    const counts = new Array<number>(10).fill(0);
    let s = seedRng('uniformity');
    for (let i = 0; i < 20000; i++) {
      const [x, next] = randomInt(s, 10);
      counts[x] = (counts[x] ?? 0) + 1;
      s = next;
    }
    // df = 9: P(chi2 > 27.88) = 0.001. A biased generator (e.g. x % 10 of 3 bits) fails by far.
    expect(chiSquare(counts)).toBeLessThan(27.88);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  it('is uniform for a bound that does not divide 2^32 (no modulo bias): n = 3 * 2^30', () => {
    // With plain modulo, the lowest third of [0, n) would come up twice as often as the rest.
    const n = 3 * 2 ** 30;
    const thirds = [0, 0, 0];
    let s = seedRng('modulo-bias');
    for (let i = 0; i < 9000; i++) {
      const [x, next] = randomInt(s, n);
      const third = Math.floor(x / 2 ** 30);
      thirds[third] = (thirds[third] ?? 0) + 1;
      s = next;
    }
    // df = 2: P(chi2 > 13.82) = 0.001.
    expect(chiSquare(thirds)).toBeLessThan(13.82);
  });
});

describe('shuffle', () => {
  it('returns a permutation of its input, without changing the input', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.integer(), { maxLength: 60 }), (seed, items) => {
        const before = [...items];
        const [out] = shuffle(seedRng(seed), items);
        expect(items).toEqual(before);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('is deterministic: same state, same order and same state after', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 30 }), (seed, items) => {
        expect(shuffle(seedRng(seed), items)).toEqual(shuffle(seedRng(seed), items));
      }),
    );
  });

  it('puts each item in each place equally often: chi-square over 6,000 shuffles of 6 items (fixed seed)', () => {
    const counts = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
    let s = seedRng('shuffle-uniformity');
    for (let i = 0; i < 6000; i++) {
      const [out, next] = shuffle(s, [0, 1, 2, 3, 4, 5]);
      out.forEach((item, place) => {
        const row = counts[item] as number[];
        row[place] = (row[place] ?? 0) + 1;
      });
      s = next;
    }
    // df = 5 per item: P(chi2 > 20.52) = 0.001.
    for (const row of counts) expect(chiSquare(row)).toBeLessThan(20.52);
  });

  it('gives all 24 orders of 4 items, about equally (chi-square, df = 23, fixed seed)', () => {
    const seen = new Map<string, number>();
    let s = seedRng('orders');
    for (let i = 0; i < 12000; i++) {
      const [out, next] = shuffle(s, ['a', 'b', 'c', 'd']);
      seen.set(out.join(''), (seen.get(out.join('')) ?? 0) + 1);
      s = next;
    }
    expect(seen.size).toBe(24);
    // P(chi2 > 49.73) = 0.001 for df = 23.
    expect(chiSquare([...seen.values()])).toBeLessThan(49.73);
  });
});

describe('pickPositions (the pick-blind helper)', () => {
  it('draws min(k, n) distinct positions in [0, n)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 25 }), (seed, n, k) => {
        const [positions] = pickPositions(seedRng(seed), n, k);
        expect(positions).toHaveLength(Math.min(k, n));
        expect(new Set(positions).size).toBe(positions.length);
        for (const p of positions) expect(p >= 0 && p < n).toBe(true);
      }),
    );
  });

  it('replays: the same state draws the same positions', () => {
    const s = seedRng('blind');
    expect(pickPositions(s, 7, 2)).toEqual(pickPositions(s, 7, 2));
  });
});
