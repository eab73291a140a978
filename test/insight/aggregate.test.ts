/** Playtest statistics: win counts, lead changes, per-card figures, distributions, filters and set comparison. */
import { describe, expect, it } from 'vitest';
import { computeStats, countLeadChanges, leadersByRound } from '../../src/insight/aggregate';
import { compareSets } from '../../src/insight/compare';
import { distribution, quantile } from '../../src/insight/distribution';
import { matchesFilter, type PlaytestRecord } from '../../src/insight/records';
import { rec as fixtureRec } from './fixtures';

/** The shared fixture, on a clock starting at 0 so durations read plainly. */
const rec = (over: Partial<PlaytestRecord>): PlaytestRecord =>
  fixtureRec({ matchId: 'm', file: 'm.jsonl', startedAt: 0, endedAt: 10 * 60_000, ...over });

describe('computeStats', () => {
  const records = [
    rec({ winners: [0], firstPlayer: 0, endedAt: 5 * 60_000, totals: [5, 9, 30] }),
    rec({ winners: [1], firstPlayer: 1, endedAt: 10 * 60_000, totals: [12, 4, 8] }),
    rec({ winners: [0, 2], firstPlayer: 2, endedAt: 15 * 60_000, totals: [3, 7, 3] }),
    rec({ winners: [2], firstPlayer: 0, endedAt: 20 * 60_000 }),
    rec({ finished: false, winners: [] }),
  ];
  const s = computeStats(records);

  it('counts wins by seat, ties shared, unfinished games left out', () => {
    expect(s.matches).toBe(5);
    expect(s.finished).toBe(4);
    expect(s.seatWinRates.map((r) => r.wins)).toEqual([2, 1, 2]);
    expect(s.seatWinRates.map((r) => r.games)).toEqual([4, 4, 4]);
    expect(s.seatWinRates[0]?.expected).toBeCloseTo(1 / 3, 10);
  });

  it('counts the first player win rate: seat 0 won game 1, seat 1 game 2, seat 2 (tied) game 3, seat 0 lost game 4', () => {
    expect(s.firstPlayerWinRate?.wins).toBe(3);
    expect(s.firstPlayerWinRate?.games).toBe(4);
    expect(s.firstPlayerWinRate?.rate).toBe(0.75);
  });

  it('describes game length and score spread', () => {
    expect(s.durationMinutes.mean).toBe(12.5);
    expect(s.durationMinutes.median).toBe(12.5);
    expect(s.scoreSpread.count).toBe(4);
    expect(s.scoreSpread.max).toBe(25);
    expect(s.scoreSpread.min).toBe(4);
  });
});

describe('lead changes and comebacks', () => {
  it('follows the running totals, ties having no leader', () => {
    // Round totals: after r1 A 5, B 3 -> A leads; after r2 A 6, B 9 -> B; after r3 A 12, B 12 -> tie; after r4 A 20 B 13 -> A.
    const leaders = leadersByRound(
      [
        [5, 1, 6, 8],
        [3, 6, 3, 1],
      ],
      false,
    );
    expect(leaders).toEqual([0, 1, null, 0]);
    expect(countLeadChanges(leaders)).toBe(2);
  });

  it('counts a comeback when the winner did not lead after round 1', () => {
    const s = computeStats([
      rec({
        players: ['A', 'B'],
        lowerIsBetter: false,
        winners: [1],
        roundScores: [
          [5, 0],
          [1, 9],
        ],
        totals: [5, 10],
      }),
      rec({
        players: ['A', 'B'],
        lowerIsBetter: false,
        winners: [0],
        roundScores: [
          [5, 5],
          [1, 1],
        ],
        totals: [10, 2],
      }),
    ]);
    expect(s.comebacks).toBe(1);
    expect(s.leadChanges.mean).toBe(0.5);
  });
});

describe('per-card figures', () => {
  it('counts plays and win rate with the card', () => {
    const s = computeStats([
      rec({
        winners: [0],
        cards: [
          { code: '7sc', seat: 0, use: 'played' },
          { code: '7sc', seat: 0, use: 'scored' },
        ],
      }),
      rec({ winners: [1], cards: [{ code: '7sc', seat: 0, use: 'held' }] }),
    ]);
    const card = s.cards.find((c) => c.code === '7sc');
    expect(card).toMatchObject({ played: 1, scored: 1, gamesWith: 2, winsWith: 1 });
  });
});

describe('distribution', () => {
  it('computes type-7 quantiles and round bins', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    const d = distribution([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.bins.reduce((n, b) => n + b.count, 0)).toBe(11);
    expect(d.bins[0]?.from).toBe(0);
  });
});

describe('filters', () => {
  const r = rec({ rulesVersion: 'v2', options: { mode: 'turns', timeLimitSeconds: 300 }, startedAt: 1000 });
  it.each([
    [{ game: 'trades' as const }, true],
    [{ game: 'for-ex' as const }, false],
    [{ rulesVersion: 'v2' }, true],
    [{ rulesVersion: 'v1' }, false],
    [{ options: { mode: 'turns', timeLimitSeconds: '300' } }, true],
    [{ options: { mode: 'freeForAll' } }, false],
    [{ player: 'Bo' }, true],
    [{ player: 'Zed' }, false],
    [{ from: 500, to: 2000 }, true],
    [{ from: 1001 }, false],
  ])('%j -> %s', (filter, expected) => {
    expect(matchesFilter(r, filter)).toBe(expected);
  });
});

describe('compareSets', () => {
  it('reports the first-player difference with a Newcombe interval', () => {
    const a = Array.from({ length: 10 }, (_, i) => rec({ winners: [i < 9 ? 0 : 1] }));
    const b = Array.from({ length: 10 }, (_, i) => rec({ winners: [i < 3 ? 0 : 1] }));
    const c = compareSets(a, b);
    const first = c.differences.find((d) => d.name === 'First player win rate');
    expect(first?.difference).toBeCloseTo(0.6, 10);
    expect(first?.called).toBe(true);
    expect(first?.interval.low).toBeCloseTo(0.1705, 3);
  });
});
