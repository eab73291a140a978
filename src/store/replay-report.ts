/**
 * Replays a stored match with its game's rules to learn what the log means:
 * final state, finished or not, winners, totals, and every event the rules
 * refuse. It is the engine's fold (core/match.ts) in its 'skip' mode: a
 * refused event is reported as a violation and skipped, and the replay goes
 * on, so one bad event in a playtest does not hide everything after it. For
 * a log without violations it gives the same state as the 'stop' mode.
 */
import type { AnyGameDefinition } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { configOf, fold } from '../engine/core/match';
import type { RuleError } from '../engine/core/result';
import type { EventNote, MatchHeader, Violation } from '../contract/api';

export { configOf };

export interface ReplayReport {
  /** The state after every event that replayed; null when the setup itself failed. */
  readonly state: unknown;
  readonly applied: number;
  readonly violations: readonly Violation[];
  readonly setupError: RuleError | null;
  readonly finished: boolean;
  readonly winners: readonly number[];
  readonly totals: readonly number[];
  readonly phase: string;
  /** Why the game ended, when it did. */
  readonly reason: string | null;
}

/** Called for each event with the state before it; `violation` is set when it did not replay. */
export type ReplayVisitor = (event: LogEvent, before: unknown, description: string | null, violation: Violation | null) => void;

export function replayReport(
  def: AnyGameDefinition,
  header: MatchHeader,
  events: readonly LogEvent[],
  options: {
    readonly visit?: ReplayVisitor;
    /** Judge card knowledge exactly, as the referee at the table (core/match.ts FoldOptions): `deckside replay` does. */
    readonly exact?: boolean;
  } = {},
): ReplayReport {
  const { visit, exact = false } = options;
  const violations: Violation[] = [];
  const folded = fold(def, configOf(header), events, {
    onRefused: 'skip',
    exact,
    describe: visit !== undefined,
    visit: (v) => {
      const violation = v.refused ? { seq: v.refused.seq, code: v.refused.error.code, message: v.refused.error.message } : null;
      if (violation) violations.push(violation);
      visit?.(v.event, v.before, v.text, violation);
    },
  });
  if (!folded.ok) {
    return {
      state: null,
      applied: 0,
      violations: [],
      setupError: folded.error,
      finished: false,
      winners: [],
      totals: [],
      phase: 'setup failed',
      reason: null,
    };
  }
  const { state, applied } = folded.value;
  const lastAt = events.length > 0 ? (events[events.length - 1] as LogEvent).at : header.startedAt;
  const outcome = def.outcome(state);
  const summary = def.summary(state, lastAt);
  return {
    state,
    applied,
    violations,
    setupError: null,
    finished: outcome !== null || summary.finished,
    winners: outcome?.winners ?? [],
    totals: def.score(state).totals,
    phase: summary.phase,
    reason: outcome?.reason ?? null,
  };
}

/**
 * Every note of a match, by event (seq 0, the match itself, first), in the
 * order written: an event's own `note` field, then the note lines on it.
 */
export function notesOfMatch(events: readonly LogEvent[], noteLines: readonly EventNote[]): { seq: number; text: string }[] {
  const all = [
    ...events.flatMap((e) => (e.note !== undefined ? [{ seq: e.seq, text: e.note, order: 0 }] : [])),
    ...noteLines.map((n, i) => ({ seq: n.seq, text: n.text, order: i + 1 })),
  ];
  return all.sort((a, b) => a.seq - b.seq || a.order - b.order).map(({ seq, text }) => ({ seq, text }));
}
