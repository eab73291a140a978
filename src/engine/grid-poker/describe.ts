/** One line per action for the event log ("Ann commits two hand cards to row 2"). */
import type { GridPokerAction, GridPokerState } from './types';
import { placeName } from './validate-move';
import { lineName, slotName } from './zones';

export function describe(state: GridPokerState, action: GridPokerAction): string {
  const name = (seat: number): string => state.players[seat] ?? `seat ${seat}`;
  switch (action.type) {
    case 'fillMarket':
      return `${action.card} dealt to the market at ${slotName(action.slot)}`;
    case 'setFirstPlayer':
      return `${name(action.seat)} is the first player`;
    case 'formCompany':
      return `${name(action.seat)} forms a company of ${action.cards.join(' and ')}`;
    case 'setupDiscard':
      return `${name(action.seat)} discards ${action.cards ? action.cards.join(', ') : `${state.options.setupDiscards} cards`}`;
    case 'useEffect':
      return `${name(action.seat)} uses the effect of ${action.card}${action.text ? `: "${action.text}"` : ''}`;
    case 'passEffect':
      return `${name(action.seat)} uses no effect`;
    case 'moveCard':
      return `${action.card ?? (action.from.zone === 'market' ? (state.market[action.from.slot] ?? 'a card') : 'a card')} moves from ${placeName(state, action.from)} to ${placeName(state, action.to)}${state.resolving ? ` (effect of ${state.resolving.card})` : ' (correction)'}`;
    case 'finishEffect':
      return `${state.resolving ? `${name(state.resolving.seat)}'s effect of ${state.resolving.card}` : 'The effect'} is resolved`;
    case 'commitHand':
      return action.line
        ? `${name(action.seat)} commits two hand cards face down to ${lineName(action.line)}`
        : `${name(action.seat)} commits no hand cards`;
    case 'placeCompany':
      return action.line
        ? `${name(action.seat)} places the company cards at ${lineName(action.line)}`
        : `${name(action.seat)} plays no company hand`;
    case 'revealHand':
      return `${name(action.seat)} reveals ${action.cards.join(' and ')}`;
    case 'discardMarket':
      return `${name(action.seat)} discards ${state.market[action.slot] ?? 'the card'} from the market (${slotName(action.slot)})`;
    case 'returnOrRedraw':
      return action.choice === 'return'
        ? `${name(action.seat)} returns the hand cards to hand`
        : `${name(action.seat)} discards the hand cards and draws two`;
    case 'improveCompany':
      return action.card === null
        ? `${name(action.seat)} keeps the company`
        : `${name(action.seat)} puts ${action.card} into the company${action.replace ? `, replacing ${action.replace}` : ''}`;
    case 'endDiscard':
      return `${name(action.seat)} discards ${action.cards ? action.cards.join(', ') : `${action.count} card${action.count === 1 ? '' : 's'}`} at the end of the round`;
  }
}
