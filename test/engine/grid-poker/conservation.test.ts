/**
 * Grid Poker conserves its cards: the holes an audit found (a guided edit
 * naming another card than the one resolving, a company formed over one a
 * correction had begun, a two-deck reveal matched with `includes`), and the
 * other places a card could appear or vanish. Each state is checked with the
 * conservation invariant (src/engine/grid-poker/conservation.ts).
 */
import { describe, expect, it } from 'vitest';
import { conservationProblems, compositionTotal, placeCounts } from '../../../src/engine/grid-poker/conservation';
import type { GridPokerAction, GridPokerState } from '../../../src/engine/grid-poker/types';
import { act, acts, fillMarket, refuses, start } from './driver';
import { afterSetup, ANN, atCommit, BO, CY, MARKET, row } from './scenario';

const total = (s: GridPokerState): number => Object.values(placeCounts(s)).reduce((a, b) => a + b, 0);

function conserved(s: GridPokerState): GridPokerState {
  expect(conservationProblems(s)).toEqual([]);
  expect(total(s)).toBe(compositionTotal(s));
  return s;
}

const handEffects = (options: Record<string, string | number> = {}): GridPokerState =>
  acts(
    afterSetup(options),
    [ANN, BO, CY].map((seat) => ({ type: 'passEffect' as const, seat })),
  );

describe('grid poker conservation: guided edits move the card named', () => {
  it('refuses a move of the revealed effect card that names another card, or a wild in a game without wilds', () => {
    const s = act(handEffects({ wilds: 'removed' }), { type: 'useEffect', seat: ANN, card: '12te' });
    refuses(s, { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'discard' }, card: 'wild' }, 'ERR_CARD_NOT_IN_GAME');
    refuses(s, { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'discard' }, card: '5kn' }, 'ERR_CARD_ELSEWHERE');
    const moved = act(s, { type: 'moveCard', from: { zone: 'resolving' }, to: { zone: 'discard' }, card: '12te' });
    expect(moved.discard.known).toContain('12te');
    conserved(moved);
  });

  it('refuses a wild named anywhere in a game without wilds', () => {
    const s = handEffects({ wilds: 'removed' });
    refuses(s, { type: 'moveCard', from: { zone: 'expelled' }, to: { zone: 'discard' }, card: 'wild' }, 'ERR_CARD_NOT_IN_GAME');
    refuses(s, { type: 'moveCard', from: { zone: 'company', seat: ANN }, to: { zone: 'discard' }, card: 'wild' }, 'ERR_CARD_NOT_IN_GAME');
  });
});

describe('grid poker conservation: a company begun by a correction', () => {
  it('keeps the card a correction put in the company: the company is completed, never replaced', () => {
    let s = act(start(3), { type: 'setFirstPlayer', seat: ANN });
    s = fillMarket(s, MARKET);
    s = act(s, { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'company', seat: ANN }, card: '1kn' });
    conserved(s);
    refuses(s, { type: 'formCompany', seat: ANN, cards: ['1sc', '2te'] }, 'ERR_CARD_COUNT');
    s = act(s, { type: 'formCompany', seat: ANN, cards: ['1sc'] });
    expect(s.companies[ANN]).toEqual(['1kn', '1sc']);
    expect(total(s)).toBe(54);
    conserved(s);
  });
});

/** Ann's hand made fully known by corrections: her 3 unknown cards go to the discard, then 5kn 6se 7se come from the deck. */
function knownHand(options: Record<string, string | number>, extraUnknown = 0): GridPokerState {
  let s = afterSetup(options);
  const away: GridPokerAction = { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'discard' }, card: null };
  s = acts(s, [away, away, away]);
  for (const card of ['5kn', '6se', '7se']) s = act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: ANN }, card });
  for (let i = 0; i < extraUnknown; i++)
    s = act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: ANN }, card: null });
  s = acts(
    s,
    [0, 1, 2, 3, 4, 5].map((k) => ({ type: 'passEffect' as const, seat: k % 3 })),
  );
  return acts(s, [
    { type: 'commitHand', seat: ANN, line: row(0) },
    { type: 'commitHand', seat: BO, line: null },
    { type: 'commitHand', seat: CY, line: null },
    { type: 'placeCompany', seat: ANN, line: null },
    { type: 'placeCompany', seat: BO, line: null },
    { type: 'placeCompany', seat: CY, line: null },
  ]);
}

