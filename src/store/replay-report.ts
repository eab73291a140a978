/**
 * Replays a stored match with its game's rules to learn what the log means:
 * final state, finished or not, winners, totals, and every event the rules
 * refuse. Unlike core replay (which stops at the first refusal), a refused
 * event is reported as a violation and skipped, and the replay goes on, so
 * one bad event in a playtest does not hide everything after it. For a log
 * without violations both give the same state.
 */
import type { AnyGameDefinition, MatchConfig } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import type { RuleError } from '../engine/core/result';
import type { MatchHeader, Violation } from '../shared/api';

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

export function configOf(header: MatchHeader): MatchConfig {
  const players = [...header.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  return { players, options: header.options, seed: header.seed, at: header.startedAt };
}

export function replayReport(
  def: AnyGameDefinition,
  header: MatchHeader,
  events: readonly LogEvent[],
  visit?: ReplayVisitor,
): ReplayReport {
  const setup = def.setup(configOf(header));
  if (!setup.ok) {
    return {
      state: null,
      applied: 0,
      violations: [],
      setupError: setup.error,
      finished: false,
      winners: [],
      totals: [],
      phase: 'setup failed',
      reason: null,
    };
  }
  let state: unknown = setup.value;
  let applied = 0;
  const violations: Violation[] = [];
  for (const event of events) {
    const parsed = def.parseAction(event.action);
    let error: RuleError | null = parsed.ok ? null : parsed.error;
    if (parsed.ok) {
      const verdict = def.validate(state, parsed.value, { at: event.at });
      if (!verdict.ok) error = verdict.error;
    }
    if (error || !parsed.ok) {
      const violation = { seq: event.seq, code: error?.code ?? 'ERR_UNKNOWN', message: error?.message ?? '' };
      violations.push(violation);
      visit?.(event, state, null, violation);
      continue;
    }
    visit?.(event, state, def.describe(state, parsed.value), null);
    state = def.apply(state, parsed.value, { at: event.at });
    applied++;
  }
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
