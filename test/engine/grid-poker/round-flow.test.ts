/**
 * The round beyond grid poker: company improvement, the end of the round
 * (discard down, draw below, the first player marker), the game end and its
 * winners, one-card companies (4-card hands), running out of cards, and the
 * definition's parse, summary, view, score and describe.
 */
import { describe, expect, it } from 'vitest';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { drawToHand } from '../../../src/engine/grid-poker/zones';
import type { GridPokerAction, GridPokerState } from '../../../src/engine/grid-poker/types';
import { act, acts, refuses, start } from './driver';
import { ANN, atCommit, BO, col, CY, MARKET, row } from './scenario';

/** Round 1 up to company improvement; nobody commits hand cards, Cy's company wins row 3 (pair of kings). */
function atImprove(options: Record<string, string | number> = {}): GridPokerState {
  return acts(atCommit(options), [
    { type: 'commitHand', seat: ANN, line: null },
    { type: 'commitHand', seat: BO, line: null },
    { type: 'commitHand', seat: CY, line: null },
    { type: 'placeCompany', seat: ANN, line: null },
    { type: 'placeCompany', seat: BO, line: null },
    { type: 'placeCompany', seat: CY, line: row(2) },
    { type: 'discardMarket', seat: CY, slot: 8 },
    { type: 'fillMarket', slot: 8, card: '6se' },
  ]);
}

describe('grid poker: company improvement', () => {
  it('replaces a company card with a hand card (the old one is discarded, no redraw)', () => {
    let s = atImprove();
    expect(s.phase).toMatchObject({ kind: 'improve', turn: ANN });
    refuses(s, { type: 'improveCompany', seat: ANN, card: '12kn' }, 'ERR_REPLACE_REQUIRED');
    refuses(s, { type: 'improveCompany', seat: ANN, card: '12kn', replace: '8te' }, 'ERR_REPLACE_REQUIRED');
    refuses(s, { type: 'improveCompany', seat: ANN, card: '2kn', replace: '1kn' }, 'ERR_CARD_ELSEWHERE');
    s = act(s, { type: 'improveCompany', seat: ANN, card: '12kn', replace: '1sc' });
    expect(s.companies[ANN]).toEqual(['1kn', '12kn']);
    expect(s.hands[ANN]?.count).toBe(2);
    expect(s.discard.known).toContain('1sc');
    expect(s.phase).toMatchObject({ kind: 'improve', turn: BO });
  });

  it('adds a second card without replacing when the company has one', () => {
    let s = atImprove();
    s = { ...s, companies: s.companies.map((c, i) => (i === ANN ? ['1kn'] : c)) };
    refuses(s, { type: 'improveCompany', seat: ANN, card: '12kn', replace: '1kn' }, 'ERR_NO_REPLACE');
    s = act(s, { type: 'improveCompany', seat: ANN, card: '12kn', replace: null });
    expect(s.companies[ANN]).toEqual(['1kn', '12kn']);
  });
});

