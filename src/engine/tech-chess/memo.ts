/**
 * Memoised rules work. A move entered on the board is checked when it is
 * clicked, validated and then applied: the same (state, action) pair judged
 * three times or more. The states are immutable, so the verdict of a turn
 * action (which does not depend on the time) is kept by state object, and
 * the legal piece moves by board, for the last few of each.
 * `rulesEvaluations` and `moveGenerations` count the work actually done, for tests.
 * Perft does not come here: it walks the move generator directly.
 */
import { Recent } from '../core/recent';
import type { Result } from '../core/result';
import { scratchPositionOf } from './position';
import type { Turned, TurnAction } from './turn';
import type { PawnMoves, Piece, Seat, TechChessErrorCode, TechChessState } from './types';

type Verdict = Result<Turned, TechChessErrorCode>;

/** The last verdicts by state and action, and the last move lists by board (core/recent.ts says why a ring). */
const turns = new Recent<Verdict>(32);
const moves = new Recent<MoveList>(32);
let evaluations = 0;

/** How many turn evaluations have run (not answered from the cache) since the module loaded. */
export const rulesEvaluations = (): number => evaluations;

/**
 * The key of a turn action: actions are plain JSON (parseAction builds them), so equal text, equal action. A
 * plain piece move (most of a game) is keyed by its squares, cheaper than its JSON and never equal to one.
 */
const keyOf = (action: TurnAction): string =>
  action.type === 'move' && action.ability === undefined ? action.from + action.to : JSON.stringify(action);

/** `evaluate(state, action)`, answered from the cache when this state has been asked about an equal action. */
export function memoTurn(
  state: TechChessState,
  action: TurnAction,
  evaluate: (state: TechChessState, action: TurnAction) => Verdict,
): Verdict {
  const key = keyOf(action);
  const known = turns.find(state, key);
  if (known) return known;
  evaluations++;
  return turns.keep(evaluate(state, action), state, key);
}

type Board = readonly (Piece | null)[];
type MoveList = readonly (readonly [number, number])[];
let generations = 0;

/** How many legal move sets have been generated (not answered from the cache), for tests. */
export const moveGenerations = (): number => generations;

/**
 * The legal piece moves of `turn` on `board` as [from, to] square indices.
 * Keyed on the board array, which a turn's resulting state shares with the
 * state the clock is then added to, so the end-of-game check and the next
 * click's destinations share one generation.
 */
export function legalMovesOn(board: Board, turn: Seat, pawnMoves: PawnMoves): MoveList {
  // Newest first: the next choice asks about the board the last ending check generated.
  const known = moves.find(board, turn, pawnMoves);
  if (known) return known;
  generations++;
  // The list is read off at once, so one reused Position serves every generation.
  return moves.keep(scratchPositionOf(board, turn, pawnMoves).legalMoves(), board, turn, pawnMoves);
}

/** Whether [from, to] is among the legal piece moves of `turn` on `board` (legalMovesOn, so memoised per board). */
export function isLegalMoveOn(board: Board, turn: Seat, pawnMoves: PawnMoves, from: number, to: number): boolean {
  const list = legalMovesOn(board, turn, pawnMoves);
  for (let i = 0; i < list.length; i++) {
    const m = list[i] as readonly [number, number];
    if (m[0] === from && m[1] === to) return true;
  }
  return false;
}
