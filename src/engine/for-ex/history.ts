/**
 * The rate-board history for the strength chart: one point at the setup and
 * one at the end of every turn, folded from the event log by a separate pure
 * function so the game state never carries a growing history. A UI that
 * follows a live match can instead append `strengthPoint(state)` itself each
 * time `turnEnded` says a turn is over.
 */
import type { MatchConfig } from '../core/game';
import type { LogEvent, ReplayFailure } from '../core/log';
import { ok, type Result } from '../core/result';
import { applyForEx } from './apply';
import { parseForExAction } from './parse';
import { pairsStronger, strengthIndex } from './rates';
import { setupForEx } from './setup';
import { perCurrency, type ForExState, type PerCurrency } from './types';
import { validateForEx } from './validate';

export interface StrengthPoint {
  /** Turns completed (0 at the setup). */
  readonly turn: number;
  /** The last event folded in (0 at the setup). */
  readonly seq: number;
  /** Who took the turn that just ended (null at the setup). */
  readonly player: number | null;
  /** Each currency's signed track sum (-60..60), see rates.ts strengthIndex. */
  readonly strength: PerCurrency;
  /** Each currency's count of pairs where it is the stronger side (0..6). */
  readonly pairsStronger: PerCurrency;
}

export function strengthPoint(state: ForExState, turn: number, seq: number, player: number | null): StrengthPoint {
  return {
    turn,
    seq,
    player,
    strength: perCurrency((c) => strengthIndex(state.rates, c)),
    pairsStronger: perCurrency((c) => pairsStronger(state.rates, c)),
  };
}

const inTurns = (s: ForExState): boolean => s.phase.kind === 'turn' || s.phase.kind === 'divestRound';

/** True when going from `before` to `after` ended a player's turn. */
export function turnEnded(before: ForExState, after: ForExState): boolean {
  return inTurns(before) && (after.turn !== before.turn || !inTurns(after));
}

export interface RateHistory {
  readonly points: readonly StrengthPoint[];
  /** Set when an event could not be folded: the history stops before it. */
  readonly failure?: ReplayFailure;
}

export function rateHistory(config: MatchConfig, events: readonly LogEvent<unknown>[]): Result<RateHistory> {
  const setup = setupForEx(config);
  if (!setup.ok) return setup;
  let state = setup.value;
  const points: StrengthPoint[] = [strengthPoint(state, 0, 0, null)];
  for (const event of events) {
    const parsed = parseForExAction(event.action);
    if (!parsed.ok) return ok({ points, failure: { seq: event.seq, error: parsed.error } });
    const verdict = validateForEx(state, parsed.value);
    if (!verdict.ok) return ok({ points, failure: { seq: event.seq, error: verdict.error } });
    const next = applyForEx(state, parsed.value);
    if (turnEnded(state, next)) points.push(strengthPoint(next, state.turn, event.seq, next.lastTurnPlayer));
    state = next;
  }
  return ok({ points });
}
