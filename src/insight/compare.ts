/**
 * Two sets of playtests side by side (variant A against variant B): the
 * differences of the win rates with Newcombe intervals, and of mean lengths
 * with a Welch normal interval, each saying whether the data can call it.
 */
import { computeStats, type Stats } from './aggregate';
import type { PlaytestRecord } from './records';
import { moreGamesToSeparate, rateDifference, Z95, type Interval } from './wilson';

export interface Difference {
  readonly name: string;
  readonly a: number;
  readonly b: number;
  /** a - b */
  readonly difference: number;
  readonly interval: Interval;
  /** true when the 95% interval excludes 0. */
  readonly called: boolean;
  /** For rates: more games (both sets together) before it could be called; null when not applicable. */
  readonly moreGames: number | null;
}

export interface Comparison {
  readonly a: Stats;
  readonly b: Stats;
  readonly differences: readonly Difference[];
}

function rateDiff(name: string, wa: number, na: number, wb: number, nb: number): Difference {
  const interval = rateDifference(wa, na, wb, nb);
  const a = na ? wa / na : 0;
  const b = nb ? wb / nb : 0;
  return {
    name,
    a,
    b,
    difference: a - b,
    interval,
    called: interval.low > 0 || interval.high < 0,
    moreGames: moreGamesToSeparate(wa, na, wb, nb),
  };
}

function meanDiff(name: string, xs: readonly number[], ys: readonly number[]): Difference {
  const mean = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);
  const variance = (v: readonly number[], m: number): number =>
    v.length > 1 ? v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1) : 0;
  const ma = mean(xs);
  const mb = mean(ys);
  const se = Math.sqrt(variance(xs, ma) / Math.max(1, xs.length) + variance(ys, mb) / Math.max(1, ys.length));
  const d = ma - mb;
  const interval = { low: d - Z95 * se, high: d + Z95 * se };
  return {
    name,
    a: ma,
    b: mb,
    difference: d,
    interval,
    called: xs.length > 1 && ys.length > 1 && (interval.low > 0 || interval.high < 0),
    moreGames: null,
  };
}

export function compareSets(setA: readonly PlaytestRecord[], setB: readonly PlaytestRecord[]): Comparison {
  const a = computeStats(setA);
  const b = computeStats(setB);
  const differences: Difference[] = [];
  if (a.firstPlayerWinRate && b.firstPlayerWinRate) {
    differences.push(
      rateDiff(
        'First player win rate',
        a.firstPlayerWinRate.wins,
        a.firstPlayerWinRate.games,
        b.firstPlayerWinRate.wins,
        b.firstPlayerWinRate.games,
      ),
    );
  }
  const seats = Math.min(a.seatWinRates.length, b.seatWinRates.length);
  for (let s = 0; s < seats; s++) {
    const ra = a.seatWinRates[s];
    const rb = b.seatWinRates[s];
    if (ra && rb) differences.push(rateDiff(`Seat ${s + 1} win rate`, ra.wins, ra.games, rb.wins, rb.games));
  }
  const minutes = (set: readonly PlaytestRecord[]): number[] =>
    set.filter((r) => r.finished).map((r) => (r.endedAt - r.startedAt) / 60_000);
  differences.push(meanDiff('Game length (minutes)', minutes(setA), minutes(setB)));
  const turns = (set: readonly PlaytestRecord[]): number[] => set.filter((r) => r.finished).map((r) => r.turns);
  differences.push(meanDiff('Game length (turns)', turns(setA), turns(setB)));
  return { a, b, differences };
}