describe('grid poker: end of round', () => {
  it('discards down to 4, draws one below 3, passes the first player marker, starts the next round', () => {
    // Deal 9, no setup discards: 7 cards in hand after the companies.
    let s = atImprove({ dealSize: 9, setupDiscards: 0 });
    s = acts(s, [
      { type: 'improveCompany', seat: ANN, card: null },
      { type: 'improveCompany', seat: BO, card: null },
      { type: 'improveCompany', seat: CY, card: null },
    ]);
    expect(s.phase.kind).toBe('endDiscard');
    refuses(s, { type: 'endDiscard', seat: ANN, count: 2 }, 'ERR_CARD_COUNT');
    refuses(s, { type: 'endDiscard', seat: ANN, count: 3, cards: ['2kn', '3se', '4se'] }, 'ERR_CARD_ELSEWHERE');
    s = act(s, { type: 'endDiscard', seat: ANN, count: 3, cards: ['3se', '4se', '5sc'] });
    refuses(s, { type: 'endDiscard', seat: ANN, count: 1 }, 'ERR_NOT_PENDING');
    s = act(s, { type: 'endDiscard', seat: BO, count: 3 });
    s = act(s, { type: 'endDiscard', seat: CY, count: 3 });
    expect(s.hands.map((h) => h.count)).toEqual([4, 4, 4]);
    expect(s.round).toBe(2);
    expect(s.firstPlayer).toBe(BO);
    expect(s.phase).toMatchObject({ kind: 'companyEffects', turn: BO });
    expect(s.grid).toBeNull();
  });

  it('uses the hand limit of 3 with 5-6 players', () => {
    let s = act(start(5, { decks: 2, setupDiscards: 0 }), { type: 'setFirstPlayer', seat: 0 });
    s = acts(
      s,
      MARKET.map((card, slot) => ({ type: 'fillMarket' as const, slot, card })),
    );
    const seats = [0, 1, 2, 3, 4];
    s = acts(
      s,
      seats.map((seat) => ({ type: 'formCompany' as const, seat, cards: [`${seat + 2}te`, `${seat + 2}se`] })),
    );
    s = acts(
      s,
      [...seats, ...seats].map((seat) => ({ type: 'passEffect' as const, seat })),
    );
    s = acts(
      s,
      seats.map((seat) => ({ type: 'commitHand' as const, seat, line: null })),
    );
    s = acts(
      s,
      seats.map((seat) => ({ type: 'placeCompany' as const, seat, line: null })),
    );
    expect(s.phase).toMatchObject({ kind: 'improve', turn: 0 });
    s = acts(
      s,
      seats.map((seat) => ({ type: 'improveCompany' as const, seat, card: null })),
    );
    expect(s.phase.kind).toBe('endDiscard');
    refuses(s, { type: 'endDiscard', seat: 0, count: 1 }, 'ERR_CARD_COUNT');
    s = acts(
      s,
      seats.map((seat) => ({ type: 'endDiscard' as const, seat, count: 2 })),
    );
    expect(s.hands.map((h) => h.count)).toEqual([3, 3, 3, 3, 3]);
    expect(s.round).toBe(2);
  });

  it('draws a card for a hand under 3', () => {
    let s = atImprove();
    s = { ...s, hands: s.hands.map((h, i) => (i === CY ? { count: 1, known: [] } : h)) };
    s = acts(s, [
      { type: 'improveCompany', seat: ANN, card: null },
      { type: 'improveCompany', seat: BO, card: null },
      { type: 'improveCompany', seat: CY, card: null },
    ]);
    expect(s.hands.map((h) => h.count)).toEqual([3, 3, 2]);
  });

  it('ends after the last round (option rounds) with the highest total winning, ties shared', () => {
    const s = acts(atCommit({ rounds: 1 }), [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: col(2) },
      { type: 'placeCompany', seat: BO, line: null },
      { type: 'placeCompany', seat: CY, line: row(2) },
    ]);
    expect(s.phase.kind).toBe('over');
    expect(gridPokerGame.outcome(s)).toEqual({ winners: [ANN, CY], kind: 'rounds-done', reason: '1 rounds played' });
    expect(gridPokerGame.score(s)).toEqual({ rounds: ['Round 1'], rows: [[1], [0], [1]], totals: [1, 0, 1], lowerIsBetter: false });
    expect(gridPokerGame.summary(s, 0)).toMatchObject({ finished: true, phase: 'Game over' });
    refuses(s, { type: 'passEffect', seat: ANN }, 'ERR_GAME_OVER');
    expect(gridPokerGame.legalActions(s, null)).toEqual([]);
    expect(gridPokerGame.outcome(atCommit())).toBeNull();
    expect(gridPokerGame.insight?.(s)).toEqual({
      firstPlayer: ANN,
      rounds: 1,
      turns: s.actions,
      roundScores: [[1, 0, 1]],
      figures: { reshuffles: 0, expelled: 0 },
      tallies: { 'won:pair': 2, 'wonWith:company': 2 },
      cards: [
        { code: '3kn', seat: CY, use: 'scored' },
        { code: '10kn', seat: CY, use: 'scored' },
        { code: '1kn', seat: ANN, use: 'scored' },
        { code: '1sc', seat: ANN, use: 'scored' },
      ],
    });
  });
});

