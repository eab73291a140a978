/**
 * Final hands: entered after the time limit, checked against the hand sizes,
 * the deck, each other and everything the app knows; every refusal leaves
 * the state unchanged.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { tradesGame } from '../../../src/engine/trades/index';
import type { TradesState } from '../../../src/engine/trades/types';
import { act, refused, T0, table } from './helpers';

/** Ann (0) has received #1 and #2 from Bo (1) in a completed mandatory trade; Bo has 7H and QS from Ann. */
function afterOneTrade(): TradesState {
  let s = table();
  s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['7H', 'QS'] });
  return act(s, { type: 'complete', trade: 1, picked: ['?'], chosen: ['?'] });
}

describe('final hands', () => {
  const scoring = act(afterOneTrade(), { type: 'timeUp' }, T0 + 300_000);
  const ann = ['AS', '2S', '3S', '4S', '5S', '6S', '8S'];
  const bo = ['7H', 'QS', 'AD', '2D', '3D', '4D', '5D'];
  it('refuses hands while trading', () => {
    refused(afterOneTrade(), { type: 'enterHand', player: 0, cards: ann }, 'ERR_WRONG_PHASE');
  });

  it.each([
    [{ type: 'enterHand', player: 3, cards: ann }, 'ERR_NO_SUCH_PLAYER', 'player'],
    [{ type: 'enterHand', player: 0, cards: ann.slice(1) }, 'ERR_HAND_SIZE', 'cards'],
    [{ type: 'enterHand', player: 0, cards: [...ann, 'KC'] }, 'ERR_HAND_SIZE', 'cards'],
    [{ type: 'enterHand', player: 0, cards: ['AS', 'as', '3S', '4S', '5S', '6S', '8S'] }, 'ERR_DUPLICATE_CARD', 'cards[1]'],
    [{ type: 'enterHand', player: 0, cards: ['AS', '2S', '3S', '4S', '5S', '6S', '7H'] }, 'ERR_INCONSISTENT_HAND', 'cards[6]'],
    [{ type: 'enterHand', player: 1, cards: ['AH', '2H', '3H', '4H', '5H', '6H', '8H'] }, 'ERR_INCONSISTENT_HAND', 'cards'],
    [{ type: 'enterHand', player: 0, cards: ['1kn', '2S', '3S', '4S', '5S', '6S', '8S'] }, 'ERR_WRONG_DECK', 'cards[0]'],
  ])('refuses %j with %s', (raw, code, path) => {
    refused(scoring, raw, code, { path });
  });

  it('refuses a card already entered in another hand, naming the hand', () => {
    const one = act(scoring, { type: 'enterHand', player: 1, cards: bo });
    refused(one, { type: 'enterHand', player: 2, cards: ['AD', 'KS', 'KH', 'KD', 'KC', 'QH', 'QD'] }, 'ERR_CARD_IN_TWO_HANDS', {
      path: 'cards[0]',
      mention: "Bo's hand",
    });
  });

  it('refuses a card put under the deck and never drawn', () => {
    const s = act(act(table(), { type: 'deckTrade', player: 0, give: 'KC' }), { type: 'timeUp' }, T0 + 300_000);
    refused(s, { type: 'enterHand', player: 1, cards: ['KC', '2S', '3S', '4S', '5S', '6S', '8S'] }, 'ERR_INCONSISTENT_HAND', {
      mention: 'bottom of the deck',
    });
  });

  it('refuses more hands once all are entered and scored', () => {
    let s = act(scoring, { type: 'enterHand', player: 0, cards: ann });
    s = act(s, { type: 'enterHand', player: 1, cards: bo });
    s = act(s, { type: 'enterHand', player: 2, cards: ['KS', 'KH', 'KD', 'KC', 'QH', 'QD', 'QC'] });
    expect(s.phase).toBe('finished');
    refused(s, { type: 'enterHand', player: 0, cards: ann }, 'ERR_WRONG_PHASE');
    refused(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?'] }, 'ERR_TIME_UP');
    expect(unwrap(tradesGame.parseAction({ type: 'timeUp' }))).toEqual({ type: 'timeUp' });
  });
});
