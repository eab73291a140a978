/**
 * The one pipeline from an action to a state: every layer (the renderer's
 * session, the store's writer, replay, statistics, the command line) takes an
 * action to its new state and log event with `step`, asks without acting with
 * `check`, and folds a log into a state with `fold`. Nothing outside the
 * engine calls a game's validate or apply itself, so parsing, the actor
 * check, validation, application and description happen once, in one place,
 * with the game's state and action types carried through.
 */
import type { ActionContext, GameDefinition, MatchConfig } from './game';
import type { LogEvent, Replayed, ReplayFailure } from './log';
import { ok, type Result, type RuleError } from './result';

/** One action as entered or as read from a log line: untrusted until parsed. */
export interface StepInput {
  readonly action: unknown;
  readonly at: number;
  readonly actor: number | null;
  readonly note?: string;
}

export interface Stepped<S, A> {
  readonly state: S;
  readonly event: LogEvent<A>;
  /** The game's one-line description, made with the state before the event. */
  readonly text: string;
}

/** The stored header fields a match's setup is made from. */
export interface MatchConfigSource {
  readonly players: readonly { readonly seat: number; readonly name: string }[];
  readonly options: MatchConfig['options'];
  readonly seed: string;
  readonly startedAt: number;
}

export function configOf(header: MatchConfigSource): MatchConfig {
  const players = [...header.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  return { players, options: header.options, seed: header.seed, at: header.startedAt };
}

/**
 * An event logged for a seat must be that of the seat its action names. A
 * null actor (the table, the referee entering it) may enter any action: the
 * games' drivers and logs written before the check do.
 */
function checkActor<S, A>(def: GameDefinition<S, A>, action: A, actor: number | null): RuleError | null {
  const seat = def.actingSeat?.(action);
  if (seat === undefined || actor === null || seat === actor) return null;
  const who = (s: number | null): string => (s === null ? 'the table' : `seat ${s + 1}`);
  return {
    code: 'ERR_ACTOR_MISMATCH',
    message: `This action is ${who(seat)}'s, but the event says ${who(actor)} did it: an action is logged for the seat that takes it.`,
    rule: 'Event log: actor',
    path: 'actor',
  };
}

/**
 * Parses, checks the actor (unless `actor` is undefined) and validates: the
 * action, ready to apply, or why not.
 */
function admit<S, A>(
  def: GameDefinition<S, A>,
  state: S,
  input: { readonly action: unknown; readonly actor?: number | null },
  ctx: ActionContext,
): Result<A> {
  const parsed = def.parseAction(input.action);
  if (!parsed.ok) return parsed;
  if (input.actor !== undefined) {
    const wrongActor = checkActor(def, parsed.value, input.actor);
    if (wrongActor) return { ok: false, error: wrongActor };
  }
  const verdict = def.validate(state, parsed.value, ctx);
  return verdict.ok ? parsed : verdict;
}

/** The game's description; a description that throws (a bug) must not undo a legal action. */
export function describeSafely<S, A>(def: GameDefinition<S, A>, state: S, action: A): string {
  try {
    return def.describe(state, action);
  } catch {
    return JSON.stringify(action);
  }
}

/**
 * Asks the rules without acting (live form validation): the refusal, or
 * null when the action is legal now. With no actor given, the actor check
 * is left out (a form asks before it knows who sends it).
 */
export function check<S, A>(
  def: GameDefinition<S, A>,
  state: S,
  input: { readonly action: unknown; readonly at: number; readonly actor?: number | null },
): RuleError | null {
  const admitted = admit(def, state, input, { at: input.at });
  return admitted.ok ? null : admitted.error;
}

export interface Advanced<S, A> {
  readonly state: S;
  readonly event: LogEvent<A>;
}

/**
 * One action to its new state and its log event (number `seq`), without the
 * description: the simulator logs no words, and describing every action cost
 * it time and the optimising compiler's work on every worker (For-Ex's
 * description code was a sixth of what one worker compiled).
 */
export function advance<S, A>(def: GameDefinition<S, A>, state: S, seq: number, input: StepInput): Result<Advanced<S, A>> {
  const ctx: ActionContext = { at: input.at };
  const action = admit(def, state, input, ctx);
  if (!action.ok) return action;
  const event: LogEvent<A> = {
    seq,
    at: input.at,
    actor: input.actor,
    action: action.value,
    ...(input.note !== undefined ? { note: input.note } : {}),
  };
  return ok({ state: def.apply(state, action.value, ctx), event });
}

/** One action to its new state, its log event (number `seq`) and its description. */
export function step<S, A>(def: GameDefinition<S, A>, state: S, seq: number, input: StepInput): Result<Stepped<S, A>> {
  const next = advance(def, state, seq, input);
  if (!next.ok) return next;
  return ok({ state: next.value.state, event: next.value.event, text: describeSafely(def, state, next.value.event.action) });
}

/** An event the fold could not apply. */
export type Refused = ReplayFailure;

/** What the fold saw of one event, for callers that keep a per-event record (replay, the event log). */
export interface FoldVisit<S, A> {
  /** The event as read. */
  readonly event: LogEvent;
  /** The parsed action, null when the event was refused. */
  readonly action: A | null;
  readonly before: S;
  /** The state after it (the same as before when refused). */
  readonly after: S;
  /** The description, when asked for (`describe: true`) and the event applied. */
  readonly text: string | null;
  readonly refused: Refused | null;
}

export interface FoldOptions<S, A> {
  /**
   * 'stop': the first refused event and everything after it are left out
   * (the match is shown as it was before it). 'skip': a refused event is
   * reported and skipped, and the fold goes on, so one bad event in a
   * playtest does not hide the rest.
   */
  readonly onRefused: 'stop' | 'skip';
  /** Also describe each applied event (the event log's text). */
  readonly describe?: boolean;
  readonly visit?: (v: FoldVisit<S, A>) => void;
  /**
   * Judge card knowledge exactly (GameDefinition checkedExactly), as the referee at the table does: for `replay`,
   * which reports what a log breaks. Left out by readers of logs already judged, where an entry the tables accept
   * past their cap of alternatives is taken as the referee took it (the statistics go further: `trustCards`).
   */
  readonly exact?: boolean;
  /**
   * Take the cards as the referee judged them (GameDefinition trustingCards): for the statistics, which read logs
   * already judged and never read the card knowledge. Every rule but where a card may be is still checked.
   */
  readonly trustCards?: boolean;
}

/** The state, how many events applied, and the first refused event (`failure`, absent when none). */
export interface Folded<S> extends Replayed<S> {
  /** Every refused event, in log order ('stop' reports at most one). */
  readonly refused: readonly Refused[];
}

/**
 * Folds a log over the setup, read through the game's migration of older
 * logs when it has one (`migrateLog`). An event whose seq does not follow
 * the log (a gap, a reordering) is refused with ERR_LOG_SEQUENCE. Only a
 * setup the rules refuse is an error; refused events are in the answer.
 */
export function fold<S, A>(
  def: GameDefinition<S, A>,
  config: MatchConfig,
  logged: readonly LogEvent[],
  options: FoldOptions<S, A> = { onRefused: 'stop' },
): Result<Folded<S>> {
  const setup = def.setup(config);
  if (!setup.ok) return setup;
  const events = def.migrateLog ? def.migrateLog(config, logged) : logged;
  let state = options.exact && def.checkedExactly ? def.checkedExactly(setup.value) : setup.value;
  if (options.trustCards && def.trustingCards) state = def.trustingCards(state);
  let applied = 0;
  const refused: Refused[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as LogEvent;
    const before = state;
    let action: A | null = null;
    let error: RuleError | null = null;
    if (event.seq !== i + 1) {
      error = { code: 'ERR_LOG_SEQUENCE', message: `Event ${i + 1} carries seq ${event.seq}: the log has a gap or is out of order.` };
    } else {
      const ctx: ActionContext = { at: event.at };
      const admitted = admit(def, state, event, ctx);
      if (admitted.ok) {
        action = admitted.value;
        state = def.apply(state, action, ctx);
        applied++;
      } else error = admitted.error;
    }
    const miss = error ? { seq: event.seq, error } : null;
    if (miss) refused.push(miss);
    if (options.visit) {
      const text = action !== null && options.describe ? describeSafely(def, before, action) : null;
      options.visit({ event, action, before, after: state, text, refused: miss });
    }
    if (miss && options.onRefused === 'stop') break;
  }
  const failure = refused[0];
  return ok({ state, applied, refused, ...(failure ? { failure } : {}) });
}

/** The fold that stops at the first refused event, as a plain answer: for tools and tests. */
export function replay<S, A>(def: GameDefinition<S, A>, config: MatchConfig, events: readonly LogEvent[]): Result<Folded<S>> {
  return fold(def, config, events, { onRefused: 'stop' });
}

/** Validates then applies an already-typed action, with no log: for tests and tools that drive a game by hand. */
export function play<S, A>(def: GameDefinition<S, A>, state: S, action: A, ctx: ActionContext): Result<S> {
  const verdict = def.validate(state, action, ctx);
  return verdict.ok ? ok(def.apply(state, action, ctx)) : verdict;
}
