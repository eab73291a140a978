/**
 * The bridge from the immutable state to the mutable move generator: builds a
 * Position from a board of cards, and the standard setup of piece kinds that
 * perft starts from.
 */
import { kindOf, type Kind } from './board';
import { KING, KNIGHT, PAWN, Position, QUEEN, ROOK } from './movegen';
import { defaultLayout, setupBoard } from './setup';
import type { PawnMoves, Piece, Seat } from './types';

const KIND_CODE: Readonly<Record<Kind, number>> = { rook: ROOK, knight: KNIGHT, queen: QUEEN, king: KING, pawn: PAWN };

/** A Position with `turn` to move; `plies` sizes its move buffer (perft needs its depth). */
export function positionOf(board: readonly (Piece | null)[], turn: Seat, pawnMoves: PawnMoves, plies = 1): Position {
  const pos = new Position(pawnMoves, plies);
  for (let sq = 0; sq < 36; sq++) {
    const piece = board[sq];
    if (!piece) continue;
    const kind = kindOf(piece.card);
    // A board only ever holds Tech Deck cards (setup, upgrade, build and edits check it).
    if (kind === null) throw new Error(`positionOf: ${piece.card} on square ${sq} is not a piece`);
    pos.put(sq, KIND_CODE[kind], piece.owner);
  }
  pos.turn = turn;
  return pos;
}

/** The standard starting position (piece kinds do not depend on the layout chosen). */
export function startPosition(pawnMoves: PawnMoves, plies = 1): Position {
  return positionOf(setupBoard([defaultLayout(0), defaultLayout(1)]), 0, pawnMoves, plies);
}
