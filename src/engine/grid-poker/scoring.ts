/**
 * The score sheet and the outcome. The highest total after the last round
 * wins; ties share (the default for every Tech Deck game). Grid Poker's
 * rules never call a game a draw, so a shared win is reported as winners
 * and `draw` is never set.
 */
import type { Outcome, ScoreSheet } from '../core/game';
import type { GridPokerState } from './types';

export function totals(state: GridPokerState): number[] {
  return state.players.map((_, seat) => state.scores.reduce((sum, row) => sum + (row[seat] ?? 0), 0));
}

export function score(state: GridPokerState): ScoreSheet {
  return {
    rounds: state.scores.map((_, i) => `Round ${i + 1}`),
    rows: state.players.map((_, seat) => state.scores.map((row) => row[seat] ?? 0)),
    totals: totals(state),
    lowerIsBetter: false,
  };
}

/** After the last round: the seats with the highest total on the score sheet win. */
export function outcome(state: GridPokerState): Outcome | null {
  if (state.phase.kind !== 'over') return null;
  const t = totals(state);
  const best = Math.max(...t);
  const winners = t.flatMap((v, seat) => (v === best ? [seat] : []));
  return { winners, kind: 'rounds-done', reason: `${state.options.rounds} rounds played` };
}
