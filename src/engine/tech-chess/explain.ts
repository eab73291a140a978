/**
 * Why a piece move is refused, in the words of the rules: not a way this
 * piece moves, a blocked path, or (with one king left) a king left attacked.
 * Called only after the move generator has said no, to name the reason.
 */
import { err, type Err } from '../core/result';
import { fileOf, kindOf, rankOf, squareName } from './board';
import { pawnSteps, WIDTH } from './movegen';
import type { PawnMoves, Piece, TechChessErrorCode } from './types';

const RULE = 'Tech Chess: moving a piece';

const PAWN_TEXT: Readonly<Record<PawnMoves, string>> = {
  forward3: 'one square forward or diagonally forward',
  forward3sideways: 'one square forward, diagonally forward or sideways',
  all8: 'one square in any direction',
};

/** The first occupied square strictly between `from` and `to` on a line, or -1. */
function blocker(board: readonly (Piece | null)[], from: number, to: number): number {
  const df = Math.sign(fileOf(to) - fileOf(from));
  const dr = Math.sign(rankOf(to) - rankOf(from));
  let f = fileOf(from) + df;
  let r = rankOf(from) + dr;
  while (f !== fileOf(to) || r !== rankOf(to)) {
    const sq = r * 6 + f;
    if (board[sq]) return sq;
    f += df;
    r += dr;
  }
  return -1;
}

/** The reason a pseudo-illegal move of the piece on `from` to `to` is refused. */
export function explainPieceMove(
  board: readonly (Piece | null)[],
  from: number,
  to: number,
  pawnMoves: PawnMoves,
): Err<TechChessErrorCode> {
  const piece = board[from]!;
  const kind = kindOf(piece.card);
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  const route = `${squareName(from)} to ${squareName(to)}`;
  const shape = (text: string): Err<TechChessErrorCode> =>
    err('ERR_ILLEGAL_PIECE_MOVE', `${piece.card} cannot go from ${route}: ${text}.`, {
      rule: RULE,
      path: 'to',
      params: { card: piece.card, route, text },
    });
  const line = (orthogonal: boolean, diagonal: boolean): Err<TechChessErrorCode> | null => {
    const onLine = (orthogonal && (df === 0 || dr === 0)) || (diagonal && adf === adr);
    if (!onLine) return null;
    const b = blocker(board, from, to);
    if (b < 0) return null;
    return err(
      'ERR_PATH_BLOCKED',
      `The path from ${route} is blocked at ${squareName(b)} (${board[b]!.card}); only knights (11) jump over pieces.`,
      { rule: RULE, path: 'to', params: { route, squareName: squareName(b), card: board[b]!.card } },
    );
  };
  switch (kind) {
    case 'rook':
      return line(true, false) ?? shape('a rook (1) moves any number of squares along a rank or a file');
    case 'queen':
      return line(true, true) ?? shape('a queen (12) moves any number of squares along a rank, a file or a diagonal');
    case 'knight':
      return shape('a knight (11) jumps two squares one way and one square the other, like a chess knight');
    case 'king':
      return shape('a king (13) moves one square in any direction');
    case 'pawn': {
      const steps = pawnSteps(pawnMoves, piece.owner);
      const ok = adf <= 1 && adr <= 1 && steps.includes(dr * WIDTH + df);
      return ok
        ? err('ERR_ILLEGAL_MOVE', `${piece.card} cannot go from ${route}.`, {
            rule: RULE,
            path: 'to',
            params: { variant: 'cannotFrom', card: piece.card, route },
          })
        : shape(`a pawn (2-10) moves ${PAWN_TEXT[pawnMoves]} (option pawnMoves: ${pawnMoves}), with no double step`);
    }
    default:
      return err('ERR_NOT_A_PIECE', `${piece.card} on ${squareName(from)} is not a piece.`, {
        rule: RULE,
        path: 'from',
        params: { variant: 'piece', card: piece.card, squareName: squareName(from) },
      });
  }
}
