/**
 * The statistics of a set of playtests: who wins from which seat, how long
 * games run, how close they are, lead changes and comebacks, per-card figures
 * and each game's own figures. One pass over flat records; no replay here.
 */
import { distribution, type Distribution } from './distribution';
import type { PlaytestRecord } from './records';
import { moreGamesToCall, wilson, type Interval } from './wilson';

export interface RateFigure {
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: Interval;
  /** The fair share this rate is compared with (1 / players, averaged over the games). */
  readonly expected: number;
  /** More games needed before the interval excludes the fair share (0: it already does; null: never at this rate). */
  readonly moreGamesToCall: number | null;
}

export interface CardFigure {
  readonly code: string;
  readonly played: number;
  readonly scored: number;
  /** Games in which a seat held or played the card, and how many of them that seat won. */
  readonly gamesWith: number;
  readonly winsWith: number;
  readonly winRateWith: RateFigure;
}

export interface Stats {
  readonly matches: number;
  readonly finished: number;
  readonly seatWinRates: readonly RateFigure[];
  readonly firstPlayerWinRate: RateFigure | null;
  readonly durationMinutes: Distribution;
  readonly rounds: Distribution;
  readonly turns: Distribution;
  /** Final score spread (best minus worst total) where scores are kept. */
  readonly scoreSpread: Distribution;
  readonly leadChanges: Distribution;
  /** Finished games whose winner was not leading after the first round. */
  readonly comebacks: number;
  readonly gamesWithRounds: number;
  readonly cards: readonly CardFigure[];
  /** Mean of each game-specific figure over the matches that have it. */
  readonly figures: Readonly<Record<string, { readonly mean: number; readonly count: number; readonly total: number }>>;
  readonly tallies: Readonly<Record<string, number>>;
}

export function rateFigure(wins: number, games: number, expected: number): RateFigure {
  return {
    wins,
    games,
    rate: games > 0 ? wins / games : 0,
    interval: wilson(wins, games),
    expected,
    moreGamesToCall: moreGamesToCall(wins, games, expected),
  };
}

/** The seat leading after each round (ties: null), from per-round points. */
export function leadersByRound(roundScores: readonly (readonly number[])[], lowerIsBetter: boolean): (number | null)[] {
  const rounds = Math.max(0, ...roundScores.map((r) => r.length));
  const running = roundScores.map(() => 0);
  const leaders: (number | null)[] = [];
  for (let r = 0; r < rounds; r++) {
    roundScores.forEach((row, seat) => (running[seat] = (running[seat] as number) + (row[r] ?? 0)));
    const best = lowerIsBetter ? Math.min(...running) : Math.max(...running);
    const at = running.flatMap((v, seat) => (v === best ? [seat] : []));
    leaders.push(at.length === 1 ? (at[0] as number) : null);
  }
  return leaders;
}

/** How often the sole leader changed from one round to the next (ties do not count as a leader). */
export function countLeadChanges(leaders: readonly (number | null)[]): number {
  let changes = 0;
  let last: number | null = null;
  for (const l of leaders) {
    if (l === null) continue;
    if (last !== null && l !== last) changes++;
    last = l;
  }
  return changes;
}

export function computeStats(records: readonly PlaytestRecord[]): Stats {
  const finished = records.filter((r) => r.finished);
  const maxSeats = Math.max(0, ...finished.map((r) => r.players.length));
  const seatWins = new Array<number>(maxSeats).fill(0);
  const seatGames = new Array<number>(maxSeats).fill(0);
  const seatExpected = new Array<number>(maxSeats).fill(0);
  let firstWins = 0;
  let firstGames = 0;
  let firstExpected = 0;
  const spreads: number[] = [];
  const leadChanges: number[] = [];
  let comebacks = 0;
  const cards = new Map<string, { played: number; scored: number; gamesWith: number; winsWith: number; expected: number }>();
  const figures: Record<string, { mean: number; count: number; total: number }> = {};
  const tallies: Record<string, number> = {};

  for (const r of finished) {
    const k = r.players.length;
    const winners = new Set(r.winners);
    for (let seat = 0; seat < k; seat++) {
      seatGames[seat] = (seatGames[seat] as number) + 1;
      seatExpected[seat] = (seatExpected[seat] as number) + 1 / k;
      if (winners.has(seat)) seatWins[seat] = (seatWins[seat] as number) + 1;
    }
    if (r.firstPlayer !== null) {
      firstGames++;
      firstExpected += 1 / k;
      if (winners.has(r.firstPlayer)) firstWins++;
    }
    if (r.totals && r.totals.length > 1) spreads.push(Math.max(...r.totals) - Math.min(...r.totals));
    if (r.roundScores && r.roundScores.length > 1) {
      const leaders = leadersByRound(r.roundScores, r.lowerIsBetter);
      leadChanges.push(countLeadChanges(leaders));
      const early = leaders[0];
      if (leaders.length > 1 && r.winners.length > 0 && (early === null || early === undefined || !winners.has(early))) comebacks++;
    }
    const seen = new Set<string>();
    for (const c of r.cards) {
      const entry = cards.get(c.code) ?? { played: 0, scored: 0, gamesWith: 0, winsWith: 0, expected: 0 };
      if (c.use === 'played') entry.played++;
      if (c.use === 'scored') entry.scored++;
      const key = `${c.code}@${c.seat}`;
      if (c.seat !== null && !seen.has(key)) {
        seen.add(key);
        entry.gamesWith++;
        entry.expected += 1 / k;
        if (winners.has(c.seat)) entry.winsWith++;
      }
      cards.set(c.code, entry);
    }
    for (const [name, value] of Object.entries(r.figures)) {
      const f = (figures[name] ??= { mean: 0, count: 0, total: 0 });
      f.count++;
      f.total += value;
      f.mean = f.total / f.count;
    }
    for (const [name, n] of Object.entries(r.tallies)) tallies[name] = (tallies[name] ?? 0) + n;
  }

  const withRounds = finished.filter((r) => r.roundScores && r.roundScores.length > 1).length;
  return {
    matches: records.length,
    finished: finished.length,
    seatWinRates: seatGames.map((g, seat) => rateFigure(seatWins[seat] as number, g, g > 0 ? (seatExpected[seat] as number) / g : 0)),
    firstPlayerWinRate: firstGames > 0 ? rateFigure(firstWins, firstGames, firstExpected / firstGames) : null,
    durationMinutes: distribution(finished.map((r) => (r.endedAt - r.startedAt) / 60_000)),
    rounds: distribution(finished.map((r) => r.rounds)),
    turns: distribution(finished.map((r) => r.turns)),
    scoreSpread: distribution(spreads),
    leadChanges: distribution(leadChanges),
    comebacks,
    gamesWithRounds: withRounds,
    cards: [...cards.entries()]
      .map(([code, e]) => ({
        code,
        played: e.played,
        scored: e.scored,
        gamesWith: e.gamesWith,
        winsWith: e.winsWith,
        winRateWith: rateFigure(e.winsWith, e.gamesWith, e.gamesWith > 0 ? e.expected / e.gamesWith : 0),
      }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    figures,
    tallies,
  };
}
