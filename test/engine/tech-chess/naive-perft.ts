/**
 * A deliberately simple, slow Tech Chess move generator for cross-checking the
 * fast one: the board is six strings of six characters (rank 1 first;
 * uppercase = player 1, lowercase = player 2; R rook, N knight, Q queen,
 * K king, P pawn, '.' empty), every move makes a new board, and "is my king
 * attacked" is answered by listing every opposing move. It shares no code
 * with src/engine/tech-chess.
 */
import type { PawnMoves } from '../../../src/engine/tech-chess/types';

export type NaiveBoard = readonly string[];
type Move = readonly [number, number, number, number];

export const NAIVE_START: NaiveBoard = ['RKQNKR', 'PPPPPP', '......', '......', 'pppppp', 'rkqnkr'];

const at = (b: NaiveBoard, f: number, r: number): string => (f < 0 || f > 5 || r < 0 || r > 5 ? '#' : b[r]!.charAt(f));
const sideOf = (c: string): number => (c === '.' || c === '#' ? -1 : c === c.toUpperCase() ? 0 : 1);

const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
const DIAG_DIRS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];
const KING_DIRS = [...ROOK_DIRS, ...DIAG_DIRS];
const KNIGHT_JUMPS = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

function pawnDirs(option: PawnMoves, side: number): number[][] {
  const f = side === 0 ? 1 : -1;
  if (option === 'all8') return KING_DIRS;
  const dirs = [
    [0, f],
    [-1, f],
    [1, f],
  ];
  if (option === 'forward3sideways') dirs.push([-1, 0], [1, 0]);
  return dirs;
}

export function pseudoMoves(b: NaiveBoard, side: number, option: PawnMoves): Move[] {
  const out: Move[] = [];
  for (let r = 0; r < 6; r++) {
    for (let f = 0; f < 6; f++) {
      const c = at(b, f, r);
      if (sideOf(c) !== side) continue;
      const kind = c.toUpperCase();
      const slide = kind === 'R' ? ROOK_DIRS : kind === 'Q' ? KING_DIRS : null;
      if (slide) {
        for (const [df, dr] of slide) {
          for (let k = 1; k < 6; k++) {
            const t = at(b, f + df! * k, r + dr! * k);
            if (t === '#' || sideOf(t) === side) break;
            out.push([f, r, f + df! * k, r + dr! * k]);
            if (t !== '.') break;
          }
        }
        continue;
      }
      const steps = kind === 'N' ? KNIGHT_JUMPS : kind === 'K' ? KING_DIRS : pawnDirs(option, side);
      for (const [df, dr] of steps) {
        const t = at(b, f + df!, r + dr!);
        if (t === '#' || sideOf(t) === side) continue;
        out.push([f, r, f + df!, r + dr!]);
      }
    }
  }
  return out;
}

export function makeMove(b: NaiveBoard, [f, r, tf, tr]: Move): NaiveBoard {
  const rows = b.map((row) => row.split(''));
  rows[tr]![tf] = rows[r]![f]!;
  rows[r]![f] = '.';
  return rows.map((row) => row.join(''));
}

const count = (b: NaiveBoard, re: RegExp): number => b.join('').match(re)?.length ?? 0;

export function isFinished(b: NaiveBoard): boolean {
  const k1 = count(b, /K/g);
  const k2 = count(b, /k/g);
  if (k1 === 0 || k2 === 0) return true;
  return k1 === 1 && k2 === 1 && count(b, /[RNQP]/g) === 0 && count(b, /[rnqp]/g) === 0;
}

export function legalMoves(b: NaiveBoard, side: number, option: PawnMoves): Move[] {
  if (isFinished(b)) return [];
  const king = side === 0 ? 'K' : 'k';
  const enemyKing = side === 0 ? 'k' : 'K';
  const pseudo = pseudoMoves(b, side, option);
  if (count(b, new RegExp(king, 'g')) >= 2) return pseudo;
  return pseudo.filter((m) => {
    const after = makeMove(b, m);
    if (at(b, m[2], m[3]) === enemyKing && count(b, new RegExp(enemyKing, 'g')) === 1) return true;
    let kf = -1;
    let kr = -1;
    for (let r = 0; r < 6; r++) for (let f = 0; f < 6; f++) if (at(after, f, r) === king) [kf, kr] = [f, r];
    return !pseudoMoves(after, 1 - side, option).some(([, , tf, tr]) => tf === kf && tr === kr);
  });
}

export function naivePerft(b: NaiveBoard, side: number, option: PawnMoves, depth: number): number {
  if (depth === 0) return 1;
  let n = 0;
  for (const m of legalMoves(b, side, option)) n += naivePerft(makeMove(b, m), 1 - side, option, depth - 1);
  return n;
}

/** Plays `d1c3`-style moves from `b`, refusing any the naive generator finds illegal. */
export function naivePlay(b: NaiveBoard, side: number, option: PawnMoves, moves: readonly string[]): { board: NaiveBoard; side: number } {
  let board = b;
  let s = side;
  for (const text of moves) {
    const c = (i: number): number => (i % 2 === 0 ? 'abcdef'.indexOf(text[i]!) : Number(text[i]) - 1);
    const m: Move = [c(0), c(1), c(2), c(3)];
    if (!legalMoves(board, s, option).some((x) => x.every((v, i) => v === m[i]))) throw new Error(`naive: ${text} is illegal`);
    board = makeMove(board, m);
    s = 1 - s;
  }
  return { board, side: s };
}
