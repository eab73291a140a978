/**
 * The fast Tech Chess move generator, written here because no chess library
 * plays a 6x6 board with two kings per side and option-dependent pawns. A
 * 10x10 mailbox (the 6x6 board inside a 2-square border, so knight jumps
 * never leave the array) in an Int8Array, with make/unmake, generates moves
 * into a preallocated Int32Array. It is mutable and internal: rules build one
 * from the immutable state when they need it, and perft walks it in place.
 *
 * Legality (what `generateLegal` and perft count):
 * - A finished position (a side without kings, or each side down to one king
 *   and nothing else) has no moves.
 * - A side with two (or more) kings: every pseudo-legal piece move is legal;
 *   it may ignore check and move a king onto an attacked square.
 * - A side with one king: a move is legal when its king is not attacked
 *   afterwards, or when it captures the opponent's last king (that ends the
 *   game at once, so nothing can take the king back).
 * - Captures of kings are ordinary moves. Pawns move and capture alike, one
 *   square in the directions of the `pawnMoves` option; no double step, no en
 *   passant, no promotion, no castling.
 */
import type { PawnMoves } from './types';

export const WIDTH = 10;
export const ROOK = 1;
export const KNIGHT = 2;
export const QUEEN = 3;
export const KING = 4;
export const PAWN = 5;
/** Side bits: a piece is kind | SIDE_BIT[side]; the border has both bits so both sides stop at it. */
export const SIDE_BIT = [8, 16] as const;
export const OFF = 24;

const ORTHO = [1, -1, WIDTH, -WIDTH];
const DIAG = [WIDTH + 1, WIDTH - 1, -WIDTH + 1, -WIDTH - 1];
const ALL8 = [...ORTHO, ...DIAG];
const KNIGHT_STEPS = [2 * WIDTH + 1, 2 * WIDTH - 1, -2 * WIDTH + 1, -2 * WIDTH - 1, WIDTH + 2, WIDTH - 2, -WIDTH + 2, -WIDTH - 2];

/** Mailbox index of board square index (rank * 6 + file). */
export const toMailbox = (sq: number): number => (Math.floor(sq / 6) + 2) * WIDTH + (sq % 6) + 2;
/** Board square index of a mailbox index (inside the board). */
export const toSquare = (m: number): number => (Math.floor(m / WIDTH) - 2) * 6 + (m % WIDTH) - 2;

const SQUARES = Int8Array.from({ length: 36 }, (_, i) => toMailbox(i));

/** Pawn step directions for player 1 (forward = up the ranks); player 2's are mirrored. */
export function pawnSteps(option: PawnMoves, side: number): number[] {
  const fwd = [WIDTH, WIDTH - 1, WIDTH + 1];
  const steps = option === 'forward3' ? fwd : option === 'forward3sideways' ? [...fwd, 1, -1] : ALL8;
  return side === 0 ? steps.slice() : steps.map((d) => -d);
}

export const MAX_PLY = 64;
/** Room for the moves of one ply (a generous bound: 18 pieces, 20 moves each at most). */
export const PLY_STRIDE = 512;

/** Move encoding: from (7 bits) | to (7 bits) << 7 | captured piece << 14. */
export const moveFrom = (m: number): number => m & 127;
export const moveTo = (m: number): number => (m >> 7) & 127;
export const moveCaptured = (m: number): number => (m >> 14) & 31;

export class Position {
  readonly board = new Int8Array(WIDTH * WIDTH).fill(OFF);
  turn = 0;
  /** Kings and other pieces on the board, per side. */
  readonly kings = new Int8Array(2);
  readonly others = new Int16Array(2);
  readonly pawnDirs: readonly [Int8Array, Int8Array];
  /** Move lists, PLY_STRIDE entries per ply of search. */
  readonly buffer: Int32Array;

