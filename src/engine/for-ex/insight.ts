/**
 * What a For-Ex match tells the playtest statistics beyond the standings:
 * how it ended, how far it got, and which currency came out strongest.
 * Read from the final state alone (the log is not needed).
 */
import type { GameInsight } from '../core/game';
import { outcomeKind } from './scoring';
import { CURRENCIES, type ForExState } from './types';

/** The tally name of each ending (kept from before outcome kinds, so older statistics still add up). */
const END_TALLY = { bankrupt: 'end:bankruptcy', 'queue-empty': 'end:queueEmpty' } as const;

/** Turns taken: the turn in progress is not counted; the one that paid the last dividend or saw a bankruptcy is. */
export function turnsTaken(state: ForExState): number {
  return state.phase.kind === 'turn' || state.phase.kind === 'divestRound' ? state.turn - 1 : state.turn;
}

export function forExInsight(state: ForExState): GameInsight {
  const strongest = state.end?.strongest ?? null;
  const tallies: Record<string, number> = {};
  if (strongest) tallies[`strongest:${strongest}`] = 1;
  const kind = outcomeKind(state);
  if (kind === 'bankrupt' || kind === 'queue-empty') tallies[END_TALLY[kind]] = 1;
  return {
    firstPlayer: 0,
    rounds: state.dividendsPaid,
    turns: turnsTaken(state),
    roundScores: null,
    figures: {
      bankruptcy: kind === 'bankrupt' ? 1 : 0,
      dividendsPaid: state.dividendsPaid,
      certificatesDivested: CURRENCIES.reduce((n, c) => n + state.retired[c], 0),
      certificatesHeld: state.certificates.reduce((n, h) => n + CURRENCIES.reduce((m, c) => m + h[c], 0), 0),
      queueItems: state.queue.length,
    },
    tallies,
    cards: [],
  };
}
