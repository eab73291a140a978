/**
 * The figures of a simulation from its games' results: per seat wins with
 * Wilson 95% intervals (a shared win counts for every winner), draws, the
 * first player's rate against a fair share, game length (mean, median, 90th
 * percentile; quantiles interpolated as the dashboard's are), score spread,
 * per-card win rates, and for a --versus run the differences with their
 * intervals (Newcombe for rates, Welch for the mean length). Pure and
 * order-free: results are sorted by game number first, so the figures do not
 * depend on which worker finished first.
 */
import type { Options } from '../engine/core/game';
import { meanDifference } from '../insight/feedback';
import { quantile } from '../insight/distribution';
import { rateDifference, wilson } from '../insight/wilson';
import type { CardFigures, Difference, FirstPlayerFigures, GameResult, LengthFigures, SetFigures, Spread, VersusFigures } from './types';

function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.length ? sorted.reduce((s, v) => s + v, 0) / sorted.length : 0;
  return { mean, median: sorted.length ? quantile(sorted, 0.5) : 0, p90: sorted.length ? quantile(sorted, 0.9) : 0 };
}

function lengthOf(values: readonly number[], unit: string): LengthFigures {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const histogram = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  return {
    ...spreadOf(values),
    unit,
    min: histogram.length ? (histogram[0] as [number, number])[0] : 0,
    max: histogram.length ? (histogram[histogram.length - 1] as [number, number])[0] : 0,
    histogram,
  };
}

const byIndex = (results: readonly GameResult[]): GameResult[] => [...results].sort((a, b) => a.index - b.index);

/** The figures of one set of games played by `bots` (one per seat) under `options`. */
export function setFigures(results: readonly GameResult[], bots: readonly string[], options: Options, unit: string): SetFigures {
  const all = byIndex(results);
  const done = all.filter((r) => r.finished && !r.error);
  const n = done.length;
  const seats = bots.map((bot, seat) => {
    const wins = done.filter((r) => r.winners.includes(seat)).length;
    return { seat, bot, wins, games: n, rate: n ? wins / n : 0, interval: wilson(wins, n) };
  });
  const withFirst = done.filter((r) => r.firstPlayer !== null);
  const firstWins = withFirst.filter((r) => r.winners.includes(r.firstPlayer as number)).length;
  const firstPlayer: FirstPlayerFigures | null = withFirst.length
    ? {
        wins: firstWins,
        games: withFirst.length,
        rate: firstWins / withFirst.length,
        interval: wilson(firstWins, withFirst.length),
        fair: 1 / bots.length,
      }
    : null;
  const spreads = done.filter((r) => r.totals.length > 1).map((r) => Math.max(...r.totals) - Math.min(...r.totals));
  return {
    options,
    seats,
    draws: done.filter((r) => r.draw).length,
    finished: n,
    length: lengthOf(
      done.map((r) => r.length),
      unit,
    ),
    firstPlayer,
    scoreSpread: spreads.length ? spreadOf(spreads) : null,
    cards: cardFigures(done),
    actions: all.reduce((s, r) => s + r.actions, 0),
    errors: all.flatMap((r) => (r.error ? [{ index: r.index, code: r.error.code, message: r.error.message }] : [])),
  };
}

/** Per card: how often a seat that held, played or scored it won (each game and seat counted once). */
function cardFigures(done: readonly GameResult[]): CardFigures[] {
  const tally = new Map<string, { seen: number; wins: number }>();
  for (const r of done) {
    const pairs = new Set<string>();
    for (const c of r.cards) if (c.seat !== null) pairs.add(`${c.seat}\u0000${c.code}`);
    for (const p of pairs) {
      const [seat, code] = p.split('\u0000') as [string, string];
      const t = tally.get(code) ?? { seen: 0, wins: 0 };
      t.seen++;
      if (r.winners.includes(Number(seat))) t.wins++;
      tally.set(code, t);
    }
  }
  return [...tally.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([code, t]) => ({ code, seen: t.seen, wins: t.wins, rate: t.wins / t.seen, interval: wilson(t.wins, t.seen) }));
}

function rateDiff(winsA: number, nA: number, winsB: number, nB: number): Difference {
  return {
    difference: (nA ? winsA / nA : 0) - (nB ? winsB / nB : 0),
    interval: rateDifference(winsA, nA, winsB, nB),
  };
}

/** The versus set's figures and its differences from the base set (versus minus base). */
export function versusFigures(
  base: SetFigures,
  baseResults: readonly GameResult[],
  versus: SetFigures,
  versusResults: readonly GameResult[],
): VersusFigures {
  const lengths = (rs: readonly GameResult[]): number[] =>
    byIndex(rs)
      .filter((r) => r.finished && !r.error)
      .map((r) => r.length);
  const len = meanDifference('length', lengths(versusResults), lengths(baseResults));
  return {
    ...versus,
    differences: {
      seats: versus.seats.map((s, i) => {
        const b = base.seats[i] as (typeof base.seats)[number];
        return { seat: s.seat, ...rateDiff(s.wins, s.games, b.wins, b.games) };
      }),
      draws: rateDiff(versus.draws, versus.finished, base.draws, base.finished),
      firstPlayer:
        versus.firstPlayer && base.firstPlayer
          ? rateDiff(versus.firstPlayer.wins, versus.firstPlayer.games, base.firstPlayer.wins, base.firstPlayer.games)
          : null,
      length: { difference: len.difference, interval: len.interval },
    },
  };
}
