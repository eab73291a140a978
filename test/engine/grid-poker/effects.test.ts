/**
 * Company and hand effects: once per turn, in turn order, chained effects,
 * one effect at a time, the card's text carried along, guided edits, and the
 * hand card's discard-and-redraw.
 */
import { describe, expect, it } from 'vitest';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { act, acts, refuses } from './driver';
import { afterSetup, ANN, BO, CY } from './scenario';

describe('grid poker: company effects', () => {
  it('goes in turn order; a company card effect is used at most once, and blocks other actions until finished', () => {
    let s = afterSetup();
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: ANN });
    refuses(s, { type: 'passEffect', seat: BO }, 'ERR_NOT_YOUR_TURN');
    refuses(s, { type: 'useEffect', seat: ANN, card: '8te' }, 'ERR_NOT_IN_COMPANY');
    s = act(s, { type: 'useEffect', seat: ANN, card: '1kn', text: 'Reveal 2 cards from the deck.' });
    expect(s.resolving).toEqual({
      seat: ANN,
      source: 'company',
      card: '1kn',
      text: 'Reveal 2 cards from the deck.',
      out: false,
      edits: 0,
      inTurn: true,
    });
    expect(s.companies[ANN]).toEqual(['1kn', '1sc']);
    refuses(s, { type: 'passEffect', seat: ANN }, 'ERR_EFFECT_IN_PROGRESS');
    refuses(s, { type: 'useEffect', seat: BO, card: '8te' }, 'ERR_EFFECT_IN_PROGRESS');
    expect(gridPokerGame.legalActions(s, ANN).map((o) => o.type)).toEqual(['moveCard', 'finishEffect']);
    expect(gridPokerGame.legalActions(s, null)).toEqual([]);
    s = act(s, { type: 'finishEffect' });
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: BO });
    refuses(s, { type: 'useEffect', seat: ANN, card: '1sc' }, 'ERR_EFFECT_USED');
  });

  it('refuses an effect out of turn unless it is chained: a card an effect just brought into that company', () => {
    let s = afterSetup();
    const msg = refuses(s, { type: 'useEffect', seat: CY, card: '3kn' }, 'ERR_NOT_YOUR_TURN');
    expect(msg).toMatch(/chain/);
    // Ann's effect replaces Cy's 10kn with the top card of the deck, 12se.
    s = acts(s, [
      { type: 'useEffect', seat: ANN, card: '1kn', text: 'Replace a company card with the top card of the deck.' },
      { type: 'moveCard', from: { zone: 'company', seat: CY }, to: { zone: 'discard' }, card: '10kn' },
      { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'company', seat: CY }, card: '12se' },
      { type: 'finishEffect' },
    ]);
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: BO, fresh: [[], [], ['12se']] });
    expect(gridPokerGame.legalActions(s, CY).map((o) => o.label)).toContain('Cy: chain the effect of 12se');
    refuses(s, { type: 'useEffect', seat: CY, card: '3kn' }, 'ERR_NOT_YOUR_TURN');
    // The replaced card can be used the turn it comes into play, out of turn; the turn stays with Bo.
    s = acts(s, [{ type: 'useEffect', seat: CY, card: '12se' }, { type: 'finishEffect' }]);
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: BO, used: [true, false, false], fresh: [[], [], []] });
    refuses(s, { type: 'useEffect', seat: CY, card: '12se' }, 'ERR_NOT_YOUR_TURN');
    refuses(s, { type: 'useEffect', seat: ANN, card: '1sc' }, 'ERR_EFFECT_USED');
    // Cy's own company effect of the round is still to come, in turn.
    s = act(s, { type: 'passEffect', seat: BO });
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: CY });
    s = acts(s, [{ type: 'useEffect', seat: CY, card: '3kn' }, { type: 'finishEffect' }]);
    expect(s.phase).toMatchObject({ kind: 'handEffects', turn: ANN });
  });

  it('chains a hand effect with a card an effect named into that hand', () => {
    let s = acts(
      afterSetup(),
      [ANN, BO, CY].map((seat) => ({ type: 'passEffect' as const, seat })),
    );
    refuses(s, { type: 'useEffect', seat: BO, card: '12se' }, 'ERR_NOT_YOUR_TURN');
    s = acts(s, [
      { type: 'useEffect', seat: ANN, card: '12te', text: 'Give a player the top card of the deck.' },
      { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: BO }, card: '12se' },
      { type: 'finishEffect' },
    ]);
    expect(s.phase).toMatchObject({ kind: 'handEffects', turn: BO, fresh: [[], ['12se'], []] });
    s = acts(s, [{ type: 'useEffect', seat: BO, card: '12se' }, { type: 'finishEffect' }]);
    // Bo was in turn: that was Bo's hand effect of the round.
    expect(s.phase).toMatchObject({ kind: 'handEffects', turn: CY });
  });
});

