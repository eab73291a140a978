/**
 * One match in progress: the game definition, the stored header, the event
 * log and the state folded from it. Every action goes through the engine's
 * pipeline (core/match.ts) and is saved by the store before the UI shows it
 * as done; a refused action keeps its reason and where it was entered, so
 * the view can show it right there. State snapshots are replaced on each
 * action ($state.raw): the engine's states are immutable. The log grows in
 * place (push, with a version counter that readers depend on), so an action
 * costs the same in a long match as at the start. What time forces (a
 * fallen flag, time up) is sent from here, once, never by a view; a match
 * reopened later has its running clocks paused where its last event left
 * them (pauseClocks), so the time the app was closed does not count.
 */
import type { ClockReading, DueAction, Flow } from '../../engine/core/flow';
import type { ActionOffer, GameDefinition, MatchConfig, Outcome, ScoreSheet, TableSummary } from '../../engine/core/game';
import type { LogEvent } from '../../engine/core/log';
import { check, configOf, fold, step, type Refused } from '../../engine/core/match';
import type { Result, RuleError } from '../../engine/core/result';
import type { DecksideApi, EventNote, MatchHeader } from '../../contract/api';
import { Ticker } from './ticker.svelte';
import { t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal';

/** A refused action and the place (a form, a button row) it came from. */
export interface Refusal {
  readonly where: string;
  readonly error: RuleError;
}

export interface LoggedEvent<A = unknown> {
  readonly event: LogEvent<A>;
  /** The engine's one-line description, made with the state before the event. */
  readonly text: string;
}

export { configOf };

/**
 * Folds stored events over the setup through the engine's pipeline, keeping
 * each event's description for the event log. Stops at the first refused
 * event (the match is shown as it was before it).
 */
export function foldLog<S, A, V>(
  def: GameDefinition<S, A, V>,
  config: MatchConfig,
  events: readonly LogEvent[],
): Result<{ state: S; log: LoggedEvent<A>[]; failure: Refused | null }> {
  const log: LoggedEvent<A>[] = [];
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

export class MatchSession<S = unknown, A = unknown, V = unknown> {
  readonly def: GameDefinition<S, A, V>;
  readonly header: MatchHeader;
  readonly config: MatchConfig;
  readonly api: DecksideApi;
  readonly ticker: Ticker;

  // The session's fields are written only here (by act, undoTo and the few
  // named setters below); every screen reads them through getters.
  #state: S;
  /** The events so far; grown in place, so readers depend on #logVersion instead of the array. */
  #log: LoggedEvent<A>[];
  #logVersion = $state(0);
  #notes = $state.raw<readonly EventNote[]>([]);
  #refusal = $state.raw<Refusal | null>(null);
  #busy = $state(false);
  #loadProblem = $state.raw<string | null>(null);
  /** Counts refusals, so the same refusal twice is announced twice (the live line re-reads on each). */
  #refusalCount = $state(0);

  // Closures, so the fields they read are set (in the constructor) before the first read.
  /** Table (referee) actions offered now. */
  #offers = $derived.by(() => this.def.legalActions(this.state, null));
  /** Each seat's actions offered now, by seat. */
  #seatOffers = $derived.by(() => this.players.map((_, seat) => this.def.legalActions(this.state, seat)));
  /** The public (referee's) view of the table, typed by the game. */
  #view = $derived.by(() => this.def.view(this.state, null));
  #outcome = $derived.by(() => this.def.outcome(this.state));
  #score = $derived.by(() => this.def.score(this.state));
  /** Re-read on every tick so clock-driven phases ("time is up") show at once. */
  #summary = $derived.by(() => this.def.summary(this.state, this.ticker.now));
  /** The phases and what is expected next, as the engine states them. */
  #flow = $derived.by(() => this.def.flow(this.state));
  /** The engine's clocks now; read on every tick. */
  #clocks = $derived.by(() => this.def.clocks(this.state, this.ticker.now));
  /** The action time forces now (read on every tick), or null. */
  #due = $derived.by(() => this.def.due(this.state, this.ticker.now));
  readonly players: readonly string[];

  // The derived readings, read-only outside the session.
  get offers(): readonly ActionOffer[] {
    return this.#offers;
  }
  get seatOffers(): readonly (readonly ActionOffer[])[] {
    return this.#seatOffers;
  }
  get view(): V {
    return this.#view;
  }
  get outcome(): Outcome | null {
    return this.#outcome;
  }
  get score(): ScoreSheet {
    return this.#score;
  }
  get summary(): TableSummary {
    return this.#summary;
  }
  get flow(): Flow {
    return this.#flow;
  }
  get clocks(): readonly ClockReading[] {
    return this.#clocks;
  }
  get due(): DueAction<A> | null {
    return this.#due;
  }
  /** The state a due action was last tried for: a refused one is not retried every frame. */
  #dueTriedFor: S | null = null;

  /**
   * The state as the referee at the table holds it: card knowledge checked exactly from here on (GameDefinition
   * checkedExactly). A reopened or undone match is folded with the tables' answer, as its events were judged when
   * entered; what is entered now is judged exactly.
   */
  #refereed(state: S): S {
    return this.def.checkedExactly ? this.def.checkedExactly(state) : state;
  }

  constructor(
    def: GameDefinition<S, A, V>,
    header: MatchHeader,
    api: DecksideApi,
    ticker: Ticker,
    initial: { state: S; log: LoggedEvent<A>[]; notes?: readonly EventNote[] },
  ) {
    this.def = def;
    this.header = header;
    this.api = api;
    this.ticker = ticker;
    this.config = configOf(header);
    this.players = this.config.players;
    this.#state = $state.raw(this.#refereed(initial.state));
    this.#log = initial.log;
    this.#notes = initial.notes ?? [];
  }

  /** The current state (immutable; replaced by act and undoTo). */
  get state(): S {
    return this.#state;
  }
  /** The notes stored with the match, as read when it was opened, with the ones added since. */
  get notes(): readonly EventNote[] {
    return this.#notes;
  }
  /** The last refused action and where it was entered, or null. */
  get refusal(): Refusal | null {
    return this.#refusal;
  }
  /** How many refusals there have been: changes on each, even a repeated one. */
  get refusalCount(): number {
    return this.#refusalCount;
  }
  /** True while an action is being saved: input waits so nothing is sent twice. */
  get busy(): boolean {
    return this.#busy;
  }
  /** A problem met while loading (a log line the engine refused). */
  get loadProblem(): string | null {
    return this.#loadProblem;
  }

  /** A refusal found before the engine was asked (a form not filled in): shown like the engine's. */
  refuse(where: string, error: RuleError): void {
    this.#refusal = { where, error };
    this.#refusalCount++;
  }

  /** Records a problem met while loading the log. */
  reportLoadProblem(text: string): void {
    this.#loadProblem = text;
  }

  /** A note the notes panel stored. */
  addNote(note: EventNote): void {
    this.#notes = [...this.#notes, note];
  }

  /** Drops the notes of events undone (the store does the same on reading). */
  keepNotesUpTo(seq: number): void {
    if (this.#notes.some((x) => x.seq > seq)) this.#notes = this.#notes.filter((x) => x.seq <= seq);
  }

  /** The event log, oldest first. Read-only for callers: it changes only by act and undoTo. */
  get log(): readonly LoggedEvent<A>[] {
    void this.#logVersion;
    return this.#log;
  }

  /**
   * Set by the game's view: opens the form for an offer that needs input
   * (the frame's action list calls it). Plain field: a callback, not state.
   */
  #inputHandler: ((offer: ActionOffer) => void) | null = null;

  /** The game's view says how it opens a form for an offer; returns the function that takes it back. */
  handleInput(handler: (offer: ActionOffer) => void): () => void {
    this.#inputHandler = handler;
    return () => {
      if (this.#inputHandler === handler) this.#inputHandler = null;
    };
  }

  requestInput(offer: ActionOffer): void {
    if (this.#inputHandler) this.#inputHandler(offer);
    else this.refuse('actions', { code: 'ERR_NEEDS_INPUT', message: `"${offer.label}" needs details this screen cannot ask for yet.` });
  }

  get matchId(): string {
    return this.header.matchId;
  }

  playerName(seat: number | null): string {
    return seat === null ? t('app.table') : (this.players[seat] ?? t('app.seat', { n: seat + 1 }));
  }

  clearRefusal(where?: string): void {
    if (!where || this.#refusal?.where === where) this.#refusal = null;
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
  async act(action: unknown, actor: number | null, where: string, at?: number): Promise<boolean> {
    if (this.busy) {
      // Not queued: a double click must not become two actions. Said, not silently dropped.
      this.refuse(where, {
        code: 'ERR_STILL_SAVING',
        message: t('app.stillSaving'),
      });
      return false;
    }
    const stamp = at ?? this.ticker.read();
    const next = step(this.def, this.state, this.#log.length + 1, { action, at: stamp, actor });
    if (!next.ok) {
      this.refuse(where, next.error);
      return false;
    }
    this.#busy = true;
    try {
      const saved = await this.api.appendEvent(this.matchId, next.value.event);
      if (!saved.ok) {
        this.refuse(where, { ...saved.error, message: t('app.notSaved', { message: refusalText(saved.error) }) });
        return false;
      }
      this.#log.push({ event: next.value.event, text: next.value.text });
      this.#logVersion++;
      this.#state = next.value.state;
      this.#refusal = null;
      return true;
    } finally {
      this.#busy = false;
    }
  }

  /**
   * Sends what time forces now (`def.due`), when something is due and no
   * action is being saved. The one place it is sent: once per state, so a
   * refused or failed one is not sent again and again.
   */
  async sendDue(): Promise<boolean> {
    if (this.busy || this.#dueTriedFor === this.state) return false;
    const at = this.ticker.read();
    const due = this.def.due(this.state, at);
    if (!due) return false;
    this.#dueTriedFor = this.state;
    return this.act(due.action, due.actor, 'clock', at);
  }

  /**
   * A match opened again later: every clock still running where the last
   * event (or the start) left it is paused there, through the logged toggle
   * stamped with that time, so the time the app was closed does not count.
   * `readClocks` reads the engine's clocks. Returns how many pauses were logged.
   */
  async pauseClocks(
    readClocks: (
      at: number,
    ) => readonly { readonly running: boolean; readonly toggle?: { readonly action?: unknown; readonly actor: number | null } | null }[],
  ): Promise<number> {
    const last = this.#log[this.#log.length - 1];
    const at = last ? last.event.at : this.header.startedAt;
    let paused = 0;
    // Pausing one clock may change the others' toggles: read again after each, a bounded number of times.
    for (let i = 0; i < 8; i++) {
      const c = readClocks(at).find((x) => x.running && x.toggle?.action !== undefined);
      if (!c?.toggle) break;
      if (!(await this.act(c.toggle.action, c.toggle.actor, 'clock', at))) break;
      paused++;
    }
    return paused;
  }

  /** Keeps events 1..keep; the store records the undo, then the state is rebuilt. */
  async undoTo(keep: number, where = 'log'): Promise<boolean> {
    if (this.busy || keep < 0 || keep >= this.#log.length) return false;
    this.#busy = true;
    try {
      const saved = await this.api.undoTo(this.matchId, keep);
      if (!saved.ok) {
        this.refuse(where, { ...saved.error, message: t('app.undoNotSaved', { message: refusalText(saved.error) }) });
        return false;
      }
      const rebuilt = fold(
        this.def,
        this.config,
        this.#log.slice(0, keep).map((l) => l.event),
      );
      if (!rebuilt.ok) {
        this.refuse(where, rebuilt.error);
        return false;
      }
      // The kept events replayed before; their descriptions stay as they were.
      this.#state = this.#refereed(rebuilt.value.state);
      this.#log.length = keep;
      this.#logVersion++;
      this.#refusal = null;
      return true;
    } finally {
      this.#busy = false;
    }
  }
}