describe('grid poker conservation: the reveal counts copies (two decks)', () => {
  it('refuses two 5kn from a hand known to hold 5kn 6se 7se, accepts them when an unknown card could be the second', () => {
    const s = conserved(knownHand({ decks: 2 }));
    expect(s.hands[ANN]).toEqual({ count: 1, known: [] });
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['5kn', '5kn'] }, 'ERR_CARD_ELSEWHERE');
    const ok = act(s, { type: 'revealHand', seat: ANN, cards: ['5kn', '7se'] });
    conserved(ok);
    const open = conserved(knownHand({ decks: 2 }, 1));
    conserved(act(open, { type: 'revealHand', seat: ANN, cards: ['5kn', '5kn'] }));
  });

  it('keeps what was known of the hand when a correction named a card into it after the commit', () => {
    let s = knownHand({ decks: 2 });
    s = act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: ANN }, card: '9kn' });
    s = act(s, { type: 'revealHand', seat: ANN, cards: ['5kn', '6se'] });
    expect([...(s.hands[ANN]?.known ?? [])].sort()).toEqual(['7se', '9kn']);
    conserved(s);
  });
});

describe('grid poker conservation: returned and discarded hand cards leave the line', () => {
  it('does not count returned cards twice (at the line and in the hand)', () => {
    let s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: row(2) },
      { type: 'revealHand', seat: ANN, cards: ['3te', '8kn'] },
    ]);
    conserved(s);
    s = act(s, { type: 'discardMarket', seat: CY, slot: 8 });
    s = act(s, { type: 'returnOrRedraw', seat: ANN, choice: 'return' });
    conserved(s);
    expect(s.hands[ANN]?.known).toEqual(['3te', '8kn']);
    // The returned 3te can be put into the company: it is in the hand, nowhere else.
    s = act(s, { type: 'fillMarket', slot: 8, card: '6se' });
    s = act(s, { type: 'improveCompany', seat: ANN, card: '3te', replace: '1sc' });
    conserved(s);
  });
});

describe('grid poker conservation: cards leaving a hand whose committed cards are face down', () => {
  it('lets a correction take a card known at the commit out of the hand; the reveal then cannot name it', () => {
    let s = knownHand({});
    s = act(s, { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'discard' }, card: '6se' });
    conserved(s);
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['6se', '5kn'] }, 'ERR_CARD_ELSEWHERE');
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['5kn', '9kn'] }, 'ERR_CARD_ELSEWHERE');
    conserved(act(s, { type: 'revealHand', seat: ANN, cards: ['7se', '5kn'] }));
  });

  it('keeps the cards known at the commit in the hand or the pair when an unnamed card leaves the hand', () => {
    let s = knownHand({});
    s = act(s, { type: 'moveCard', from: { zone: 'hand', seat: ANN }, to: { zone: 'deck' }, card: null });
    conserved(s);
    // The pair is two of 5kn 6se 7se, whichever of them the unnamed card was: never two cards from elsewhere.
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['9kn', '9sc'] }, 'ERR_CARD_ELSEWHERE');
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['5kn', '9sc'] }, 'ERR_CARD_ELSEWHERE');
    for (const pair of [
      ['5kn', '6se'],
      ['5kn', '7se'],
      ['6se', '7se'],
    ])
      conserved(act(s, { type: 'revealHand', seat: ANN, cards: pair }));
  });
});

