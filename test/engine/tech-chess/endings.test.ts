/**
 * The settled endings: checkmate of a lone king (cards whose printed effect
 * the app cannot carry out do not keep the game open), stalemate with one
 * king or two, a capture judged after its ability, and the `ending` field
 * that says how a game ended apart from the reason text.
 */
import { describe, expect, it } from 'vitest';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import type { TechChessState } from '../../../src/engine/tech-chess/types';
import { act, newGame, refused, withBoard, withHands } from './helpers';

const mv = (from: string, to: string) => ({ type: 'move', from, to });

/**
 * Player 2's last king on a6; player 1's queen comes to d6 and checks along
 * rank 6. The rook on b1 and the knight on c4 cover every flight square (a5,
 * b5, b6), so only a piece put on b6 or c6 (player 2's first rank) can block.
 */
const blockable = (hand: string[], options: Record<string, string | number> = {}): TechChessState =>
  act(
    withHands(withBoard(newGame(options), { e1: '13se', f1: '13sc', b1: '1se', c4: '11se', d3: '12se', a6: '13kn' }, 0), [], hand),
    mv('d3', 'd6'),
  );

describe('checkmate of a lone king', () => {
  it('cards in hand whose effect the app cannot carry out do not keep a mated king alive', () => {
    // The queen takes b5 next to the king, covered by the rook: no move and no build gets out of check.
    const s0 = withHands(
      withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn', f6: '5te' }, 0),
      [],
      ['5kn', '12te'],
    );
    const s = act(s0, mv('c4', 'b5'));
    expect(s.result).toMatchObject({ winners: [0] });
    expect(s.result?.draw).toBeUndefined();
    expect(s.result?.reason).toContain('no escape');
    expect(s.ending).toBe('checkmate');
    expect(refused(s, { type: 'effect', card: '12te', edits: [] }).code).toBe('ERR_GAME_OVER');
    expect(techChessGame.legalActions(s, null)).toEqual([]);
  });

  it('a build that blocks the check keeps the game open', () => {
    const s = blockable(['5kn']);
    expect(s.result).toBeNull();
    expect(s.ending).toBeNull();
    expect(refused(s, { type: 'build', square: 'f6', card: '5kn' }).code).toBe('ERR_KING_LEFT_ATTACKED');
    expect(act(s, { type: 'build', square: 'c6', card: '5kn' }).result).toBeNull();
  });

  it('with no build left, or no pawn of the player’s domains in hand, the same check is mate', () => {
    expect(blockable(['5kn'], { builds: 0 }).ending).toBe('checkmate');
    // 12te cannot be built (not a pawn), 5se is not player 2's: neither can block.
    const s = blockable(['12te', '5se', '13te']);
    expect(s.ending).toBe('checkmate');
    expect(s.result?.winners).toEqual([0]);
  });

  it('an unknown card in hand keeps the game open while a blocking pawn may be that card', () => {
    const base = withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '11se', d3: '12se', a6: '13kn' }, 0);
    const hidden = (pool: string[]): TechChessState => ({
      ...base,
      hands: [
        { known: [], unknown: 0 },
        { known: [], unknown: 1 },
      ],
      pool,
      deckCount: pool.length - 1,
    });
    const open = act(hidden(['7kn', '12te']), mv('d3', 'd6'));
    expect(open.result).toBeNull();
    expect(act(open, { type: 'build', square: 'b6', card: '7kn' }).hands[1]).toEqual({ known: [], unknown: 0 });
    // Only non-pawns and the other side's cards are unplaced: the unknown card cannot block.
    expect(act(hidden(['12te', '7se']), mv('d3', 'd6')).ending).toBe('checkmate');
  });
});

