/**
 * What the referee knows of hands is only what was named: a card named in a
 * hand may leave it in any unnamed card (a blind pick, a `?` given to the
 * deck, an unnamed card of a trade), and from then on it may be in either
 * place. A card can never be in two places.
 */
import { describe, expect, it } from 'vitest';
import type { TradesState } from '../../../src/engine/trades/types';
import { act, refused, T0, table } from './helpers';

const END = T0 + 3_600_000;

/** Ann gives 9C to Cy, then Bo takes four unnamed cards from Cy (an optional trade of 4, JS and QS face up, accepted). */
function bobTakesFromCy(): TradesState {
  let s = table(3, { timeLimitSeconds: 3600 });
  s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['9C'] });
  s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
  expect(s.hands[2]?.known).toEqual(['9C']);
  s = act(s, { type: 'declare', kind: 'optional', from: 1, to: 2, give: ['?', '?'], faceUp: ['JS', 'QS'] });
  s = act(s, { type: 'accept', trade: 2, picked: ['?', '?', '?', '?'] });
  return act(s, { type: 'timeUp' }, END);
}

describe('knowledge after unnamed moves', () => {
  it('refuses two cards a hand may hold each but not both, pointing at the last one named', () => {
    let s = table(3, { timeLimitSeconds: 3600 });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['9C'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['8C'] });
    s = act(s, { type: 'complete', trade: 2, picked: [], chosen: ['?'] });
    // Bo receives one unnamed card from Cy: it may be 9C or 8C, not both.
    s = act(s, { type: 'declare', kind: 'mandatory', from: 1, to: 2, give: ['?'] });
    s = act(s, { type: 'complete', trade: 3, picked: [], chosen: ['?'] });
    act(s, { type: 'declare', kind: 'mandatory', from: 1, to: 0, give: ['9C'] });
    act(s, { type: 'declare', kind: 'mandatory', from: 1, to: 0, give: ['8C'] });
    refused(s, { type: 'declare', kind: 'mandatory', from: 1, to: 0, give: ['9C', '?', '8C', '?'] }, 'ERR_CARD_ELSEWHERE', {
      path: 'give[2]',
      mention: 'all at once',
    });
  });

  it('accepts a final hand holding a card that was seen elsewhere and may have been taken blind', () => {
    const s = bobTakesFromCy();
    expect(s.hands[2]?.known).toEqual(['JS', 'QS']);
    const bo = act(s, { type: 'enterHand', player: 1, cards: ['9C', '2H', '3H', '4H', '5H', '6H', '7H'] });
    expect(bo.finalHands[1]).toContain('9C');
    // ... and then Cy cannot hold it too.
    refused(bo, { type: 'enterHand', player: 2, cards: ['9C', '2D', '3D', '4D', '5D', '6D', '7D'] }, 'ERR_CARD_IN_TWO_HANDS');
  });

  it('still refuses it in a hand it can never have reached', () => {
    const s = bobTakesFromCy();
    refused(s, { type: 'enterHand', player: 0, cards: ['9C', '2H', '3H', '4H', '5H', '6H', '7H'] }, 'ERR_INCONSISTENT_HAND', {
      mention: "Bo's hand or Cy's hand",
    });
  });

  it("accepts a final hand lacking a card received, after '?' cards went to the deck", () => {
    let s = table(4, { timeLimitSeconds: 3600 });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 3, give: ['KH'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    for (let i = 0; i < 3; i++) s = act(s, { type: 'deckTrade', player: 3, give: '?' });
    s = act(s, { type: 'timeUp' }, END);
    const di = act(s, { type: 'enterHand', player: 3, cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S'] });
    expect(di.finalHands[3]).not.toContain('KH');
    // KH is then in the deck or went nowhere else: no other hand may hold it.
    refused(di, { type: 'enterHand', player: 0, cards: ['KH', '2D', '3D', '4D', '5D', '6D', '7D'] }, 'ERR_INCONSISTENT_HAND');
  });

  it('still refuses a hand lacking a card known to be there', () => {
    let s = table(3, { timeLimitSeconds: 3600 });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 2, give: ['KH'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    s = act(s, { type: 'timeUp' }, END);
    refused(s, { type: 'enterHand', player: 2, cards: ['2S', '3S', '4S', '5S', '6S', '7S', '8S'] }, 'ERR_INCONSISTENT_HAND', {
      mention: 'KH',
    });
  });

  it('lets a `?` be a known card: giving it widens, naming it later is accepted from either side', () => {
    let s = table(3, { timeLimitSeconds: 3600 });
    s = act(s, { type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['KH'] });
    s = act(s, { type: 'complete', trade: 1, picked: [], chosen: ['?'] });
    // Bo gives one unnamed card to Cy: it may be KH.
    s = act(s, { type: 'declare', kind: 'mandatory', from: 1, to: 2, give: ['?'] });
    s = act(s, { type: 'complete', trade: 2, picked: [], chosen: ['?'] });
    expect(act(s, { type: 'deckTrade', player: 2, give: 'KH' }).deck.cycled).toEqual(['KH']);
    expect(act(s, { type: 'deckTrade', player: 1, give: 'KH' }).deck.cycled).toEqual(['KH']);
    refused(s, { type: 'deckTrade', player: 0, give: 'KH' }, 'ERR_CARD_ELSEWHERE');
  });
});
