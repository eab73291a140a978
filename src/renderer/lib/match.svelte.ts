/**
 * One match in progress: the game definition, the stored header, the event
 * log and the state folded from it. Every action goes through the engine's
 * pipeline (core/match.ts) and is saved by the store before the UI shows it
 * as done; a refused action keeps its reason and where it was entered, so
 * the view can show it right there. State snapshots are replaced on each
 * action ($state.raw): the engine's states are immutable. The log grows in
 * place (push, with a version counter that readers depend on), so an action
 * costs the same in a long match as at the start.
 */
import type { ActionOffer, GameDefinition, MatchConfig, Outcome, ScoreSheet, TableSummary } from '../../engine/core/game';
import type { LogEvent } from '../../engine/core/log';
import { check, configOf, fold, step, type Refused } from '../../engine/core/match';
import type { Result, RuleError } from '../../engine/core/result';
import type { DecksideApi, EventNote, MatchHeader } from '../../shared/api';
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

export { configOf };

/**
 * Folds stored events over the setup through the engine's pipeline, keeping
 * each event's description for the event log. Stops at the first refused
 * event (the match is shown as it was before it).
 */
export function foldLog<S, A>(
  def: GameDefinition<S, A>,
  config: MatchConfig,
  events: readonly LogEvent[],
): Result<{ state: S; log: LoggedEvent[]; failure: Refused | null }> {
  const log: LoggedEvent[] = [];
  const folded = fold(def, config, events, {
    onRefused: 'stop',
    describe: true,
    visit: (v) => {
      if (v.action !== null) log.push({ event: { ...v.event, action: v.action }, text: v.text ?? '' });
    },
  });
  if (!folded.ok) return folded;
  return { ok: true, value: { state: folded.value.state, log, failure: folded.value.failure ?? null } };
}

export class MatchSession<S = unknown, A = unknown> {
  readonly def: GameDefinition<S, A>;
  readonly header: MatchHeader;
  readonly config: MatchConfig;
  readonly api: DecksideApi;
  readonly ticker: Ticker;

  state: S = $state.raw() as S; // set in the constructor, before any read
  /** The events so far; grown in place, so readers depend on #logVersion instead of the array. */
  #log: LoggedEvent[];
  #logVersion = $state(0);
  /** The notes stored with the match, as read when it was opened (the notes panel adds to them). */
  notes = $state.raw<readonly EventNote[]>([]);
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
    def: GameDefinition<S, A>,
    header: MatchHeader,
    api: DecksideApi,
    ticker: Ticker,
    initial: { state: S; log: LoggedEvent[]; notes?: readonly EventNote[] },
  ) {
    this.def = def;
    this.header = header;
    this.api = api;
    this.ticker = ticker;
    this.config = configOf(header);
    this.players = this.config.players;
    this.state = initial.state;
    this.#log = initial.log;
    this.notes = initial.notes ?? [];
  }

  /** The event log, oldest first. Read-only for callers: it changes only by act and undoTo. */
  get log(): readonly LoggedEvent[] {
    void this.#logVersion;
    return this.#log;
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
  check(action: unknown, actor?: number | null): RuleError | null {
    // peek, not read: check is called from $derived (live form validation), which must not write state.
    return check(this.def, this.state, { action, at: this.ticker.peek(), ...(actor !== undefined ? { actor } : {}) });
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
    const next = step(this.def, this.state, this.#log.length + 1, { action, at, actor });
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
      this.#log.push({ event: next.value.event, text: next.value.text });
      this.#logVersion++;
      this.state = next.value.state;
      this.refusal = null;
      return true;
    } finally {
      this.busy = false;
    }
  }

  /** Keeps events 1..keep; the store records the undo, then the state is rebuilt. */
  async undoTo(keep: number, where = 'log'): Promise<boolean> {
    if (this.busy || keep < 0 || keep >= this.#log.length) return false;
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
        this.#log.slice(0, keep).map((l) => l.event),
      );
      if (!rebuilt.ok) {
        this.refusal = { where, error: rebuilt.error };
        return false;
      }
      // The kept events replayed before; their descriptions stay as they were.
      this.state = rebuilt.value.state;
      this.#log.length = keep;
      this.#logVersion++;
      this.refusal = null;
      return true;
    } finally {
      this.busy = false;
    }
  }
}