describe('stalemate', () => {
  /**
   * Player 2 (pawns forward3) has both kings boxed in the a1 corner by its own
   * pawns, none of which can move; player 1's kings are far away.
   */
  const boxed = (extra: Record<string, string>, hand: string[], options: Record<string, string | number> = {}): TechChessState =>
    withHands(
      withBoard(
        newGame({ pawnMoves: 'forward3', ...options }),
        { e6: '13se', f6: '13sc', f4: '1se', a1: '13kn', b1: '13te', a2: '2kn', b2: '3kn', c2: '4kn', c1: '5kn', d1: '6kn', ...extra },
        0,
      ),
      [],
      hand,
    );

  it('two kings with no legal move, build or upgrade are stalemated: a draw by default', () => {
    const s = act(boxed({}, []), mv('f4', 'f3'));
    expect(s.result).toMatchObject({ winners: [], draw: true });
    expect(s.result?.reason).toContain('stalemate');
    expect(s.ending).toBe('stalemate');
  });

  it('with stalemate = loss the stalemated player loses', () => {
    const s = act(boxed({}, [], { stalemate: 'loss' }), mv('f4', 'f3'));
    expect(s.result?.winners).toEqual([0]);
    expect(s.result?.draw).toBeUndefined();
    expect(s.ending).toBe('stalemate');
  });

  it('a build or an upgrade still possible is a legal action: no stalemate', () => {
    // 7te can be built on rank 5 or 6; 12te can replace the 2, 3 or 4 pawn.
    expect(act(boxed({}, ['7te']), mv('f4', 'f3')).result).toBeNull();
    expect(act(boxed({}, ['12te'], { builds: 0 }), mv('f4', 'f3')).result).toBeNull();
    // A card that can be neither built nor upgraded with (a king) leaves no action.
    expect(act(boxed({}, ['13se']), mv('f4', 'f3')).ending).toBe('stalemate');
  });

  it('with two kings check does not bind, so an attacked king with no action is stalemate too', () => {
    // The knight on b3 attacks a1 and c1; player 2 may ignore it, but has nothing to play.
    const s = act(boxed({ b3: '11se' }, []), mv('f4', 'f3'));
    expect(s.ending).toBe('stalemate');
    expect(s.result?.draw).toBe(true);
  });

  it('a lone king not in check with no legal action is stalemated', () => {
    const s = act(withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', c4: '12se', a6: '13kn' }, 0), [], []), mv('c4', 'b4'));
    expect(s.ending).toBe('stalemate');
    expect(s.result?.draw).toBe(true);
  });
});

describe('a capture and its ability are one turn', () => {
  // Player 1's last king on b1 is checked by the rook on b5; the rook on d2 can take the pawn on d4.
  const checked = withBoard(newGame(), { b1: '13se', d2: '1se', b5: '1kn', d4: '5kn', e6: '13kn', f6: '13te' }, 0);
  const removeChecker = [{ op: 'relocate', card: '1kn', from: { zone: 'board', square: 'b5' }, to: { zone: 'discard' } }];

  it('a capture whose ability removes the checking piece is legal', () => {
    const s = act(checked, { type: 'move', from: 'd2', to: 'd4', ability: removeChecker });
    expect(s.board.some((p) => p?.card === '1kn')).toBe(false);
    expect(s.discard).toEqual(expect.arrayContaining(['5kn', '1kn']));
    expect(s.turn).toBe(1);
  });

  it('without such an ability the same capture leaves the king attacked and is refused', () => {
    expect(refused(checked, mv('d2', 'd4')).code).toBe('ERR_KING_LEFT_ATTACKED');
    const draw = { type: 'move', from: 'd2', to: 'd4', ability: [{ op: 'draw', seat: 0, count: 1 }] };
    expect(refused(checked, draw).code).toBe('ERR_KING_LEFT_ATTACKED');
  });

  it('an ability that exposes the king makes a legal capture illegal', () => {
    const safe = withBoard(newGame(), { b1: '13se', b3: '2se', d2: '1se', b5: '1kn', d4: '5kn', e6: '13kn', f6: '13te' }, 0);
    const lift = [{ op: 'relocate', card: '2se', from: { zone: 'board', square: 'b3' }, to: { zone: 'discard' } }];
    expect(refused(safe, { type: 'move', from: 'd2', to: 'd4', ability: lift }).code).toBe('ERR_KING_LEFT_ATTACKED');
  });
});

describe('how the game ended, apart from the reason text', () => {
  it('resigning, a fallen flag, both kings captured and bare kings each set their ending', () => {
    expect(newGame().ending).toBeNull();
    expect(act(newGame(), { type: 'resign', seat: 0 }).ending).toBe('resigned');
    const timed = act(newGame({ clock: 1 }), mv('a2', 'a3'), 0);
    expect(act(timed, { type: 'flag' }, 61_000).ending).toBe('flagFell');
    const lastKing = withBoard(newGame(), { b1: '13se', e1: '13sc', a1: '1se', a6: '13kn', c3: '5te' }, 0);
    expect(act(lastKing, mv('a1', 'a6')).ending).toBe('bothKingsCaptured');
    expect(act(withBoard(newGame(), { b1: '13se', b2: '2kn', f6: '13kn' }, 0), mv('b1', 'b2')).ending).toBe('bareKings');
  });

  it('the insight tallies the ending from the field', () => {
    const s0 = withHands(withBoard(newGame(), { e1: '13se', f1: '13sc', b1: '1se', c4: '12se', a6: '13kn' }, 0), [], ['5kn']);
    expect(techChessGame.insight!(act(s0, mv('c4', 'b5'))).tallies).toEqual({ checkmate: 1 });
  });
});
