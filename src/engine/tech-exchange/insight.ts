/**
 * Figures for the playtest statistics: trades per round, effects used, wild
 * cards placed, deck reshuffles, cards expelled, and which cards' effects
 * were used. Kept as counters in the state, updated after each action.
 */
import type { GameInsight } from '../core/game';
import type { TechExchangeAction, TechExchangeState } from './types';
import { withState, withStats } from './shape';

/** The state's running figures after `action` took `prev` to `next`. */
export function track(prev: TechExchangeState, next: TechExchangeState, action: TechExchangeAction): TechExchangeState {
  const st = next.stats;
  let stats = st;
  if (next.round > st.tradesByRound.length) stats = withStats(stats, { tradesByRound: [...st.tradesByRound, 0] });
  switch (action.type) {
    case 'trade': {
      const byRound = stats.tradesByRound.slice();
      byRound[prev.round - 1] = (byRound[prev.round - 1] ?? 0) + 1;
      stats = withStats(stats, { tradesByRound: byRound });
      break;
    }
    case 'useEffect':
      stats = withStats(stats, {
        effectsUsed: stats.effectsUsed + 1,
        effectCards: [...stats.effectCards, { code: action.card, seat: action.seat }],
      });
      break;
    case 'placeWild':
      stats = withStats(stats, { wildsPlaced: stats.wildsPlaced + 1 });
      break;
    case 'reveal':
    case 'replaceStackCard':
    case 'revealCards': {
      const revealed =
        action.type === 'reveal'
          ? [action.card]
          : action.type === 'replaceStackCard'
            ? [action.revealed]
            : action.to.zone === 'stacks'
              ? action.cards.map((c) => c.card)
              : [];
      const wilds = revealed.filter((c) => c === 'wild').length;
      if (wilds) stats = withStats(stats, { wildsPlaced: stats.wildsPlaced + wilds });
      break;
    }
    default:
      break;
  }
  return stats === st ? next : withState(next, { stats });
}

export function insightOf(s: TechExchangeState): GameInsight {
  const rounds = s.roundScores.length;
  const trades = s.stats.tradesByRound.reduce((a, b) => a + b, 0);
  const played = Math.max(1, s.stats.tradesByRound.length);
  return {
    firstPlayer: s.stats.startingPlayer,
    rounds,
    turns: trades,
    roundScores: s.roundScores,
    figures: {
      trades,
      tradesPerRound: trades / played,
      effectsUsed: s.stats.effectsUsed,
      effectsPerRound: s.stats.effectsUsed / played,
      wildsPlaced: s.stats.wildsPlaced,
      reshuffles: s.reshuffles,
      expelled: s.expelled.length,
    },
    tallies: {},
    cards: s.stats.effectCards.map((c) => ({ code: c.code, seat: c.seat, use: 'played' as const })),
  };
}
