/**
 * Perft counts for Tech Chess: the fast generator against a naive, slow one
 * (naive-perft.ts, sharing no code) at small depths for every pawnMoves
 * option, from the start and from positions reached by listed moves
 * (including after kings were captured, and a mate), then a hard-coded table
 * at larger depths that was computed by the fast generator after that check.
 */
import { describe, expect, it } from 'vitest';
import { KING, KNIGHT, PAWN, Position, QUEEN, ROOK } from '../../../src/engine/tech-chess/movegen';
import { perft } from '../../../src/engine/tech-chess/perft';
import type { PawnMoves } from '../../../src/engine/tech-chess/types';
import { NAIVE_START, naivePerft, naivePlay, type NaiveBoard } from './naive-perft';

const OPTIONS: readonly PawnMoves[] = ['forward3', 'forward3sideways', 'all8'];

const LINES: Readonly<Record<string, string>> = {
  start: '',
  /** Player 1's knight takes the king on b6: player 2 is down to one king. */
  kingCaptured: 'd1c3 a5a4 c3d5 a4a3 d5b6',
  /** Each side has lost one king. */
  eachLostAKing: 'c2c3 d5c4 e2d3 f5f4 e1e2 b5a4 c1c2 f4e3 c3c4 e3e2 c4d5 a4b3 d5e6 c6b5',
  /** Player 2, with one king, to move; player 1 has two kings and walked one into attack. */
  loneKingToMove: 'd1c3 a5a4 c3d5 a4a3 d5b6 a3a2 d2d3 d6e4 e1d2',
  /** ... the knight takes it: player 1's last king on b1 is in double check with no escape. */
  mated: 'd1c3 a5a4 c3d5 a4a3 d5b6 a3a2 d2d3 d6e4 e1d2 e4d2',
};

const moves = (line: string): string[] => line.split(' ').filter((w) => w !== '');

