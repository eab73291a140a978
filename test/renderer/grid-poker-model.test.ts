/**
 * The Tech Grid Poker view helpers: the expected next step picked among the
 * engine's offers, the actions whose undo takes back something seen, the
 * line markers beside the grid, the places of guided edits and the card
 * texts from the deck file.
 */
import { describe, expect, it } from 'vitest';
import type { GridPokerAction, GridPokerState } from '../../src/engine/grid-poker/types';
import { unwrap } from '../../src/engine/core/result';
import { bundledDeck } from '../../src/renderer/deck-editor/current-deck';
import {
  cardText,
  commitments,
  gridPokerNextStep,
  gridPokerReveals,
  lineSlots,
  markersOn,
  places,
  turnOrder,
  turnSeat,
} from '../../src/renderer/games/grid-poker/model';
import { act, acts, offersOf } from '../engine/grid-poker/driver';
import { ANN, BO, CY, afterSetup, atCommit, col, row } from '../engine/grid-poker/scenario';

const next = (s: GridPokerState) => offersOf(s).filter((o) => gridPokerNextStep(s, o));

describe('the expected next step', () => {
  it('is the commit lines of the player in turn, not the others', () => {
    const s = atCommit();
    const offers = next(s);
    expect(offers.length).toBe(7);
    expect(offers.every((o) => o.type === 'commitHand' && o.actor === ANN)).toBe(true);
  });

  it('never highlights a line the rules forbid (row and column exclusivity)', () => {
    const s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(2) },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
    ]);
    const lines = next(s).map((o) => (o.action as Extract<GridPokerAction, { type: 'placeCompany' }>).line);
    expect(lines).toContainEqual(col(0));
    expect(lines.some((l) => l?.axis === 'row')).toBe(false);
    const refused = offersOf(s).find((o) => o.type === 'placeCompany' && o.disabledReason);
    expect(refused?.disabledReason).toMatch(/company cards must go to a column/);
  });

  it('is the reveal once every player has placed', () => {
    const s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(2) },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: null },
    ]);
    expect(s.phase.kind).toBe('reveal');
    expect(next(s).map((o) => [o.type, o.actor])).toEqual([['revealHand', ANN]]);
  });
});

describe('where the plays are', () => {
  it('lists the hands on each line in turn order, hand cards face down until the reveal', () => {
    const s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(2) },
      { type: 'commitHand', seat: BO, line: row(2) },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: col(1) },
    ]);
    expect(markersOn(s, row(2))).toEqual([
      { seat: ANN, source: 'hand' },
      { seat: BO, source: 'hand' },
    ]);
    expect(markersOn(s, col(1))).toEqual([{ seat: ANN, source: 'company' }]);
    expect(commitments(s, ANN)).toEqual({ hand: row(2), handCards: null, company: col(1) });
    expect(turnOrder(s)).toEqual([ANN, BO, CY]);
    expect(turnSeat(s)).toBe(BO);
    expect(lineSlots(col(2))).toEqual([2, 5, 8]);
  });

  it('offers every place for a guided edit, the revealed effect card only while one is out', () => {
    let s = act(atCommit(), { type: 'commitHand', seat: ANN, line: null });
    expect(places(s)).toHaveLength(3 + 3 + 9 + 3);
    expect(places(s).find((p) => p.place.zone === 'market')?.label).toBe('Market row 1, column 1 (2kn)');
    expect(places(s).some((p) => p.place.zone === 'resolving')).toBe(false);
    s = acts(afterSetup(), [
      { type: 'passEffect', seat: ANN },
      { type: 'passEffect', seat: BO },
      { type: 'passEffect', seat: CY },
      { type: 'useEffect', seat: ANN, card: '5kn' },
    ]);
    expect(places(s).at(-1)?.label).toBe('The revealed effect card (5kn)');
    expect(next(s).map((o) => o.type)).toEqual(['moveCard', 'finishEffect']);
  });
});

describe('undo warnings', () => {
  it('flags the actions that showed cards, not the face-down ones', () => {
    expect(gridPokerReveals({ type: 'revealHand', seat: 0, cards: ['2kn', '3kn'] })).toBe(true);
    expect(gridPokerReveals({ type: 'fillMarket', slot: 0, card: '2kn' })).toBe(true);
    expect(gridPokerReveals({ type: 'commitHand', seat: 0, line: row(0) })).toBe(false);
    expect(gridPokerReveals({ type: 'moveCard', from: { zone: 'deck' }, to: { zone: 'hand', seat: 0 }, card: null })).toBe(false);
    expect(gridPokerReveals({ type: 'setupDiscard', seat: 0 })).toBe(false);
    expect(gridPokerReveals({ type: 'improveCompany', seat: 0, card: '4kn', replace: '1kn' })).toBe(true);
  });
});

describe('card texts from the deck file', () => {
  it('reads names and Grid Poker texts from the deck in use; unknown ones are null', () => {
    const deck = unwrap(bundledDeck('tech-deck'));
    expect(cardText(deck, '13sc')).toEqual({ name: 'AI', text: null, status: 'unknown' });
    expect(cardText(deck, '5kn').name).toBeNull();
    expect(cardText(deck, 'nonsense')).toEqual({ name: null, text: null, status: 'unknown' });
    expect(cardText(null, '13sc')).toEqual({ name: null, text: null, status: 'unknown' });
    const edited = {
      ...deck,
      cards: deck.cards.map((c) =>
        c.code === '1kn'
          ? { ...c, effects: { ...c.effects, 'grid-poker': { text: 'Swap two market cards.', status: 'printed' as const } } }
          : c,
      ),
    };
    expect(cardText(edited, '1kn')).toEqual({ name: 'Data Mining', text: 'Swap two market cards.', status: 'printed' });
  });
});
