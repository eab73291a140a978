/**
 * Final hands: after the time limit each player's hand is entered as card
 * codes and checked against everything the app knows (scoring.ts totals them).
 */
import type { CardCode } from '../core/cards';
import { err, OK, type Result } from '../core/result';
import { assignExactly, mayBeIn, nameIn } from '../core/knowledge';
import { handPlace, wording } from './knowledge';
import { checkDeck } from './refs';
import type { Hand, TradesAction, TradesState, TradesErrorCode } from './types';

const rule = { rule: 'Trades: final hands' };

export function validateFinalHand(state: TradesState, a: Extract<TradesAction, { type: 'enterHand' }>): Result<undefined, TradesErrorCode> {
  if (state.phase === 'ready' || state.phase === 'trading') {
    return err('ERR_WRONG_PHASE', 'Final hands are entered after the time limit; trading is still going on.', {
      ...rule,
      path: 'type',
      params: { variant: 'finalHands' },
    });
  }
  if (state.phase === 'finished')
    return err('ERR_WRONG_PHASE', 'Every final hand is entered and the game is scored; undo to correct a hand.', {
      ...rule,
      path: 'type',
      params: { variant: 'everyFinal' },
    });
  const p = a.player;
  if (!Number.isInteger(p) || p < 0 || p >= state.players.length) {
    return err('ERR_NO_SUCH_PLAYER', `There is no player in seat ${p}; seats run from 0 to ${state.players.length - 1}.`, {
      ...rule,
      path: 'player',
      params: { variant: 'playerSeat', p, playerCount: state.players.length - 1 },
    });
  }
  const who = state.players[p] as string;
  const hand = state.hands[p] as Hand;
  if (a.cards.length !== hand.size) {
    return err('ERR_HAND_SIZE', `${who} holds ${hand.size} cards; ${a.cards.length} were entered.`, {
      ...rule,
      path: 'cards',
      params: { variant: 'holdsCards2', who, size: hand.size, cardCount: a.cards.length },
    });
  }
  const seen = new Set<CardCode>();
  const place = handPlace(p);
  // The other hands entered so far are facts too; this seat's own earlier entry is being corrected.
  let known = state.knowledge;
  for (let s = 0; s < state.players.length; s++) {
    const h = state.finalHands[s];
    if (s === p || !h) continue;
    const r = assignExactly(known, handPlace(s), h, wording(state, rule.rule, 'cards'));
    if (r.ok) known = r.value;
  }
  for (let i = 0; i < a.cards.length; i++) {
    const code = a.cards[i] as CardCode;
    const path = `cards[${i}]`;
    const deck = checkDeck(state, code, path);
    if (!deck.ok) return deck;
    if (seen.has(code))
      return err('ERR_DUPLICATE_CARD', `${code} is entered twice in ${who}'s hand; the deck has one of each card.`, {
        ...rule,
        path,
        params: { variant: 'enteredTwice', code, who },
      });
    seen.add(code);
    const other = state.finalHands.findIndex((h, s) => s !== p && h?.includes(code));
    if (other >= 0)
      return err('ERR_CARD_IN_TWO_HANDS', `${code} is already entered in ${state.players[other]}'s hand; a card can be in one hand only.`, {
        ...rule,
        path,
        params: { card: code, player: state.players[other] ?? '' },
      });
    if (!mayBeIn(known, code, place)) {
      const r = nameIn(known, place, [code], wording(state, rule.rule, path));
      if (!r.ok) return err('ERR_INCONSISTENT_HAND', r.error.message, { ...rule, path });
    }
  }
  const whole = assignExactly(known, place, a.cards, wording(state, rule.rule, 'cards'));
  return whole.ok ? OK : err('ERR_INCONSISTENT_HAND', whole.error.message, { ...rule, path: 'cards' });
}