describe('grid poker: special tables', () => {
  it('plays a one-card company as a 4-card hand', () => {
    let s = atCommit();
    s = { ...s, companies: s.companies.map((c, i) => (i === BO ? ['8te'] : c)) };
    s = acts(s, [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
      { type: 'placeCompany', seat: ANN, line: null },
      { type: 'placeCompany', seat: BO, line: row(1) },
      { type: 'placeCompany', seat: CY, line: null },
    ]);
    expect(s.grid?.rows?.hands).toEqual([
      expect.objectContaining({ seat: BO, cards: ['5se', '6kn', '7sc', '8te'], category: 'high-card' }),
    ]);
    expect(s.scores[0]).toEqual([0, 1, 0]);
  });

  it('refuses a company hand with no company cards', () => {
    let s = acts(atCommit(), [
      { type: 'commitHand', seat: ANN, line: null },
      { type: 'commitHand', seat: BO, line: null },
      { type: 'commitHand', seat: CY, line: null },
    ]);
    s = { ...s, companies: s.companies.map((c, i) => (i === ANN ? [] : c)) };
    refuses(s, { type: 'placeCompany', seat: ANN, line: row(0) }, 'ERR_NO_COMPANY');
  });

  it('shuffles the discard into a new deck when the deck runs out, and draws as many as possible', () => {
    const s = { ...atCommit(), deck: 1, discard: { count: 3, known: ['2te'] } };
    const t = drawToHand(s, ANN, 2);
    expect(t.hands[ANN]?.count).toBe((s.hands[ANN]?.count ?? 0) + 2);
    expect(t.deck).toBe(2);
    expect(t.discard).toEqual({ count: 0, known: [] });
    expect(t.reshuffles).toBe(1);
    const dry = drawToHand({ ...s, deck: 1, discard: { count: 0, known: [] } }, ANN, 3);
    expect(dry.hands[ANN]?.count).toBe((s.hands[ANN]?.count ?? 0) + 1);
    expect(dry.deck).toBe(0);
  });
});

describe('grid poker: actions from outside', () => {
  it('parses and normalizes actions, refusing bad shapes with a code', () => {
    const ok = gridPokerGame.parseAction({ type: 'formCompany', seat: 0, cards: ['1-Knowledge', '11-services'] });
    expect(ok).toEqual({ ok: true, value: { type: 'formCompany', seat: 0, cards: ['1kn', '11se'] } });
    const bad = [
      { type: 'formCompany', seat: 0, cards: ['1xx'] },
      { type: 'commitHand', seat: 0, line: { axis: 'diagonal', index: 0 } },
      { type: 'nope' },
      'text',
      null,
      { type: 'fillMarket', slot: 0, card: '2kn', extra: 1 },
    ];
    for (const raw of bad) {
      const r = gridPokerGame.parseAction(raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^ERR_(BAD_ACTION|BAD_CARD_CODE)$/);
    }
  });

  it('describes actions in plain words and shows the public table', () => {
    const s = atCommit();
    const line = (a: GridPokerAction): string => gridPokerGame.describe(s, a);
    expect(line({ type: 'commitHand', seat: ANN, line: row(1) })).toBe('Ann commits two hand cards face down to row 2');
    expect(line({ type: 'placeCompany', seat: BO, line: col(0) })).toBe('Bo places the company cards at column 1');
    const view = gridPokerGame.view(s, null) as Record<string, unknown>;
    expect(view).not.toHaveProperty('rng');
    expect(view.totals).toEqual([0, 0, 0]);
    expect(gridPokerGame.summary(s, 0)).toEqual({
      phase: 'Grid poker: commit hand cards',
      phaseId: 'commit',
      turn: ANN,
      round: 1,
      finished: false,
    });
  });

  it('never mutates the state it is given', () => {
    const s = atCommit();
    const frozen = JSON.stringify(s);
    act(s, { type: 'commitHand', seat: ANN, line: row(0) });
    expect(JSON.stringify(s)).toBe(frozen);
  });
});