describe('grid poker: a correction that ends a wait moves the game on (no dead end)', () => {
  it('deals the hands when a correction fills the last market slot at setup', () => {
    let s = fillMarket(start(3), MARKET.slice(0, 8));
    s = act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'market', slot: 8 }, card: '4te' });
    expect(s.phase.kind).toBe('company');
    expect(s.hands.map((h) => h.count)).toEqual([7, 7, 7]);
    conserved(s);
  });

  it('discards what is left at setup when a correction took cards out of the hand', () => {
    let s = act(start(3, { dealSize: 4 }), { type: 'setFirstPlayer', seat: ANN });
    s = fillMarket(s, MARKET);
    s = acts(s, [
      { type: 'formCompany', seat: ANN, cards: ['1kn', '1sc'] },
      { type: 'formCompany', seat: BO, cards: ['8te', '8se'] },
      { type: 'formCompany', seat: CY, cards: ['3kn', '10kn'] },
      { type: 'moveCard', from: { zone: 'hand', seat: BO }, to: { zone: 'discard' }, card: null },
    ]);
    refuses(s, { type: 'setupDiscard', seat: BO, cards: ['5kn', '6sc'] }, 'ERR_CARD_COUNT');
    s = acts(s, [
      { type: 'setupDiscard', seat: ANN },
      { type: 'setupDiscard', seat: BO },
      { type: 'setupDiscard', seat: CY },
    ]);
    expect(s.phase.kind).toBe('companyEffects');
    expect(s.hands.map((h) => h.count)).toEqual([0, 0, 0]);
    conserved(s);
  });

  it('scores the round when a placed company was emptied by a correction', () => {
    let s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: row(1) },
      { type: 'moveCard', from: { zone: 'company', seat: BO }, to: { zone: 'discard' }, card: '8te' },
      { type: 'moveCard', from: { zone: 'company', seat: BO }, to: { zone: 'discard' }, card: '8se' },
    ]);
    s = act(s, { type: 'placeCompany', seat: CY, line: row(2) });
    expect(s.grid?.rows?.winners.map((w) => w.seat)).toEqual([CY]);
    expect(s.phase.kind).toBe('marketDiscard');
  });

  it('ends the round when a correction brings the last hand within the limit', () => {
    let s = acts(atCommit({ dealSize: 9, setupDiscards: 0 }), [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: row(2) },
      { type: 'discardMarket', seat: CY, slot: 8 },
      { type: 'fillMarket', slot: 8, card: '6se' },
      { type: 'improveCompany', seat: ANN, card: null },
      { type: 'improveCompany', seat: BO, card: null },
      { type: 'improveCompany', seat: CY, card: null },
      { type: 'endDiscard', seat: ANN, count: 3 },
      { type: 'endDiscard', seat: BO, count: 3 },
    ]);
    expect(s.phase.kind).toBe('endDiscard');
    const away: GridPokerAction = { type: 'moveCard', from: { zone: 'hand', seat: CY }, to: { zone: 'discard' }, card: null };
    s = acts(s, [away, away, away]);
    expect(s.round).toBe(2);
    expect(s.phase.kind).toBe('companyEffects');
    conserved(s);
  });
});

describe('grid poker: a card known in the discard can come off an empty deck (the discard is shuffled in first)', () => {
  it('accepts it for a market fill and for a guided edit from the deck', () => {
    let s = handEffects();
    s = act(s, { type: 'moveCard', from: { zone: 'market', slot: 0 }, to: { zone: 'discard' }, card: null });
    // Empty the deck into Bo's hand (unnamed cards).
    while (s.deck > 0) s = act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: BO }, card: null });
    expect(s.discard.known).toContain('2kn');
    conserved(act(s, { type: 'fillMarket', slot: 0, card: '2kn' }));
    conserved(act(s, { type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'market', slot: 0 }, card: '2kn' }));
  });
});
