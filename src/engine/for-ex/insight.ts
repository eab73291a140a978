/**
 * What a For-Ex match tells the playtest statistics beyond the standings:
 * how it ended, how far it got, and which currency came out strongest.
 * Read from the final state alone (the log is not needed).
 */
import type { GameInsight } from '../core/game';
import { CURRENCIES, type ForExState } from './types';

/** Turns taken: the turn in progress is not counted; the one that paid the last dividend or saw a bankruptcy is. */
export function turnsTaken(state: ForExState): number {
  return state.phase.kind === 'turn' || state.phase.kind === 'divestRound' ? state.turn - 1 : state.turn;
}

export function forExInsight(state: ForExState): GameInsight {
  const strongest = state.end?.strongest ?? null;
  const tallies: Record<string, number> = {};
  if (strongest) tallies[`strongest:${strongest}`] = 1;
  if (state.end) tallies[`end:${state.end.reason}`] = 1;
  return {
    firstPlayer: 0,
    rounds: state.dividendsPaid,
    turns: turnsTaken(state),
    roundScores: null,
    figures: {
      bankruptcy: state.end?.reason === 'bankruptcy' ? 1 : 0,
      dividendsPaid: state.dividendsPaid,
      certificatesDivested: CURRENCIES.reduce((n, c) => n + state.retired[c], 0),
      certificatesHeld: state.certificates.reduce((n, h) => n + CURRENCIES.reduce((m, c) => m + h[c], 0), 0),
      queueItems: state.queue.length,
    },
    tallies,
    cards: [],
  };
}
