/** Piece moves, captures, the two-king and one-king rules, and the end of the game. */
import { describe, expect, it } from 'vitest';
import { dests } from '../../../src/engine/tech-chess/index';
import { act, at, moves, newGame, refused, withBoard, withHands } from './helpers';

const KINGS = { b1: '13se', e1: '13sc', b6: '13kn', e6: '13te' };
const open = (pieces: Record<string, string>, turn: 0 | 1 = 0, options: Record<string, string | number> = {}) =>
  withBoard(newGame(options), { ...KINGS, ...pieces }, turn);
const mv = (from: string, to: string) => ({ type: 'move', from, to });

describe('moves by piece', () => {
  it('a rook (1) moves along files and ranks, not diagonally, and not through pieces', () => {
    const s = open({ a1: '1se' });
    expect(at(act(s, mv('a1', 'a5')), 'a5')?.card).toBe('1se');
    expect(refused(s, mv('a1', 'c3')).code).toBe('ERR_ILLEGAL_PIECE_MOVE');
    const blocked = refused(open({ a1: '1se', a3: '2se' }), mv('a1', 'a5'));
    expect(blocked.code).toBe('ERR_PATH_BLOCKED');
    expect(blocked.message).toContain('a3');
  });

  it('a knight (11) jumps over pieces, only in its L shape', () => {
    const s = newGame();
    expect(at(act(s, mv('d1', 'c3')), 'c3')?.card).toBe('11sc');
    const e = refused(s, mv('d1', 'd3'));
    expect(e.code).toBe('ERR_ILLEGAL_PIECE_MOVE');
    expect(e.message).toContain('knight');
  });

  it('a queen (12) moves along lines and diagonals, blocked by pieces', () => {
    expect(refused(newGame(), mv('c1', 'c3')).code).toBe('ERR_PATH_BLOCKED');
    const s = open({ c3: '12se' });
    expect(at(act(s, mv('c3', 'f6')), 'f6')?.card).toBe('12se');
    expect(at(act(s, mv('c3', 'c5')), 'c5')?.card).toBe('12se');
    expect(refused(s, mv('c3', 'd5')).code).toBe('ERR_ILLEGAL_PIECE_MOVE');
  });

  it('a king (13) moves one square in any direction', () => {
    const s = open({});
    expect(at(act(s, mv('b1', 'c2')), 'c2')?.card).toBe('13se');
    expect(refused(s, mv('b1', 'b3')).message).toContain('one square');
  });

  it('pawns (2-10) follow the pawnMoves option, with no double step', () => {
    const def = open({ c3: '7sc' });
    for (const to of ['c4', 'b4', 'd4', 'b3', 'd3']) expect(at(act(def, mv('c3', to)), to)?.card).toBe('7sc');
    const back = refused(def, mv('c3', 'c2'));
    expect(back.code).toBe('ERR_ILLEGAL_PIECE_MOVE');
    expect(back.message).toContain('forward3sideways');
    expect(refused(def, mv('c3', 'c5')).code).toBe('ERR_ILLEGAL_PIECE_MOVE');

    const f3 = open({ c3: '7sc' }, 0, { pawnMoves: 'forward3' });
    expect(refused(f3, mv('c3', 'b3')).message).toContain('forward3');
    expect(at(act(f3, mv('c3', 'd4')), 'd4')?.card).toBe('7sc');

    const all8 = open({ c3: '7sc' }, 0, { pawnMoves: 'all8' });
    for (const to of ['c2', 'b2', 'd2']) expect(at(act(all8, mv('c3', to)), to)?.card).toBe('7sc');
  });

  it("player 2's pawns move down the board", () => {
    const s = open({ d4: '5kn' }, 1);
    expect(at(act(s, mv('d4', 'd3')), 'd3')?.card).toBe('5kn');
    expect(refused(s, mv('d4', 'd5')).code).toBe('ERR_ILLEGAL_PIECE_MOVE');
  });

  it('refuses moving nothing, the opponent’s piece, onto your own piece, and bad squares', () => {
    const s = newGame();
    expect(refused(s, mv('a3', 'a4')).code).toBe('ERR_NO_PIECE');
    const theirs = refused(s, mv('a5', 'a4'));
    expect(theirs.code).toBe('ERR_NOT_YOUR_PIECE');
    expect(theirs.message).toContain('player 2');
    expect(refused(s, mv('a1', 'a2')).code).toBe('ERR_OWN_PIECE');
    expect(refused(s, mv('a1', 'z9')).code).toBe('ERR_BAD_SQUARE');
  });

  it('legal destinations for the board (dests) match what validate accepts', () => {
    const s = newGame();
    expect(dests(s, 'd1').sort()).toEqual(['c3', 'e3']);
    expect(dests(s, 'a2').sort()).toEqual(['a3', 'b3']);
    expect(dests(s, 'a5')).toEqual([]);
    expect(dests(s, 'zz')).toEqual([]);
  });
});

