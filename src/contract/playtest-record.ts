/**
 * A playtest as the statistics see it: one flat record per match, built once
 * from its log by the store (by replaying it) and sent to the renderer in
 * playtestRecords, so aggregating thousands of matches never replays
 * anything. Part of the contract because it crosses the process boundary;
 * src/insight works over it.
 */
import type { CardUseRecord, GameId, Options } from '../engine/core/game';
import type { FeedbackAnswer } from './api';

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
