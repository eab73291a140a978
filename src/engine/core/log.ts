/**
 * The event log is the source of truth: state is a fold of validated actions
 * over the setup. Undo to any point is truncating the log and replaying.
 * Corrections to the physical table are ordinary logged actions too.
 */
import type { ActionContext, AnyGameDefinition, GameDefinition, MatchConfig } from './game';
import { err, ok, type Result, type RuleError } from './result';

/** One line of the log, as stored. `actor` is the seat the action was declared for, or null for the table. */
export interface LogEvent<A = unknown> {
  readonly seq: number;
  readonly at: number;
  readonly actor: number | null;
  readonly action: A;
  /** Optional operator note attached during play ("players confused here"). */
  readonly note?: string;
}

export interface ReplayFailure {
  /** seq of the first event that could not be replayed. */
  readonly seq: number;
  readonly error: RuleError;
}

export interface Replayed<S> {
  readonly state: S;
  /** How many events were applied (all of them, unless `failure` is set). */
  readonly applied: number;
  readonly failure?: ReplayFailure;
}

/**
 * Rebuilds the state from the setup and the events, stopping at the first
 * event that does not parse or is illegal (it and everything after it are
 * reported, never silently skipped).
 */
export function replay<S, A>(def: GameDefinition<S, A>, config: MatchConfig, events: readonly LogEvent<unknown>[]): Result<Replayed<S>> {
  const setup = def.setup(config);
  if (!setup.ok) return setup;
  let state = setup.value;
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as LogEvent<unknown>;
    if (event.seq !== i + 1) {
      return ok({
        state,
        applied: i,
        failure: {
          seq: event.seq,
          error: { code: 'ERR_LOG_SEQUENCE', message: `Event ${i + 1} carries seq ${event.seq}: the log has a gap or is out of order.` },
        },
      });
    }
    const parsed = def.parseAction(event.action);
    if (!parsed.ok) return ok({ state, applied: i, failure: { seq: event.seq, error: parsed.error } });
    const ctx: ActionContext = { at: event.at };
    const verdict = def.validate(state, parsed.value, ctx);
    if (!verdict.ok) return ok({ state, applied: i, failure: { seq: event.seq, error: verdict.error } });
    state = def.apply(state, parsed.value, ctx);
  }
  return ok({ state, applied: events.length });
}

/** The events that remain after undoing back to (and excluding) event `seq`. */
export function undoTo<E extends LogEvent>(events: readonly E[], seq: number): Result<E[]> {
  if (!Number.isInteger(seq) || seq < 1 || seq > events.length) {
    return err('ERR_UNDO_OUT_OF_RANGE', `There is no event ${seq} to undo to; the log has ${events.length} events.`);
  }
  return ok(events.slice(0, seq - 1));
}

/** Appends an event after checking it against the current state; returns the new state and event. */
export function record<S>(
  def: AnyGameDefinition,
  state: S,
  events: readonly LogEvent[],
  input: { action: unknown; at: number; actor: number | null; note?: string },
): Result<{ state: S; event: LogEvent }> {
  const parsed = def.parseAction(input.action);
  if (!parsed.ok) return parsed;
  const ctx: ActionContext = { at: input.at };
  const verdict = def.validate(state, parsed.value, ctx);
  if (!verdict.ok) return verdict;
  const event: LogEvent = {
    seq: events.length + 1,
    at: input.at,
    actor: input.actor,
    action: parsed.value,
    ...(input.note ? { note: input.note } : {}),
  };
  return ok({ state: def.apply(state, parsed.value, ctx) as S, event });
}