  constructor(pawnMoves: PawnMoves, plies = 1) {
    this.buffer = new Int32Array(Math.min(Math.max(1, plies), MAX_PLY) * PLY_STRIDE);
    for (const m of SQUARES) this.board[m] = 0;
    this.pawnDirs = [Int8Array.from(pawnSteps(pawnMoves, 0)), Int8Array.from(pawnSteps(pawnMoves, 1))];
  }

  /** Puts a piece (kind 1-5) of `side` on board square `sq`, or empties it (kind 0). */
  put(sq: number, kind: number, side: number): void {
    const m = toMailbox(sq);
    this.remove(m);
    if (kind === 0) return;
    this.board[m] = kind | SIDE_BIT[side as 0 | 1];
    if (kind === KING) this.kings[side]++;
    else this.others[side]++;
  }

  private remove(m: number): void {
    const p = this.board[m]!;
    if (p === 0) return;
    const side = p & 16 ? 1 : 0;
    if ((p & 7) === KING) this.kings[side]--;
    else this.others[side]--;
    this.board[m] = 0;
  }

  finished(): boolean {
    const k = this.kings;
    return k[0] === 0 || k[1] === 0 || (k[0] === 1 && k[1] === 1 && this.others[0] === 0 && this.others[1] === 0);
  }

  /** Writes the pseudo-legal moves of `side` into the buffer from `at`; returns the end index. */
  generatePseudo(side: number, at: number): number {
    const b = this.board;
    const buf = this.buffer;
    const own = SIDE_BIT[side as 0 | 1];
    let n = at;
    for (let i = 0; i < 36; i++) {
      const from = SQUARES[i]!;
      const p = b[from]!;
      if ((p & own) === 0) continue;
      const kind = p & 7;
      if (kind === ROOK || kind === QUEEN) {
        const dirs = kind === ROOK ? ORTHO : ALL8;
        for (let j = 0; j < dirs.length; j++) {
          const d = dirs[j]!;
          let t = from + d;
          for (;;) {
            const q = b[t]!;
            if (q & own) break;
            buf[n++] = from | (t << 7) | (q << 14);
            if (q !== 0) break;
            t += d;
          }
        }
      } else {
        const steps = kind === KNIGHT ? KNIGHT_STEPS : kind === KING ? ALL8 : this.pawnDirs[side as 0 | 1];
        for (let j = 0; j < steps.length; j++) {
          const t = from + steps[j]!;
          const q = b[t]!;
          if (q & own) continue;
          buf[n++] = from | (t << 7) | (q << 14);
        }
      }
    }
    return n;
  }

  /** Is mailbox square `m` attacked by a piece of `by`? */
  attacked(m: number, by: number): boolean {
    const b = this.board;
    const bit = SIDE_BIT[by as 0 | 1];
    const knight = KNIGHT | bit;
    for (let j = 0; j < 8; j++) if (b[m + KNIGHT_STEPS[j]!] === knight) return true;
    const king = KING | bit;
    for (let j = 0; j < 8; j++) if (b[m + ALL8[j]!] === king) return true;
    const pawn = PAWN | bit;
    const pd = this.pawnDirs[by as 0 | 1];
    for (let j = 0; j < pd.length; j++) if (b[m - pd[j]!] === pawn) return true;
    const queen = QUEEN | bit;
    const rook = ROOK | bit;
    for (let j = 0; j < 8; j++) {
      const d = ALL8[j]!;
      let t = m + d;
      while (b[t] === 0) t += d;
      const q = b[t];
      if (q === queen || (j < 4 && q === rook)) return true;
    }
    return false;
  }

  /** Mailbox squares of `side`'s kings. */
  kingSquares(side: number): number[] {
    const king = KING | SIDE_BIT[side as 0 | 1];
    const out: number[] = [];
    for (let i = 0; i < 36; i++) if (this.board[SQUARES[i]!] === king) out.push(SQUARES[i]!);
    return out;
  }