describe('captures', () => {
  it('a captured piece goes to the discard pile', () => {
    const s = act(open({ a1: '1se', a4: '3kn' }), mv('a1', 'a4'));
    expect(s.discard).toEqual(['3kn']);
    expect(s.lastMove?.captured).toBe('3kn');
    expect(s.turn).toBe(1);
  });

  it('a captured king is expelled, not discarded', () => {
    const s = act(open({ a6: '1se' }), mv('a6', 'b6'));
    expect(s.expelled).toContain('13kn');
    expect(s.discard).not.toContain('13kn');
    expect(s.result).toBeNull();
  });

  it('a player with one king left can capture the opponent’s last king and wins', () => {
    // Reached only through table corrections: player 2's lone king stands attacked on player 1's turn.
    const s = withBoard(newGame(), { b1: '13se', a1: '1se', a6: '13kn', b5: '12kn' }, 0);
    const after = act(s, mv('a1', 'a6'));
    expect(after.result?.winners).toEqual([0]);
    expect(after.result?.reason).toContain('both');
  });
});

describe('check: two kings and one king', () => {
  it('with two kings a player may ignore check', () => {
    const s = open({ b5: '1kn', f2: '5se' });
    expect(at(act(s, mv('f2', 'f3')), 'f3')?.card).toBe('5se');
  });

  it('with two kings a player may move a king onto an attacked square', () => {
    const s = open({ c5: '1kn' });
    expect(at(act(s, mv('b1', 'c2')), 'c2')?.card).toBe('13se');
  });

  it('with one king left no move may leave it attacked', () => {
    const s = withBoard(newGame(), { b1: '13se', a1: '1se', b2: '2se', b5: '1kn', e6: '13te', b6: '13kn' }, 0);
    const pinned = refused(s, mv('b2', 'a3'));
    expect(pinned.code).toBe('ERR_KING_LEFT_ATTACKED');
    expect(pinned.message).toContain('one king');
    expect(pinned.message).toContain('king on b1');
    expect(at(act(s, mv('b2', 'b3')), 'b3')?.card).toBe('2se');
    expect(at(act(s, mv('b1', 'c1')), 'c1')?.card).toBe('13se');
  });

  it('with one king in check it must get out of check; moving into attack is refused', () => {
    const s = withBoard(newGame(), { b1: '13se', f1: '1se', a3: '2se', b5: '1kn', c6: '1te', e6: '13te' }, 0);
    expect(refused(s, mv('f1', 'f2')).code).toBe('ERR_KING_LEFT_ATTACKED');
    expect(refused(s, mv('b1', 'c1')).code).toBe('ERR_KING_LEFT_ATTACKED');
    const into = refused(s, mv('b1', 'b2'));
    expect(into.code).toBe('ERR_KING_LEFT_ATTACKED');
    expect(into.message).toContain('king on b2');
    expect(at(act(s, mv('b1', 'a2')), 'a2')?.card).toBe('13se');
    expect(at(act(s, mv('a3', 'b3')), 'b3')?.card).toBe('2se');
  });
});

describe('the end of the game', () => {
  const mateSetup = (hand: string[]) =>
    withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn', f6: '5te' }, 0), [], hand);

  it('a lone king attacked with no escape (and no card in hand) loses', () => {
    const s = act(mateSetup([]), mv('c4', 'b5'));
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.reason).toContain('no escape');
    expect(refused(s, mv('a6', 'a5')).code).toBe('ERR_GAME_OVER');
  });

  it('a card in hand that cannot get the king out of check does not keep the game open (endings.test.ts has more)', () => {
    const s = act(mateSetup(['5kn']), mv('c4', 'b5'));
    expect(s.result?.winners).toEqual([0]);
    expect(s.ending).toBe('checkmate');
  });

  it('each side down to one king and nothing else is a draw', () => {
    const s = withBoard(newGame(), { b1: '13se', b2: '2kn', f6: '13kn' }, 0);
    const after = act(s, mv('b1', 'b2'));
    expect(after.result?.draw).toBe(true);
    expect(after.result?.winners).toEqual([]);
  });

  const stalemateSetup = (options: Record<string, string>) =>
    withHands(withBoard(newGame(options), { e1: '13se', f1: '13sc', c4: '12se', a6: '13kn' }, 0), [], []);

  it('a lone king with no legal action, not in check, is stalemated: a draw by default', () => {
    const s = act(stalemateSetup({}), mv('c4', 'b4'));
    expect(s.result?.draw).toBe(true);
    expect(s.result?.reason).toContain('stalemate');
  });

  it('with stalemate = loss the stalemated player loses', () => {
    const s = act(stalemateSetup({ stalemate: 'loss' }), mv('c4', 'b4'));
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.draw).toBeUndefined();
  });

  it('a player may resign at any time', () => {
    const s = act(newGame(), { type: 'resign', seat: 0 });
    expect(s.result?.winners).toEqual([1]);
    expect(refused(s, mv('a2', 'a3')).code).toBe('ERR_GAME_OVER');
  });

  it('plays a line to the mate found by perft', () => {
    const s = withHands(newGame(), [], []);
    const end = moves(s, 'd1c3 a5a4 c3d5 a4a3 d5b6 a3a2 d2d3 d6e4 e1d2 e4d2');
    expect(end.expelled).toEqual(expect.arrayContaining(['13kn', '13sc']));
    expect(end.result?.winners).toEqual([1]);
  });
});
