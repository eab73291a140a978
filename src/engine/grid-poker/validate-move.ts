/**
 * Guided edits: effects the engine cannot carry out itself (and corrections
 * of the table) are resolved as logged moves of one card from a place to
 * another, with the card's text on screen. A move must be physically
 * possible: the card is where it is said to be, a face-up place gets a named
 * card, an occupied market slot is not overwritten, a company holds at most
 * two cards.
 */
import type { CardCode } from '../core/cards';
import { err, OK, type Result } from '../core/result';
import type { GridPokerErrorCode, GridPokerState, Place } from './types';
import { canHold, cardNotInGame, DECK, DISCARD, handPlace } from './knowledge';
import { appDeals, dealtTop, drawable, readyDeck, slotName } from './zones';

const RULE = 'Tech Grid Poker: effects (guided edits)';

export function placeName(state: GridPokerState, p: Place): string {
  switch (p.zone) {
    case 'hand':
      return `${state.players[p.seat] ?? `seat ${p.seat}`}'s hand`;
    case 'company':
      return `${state.players[p.seat] ?? `seat ${p.seat}`}'s company`;
    case 'market':
      return `the market (${slotName(p.slot)})`;
    case 'deck':
      return 'the deck';
    case 'discard':
      return 'the discard pile';
    case 'expelled':
      return 'out of the game';
    case 'resolving':
      return 'the revealed effect card';
  }
}

function checkPlace(state: GridPokerState, p: Place, path: string): Result<undefined, GridPokerErrorCode> {
  if ((p.zone === 'hand' || p.zone === 'company') && (!Number.isInteger(p.seat) || p.seat < 0 || p.seat >= state.players.length)) {
    return err('ERR_NO_SUCH_SEAT', `There is no seat ${p.seat}.`, {
      rule: RULE,
      path: `${path}.seat`,
      params: { variant: 'seat', seat: p.seat },
    });
  }
  if (p.zone === 'market' && (!Number.isInteger(p.slot) || p.slot < 0 || p.slot > 8))
    return err('ERR_NO_SUCH_SLOT', `The market has slots 0 to 8; ${p.slot} is not one.`, {
      rule: RULE,
      path: `${path}.slot`,
      params: { variant: 'marketSlots', slot: p.slot },
    });
  return OK;
}

/** The card a move takes when the source itself names it (a market slot, the revealed effect card). */
export function impliedCard(state: GridPokerState, from: Place, card: CardCode | null): CardCode | null {
  if (card !== null) return card;
  if (from.zone === 'market') return state.market[from.slot] ?? null;
  if (from.zone === 'resolving') return state.resolving?.card ?? null;
  return null;
}

