/** Upgrades, builds, card effects (guided edits), capture abilities and corrections. */
import { describe, expect, it } from 'vitest';
import type { TechChessState } from '../../../src/engine/tech-chess/types';
import { act, at, expectConserved, newGame, refused, withBoard, withHands } from './helpers';

const up = (square: string, card: string) => ({ type: 'upgrade', square, card });
const build = (square: string, card: string) => ({ type: 'build', square, card });
const mv = (from: string, to: string) => ({ type: 'move', from, to });

describe('upgrades', () => {
  const start = withHands(newGame(), ['12sc', '11se', '7kn', '5se'], ['12te']);

  it('swaps a 2, 3 or 4 pawn for a non-13 card of the player’s domains; the pawn card goes to the hand', () => {
    const s = act(start, up('a2', '12sc'));
    expect(at(s, 'a2')).toEqual({ card: '12sc', owner: 0 });
    expect(s.hands[0].known).toEqual(['11se', '7kn', '5se', '2se']);
    expect(s.upgradesUsed).toEqual([1, 0]);
    expect(s.turn).toBe(1);
    expectConserved(s);
  });

  it('twice per game (option upgrades)', () => {
    let s = act(start, up('a2', '12sc'));
    s = act(s, mv('a5', 'a4'));
    s = act(s, up('b2', '11se'));
    s = act(s, mv('a4', 'a3'));
    const e = refused(s, up('c2', '5se'));
    expect(e.code).toBe('ERR_UPGRADE_LIMIT');
    expect(e.message).toContain('2 times');
    const three = withHands(newGame({ upgrades: 3 }), ['12sc', '11se', '5se']);
    let t = act(act(act(act(three, up('a2', '12sc')), mv('a5', 'a4')), up('b2', '11se')), mv('a4', 'a3'));
    t = act(t, up('c2', '5se'));
    expect(t.upgradesUsed).toEqual([3, 0]);
  });

  it('refuses non-pawns, 5-10 pawns, kings, other domains, cards not in hand and the opponent’s pieces', () => {
    expect(refused(start, up('c1', '5se')).code).toBe('ERR_NOT_UPGRADABLE');
    expect(refused(withBoard(start, { b1: '13se', e1: '13sc', c3: '6se', b6: '13kn', e6: '13te' }), up('c3', '5se')).code).toBe(
      'ERR_NOT_UPGRADABLE',
    );
    expect(refused(start, up('a2', '13se')).code).toBe('ERR_UPGRADE_TO_KING');
    expect(refused(start, up('a2', '7kn')).code).toBe('ERR_NOT_YOUR_DOMAIN');
    expect(refused(start, up('a2', '6se')).code).toBe('ERR_CARD_NOT_IN_HAND');
    expect(refused(start, up('a5', '5se')).code).toBe('ERR_NOT_YOUR_PIECE');
    expect(refused(start, up('a3', '5se')).code).toBe('ERR_NO_PIECE');
  });

  it('with hands unknown to the app, the declared card comes from an unknown slot', () => {
    const s0 = newGame();
    expect(s0.hands[0]).toEqual({ known: [], unknown: 3 });
    const s = act(s0, up('a2', '12sc'));
    expect(s.hands[0]).toEqual({ known: ['2se'], unknown: 2 });
    expect(s.pool).not.toContain('12sc');
    expectConserved(s);
    const e = refused(s0, up('a2', '12se'));
    expect(e.code).toBe('ERR_CARD_NOT_IN_HAND');
    expect(e.message).toContain('stands on c1');
  });
});

describe('builds', () => {
  const open = withHands(
    withBoard(newGame(), { b1: '13se', e1: '13sc', b6: '13kn', e6: '13te' }),
    ['5se', '11se', '6kn', '7sc', '8sc', '9se'],
    ['5kn'],
  );

  it('places a 2-10 pawn of the player’s domains from hand on an empty square of their first two ranks', () => {
    const s = act(open, build('c1', '5se'));
    expect(at(s, 'c1')).toEqual({ card: '5se', owner: 0 });
    expect(s.buildsUsed).toEqual([1, 0]);
    expect(s.hands[0].known).not.toContain('5se');
    const p2 = act(s, build('a5', '5kn'));
    expect(at(p2, 'a5')).toEqual({ card: '5kn', owner: 1 });
  });

  it('refuses other ranks, occupied squares, non-pawns and other domains', () => {
    const rank = refused(open, build('c3', '5se'));
    expect(rank.code).toBe('ERR_BUILD_SQUARE');
    expect(rank.message).toContain('ranks 1 and 2');
    expect(refused(open, build('b1', '5se')).code).toBe('ERR_SQUARE_OCCUPIED');
    expect(refused(open, build('c1', '11se')).code).toBe('ERR_NOT_A_PAWN');
    expect(refused(open, build('c1', '6kn')).code).toBe('ERR_NOT_YOUR_DOMAIN');
    expect(refused(act(open, mv('b1', 'b2')), build('c2', '5kn')).code).toBe('ERR_BUILD_SQUARE');
  });

  it('three times per game (option builds)', () => {
    let s = open;
    const builds = [
      ['a1', '5se'],
      ['c1', '7sc'],
      ['d1', '8sc'],
    ] as const;
    builds.forEach(([sq, card], i) => {
      s = act(s, build(sq, card));
      s = act(s, i % 2 === 0 ? mv('b6', 'b5') : mv('b5', 'b6'));
    });
    expect(s.buildsUsed).toEqual([3, 0]);
    expect(refused(s, build('f1', '9se')).code).toBe('ERR_BUILD_LIMIT');
  });

  it('a build may block a check on a lone king', () => {
    const s = withHands(withBoard(newGame(), { b1: '13se', b5: '1kn', e6: '13te' }, 0), ['5se']);
    expect(at(act(s, build('b2', '5se')), 'b2')?.card).toBe('5se');
    expect(refused(s, build('a2', '5se')).code).toBe('ERR_KING_LEFT_ATTACKED');
  });
});