  make(move: number): void {
    const b = this.board;
    const from = move & 127;
    const to = (move >> 7) & 127;
    const cap = (move >> 14) & 31;
    b[to] = b[from]!;
    b[from] = 0;
    if (cap !== 0) {
      const s = cap & 16 ? 1 : 0;
      if ((cap & 7) === KING) this.kings[s]--;
      else this.others[s]--;
    }
    this.turn ^= 1;
  }

  unmake(move: number): void {
    const b = this.board;
    const from = move & 127;
    const to = (move >> 7) & 127;
    const cap = (move >> 14) & 31;
    b[from] = b[to]!;
    b[to] = cap;
    if (cap !== 0) {
      const s = cap & 16 ? 1 : 0;
      if ((cap & 7) === KING) this.kings[s]++;
      else this.others[s]++;
    }
    this.turn ^= 1;
  }

  /** Writes the legal moves of the side to move into the buffer from `at`; returns the end index. */
  generateLegal(at: number): number {
    if (this.finished()) return at;
    const side = this.turn;
    const end = this.generatePseudo(side, at);
    if (this.kings[side]! >= 2) return end;
    const opp = side ^ 1;
    const buf = this.buffer;
    const kingAt = this.kingSquares(side)[0]!;
    const oppKing = KING | SIDE_BIT[opp as 0 | 1];
    // Out of check, only a king move or a move off a line through the king
    // (which may uncover a slider) can expose the king; the rest are legal.
    const inCheck = this.attacked(kingAt, opp);
    const kx = kingAt % WIDTH;
    const ky = (kingAt / WIDTH) | 0;
    let n = at;
    for (let i = at; i < end; i++) {
      const mv = buf[i]!;
      const from = mv & 127;
      const dx = (from % WIDTH) - kx;
      const dy = ((from / WIDTH) | 0) - ky;
      let legal: boolean;
      if (((mv >> 14) & 31) === oppKing && this.kings[opp] === 1) legal = true;
      else if (!inCheck && from !== kingAt && dx !== 0 && dy !== 0 && dx !== dy && dx !== -dy) legal = true;
      else {
        this.make(mv);
        legal = !this.attacked(from === kingAt ? (mv >> 7) & 127 : kingAt, opp);
        this.unmake(mv);
      }
      if (legal) buf[n++] = mv;
    }
    return n;
  }

  /** Leaf nodes `depth` plies below this position (legal piece moves only); needs `depth` plies of buffer. */
  perft(depth: number, ply = 0): number {
    if (depth === 0) return 1;
    const at = ply * PLY_STRIDE;
    const end = this.generateLegal(at);
    if (depth === 1) return end - at;
    let nodes = 0;
    const buf = this.buffer;
    for (let i = at; i < end; i++) {
      const mv = buf[i]!;
      this.make(mv);
      nodes += this.perft(depth - 1, ply + 1);
      this.unmake(mv);
    }
    return nodes;
  }

  /** The legal moves of the side to move as [from, to] board square indices. */
  legalMoves(): [number, number][] {
    const end = this.generateLegal(0);
    const out: [number, number][] = [];
    for (let i = 0; i < end; i++) {
      const mv = this.buffer[i]!;
      out.push([toSquare(mv & 127), toSquare((mv >> 7) & 127)]);
    }
    return out;
  }

  /** The encoded legal move from `from` to `to` (board indices), or 0. */
  findLegal(from: number, to: number): number {
    const end = this.generateLegal(0);
    const key = toMailbox(from) | (toMailbox(to) << 7);
    for (let i = 0; i < end; i++) if ((this.buffer[i]! & 0x3fff) === key) return this.buffer[i]!;
    return 0;
  }

  /** The encoded pseudo-legal move from `from` to `to` for the side to move, or 0. */
  findPseudo(from: number, to: number): number {
    const end = this.generatePseudo(this.turn, 0);
    const key = toMailbox(from) | (toMailbox(to) << 7);
    for (let i = 0; i < end; i++) if ((this.buffer[i]! & 0x3fff) === key) return this.buffer[i]!;
    return 0;
  }
}