describe('grid poker: hand effects and guided edits', () => {
  const handEffects = () =>
    acts(
      afterSetup(),
      [0, 1, 2].map((seat) => ({ type: 'passEffect' as const, seat })),
    );

  it('reveals the hand card, then discards it and draws a new one', () => {
    let s = handEffects();
    const deck = s.deck;
    s = act(s, { type: 'useEffect', seat: ANN, card: '12te' });
    expect(s.hands[ANN]?.count).toBe(2);
    refuses(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: BO }, card: '12te' }, 'ERR_CARD_ELSEWHERE');
    s = act(s, { type: 'finishEffect' });
    expect(s.hands[ANN]?.count).toBe(3);
    expect(s.discard.known).toContain('12te');
    expect(s.deck).toBe(deck - 1);
    expect(s.phase).toMatchObject({ kind: 'handEffects', turn: BO });
  });

  it('carries out an effect as logged moves: replace a market card, expel a card, take the revealed card into the company', () => {
    let s = handEffects();
    s = act(s, { type: 'useEffect', seat: ANN, card: '12te', text: 'Replace a market card.' });
    refuses(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'market', slot: 0 }, card: '3se' }, 'ERR_SLOT_TAKEN');
    refuses(s, { type: 'moveCard', from: { zone: 'market', slot: 0 }, to: { zone: 'market', slot: 0 }, card: null }, 'ERR_SAME_PLACE');
    refuses(s, { type: 'moveCard', from: { zone: 'market', slot: 0 }, to: { zone: 'discard' }, card: '5se' }, 'ERR_CARD_ELSEWHERE');
    refuses(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'expelled' }, card: null }, 'ERR_CARD_REQUIRED');
    refuses(s, { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'company', seat: ANN }, card: null }, 'ERR_COMPANY_FULL');
    s = acts(s, [
      { type: 'moveCard', from: { zone: 'market', slot: 0 }, to: { zone: 'discard' }, card: null },
      { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'market', slot: 0 }, card: '3se' },
      { type: 'moveCard', from: { zone: 'company', seat: ANN }, to: { zone: 'expelled' }, card: '1sc' },
      { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'company', seat: ANN }, card: null },
    ]);
    expect(s.market[0]).toBe('3se');
    expect(s.expelled).toEqual(['1sc']);
    expect(s.companies[ANN]).toEqual(['1kn', '12te']);
    expect(s.resolving?.edits).toBe(4);
    const hand = s.hands[ANN]?.count;
    s = act(s, { type: 'finishEffect' });
    // The revealed card left the hand by the effect: no discard and redraw.
    expect(s.hands[ANN]?.count).toBe(hand);
    expect(s.discard.known).toEqual(['2kn']);
  });

  it('refuses finishEffect with nothing resolving, and moves out of an empty hand', () => {
    const s = handEffects();
    refuses(s, { type: 'finishEffect' }, 'ERR_NO_EFFECT');
    const empty = acts(s, [
      { type: 'useEffect', seat: ANN, card: '12te' },
      { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'discard' }, card: null },
      { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'discard' }, card: null },
      { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'discard' }, card: null },
      { type: 'finishEffect' },
    ]);
    refuses(empty, { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'deck' }, card: null }, 'ERR_NOT_ENOUGH_CARDS');
    expect(empty.phase).toMatchObject({ kind: 'handEffects', turn: BO });
    const cyTurn = act(empty, { type: 'passEffect', seat: BO });
    expect(cyTurn.phase).toMatchObject({ turn: CY });
  });
});
