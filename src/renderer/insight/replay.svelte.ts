/**
 * Replay of a stored match, finished or not: the state after every prefix of
 * its log, folded once through the engine's pipeline (core/match.ts, stopping
 * at the first refused event), so stepping back and forth or jumping to any
 * event is immediate. The state at the current step is shown through a
 * read-only match session, so the game's own table view and the score table
 * render it exactly as during play; anything that tries to act is refused.
 */
import type { AnyGameDefinition } from '../../engine/core/game';
import type { LogEvent } from '../../engine/core/log';
import { fold } from '../../engine/core/match';
import { err, type RuleError } from '../../engine/core/result';
import { API_METHODS, type DecksideApi, type EventNote, type MatchHeader } from '../../contract/api';
import { MatchSession, configOf, type LoggedEvent } from '../lib/match.svelte';
import { Ticker } from '../lib/ticker.svelte';

/** An API that refuses every call: a replay changes nothing. */
export const READ_ONLY_API: DecksideApi = Object.fromEntries(
  API_METHODS.map((m) => [m, async () => err('ERR_READ_ONLY', 'This is a replay: nothing can be changed here.')]),
) as unknown as DecksideApi; // one refusing function per method, by construction from API_METHODS

/** A session showing `state` as it was at time `at`, that cannot act. */
export function readOnlySession(def: AnyGameDefinition, header: MatchHeader, state: unknown, log: LoggedEvent[], at: number): MatchSession {
  const ticker = new Ticker(() => at);
  ticker.now = at;
  return new MatchSession(def, header, READ_ONLY_API, ticker, { state, log });
}

export class ReplayModel {
  readonly def: AnyGameDefinition;
  readonly header: MatchHeader;
  readonly notes: readonly EventNote[];
  /** states[i]: the state after the first i events (states[0]: the setup). */
  readonly states: readonly unknown[];
  readonly log: readonly LoggedEvent[];
  /** The first event the rules refused, when the log goes on past what replays. */
  readonly failure: { readonly seq: number; readonly error: RuleError } | null;
  /** How many events are applied in the state shown. */
  index = $state(0);
  session = $state.raw<MatchSession>() as MatchSession;

  private constructor(
    def: AnyGameDefinition,
    header: MatchHeader,
    notes: readonly EventNote[],
    states: unknown[],
    log: LoggedEvent[],
    failure: ReplayModel['failure'],
  ) {
    this.def = def;
    this.header = header;
    this.notes = notes;
    this.states = states;
    this.log = log;
    this.failure = failure;
    this.goTo(log.length);
  }

  /** Folds the whole log once; a setup the rules refuse is the error. */
  static build(
    def: AnyGameDefinition,
    header: MatchHeader,
    events: readonly LogEvent[],
    notes: readonly EventNote[] = [],
  ): ReplayModel | RuleError {
    const states: unknown[] = [];
    const log: LoggedEvent[] = [];
    const folded = fold(def, configOf(header), events, {
      onRefused: 'stop',
      describe: true,
      visit: (v) => {
        if (states.length === 0) states.push(v.before);
        if (v.action === null) return;
        log.push({ event: { ...v.event, action: v.action }, text: v.text ?? '' });
        states.push(v.after);
      },
    });
    if (!folded.ok) return folded.error;
    if (states.length === 0) states.push(folded.value.state);
    return new ReplayModel(def, header, notes, states, log, folded.value.failure ?? null);
  }

  get length(): number {
    return this.log.length;
  }

  /** Shows the state after `n` events (clamped to the log). */
  goTo(n: number): void {
    const i = Math.max(0, Math.min(this.log.length, Math.round(n)));
    this.index = i;
    const at = i === 0 ? this.header.startedAt : (this.log[i - 1] as LoggedEvent).event.at;
    this.session = readOnlySession(this.def, this.header, this.states[i], this.log.slice(0, i), at);
  }

  forward(by = 1): void {
    this.goTo(this.index + by);
  }

  back(by = 1): void {
    this.goTo(this.index - by);
  }

  notesOf(seq: number): readonly EventNote[] {
    return this.notes.filter((n) => n.seq === seq);
  }
}
