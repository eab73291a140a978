/**
 * The event log is the source of truth: state is a fold of validated actions
 * over the setup (the fold is ./match.ts). Undo to any point is truncating
 * the log and folding again. Corrections to the physical table are ordinary
 * logged actions too.
 */
import { err, ok, type Result, type RuleError } from './result';

// The fold lives in ./match.ts; re-exported here so existing callers of replay keep their import.
export { replay } from './match';

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

/** The events that remain after undoing back to (and excluding) event `seq`. */
export function undoTo<E extends LogEvent>(events: readonly E[], seq: number): Result<E[]> {
  if (!Number.isInteger(seq) || seq < 1 || seq > events.length) {
    return err('ERR_UNDO_OUT_OF_RANGE', `There is no event ${seq} to undo to; the log has ${events.length} events.`, {
      params: { variant: 'eventUndo', seq, length: events.length },
    });
  }
  return ok(events.slice(0, seq - 1));
}
