/**
 * Trades scoring: a hand's total is the sum of its card values (A=1 .. K=13,
 * Tech Deck values 1..13); once every final hand is entered the lowest total
 * wins and ties share. The score sheet has one column, the final hand.
 */
import { cardValue, type CardCode } from '../core/cards';
import type { Outcome, ScoreSheet } from '../core/game';
import type { TradesState } from './types';

/** A hand's total: the sum of its card values. */
export function handTotal(cards: readonly CardCode[]): number {
  let total = 0;
  for (const c of cards) total += cardValue(c) ?? 0;
  return total;
}

export function tradesOutcome(state: TradesState): Outcome | null {
  if (state.phase !== 'finished') return null;
  const totals = state.finalHands.map((h) => handTotal(h ?? []));
  const best = Math.min(...totals);
  const winners = totals.flatMap((t, i) => (t === best ? [i] : []));
  // Ties share the win (CLARIFICATIONS.md); it is a draw only when everyone ties.
  const reason = `time limit reached; lowest total ${best}`;
  // The game always ends at the time limit, once every final hand is entered.
  return winners.length === state.players.length ? { winners, kind: 'time-up', reason, draw: true } : { winners, kind: 'time-up', reason };
}

export function tradesScore(state: TradesState): ScoreSheet {
  const totals = state.finalHands.map((h) => handTotal(h ?? []));
  return { rounds: ['Final hand'], rows: totals.map((t) => [t]), totals, lowerIsBetter: true };
}
