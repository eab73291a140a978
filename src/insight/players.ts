/**
 * The people who played: for each person, per game and rules version, the
 * finished playtests they sat in, their wins (a shared win, a tie at the
 * top, is a win and is counted apart as shared), a win rate with its Wilson
 * interval, and how they fared as first player and at each seat. Names are
 * matched without regard to case or surrounding spaces; the alias map
 * (settings.playerAliases: lower-cased spelling to the name it counts as)
 * merges two spellings of one person.
 */
import type { PlaytestRecord } from './records';
import { wilson, type Interval } from './wilson';

export interface SeatLine {
  readonly seat: number;
  readonly plays: number;
  readonly wins: number;
}

export interface PlayerLine {
  /** The person's name as shown: the alias target, else the first spelling met. */
  readonly person: string;
  /** Every spelling seen for them, sorted. */
  readonly spellings: readonly string[];
  readonly game: string;
  readonly rulesVersion: string;
  /** Finished playtests they sat in (unfinished ones are counted apart). */
  readonly plays: number;
  readonly unfinished: number;
  readonly wins: number;
  /** Of the wins, those shared with another winner. */
  readonly sharedWins: number;
  readonly winRate: number;
  readonly interval: Interval;
  /** Finished playtests where they played first, and won. */
  readonly firstPlays: number;
  readonly firstWins: number;
  readonly seats: readonly SeatLine[];
}

export type Aliases = Readonly<Record<string, string>>;

const fold = (name: string): string => name.trim().toLowerCase();

/** The name a spelling counts as: an alias (followed a few steps, never in a loop) or the spelling itself, trimmed. */
export function personOf(name: string, aliases: Aliases): string {
  let current = name.trim();
  for (let i = 0; i < 8; i++) {
    const next = aliases[fold(current)];
    if (next === undefined || fold(next) === fold(current)) break;
    current = next.trim();
  }
  return current;
}

interface Acc {
  person: string;
  spellings: Set<string>;
  game: string;
  rulesVersion: string;
  plays: number;
  unfinished: number;
  wins: number;
  sharedWins: number;
  firstPlays: number;
  firstWins: number;
  seats: Map<number, { plays: number; wins: number }>;
}

export function playersView(records: readonly PlaytestRecord[], aliases: Aliases = {}): PlayerLine[] {
  const acc = new Map<string, Acc>();
  for (const r of records) {
    r.players.forEach((name, seat) => {
      const person = personOf(name, aliases);
      const key = JSON.stringify([fold(person), r.game, r.rulesVersion]);
      let a = acc.get(key);
      if (!a) {
        a = {
          person,
          spellings: new Set(),
          game: r.game,
          rulesVersion: r.rulesVersion,
          plays: 0,
          unfinished: 0,
          wins: 0,
          sharedWins: 0,
          firstPlays: 0,
          firstWins: 0,
          seats: new Map(),
        };
        acc.set(key, a);
      }
      a.spellings.add(name.trim());
      if (!r.finished) {
        a.unfinished++;
        return;
      }
      const won = r.winners.includes(seat);
      a.plays++;
      if (won) a.wins++;
      if (won && r.winners.length > 1) a.sharedWins++;
      if (r.firstPlayer === seat) {
        a.firstPlays++;
        if (won) a.firstWins++;
      }
      const s = a.seats.get(seat) ?? { plays: 0, wins: 0 };
      s.plays++;
      if (won) s.wins++;
      a.seats.set(seat, s);
    });
  }
  return [...acc.values()]
    .map((a) => ({
      person: a.person,
      spellings: [...a.spellings].sort(),
      game: a.game,
      rulesVersion: a.rulesVersion,
      plays: a.plays,
      unfinished: a.unfinished,
      wins: a.wins,
      sharedWins: a.sharedWins,
      winRate: a.plays ? a.wins / a.plays : 0,
      interval: wilson(a.wins, a.plays),
      firstPlays: a.firstPlays,
      firstWins: a.firstWins,
      seats: [...a.seats.entries()].sort(([x], [y]) => x - y).map(([seat, s]) => ({ seat, ...s })),
    }))
    .sort(
      (x, y) =>
        fold(x.person).localeCompare(fold(y.person)) || x.game.localeCompare(y.game) || x.rulesVersion.localeCompare(y.rulesVersion),
    );
}
