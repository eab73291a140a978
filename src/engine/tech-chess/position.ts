/**
 * The bridge from the immutable state to the mutable move generator: builds a
 * Position from a board of cards, and the standard setup of piece kinds that
 * perft starts from.
 */
import { kindOf, type Kind } from './board';
import { KING, KNIGHT, PAWN, Position, QUEEN, ROOK } from './movegen';
import { defaultLayout, setupBoard } from './setup';
import type { CardCode } from '../core/cards';
import type { PawnMoves, Piece, Seat } from './types';

const KIND_CODE: Readonly<Record<Kind, number>> = { rook: ROOK, knight: KNIGHT, queen: QUEEN, king: KING, pawn: PAWN };

/** Piece codes by card, read once per code (a card code's kind never changes; the deck has 54 codes). */
const codes = new Map<CardCode, number>();

/** The move generator's piece code of a card on the board, or 0 for a code that is not a piece. */
export function pieceCodeOf(card: CardCode): number {
  let code = codes.get(card);
  if (code === undefined) {
    const kind = kindOf(card);
    code = kind === null ? 0 : KIND_CODE[kind];
    codes.set(card, code);
  }
  return code;
}

/** A Position with `turn` to move; `plies` sizes its move buffer (perft needs its depth). */
export function positionOf(board: readonly (Piece | null)[], turn: Seat, pawnMoves: PawnMoves, plies = 1): Position {
  const pos = new Position(pawnMoves, plies);
  for (let sq = 0; sq < 36; sq++) {
    const piece = board[sq];
    if (!piece) continue;
    const code = pieceCodeOf(piece.card);
    // A board only ever holds Tech Deck cards (setup, upgrade, build and edits check it).
    if (code === 0) throw new Error(`positionOf: ${piece.card} on square ${sq} is not a piece`);
    pos.put(sq, code, piece.owner);
  }
  pos.turn = turn;
  return pos;
}

/** One reusable Position per pawn rule, for callers that read it and let it go before the next call (legalMovesOn). */
const scratch = new Map<PawnMoves, Position>();

/**
 * `positionOf` into a Position kept for reuse: no allocation per call. The
 * caller must be done with it before anything else asks for the scratch
 * position (it is not re-entrant); `positionOf` gives one of one's own.
 */
export function scratchPositionOf(board: readonly (Piece | null)[], turn: Seat, pawnMoves: PawnMoves): Position {
  let pos = scratch.get(pawnMoves);
  if (!pos) scratch.set(pawnMoves, (pos = new Position(pawnMoves)));
  for (let sq = 0; sq < 36; sq++) {
    const piece = board[sq];
    const code = piece ? pieceCodeOf(piece.card) : 0;
    if (piece && code === 0) throw new Error(`positionOf: ${piece.card} on square ${sq} is not a piece`);
    pos.put(sq, code, piece ? piece.owner : 0);
  }
  pos.turn = turn;
  return pos;
}

/** The standard starting position (piece kinds do not depend on the layout chosen). */
export function startPosition(pawnMoves: PawnMoves, plies = 1): Position {
  return positionOf(setupBoard([defaultLayout(0), defaultLayout(1)]), 0, pawnMoves, plies);
}
