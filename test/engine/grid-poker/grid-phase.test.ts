/**
 * The grid poker phase, rule by rule: commits in turn order, row and column
 * exclusivity, the reveal, best row and best column, points, ties, the
 * winners' market discards, the winners' discard-and-draw and the others'
 * return or redraw, the market refill.
 */
import { describe, expect, it } from 'vitest';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import { act, acts, refuses } from './driver';
import { ANN, atCommit, BO, col, CY, row } from './scenario';

/** Round 1 with Ann's hand on row 1 and company on column 3, Bo's hand on column 2 and company on row 2, Cy's company on row 3. */
function placed(options: Record<string, string | number> = {}): GridPokerState {
  return acts(atCommit(options), [
    { type: 'commitHand', seat: ANN, line: row(0) },
    { type: 'commitHand', seat: BO, line: col(1) },
    { type: 'commitHand', seat: CY, line: null },
    { type: 'placeCompany', seat: ANN, line: col(2) },
    { type: 'placeCompany', seat: BO, line: row(1) },
    { type: 'placeCompany', seat: CY, line: row(2) },
  ]);
}

/** Ann reveals 2te 2se (row 1: four 2s); Bo reveals 13te 13se (column 2: three kings). */
const revealed = (options: Record<string, string | number> = {}): GridPokerState =>
  acts(placed(options), [
    { type: 'revealHand', seat: ANN, cards: ['2te', '2se'] },
    { type: 'revealHand', seat: BO, cards: ['13te', '13se'] },
  ]);

describe('grid poker: committing and placing', () => {
  it('commits hand cards face down in turn order, recording only the line', () => {
    let s = atCommit();
    expect(s.phase).toMatchObject({ kind: 'commit', turn: ANN });
    refuses(s, { type: 'commitHand', seat: BO, line: row(0) }, 'ERR_NOT_YOUR_TURN');
    s = act(s, { type: 'commitHand', seat: ANN, line: row(0) });
    expect(s.hands[ANN]?.count).toBe(1);
    expect(s.grid?.entries[ANN]?.hand).toEqual({ line: row(0), heldKnown: [], cards: null, settled: false });
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['2te', '2se'] }, 'ERR_WRONG_PHASE');
  });

  it('refuses a commit with fewer than two hand cards', () => {
    const s = act(atCommit({ setupDiscards: 4, dealSize: 7 }), { type: 'commitHand', seat: ANN, line: null });
    refuses(s, { type: 'commitHand', seat: BO, line: row(0) }, 'ERR_NOT_ENOUGH_CARDS');
  });

  it('enforces row and column exclusivity both ways', () => {
    let s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: col(1) },
      { type: 'commitHand', seat: CY, line: null },
    ]);
    const msg = refuses(s, { type: 'placeCompany', seat: ANN, line: row(2) }, 'ERR_ROW_COLUMN_EXCLUSIVITY');
    expect(msg).toMatch(/column/);
    refuses(s, { type: 'placeCompany', seat: ANN, line: row(0) }, 'ERR_ROW_COLUMN_EXCLUSIVITY');
    s = act(s, { type: 'placeCompany', seat: ANN, line: col(0) });
    refuses(s, { type: 'placeCompany', seat: BO, line: col(1) }, 'ERR_ROW_COLUMN_EXCLUSIVITY');
    refuses(s, { type: 'placeCompany', seat: BO, line: col(2) }, 'ERR_ROW_COLUMN_EXCLUSIVITY');
    s = act(s, { type: 'placeCompany', seat: BO, line: row(0) });
    s = act(s, { type: 'placeCompany', seat: CY, line: col(0) }); // no hand cards: any line, shared lines allowed
    expect(s.phase.kind).toBe('reveal');
    const offers = gridPokerGame.legalActions(atCommit(), ANN).filter((o) => o.type === 'commitHand');
    expect(offers).toHaveLength(7);
  });
});

