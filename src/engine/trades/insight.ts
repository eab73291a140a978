/**
 * What a Trades match tells the playtest statistics: trades made, deck
 * trades used, the final totals, and the final hands (cards held at the end,
 * for per-card win rates).
 */
import type { GameInsight } from '../core/game';
import { handTotal } from './scoring';
import type { TradesState } from './types';

export function tradesInsight(state: TradesState): GameInsight {
  const totals = state.finalHands.flatMap((hand) => (hand ? [handTotal(hand)] : []));
  const figures: Record<string, number> = {
    tradesCompleted: state.tradesCompleted,
    deckTradesUsed: state.deckTradesUsed.reduce((a, b) => a + b, 0),
  };
  if (totals.length === state.players.length && totals.length > 0) {
    figures.lowestFinalTotal = Math.min(...totals);
    figures.highestFinalTotal = Math.max(...totals);
    figures.meanFinalTotal = totals.reduce((a, b) => a + b, 0) / totals.length;
  }
  return {
    firstPlayer: state.options.mode === 'turns' ? 0 : null,
    rounds: 1,
    turns: state.tradesCompleted,
    roundScores: null,
    figures,
    tallies: {},
    cards: state.finalHands.flatMap((hand, seat) => (hand ?? []).map((code) => ({ code, seat, use: 'held' as const }))),
  };
}