describe('card effects from hand (guided, logged edits)', () => {
  const base = withHands(newGame(), ['9se', '7sc'], []);

  it('carries out the edits, then discards the card used', () => {
    const s = act(base, {
      type: 'effect',
      card: '9se',
      edits: [
        { op: 'relocate', card: '3se', from: { zone: 'board', square: 'b2' }, to: { zone: 'hand', seat: 0 } },
        { op: 'relocate', card: '7sc', from: { zone: 'hand', seat: 0 }, to: { zone: 'board', square: 'b2' } },
      ],
    });
    expect(at(s, 'b2')).toEqual({ card: '7sc', owner: 0 });
    expect(s.hands[0].known).toEqual(['3se']);
    expect(s.discard).toEqual(['9se']);
    expect(s.upgradesUsed).toEqual([0, 0]);
    expect(s.turn).toBe(1);
    expectConserved(s);
  });

  it('never exchanges or replaces a king (13)', () => {
    const e = refused(base, {
      type: 'effect',
      card: '9se',
      edits: [{ op: 'relocate', card: '13se', from: { zone: 'board', square: 'b1' }, to: { zone: 'discard' } }],
    });
    expect(e.code).toBe('ERR_KING_PROTECTED');
    expect(e.path).toBe('edits[0]');
  });

  it('refuses an edit that does not match the table, and a card not in hand', () => {
    expect(
      refused(base, {
        type: 'effect',
        card: '9se',
        edits: [{ op: 'relocate', card: '3se', from: { zone: 'board', square: 'c2' }, to: { zone: 'discard' } }],
      }).code,
    ).toBe('ERR_CARD_NOT_THERE');
    expect(
      refused(base, {
        type: 'effect',
        card: '9se',
        edits: [{ op: 'relocate', card: 'wild', from: { zone: 'expelled' }, to: { zone: 'hand', seat: 0 } }],
      }).code,
    ).toBe('ERR_CARD_EXPELLED');
    expect(refused(base, { type: 'effect', card: '10se', edits: [] }).code).toBe('ERR_CARD_NOT_IN_HAND');
    expect(
      refused(base, {
        type: 'effect',
        card: '9se',
        edits: [{ op: 'relocate', card: '7sc', from: { zone: 'hand', seat: 0 }, to: { zone: 'board', square: 'a1' } }],
      }).code,
    ).toBe('ERR_SQUARE_OCCUPIED');
  });

  it('draws from the deck (named cards with app dealing) and reshuffles the discard when the deck runs out', () => {
    const app = newGame({ dealing: 'app' });
    const hand = app.hands[0].known;
    const s = act(app, { type: 'effect', card: hand[0]!, edits: [{ op: 'draw', seat: 0, count: 2 }] });
    expect(s.hands[0].known).toEqual([...hand.slice(1), ...app.pool.slice(0, 2)]);
    expect(s.deckCount).toBe(app.deckCount - 2);
    expectConserved(s);

    const empty: TechChessState = { ...app, pool: [], deckCount: 0, discard: [...app.pool] };
    const r = act(empty, { type: 'effect', card: hand[0]!, edits: [{ op: 'draw', seat: 0, count: 1 }] });
    expect(r.discard).toEqual([hand[0]]);
    expect(r.deckCount).toBe(app.pool.length - 1);
    expectConserved(r);
  });

  it('with one king left an effect may not leave it attacked', () => {
    const s = withHands(withBoard(newGame(), { b1: '13se', b2: '2se', b5: '1kn', e6: '13te' }, 0), ['9se']);
    const e = refused(s, {
      type: 'effect',
      card: '9se',
      edits: [{ op: 'relocate', card: '2se', from: { zone: 'board', square: 'b2' }, to: { zone: 'hand', seat: 0 } }],
    });
    expect(e.code).toBe('ERR_KING_LEFT_ATTACKED');
  });
});

describe('capture abilities and corrections', () => {
  const s = withBoard(newGame({ dealing: 'app' }), { b1: '13se', e1: '13sc', a1: '1se', a4: '3kn', b6: '13kn', e6: '13te' });

  it('the capturing card’s ability is carried out with the capture', () => {
    const r = act(s, { type: 'move', from: 'a1', to: 'a4', ability: [{ op: 'draw', seat: 0, count: 1 }] });
    expect(r.hands[0].known).toHaveLength(4);
    expect(r.discard).toEqual(['3kn']);
  });

  it('an ability is offered only on a capture', () => {
    expect(refused(s, { type: 'move', from: 'a1', to: 'a3', ability: [{ op: 'draw', seat: 0, count: 1 }] }).code).toBe(
      'ERR_ABILITY_WITHOUT_CAPTURE',
    );
  });

  it('a correction edits the table without ending the turn, and may fix anything', () => {
    const r = act(s, {
      type: 'correct',
      edits: [{ op: 'relocate', card: '13kn', from: { zone: 'board', square: 'b6' }, to: { zone: 'expelled' } }],
      note: 'b6 king was taken earlier',
    });
    expect(r.turn).toBe(0);
    expect(at(r, 'b6')).toBeNull();
    expect(r.expelled).toContain('13kn');
  });
});