describe('grid poker: reveal, best row and column, points', () => {
  it('asks for the committed cards and checks them', () => {
    const s = placed();
    expect(s.phase.kind).toBe('reveal');
    refuses(s, { type: 'revealHand', seat: CY, cards: ['3se', '4se'] }, 'ERR_NOTHING_COMMITTED');
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['2te'] }, 'ERR_CARD_COUNT');
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['2kn', '3se'] }, 'ERR_CARD_ELSEWHERE');
    refuses(s, { type: 'revealHand', seat: ANN, cards: ['1kn', '3se'] }, 'ERR_CARD_ELSEWHERE');
    const half = act(s, { type: 'revealHand', seat: ANN, cards: ['2te', '2se'] });
    refuses(half, { type: 'revealHand', seat: ANN, cards: ['3te', '3se'] }, 'ERR_ALREADY_DONE');
    refuses(half, { type: 'revealHand', seat: BO, cards: ['2te', '3se'] }, 'ERR_CARD_ELSEWHERE');
  });

  it('evaluates every hand, finds the best row and column, and scores 2 above three of a kind, 1 up to it', () => {
    const s = revealed();
    const rows = s.grid?.rows;
    const columns = s.grid?.columns;
    expect(rows?.hands.map((h) => [h.seat, h.source, h.category])).toEqual([
      [ANN, 'hand', 'four-of-a-kind'],
      [BO, 'company', 'pair'],
      [CY, 'company', 'pair'],
    ]);
    expect(columns?.hands.map((h) => [h.seat, h.source, h.category])).toEqual([
      [ANN, 'company', 'pair'],
      [BO, 'hand', 'three-of-a-kind'],
    ]);
    expect(rows?.winners.map((w) => w.seat)).toEqual([ANN]);
    expect(rows?.points).toBe(2);
    expect(columns?.winners.map((w) => w.seat)).toEqual([BO]);
    expect(columns?.points).toBe(1);
    expect(s.scores[0]).toEqual([2, 1, 0]);
    expect(s.phase).toEqual({
      kind: 'marketDiscard',
      queue: [
        { seat: ANN, line: row(0), axis: 'row' },
        { seat: BO, line: col(1), axis: 'column' },
      ],
    });
  });

  it('says the winning hands in words, not codes', () => {
    const note = revealed().note;
    expect(note).toContain('four of a kind');
    expect(note).toContain('three of a kind');
    expect(note).not.toMatch(/[a-z]-[a-z]/);
  });

  it('uses the point options', () => {
    expect(revealed({ pointsLow: 3, pointsHigh: 7 }).scores[0]).toEqual([7, 3, 0]);
  });

  it('shares a tie: every tied player scores, the earliest in turn order discards the market card', () => {
    // Bo is the first player: turn order Bo, Cy, Ann. Cy and Ann both make 2-2-9-7-5 on row 1 (domains differ).
    let s = atCommit({}, BO);
    s = acts(s, [
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: row(0) },
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'placeCompany', seat: BO, line: col(0) },
      { type: 'placeCompany', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'revealHand', seat: ANN, cards: ['5te', '7te'] },
      { type: 'revealHand', seat: CY, cards: ['5kn', '7kn'] },
    ]);
    expect(s.grid?.rows?.winners.map((w) => w.seat)).toEqual([CY, ANN]);
    expect(s.grid?.columns?.winners.map((w) => w.seat)).toEqual([BO]);
    expect(s.scores[0]).toEqual([1, 1, 1]);
    expect(s.phase).toMatchObject({ kind: 'marketDiscard', queue: [{ seat: CY }, { seat: BO }] });
    refuses(s, { type: 'discardMarket', seat: ANN, slot: 0 }, 'ERR_NOT_YOUR_TURN');
  });

  it('scores nothing on an axis nobody played', () => {
    const s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: row(1) },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: null },
    ]);
    expect(s.grid?.columns?.winners).toEqual([]);
    expect(s.grid?.columns?.points).toBe(0);
    expect(s.scores[0]).toEqual([1, 0, 0]);
    expect(s.phase).toMatchObject({ kind: 'marketDiscard', queue: [{ seat: ANN, axis: 'row' }] });
  });
});

