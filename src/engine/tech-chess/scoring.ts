/**
 * How a Tech Chess game ended and what it scores: the Outcome (reason for
 * people, `kind` for statistics and screens) built together with the state's
 * Ending, and the score sheet (1 for a win, half each for a draw).
 */
import type { OutcomeKind } from '../core/flow';
import type { Outcome, ScoreSheet } from '../core/game';
import type { Ending, TechChessState } from './types';

/** The shared outcome kind of each way a Tech Chess game ends. */
export const OUTCOME_KIND: Readonly<Record<Ending, OutcomeKind>> = {
  bothKingsCaptured: 'kings-captured',
  bareKings: 'lone-kings',
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  resigned: 'resigned',
  flagFell: 'flag',
};

export interface Ended {
  readonly result: Outcome;
  readonly ending: Ending;
}

/** The end of the game as the state records it: the outcome with its kind, and the ending. */
export function ended(ending: Ending, result: Omit<Outcome, 'kind'>): Ended {
  return { result: { ...result, kind: OUTCOME_KIND[ending] }, ending };
}

/** The outcome, once the game is over (with its kind even for a state recorded before kinds existed). */
export function outcome(state: TechChessState): Outcome | null {
  const r = state.result;
  if (!r || r.kind !== undefined || state.ending === null) return r;
  return { ...r, kind: OUTCOME_KIND[state.ending] };
}

export function score(state: TechChessState): ScoreSheet {
  const r = state.result;
  const totals = [0, 1].map((s) => (!r ? 0 : r.draw ? 0.5 : r.winners.includes(s) ? 1 : 0));
  return { rounds: [], rows: totals.map(() => []), totals, lowerIsBetter: false };
}
