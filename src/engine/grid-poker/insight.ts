/** Figures for the playtest statistics: winning categories, wins with hand or company cards, the cards that scored. */
import type { GameInsight } from '../core/game';
import type { GridPokerState } from './types';

export function insight(state: GridPokerState): GameInsight {
  const played = state.phase.kind === 'over' ? state.round : state.round - 1;
  return {
    firstPlayer: state.startingPlayer,
    rounds: played,
    turns: state.actions,
    roundScores: state.scores.slice(0, played),
    figures: { reshuffles: state.reshuffles, expelled: state.expelled.length },
    tallies: state.tallies,
    cards: state.scoredCards.map((c) => ({ code: c.code, seat: c.seat, use: 'scored' as const })),
  };
}
