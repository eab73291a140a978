/**
 * One line per Trades action for the event log, in the words of the table
 * ("Ann declares a mandatory trade of 2 cards with Bo (trade 3)").
 */
import { handTotal } from './scoring';
import type { TradesAction, TradesState } from './types';
import { formatClock } from './clock';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line for the event log; `state` is the state before the action. */
export function describeTrades(state: TradesState, action: TradesAction): string {
  const who = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  const trade = (id: number): string => {
    const t = state.open.find((o) => o.id === id);
    return t ? `trade ${id} (${who(t.from)} with ${who(t.to)})` : `trade ${id}`;
  };
  switch (action.type) {
    case 'startClock':
      return `Clock started (${formatClock(state.clock.durationMs)})`;
    case 'pauseClock':
      return 'Clock paused';
    case 'resumeClock':
      return 'Clock resumed';
    case 'timeUp':
      return state.open.length
        ? `Time up: trading stops; ${state.open.map((t) => `trade ${t.id}`).join(', ')} void`
        : 'Time up: trading stops';
    case 'declare':
      if (action.kind === 'mandatory')
        return `${who(action.from)} declares a mandatory trade of ${plural(action.give.length, 'card')} with ${who(action.to)} (trade ${state.nextTradeId})`;
      return `${who(action.from)} offers ${who(action.to)} an optional trade: ${action.give.length} face down, ${action.faceUp.length} face up (${action.faceUp.join(', ')}) (trade ${state.nextTradeId})`;
    case 'pickBlind':
      return `Blind pick drawn for ${trade(action.trade)}`;
    case 'complete':
      return `${trade(action.trade)} completed: ${plural(action.picked.length, 'card')} picked blind, ${plural(action.chosen.length, 'card')} chosen`;
    case 'accept':
      return `${trade(action.trade)} accepted`;
    case 'refuse':
      return `${trade(action.trade)} refused`;
    case 'withdraw':
      return `${trade(action.trade)} withdrawn`;
    case 'deckTrade': {
      const used = (state.deckTradesUsed[action.player] ?? 0) + 1;
      return `${who(action.player)} trades a card with the deck (${used} of ${state.options.deckTrades})`;
    }
    case 'pass':
      return `${who(action.player)} passes`;
    case 'enterHand':
      return `${who(action.player)}'s final hand: ${action.cards.join(' ')} (total ${handTotal(action.cards)})`;
  }
}
