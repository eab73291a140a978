/**
 * Filtering playtest records (the record itself, one flat line per match
 * built once from its log, is part of the contract: src/contract). Pure data:
 * the renderer, the CLI and the benchmark share it.
 */
import type { GameId } from '../engine/core/game';
import type { PlaytestRecord } from '../contract/playtest-record';

// The record is a payload of the API, so it lives with the contract; re-exported for the statistics' users.
export type { CardRecord, PlaytestRecord } from '../contract/playtest-record';

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