describe('grid poker: market discards, return or redraw, refill', () => {
  it('lets each winner discard one market card of the winning line', () => {
    let s = revealed();
    refuses(s, { type: 'discardMarket', seat: BO, slot: 4 }, 'ERR_NOT_YOUR_TURN');
    refuses(s, { type: 'discardMarket', seat: ANN, slot: 3 }, 'ERR_NOT_IN_LINE');
    s = act(s, { type: 'discardMarket', seat: ANN, slot: 1 }); // 2sc: also in Bo's column 2
    refuses(s, { type: 'discardMarket', seat: BO, slot: 1 }, 'ERR_SLOT_EMPTY');
    refuses(s, { type: 'discardMarket', seat: BO, slot: 0 }, 'ERR_NOT_IN_LINE');
    s = act(s, { type: 'discardMarket', seat: BO, slot: 7 });
    expect(s.market[1]).toBeNull();
    expect(s.market[7]).toBeNull();
    expect(s.discard.known).toEqual(expect.arrayContaining(['2sc', '13sc']));
  });

  it('makes winners with hand cards discard them and draw two; prompts the refill from the deck', () => {
    const before = revealed();
    const deck = before.deck;
    const s = acts(before, [
      { type: 'discardMarket', seat: ANN, slot: 1 },
      { type: 'discardMarket', seat: BO, slot: 7 },
    ]);
    // Both hand players won: nobody is left to choose; straight to the refill.
    expect(s.phase.kind).toBe('refill');
    expect(s.hands.map((h) => h.count)).toEqual([3, 3, 3]);
    expect(s.deck).toBe(deck - 4);
    expect(s.discard.known).toEqual(expect.arrayContaining(['2te', '2se', '13te', '13se']));
    expect(gridPokerGame.legalActions(s, null).filter((o) => o.type === 'fillMarket')).toHaveLength(2);
    refuses(s, { type: 'fillMarket', slot: 1, card: '2te' }, 'ERR_CARD_ELSEWHERE');
    const t = acts(s, [
      { type: 'fillMarket', slot: 1, card: '12kn' },
      { type: 'fillMarket', slot: 7, card: '12sc' },
    ]);
    expect(t.market[1]).toBe('12kn');
    expect(t.deck).toBe(deck - 6);
    expect(t.phase).toMatchObject({ kind: 'improve', turn: ANN });
  });

  it('lets players who lost with hand cards return them to hand or discard and redraw', () => {
    let s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: row(0) },
      { type: 'commitHand', seat: BO, line: row(1) },
      { type: 'commitHand', seat: CY, line: row(2) },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: null },
      { type: 'revealHand', seat: ANN, cards: ['2te', '2se'] },
      { type: 'revealHand', seat: BO, cards: ['3sc', '12se'] },
      { type: 'revealHand', seat: CY, cards: ['11kn', '12kn'] },
      { type: 'discardMarket', seat: ANN, slot: 2 },
    ]);
    expect(s.phase).toEqual({ kind: 'returnOrRedraw', pending: [false, true, true] });
    refuses(s, { type: 'returnOrRedraw', seat: ANN, choice: 'return' }, 'ERR_NOT_PENDING');
    const deck = s.deck;
    s = act(s, { type: 'returnOrRedraw', seat: BO, choice: 'return' });
    expect(s.hands[BO]).toEqual({ count: 3, known: ['3sc', '12se'] });
    s = act(s, { type: 'returnOrRedraw', seat: CY, choice: 'redraw' });
    expect(s.hands[CY]).toEqual({ count: 3, known: [] });
    expect(s.discard.known).toEqual(expect.arrayContaining(['11kn', '12kn', '2te', '2se', '9te']));
    expect(s.deck).toBe(deck - 2);
    expect(s.phase.kind).toBe('refill');
  });
});
