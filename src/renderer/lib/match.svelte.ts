/**
 * One match in progress: the game definition, the stored header, the event
 * log and the state folded from it. Every action goes through the engine
 * (validate, then apply) and is saved by the store before the UI shows it as
 * done; a refused action keeps its reason and where it was entered, so the
 * view can show it right there. State snapshots are replaced on each action
 * ($state.raw): the engine's states are immutable.
 */
import type { ActionOffer, AnyGameDefinition, MatchConfig, Outcome, ScoreSheet, TableSummary } from '../../engine/core/game';
import type { LogEvent } from '../../engine/core/log';
import type { Result, RuleError } from '../../engine/core/result';
import type { DecksideApi, MatchHeader } from '../../shared/api';
import { Ticker } from './ticker.svelte';

/** A refused action and the place (a form, a button row) it came from. */
export interface Refusal {
  readonly where: string;
  readonly error: RuleError;
}

export interface LoggedEvent {
  readonly event: LogEvent;
  /** The engine's one-line description, made with the state before the event. */
  readonly text: string;
}

export function configOf(header: MatchHeader): MatchConfig {
  const players = [...header.players].sort((a, b) => a.seat - b.seat).map((p) => p.name);
  return { players, options: header.options, seed: header.seed, at: header.startedAt };
}

/**
 * One validated step: parse, validate, apply, and the event to store. The
 * same checks as the engine's `record`, without needing the whole log (only
 * its length), so a long match costs the same per action.
 */
export function step(
  def: AnyGameDefinition,
  state: unknown,
  seq: number,
  input: { action: unknown; at: number; actor: number | null },
): Result<{ state: unknown; event: LogEvent; text: string }> {
  const parsed = def.parseAction(input.action);
  if (!parsed.ok) return parsed;
  const ctx = { at: input.at };
  const verdict = def.validate(state, parsed.value, ctx);
  if (!verdict.ok) return verdict;
  const event: LogEvent = { seq, at: input.at, actor: input.actor, action: parsed.value };
  const text = safeDescribe(def, state, parsed.value);
  return { ok: true, value: { state: def.apply(state, parsed.value, ctx), event, text } };
}

/** Folds events over the setup, keeping each event's description. Stops at the first bad event. */
export function fold(
  def: AnyGameDefinition,
  config: MatchConfig,
  events: readonly LogEvent[],
): Result<{ state: unknown; log: LoggedEvent[]; failure: { seq: number; error: RuleError } | null }> {
  const setup = def.setup(config);
  if (!setup.ok) return setup;
  let state: unknown = setup.value;
  const log: LoggedEvent[] = [];
  for (const event of events) {
    const next = step(def, state, log.length + 1, event);
    if (!next.ok) return { ok: true, value: { state, log, failure: { seq: event.seq, error: next.error } } };
    log.push({ event, text: next.value.text });
    state = next.value.state;
  }
  return { ok: true, value: { state, log, failure: null } };
}

function safeDescribe(def: AnyGameDefinition, state: unknown, action: unknown): string {
  try {
    return def.describe(state, action);
  } catch {
    return JSON.stringify(action);
  }
}

export class MatchSession {
  readonly def: AnyGameDefinition;
  readonly header: MatchHeader;
  readonly config: MatchConfig;
  readonly api: DecksideApi;
  readonly ticker: Ticker;

  state = $state.raw<unknown>(null);
  log = $state.raw<readonly LoggedEvent[]>([]);
  refusal = $state.raw<Refusal | null>(null);
  /** True while an action is being saved: input waits so nothing is sent twice. */
  busy = $state(false);
  /** A problem met while loading (a log line the engine refused). */
  loadProblem = $state.raw<string | null>(null);

  // Closures, so the fields they read are set (in the constructor) before the first read.
  /** Table (referee) actions offered now. */
  offers: readonly ActionOffer[] = $derived.by(() => this.def.legalActions(this.state, null));
  /** Each seat's actions offered now, by seat. */
  seatOffers: readonly (readonly ActionOffer[])[] = $derived.by(() =>
    this.players.map((_, seat) => this.def.legalActions(this.state, seat)),
  );
  outcome: Outcome | null = $derived.by(() => this.def.outcome(this.state));
  score: ScoreSheet = $derived.by(() => this.def.score(this.state));
  /** Re-read on every tick so clock-driven phases ("time is up") show at once. */
  summary: TableSummary = $derived.by(() => this.def.summary(this.state, this.ticker.now));
  players: readonly string[];