function fastPerft(option: PawnMoves, line: string, depth: number): number {
  const r = perft(option, moves(line), depth);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('perft: fast generator agrees with the naive one', () => {
  for (const option of OPTIONS) {
    for (const [name, line] of Object.entries(LINES)) {
      it(`${option}, ${name}, depths 1-3`, () => {
        const { board, side } = naivePlay(NAIVE_START, 0, option, moves(line));
        for (let depth = 1; depth <= 3; depth++)
          expect(fastPerft(option, line, depth), `depth ${depth}`).toBe(naivePerft(board, side, option, depth));
      });
    }
  }

  it('forward3sideways (the default), start, depth 4', () => {
    expect(fastPerft('forward3sideways', '', 4)).toBe(naivePerft(NAIVE_START, 0, 'forward3sideways', 4));
  });

  /** Hand-made boards (rank 1 first) exercising the end-of-game and one-king rules. */
  const BOARDS: Readonly<Record<string, { board: NaiveBoard; side: number }>> = {
    bareKingsDraw: { board: ['.K....', '......', '......', '......', '......', '....k.'], side: 0 },
    rookAndKingVsKing: { board: ['K.....', '......', '......', '...R..', '......', '...k..'], side: 1 },
    twoKingsVsQueenAndKing: { board: ['.K..K.', '..P...', '......', '..q...', '......', '....k.'], side: 0 },
    pawnsFaceToFace: { board: ['K.....', '..P...', '..p...', '......', '......', '.....k'], side: 0 },
    noKingsLeft: { board: ['RK....', '......', '......', '......', '......', 'r.....'], side: 1 },
    /** Player 2's two kings boxed in by its own pawns: no piece move under forward3 (the rules' stalemate, endings.test.ts). */
    twoKingsBoxed: { board: ['kkpp..', 'ppp...', '.....R', '......', '......', '....KK'], side: 1 },
  };
  const KIND: Readonly<Record<string, number>> = { R: ROOK, N: KNIGHT, Q: QUEEN, K: KING, P: PAWN };

  function positionFrom(board: NaiveBoard, side: number, option: PawnMoves): Position {
    const pos = new Position(option, 4);
    board.forEach((row, r) =>
      [...row].forEach((c, f) => c !== '.' && pos.put(r * 6 + f, KIND[c.toUpperCase()]!, c === c.toUpperCase() ? 0 : 1)),
    );
    pos.turn = side;
    return pos;
  }

  for (const option of OPTIONS) {
    for (const [name, { board, side }] of Object.entries(BOARDS)) {
      it(`${option}, board ${name}, depths 1-3`, () => {
        const pos = positionFrom(board, side, option);
        for (let depth = 1; depth <= 3; depth++) expect(pos.perft(depth), `depth ${depth}`).toBe(naivePerft(board, side, option, depth));
      });
    }
  }

  it('a stalemate or a mate the rules declare has no piece move, so perft is 0 there as before', () => {
    // Checkmate and stalemate need "no legal move" first, so declaring them changes no perft figure.
    expect(positionFrom(BOARDS.twoKingsBoxed!.board, 1, 'forward3').perft(3)).toBe(0);
    expect(naivePerft(BOARDS.twoKingsBoxed!.board, 1, 'forward3', 1)).toBe(0);
    // Sideways pawns free it (c2d2, d1e1): no stalemate under the default option.
    expect(positionFrom(BOARDS.twoKingsBoxed!.board, 1, 'forward3sideways').perft(1)).toBe(2);
  });

  it('a finished game (bare kings) has no moves', () => {
    expect(positionFrom(BOARDS.bareKingsDraw!.board, 0, 'all8').perft(2)).toBe(0);
    expect(positionFrom(BOARDS.noKingsLeft!.board, 1, 'all8').perft(1)).toBe(0);
  });
});

describe('perft table (counts checked against the naive generator at depths 1-3)', () => {
  const TABLE: Readonly<Record<PawnMoves, Readonly<Record<string, readonly number[]>>>> = {
    forward3: {
      start: [18, 324, 6204, 118520, 2469330],
      kingCaptured: [22, 455, 10525, 227060],
      eachLostAKing: [21, 550, 11014, 279232],
      loneKingToMove: [23, 522, 12405, 298258],
      mated: [0, 0, 0, 0],
    },
    forward3sideways: {
      start: [18, 324, 7212, 160134, 3954384],
      kingCaptured: [26, 542, 15002, 366636],
      eachLostAKing: [27, 877, 22549, 704624],
      loneKingToMove: [27, 701, 19659, 547273],
      mated: [0, 0, 0, 0],
    },
    all8: {
      start: [18, 324, 7608, 178140, 4736054],
      kingCaptured: [30, 710, 22699, 609079],
      eachLostAKing: [35, 1401, 46199, 1755952],
      loneKingToMove: [33, 992, 33430, 1072579],
      mated: [0, 0, 0, 0],
    },
  };
  for (const option of OPTIONS) {
    for (const [name, counts] of Object.entries(TABLE[option])) {
      it(`${option}, ${name}`, () => {
        expect(counts.map((_, i) => fastPerft(option, LINES[name]!, i + 1))).toEqual(counts);
      });
    }
  }

  it('depth 0 counts the position itself', () => {
    expect(fastPerft('forward3sideways', '', 0)).toBe(1);
  });
});

describe('perft input errors', () => {
  it('refuses an illegal listed move, naming it', () => {
    const r = perft('forward3sideways', ['a2a3', 'a2a4'], 2);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ERR_ILLEGAL_MOVE');
      expect(r.error.message).toContain('a2a4');
      expect(r.error.path).toBe('moves[1]');
    }
  });
  it('refuses a move that is not notation, and a bad depth', () => {
    const r = perft('forward3sideways', ['hello'], 1);
    expect(!r.ok && r.error.code).toBe('ERR_BAD_MOVE_NOTATION');
    const s = perft('forward3sideways', ['a2-z9'], 1);
    expect(!s.ok && s.error.code).toBe('ERR_BAD_SQUARE');
    const d = perft('forward3sideways', [], -1);
    expect(!d.ok && d.error.code).toBe('ERR_BAD_DEPTH');
  });
  it('refuses a sideways pawn move under forward3 that forward3sideways allows', () => {
    const line = ['a2a3', 'a5a4', 'a3b3'];
    expect(perft('forward3sideways', line, 1).ok).toBe(true);
    const r = perft('forward3', line, 1);
    expect(!r.ok && r.error.code).toBe('ERR_ILLEGAL_MOVE');
  });
});
