/**
 * The summary's figures against a hand computation on a small fixed set of
 * results, and its intervals against published values (Wilson's score
 * interval; Newcombe's 1998 example of a difference of two rates).
 */
import { describe, expect, it } from 'vitest';
import { setFigures, versusFigures } from '../../src/sim/summary';
import type { GameResult } from '../../src/sim/types';

const game = (index: number, g: Partial<GameResult>): GameResult => ({
  index,
  set: 'base',
  seed: `s:${index}`,
  finished: true,
  winners: [],
  draw: false,
  length: 0,
  actions: 10,
  totals: [],
  lowerIsBetter: false,
  firstPlayer: null,
  cards: [],
  ...g,
});

// Five finished games and one a bot could not finish, given out of order (as workers return them).
const RESULTS: GameResult[] = [
  game(3, { winners: [0, 1], firstPlayer: 1, length: 3, totals: [5, 5], cards: [{ code: 'a', seat: 1, use: 'played' }] }),
  game(0, {
    winners: [0],
    firstPlayer: 0,
    length: 4,
    totals: [5, 3],
    cards: [
      { code: 'a', seat: 0, use: 'played' },
      { code: 'a', seat: 0, use: 'scored' },
      { code: 'b', seat: 1, use: 'held' },
    ],
  }),
  game(1, { winners: [1], firstPlayer: 0, length: 5, totals: [2, 6], cards: [{ code: 'b', seat: 1, use: 'played' }] }),
  game(2, { winners: [], draw: true, firstPlayer: 1, length: 6, totals: [4, 4] }),
  game(4, { winners: [0], firstPlayer: 1, length: 7, totals: [6, 1], cards: [{ code: 'a', seat: null, use: 'played' }] }),
  game(5, { finished: false, actions: 3, error: { code: 'ERR_SIM_TOO_LONG', message: 'still going' } }),
];

describe('the summary of a small fixed run, by hand', () => {
  const f = setFigures(RESULTS, ['random', 'greedy'], { x: 1 }, 'moves');

  it('counts a shared win for each winner, and only finished games', () => {
    expect(f.finished).toBe(5);
    expect(f.seats.map((s) => [s.bot, s.wins, s.games, s.rate])).toEqual([
      ['random', 3, 5, 0.6],
      ['greedy', 2, 5, 0.4],
    ]);
    expect(f.draws).toBe(1);
    expect(f.errors).toEqual([{ index: 5, code: 'ERR_SIM_TOO_LONG', message: 'still going' }]);
    expect(f.actions).toBe(53);
  });

  it('the first player won games 0 and 3 (shared) of 5', () => {
    expect(f.firstPlayer).toMatchObject({ wins: 2, games: 5, rate: 0.4, fair: 0.5 });
  });

  it('lengths 3..7: mean 5, median 5, 90th percentile 6.6 (interpolated)', () => {
    expect(f.length).toMatchObject({ mean: 5, median: 5, unit: 'moves', min: 3, max: 7 });
    expect(f.length.p90).toBeCloseTo(6.6, 12);
    expect(f.length.histogram).toEqual([
      [3, 1],
      [4, 1],
      [5, 1],
      [6, 1],
      [7, 1],
    ]);
  });

  it('score spreads 2, 4, 0, 0, 5: mean 2.2, median 2, 90th percentile 4.6', () => {
    expect(f.scoreSpread?.mean).toBeCloseTo(2.2, 12);
    expect(f.scoreSpread?.median).toBe(2);
    expect(f.scoreSpread?.p90).toBeCloseTo(4.6, 12);
  });

  it('cards count each game and seat once; a card of no seat is left out', () => {
    expect(f.cards.map((c) => [c.code, c.seen, c.wins])).toEqual([
      ['a', 2, 2],
      ['b', 2, 1],
    ]);
  });

  it('seat intervals are Wilson 95%: 3/5 is [0.2307, 0.8824], 2/5 is [0.1176, 0.7693]', () => {
    expect(f.seats[0]?.interval.low).toBeCloseTo(0.2307, 4);
    expect(f.seats[0]?.interval.high).toBeCloseTo(0.8824, 4);
    expect(f.seats[1]?.interval.low).toBeCloseTo(0.1176, 4);
    expect(f.seats[1]?.interval.high).toBeCloseTo(0.7693, 4);
  });
});

describe('versus: differences with Newcombe intervals', () => {
  // Newcombe (1998), example (a): 56/70 against 48/80 gives 0.2000, [0.0524, 0.3339] by method 10.
  const base = Array.from({ length: 80 }, (_, i) => game(i, { winners: i < 48 ? [0] : [1], length: 10 + (i % 3) }));
  const versus = Array.from({ length: 70 }, (_, i) => game(i, { set: 'versus', winners: i < 56 ? [0] : [1], length: 12 + (i % 3) }));
  const b = setFigures(base, ['random', 'random'], {}, 'moves');
  const v = versusFigures(b, base, setFigures(versus, ['random', 'random'], {}, 'moves'), versus);

  it('seat 1: 56/70 minus 48/80 is 0.2 in [0.0524, 0.3339]', () => {
    const d = v.differences.seats[0];
    expect(d?.difference).toBeCloseTo(0.2, 12);
    expect(d?.interval.low).toBeCloseTo(0.0524, 4);
    expect(d?.interval.high).toBeCloseTo(0.3339, 4);
    expect(v.differences.seats[1]?.difference).toBeCloseTo(-0.2, 12);
  });

  it('the mean length difference (Welch) is about 2 moves, its interval around it', () => {
    expect(v.differences.length.difference).toBeCloseTo(2, 1);
    expect(v.differences.length.interval.low).toBeLessThan(v.differences.length.difference);
    expect(v.differences.length.interval.high).toBeGreaterThan(v.differences.length.difference);
    expect(v.differences.draws.difference).toBe(0);
  });
});