  constructor(
    def: AnyGameDefinition,
    header: MatchHeader,
    api: DecksideApi,
    ticker: Ticker,
    initial: { state: unknown; log: LoggedEvent[] },
  ) {
    this.def = def;
    this.header = header;
    this.api = api;
    this.ticker = ticker;
    this.config = configOf(header);
    this.players = this.config.players;
    this.state = initial.state;
    this.log = initial.log;
  }

  /**
   * Set by the game's view: opens the form for an offer that needs input
   * (the frame's action list calls it). Plain field: a callback, not state.
   */
  inputHandler: ((offer: ActionOffer) => void) | null = null;

  requestInput(offer: ActionOffer): void {
    if (this.inputHandler) this.inputHandler(offer);
    else
      this.refusal = {
        where: 'actions',
        error: { code: 'ERR_NEEDS_INPUT', message: `"${offer.label}" needs details this screen cannot ask for yet.` },
      };
  }

  get matchId(): string {
    return this.header.matchId;
  }

  playerName(seat: number | null): string {
    return seat === null ? 'Table' : (this.players[seat] ?? `Seat ${seat + 1}`);
  }

  clearRefusal(where?: string): void {
    if (!where || this.refusal?.where === where) this.refusal = null;
  }

  /** Asks the engine without acting (no state is written): the refusal, or null when the action is legal now. */
  check(action: unknown): RuleError | null {
    const parsed = this.def.parseAction(action);
    if (!parsed.ok) return parsed.error;
    // peek, not read: check is called from $derived (live form validation), which must not write state.
    const v = this.def.validate(this.state, parsed.value, { at: this.ticker.peek() });
    return v.ok ? null : v.error;
  }

  /**
   * Validates, applies and saves one action. The state changes only after the
   * store has flushed the event; a refusal (by the rules or by the store)
   * is kept with `where` so the form that sent it can show it.
   */
  async act(action: unknown, actor: number | null, where: string): Promise<boolean> {
    if (this.busy) {
      // Not queued: a double click must not become two actions. Said, not silently dropped.
      this.refusal = {
        where,
        error: { code: 'ERR_STILL_SAVING', message: 'Still saving the previous action, so this one was not done. Try again in a moment.' },
      };
      return false;
    }
    const at = this.ticker.read();
    const next = step(this.def, this.state, this.log.length + 1, { action, at, actor });
    if (!next.ok) {
      this.refusal = { where, error: next.error };
      return false;
    }
    this.busy = true;
    try {
      const saved = await this.api.appendEvent(this.matchId, next.value.event);
      if (!saved.ok) {
        this.refusal = { where, error: { ...saved.error, message: `Not saved, so not done: ${saved.error.message}` } };
        return false;
      }
      this.log = [...this.log, { event: next.value.event, text: next.value.text }];
      this.state = next.value.state;
      this.refusal = null;
      return true;
    } finally {
      this.busy = false;
    }
  }

  /** Keeps events 1..keep; the store records the undo, then the state is rebuilt. */
  async undoTo(keep: number, where = 'log'): Promise<boolean> {
    if (this.busy || keep < 0 || keep >= this.log.length) return false;
    this.busy = true;
    try {
      const saved = await this.api.undoTo(this.matchId, keep);
      if (!saved.ok) {
        this.refusal = { where, error: { ...saved.error, message: `Undo not saved, so not done: ${saved.error.message}` } };
        return false;
      }
      const rebuilt = fold(
        this.def,
        this.config,
        this.log.slice(0, keep).map((l) => l.event),
      );
      if (!rebuilt.ok) {
        this.refusal = { where, error: rebuilt.error };
        return false;
      }
      this.state = rebuilt.value.state;
      this.log = rebuilt.value.log;
      this.refusal = null;
      return true;
    } finally {
      this.busy = false;
    }
  }
}
