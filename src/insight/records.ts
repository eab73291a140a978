/**
 * A playtest as the statistics see it: one flat record per match, built once
 * from its log (by replaying it), so aggregating thousands of matches never
 * replays anything. Pure data: the renderer, the CLI and the benchmark share it.
 */
import type { CardUseRecord, GameId, Options } from '../engine/core/game';
import type { FeedbackAnswer } from '../shared/api';

export type CardRecord = CardUseRecord;

export interface PlaytestRecord {
  readonly matchId: string;
  readonly file: string;
  readonly game: GameId;
  readonly rulesVersion: string;
  readonly options: Options;
  readonly deckVersion: string | null;
  /** Player names by seat. */
  readonly players: readonly string[];
  /** The seat that played first, when the game has one. */
  readonly firstPlayer: number | null;
  readonly startedAt: number;
  /** Time of the last event (ms). */
  readonly endedAt: number;
  readonly finished: boolean;
  readonly winners: readonly number[];
  /** Final totals by seat, when the game keeps scores. */
  readonly totals: readonly number[] | null;
  readonly lowerIsBetter: boolean;
  /** Points by seat and round, when the game scores per round. */
  readonly roundScores: readonly (readonly number[])[] | null;
  /** Logged events, and rounds or turns played (what "length" means for the game). */
  readonly events: number;
  readonly rounds: number;
  readonly turns: number;
  /** Game-specific figures, e.g. { tradesPerRound: 4.3 } or { bankruptcy: 1 }. */
  readonly figures: Readonly<Record<string, number>>;
  /** Game-specific categorical tallies, e.g. grid poker categories won. */
  readonly tallies: Readonly<Record<string, number>>;
  /** Cards whose identities were recorded. */
  readonly cards: readonly CardRecord[];
  /** Notes written during play (an event's own and note lines; seq 0: the match). */
  readonly notes?: readonly { readonly seq: number; readonly text: string }[];
  /** Players' latest questionnaire answers, by seat. */
  readonly feedback?: readonly FeedbackAnswer[];
}

export interface RecordFilter {
  readonly game?: GameId;
  readonly rulesVersion?: string;
  /** Every listed option must have this value (compared as text). */
  readonly options?: Readonly<Record<string, string>>;
  /** A player name that must be seated. */
  readonly player?: string;
  /** Started at or after / before (ms). */
  readonly from?: number;
  readonly to?: number;
  readonly finishedOnly?: boolean;
}

export function matchesFilter(r: PlaytestRecord, f: RecordFilter): boolean {
  if (f.game && r.game !== f.game) return false;
  if (f.rulesVersion !== undefined && r.rulesVersion !== f.rulesVersion) return false;
  if (f.player && !r.players.includes(f.player)) return false;
  if (f.from !== undefined && r.startedAt < f.from) return false;
  if (f.to !== undefined && r.startedAt >= f.to) return false;
  if (f.finishedOnly && !r.finished) return false;
  if (f.options) {
    // Names and values as typed: case does not matter ("Queue=Long" finds queue=long).
    for (const [name, value] of Object.entries(f.options)) {
      const key = Object.keys(r.options).find((k) => k.toLowerCase() === name.trim().toLowerCase());
      if (key === undefined || String(r.options[key]).toLowerCase() !== value.trim().toLowerCase()) return false;
    }
  }
  return true;
}

/** The option names of a filter that no game (or not the filter's game) has, as typed. */
export function unknownOptionNames(f: RecordFilter, known: (game: GameId | undefined) => readonly string[]): string[] {
  const names = new Set(known(f.game).map((n) => n.toLowerCase()));
  return Object.keys(f.options ?? {}).filter((n) => !names.has(n.trim().toLowerCase()));
}
