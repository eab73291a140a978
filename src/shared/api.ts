/**
 * The contract between the renderer and whatever keeps the playtests (Electron
 * main over IPC, or the browser-mode server over HTTP): the API's method names,
 * argument and answer types. Argument schemas live in ./schemas.ts and are
 * checked on the receiving side of every call.
 */
import type { GameId, Options } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import type { Result } from '../engine/core/result';

export interface SeatedPlayer {
  readonly name: string;
  readonly seat: number;
}

/** The first line of every match file. */
export interface MatchHeader {
  readonly format: 'deckside-match';
  readonly formatVersion: 1;
  readonly matchId: string;
  readonly game: GameId;
  readonly options: Options;
  readonly seed: string;
  readonly players: readonly SeatedPlayer[];
  readonly deckVersion: string | null;
  readonly rulesVersion: string;
  readonly startedAt: number;
  readonly appVersion: string;
  readonly location?: string;
  readonly notes?: string;
}

/** What the renderer sends to start a match; the store adds id, times and versions. */
export interface NewMatch {
  readonly game: GameId;
  readonly options: Options;
  readonly seed: string;
  readonly players: readonly SeatedPlayer[];
  readonly deckVersion: string | null;
  readonly rulesVersion: string;
  readonly startedAt: number;
  readonly location?: string;
  readonly notes?: string;
}

/** A line of a match file that could not be read, with where it is. */
export interface LogProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export interface MatchSummary {
  readonly matchId: string;
  readonly game: GameId;
  readonly players: readonly SeatedPlayer[];
  readonly rulesVersion: string;
  readonly startedAt: number;
  readonly lastEventAt: number;
  readonly events: number;
  readonly finished: boolean;
  readonly winners: readonly number[];
  readonly problems: readonly LogProblem[];
}

export interface StoredMatch {
  readonly header: MatchHeader;
  /** The live events, undo markers already applied. */
  readonly events: readonly LogEvent[];
  readonly problems: readonly LogProblem[];
}

export type ExportFormat = 'json' | 'csv';

/** The API the renderer uses. Every method answers a Result; none throws on bad input. */
export interface DecksideApi {
  listMatches(): Promise<Result<{ matches: MatchSummary[]; problems: LogProblem[] }>>;
  createMatch(match: NewMatch): Promise<Result<MatchHeader>>;
  openMatch(matchId: string): Promise<Result<StoredMatch>>;
  /** Appends one event (its seq must be the next one) and flushes it to disk before answering. */
  appendEvent(matchId: string, event: LogEvent): Promise<Result<{ seq: number }>>;
  /** Undo: keeps events 1..keep (an append-only marker line records it). */
  undoTo(matchId: string, keep: number): Promise<Result<{ events: number }>>;
  exportMatches(format: ExportFormat, matchIds: readonly string[] | null): Promise<Result<{ fileName: string; content: string }>>;
}

export const API_METHODS = ['listMatches', 'createMatch', 'openMatch', 'appendEvent', 'undoTo', 'exportMatches'] as const satisfies readonly (keyof DecksideApi)[];
export type ApiMethod = (typeof API_METHODS)[number];