export function validateMove(state: GridPokerState, from: Place, to: Place, given: CardCode | null): Result<undefined, GridPokerErrorCode> {
  for (const [p, path] of [
    [from, 'from'],
    [to, 'to'],
  ] as const) {
    const c = checkPlace(state, p, path);
    if (!c.ok) return c;
  }
  if (JSON.stringify(from) === JSON.stringify(to))
    return err('ERR_SAME_PLACE', 'A card must move to another place.', { rule: RULE, path: 'to' });
  if (to.zone === 'resolving')
    return err('ERR_BAD_TARGET', 'Only a hand card whose effect is used is revealed for its effect.', { rule: RULE, path: 'to' });
  // Every named card must be one of the game's, wherever it is said to come from.
  if (given !== null && !(given in state.composition)) return cardNotInGame(given, RULE, 'card');
  const card = impliedCard(state, from, given);
  const where = placeName(state, from);
  if (appDeals(state)) {
    // The app deals and knows every card: a card moved is named (from the deck, its top card, which it may name).
    const top = from.zone === 'deck' ? dealtTop(state) : null;
    if (from.zone !== 'deck' && card === null)
      return err('ERR_CARD_REQUIRED', `The app deals (option dealing: app), so it knows every card: name the card moved from ${where}.`, {
        rule: RULE,
        path: 'card',
        params: { variant: 'appDeals', where },
      });
    if (from.zone === 'deck' && card !== null && card !== top)
      return err('ERR_CARD_ELSEWHERE', `The app deals: the top card of its deck is ${top}, not ${card}.`, {
        rule: RULE,
        path: 'card',
        params: { variant: 'appDeals', top: String(top), card },
      });
  }
  switch (from.zone) {
    case 'hand': {
      const hand = state.hands[from.seat] ?? { count: 0, known: [] };
      if (hand.count < 1)
        return err('ERR_NOT_ENOUGH_CARDS', `${where} is empty.`, { rule: RULE, path: 'from', params: { variant: 'empty', where } });
      if (card !== null) {
        const c = canHold(state, handPlace(from.seat), [card], RULE, 'card');
        if (!c.ok) return c;
      }
      break;
    }
    case 'company':
      if (card === null || !(state.companies[from.seat] ?? []).includes(card))
        return err('ERR_NOT_IN_COMPANY', `Name a card of ${where} (${(state.companies[from.seat] ?? []).join(', ') || 'empty'}).`, {
          rule: RULE,
          path: 'card',
          params: { variant: 'nameCard', where, company: (state.companies[from.seat] ?? []).join(', ') || 'empty' },
        });
      break;
    case 'market':
      if (state.market[from.slot] === null)
        return err('ERR_SLOT_EMPTY', `${where} is empty.`, { rule: RULE, path: 'from', params: { variant: 'empty', where } });
      if (card !== state.market[from.slot])
        return err('ERR_CARD_ELSEWHERE', `${where} holds ${state.market[from.slot]}, not ${card}.`, {
          rule: RULE,
          path: 'card',
          params: { variant: 'holds', where, market: String(state.market[from.slot]), card: String(card) },
        });
      break;
    case 'deck':
      if (drawable(state) < 1)
        return err('ERR_DECK_EMPTY', 'The deck and the discard are both empty.', {
          rule: RULE,
          path: 'from',
          params: { variant: 'deckDiscard' },
        });
      if (card !== null) {
        // An empty deck is the discard shuffled into a new deck before the card is taken.
        const c = canHold(readyDeck(state), DECK, [card], RULE, 'card');
        if (!c.ok) return c;
      }
      break;
    case 'discard':
      if (state.discard.count < 1)
        return err('ERR_NOT_ENOUGH_CARDS', 'The discard pile is empty.', { rule: RULE, path: 'from', params: { variant: 'discardPile' } });
      if (card !== null) {
        const c = canHold(state, DISCARD, [card], RULE, 'card');
        if (!c.ok) return c;
      }
      break;
    case 'expelled':
      if (card === null || !state.expelled.includes(card))
        return err('ERR_CARD_ELSEWHERE', `Name a card that is out of the game (${state.expelled.join(', ') || 'none'}).`, {
          rule: RULE,
          path: 'card',
          params: { variant: 'nameCard', expelled: state.expelled.join(', ') || 'none' },
        });
      break;
    case 'resolving':
      if (!state.resolving || state.resolving.source !== 'hand' || !state.resolving.out)
        return err('ERR_NO_EFFECT', 'No revealed hand card is waiting for its effect.', {
          rule: RULE,
          path: 'from',
          params: { variant: 'revealedHand' },
        });
      if (card !== state.resolving.card)
        return err('ERR_CARD_ELSEWHERE', `The revealed effect card is ${state.resolving.card}, not ${card}.`, {
          rule: RULE,
          path: 'card',
          params: { variant: 'revealedEffect', card: state.resolving.card, card2: String(card) },
        });
      break;
  }
  const needsName = to.zone === 'market' || to.zone === 'company' || to.zone === 'expelled';
  if (needsName && card === null)
    return err('ERR_CARD_REQUIRED', `A card going to ${placeName(state, to)} is face up: name it.`, {
      rule: RULE,
      path: 'card',
      params: { variant: 'cardGoing', placeName: placeName(state, to) },
    });
  if (to.zone === 'market' && state.market[to.slot] !== null)
    return err('ERR_SLOT_TAKEN', `${placeName(state, to)} already holds ${state.market[to.slot]}: move that card away first.`, {
      rule: RULE,
      path: 'to',
      params: { variant: 'alreadyHolds', placeName: placeName(state, to), market: String(state.market[to.slot]) },
    });
  if (to.zone === 'company' && (state.companies[to.seat] ?? []).length >= 2 && !(from.zone === 'company' && from.seat === to.seat)) {
    return err('ERR_COMPANY_FULL', `${placeName(state, to)} already has two cards.`, {
      rule: RULE,
      path: 'to',
      params: { placeName: placeName(state, to) },
    });
  }
  return OK;
}
