/**
 * Memoised rules work. A move entered on the board is checked when it is
 * clicked, validated and then applied: the same (state, action) pair judged
 * three times or more. The states are immutable, so the verdict of a turn
 * action (which does not depend on the time) is kept per state object in a
 * WeakMap (dropped with the state), and the legal piece moves per board.
 * `rulesEvaluations` and `moveGenerations` count the work actually done, for tests.
 * Perft does not come here: it walks the move generator directly.
 */
import type { Result } from '../core/result';
import { scratchPositionOf } from './position';
import type { Turned, TurnAction } from './turn';
import type { PawnMoves, Piece, Seat, TechChessErrorCode, TechChessState } from './types';

type Verdict = Result<Turned, TechChessErrorCode>;

/** Distinct actions remembered per state (a board UI asks about a few moves of one position). */
const PER_STATE = 16;

const turns = new WeakMap<TechChessState, Map<string, Verdict>>();
let evaluations = 0;

/** How many turn evaluations have run (not answered from the cache) since the module loaded. */
export const rulesEvaluations = (): number => evaluations;

/** `evaluate(state, action)`, answered from the cache when this state has been asked about an equal action. */
export function memoTurn(
  state: TechChessState,
  action: TurnAction,
  evaluate: (state: TechChessState, action: TurnAction) => Verdict,
): Verdict {
  let known = turns.get(state);
  if (!known) {
    known = new Map();
    turns.set(state, known);
  }
  // Actions are plain JSON (parseAction builds them): equal text, equal action.
  const key = JSON.stringify(action);
  const hit = known.get(key);
  if (hit) return hit;
  evaluations++;
  const r = evaluate(state, action);
  if (known.size >= PER_STATE) known.delete(known.keys().next().value!);
  known.set(key, r);
  return r;
}

type Board = readonly (Piece | null)[];
let generations = 0;

/** How many legal move sets have been generated (not answered from the cache), for tests. */
export const moveGenerations = (): number => generations;
const moves = new WeakMap<Board, Map<string, readonly (readonly [number, number])[]>>();

/**
 * The legal piece moves of `turn` on `board` as [from, to] square indices.
 * Keyed on the board array, which a turn's resulting state shares with the
 * state the clock is then added to, so the end-of-game check and the next
 * click's destinations share one generation.
 */
export function legalMovesOn(board: Board, turn: Seat, pawnMoves: PawnMoves): readonly (readonly [number, number])[] {
  let known = moves.get(board);
  if (!known) {
    known = new Map();
    moves.set(board, known);
  }
  const key = `${turn}:${pawnMoves}`;
  const hit = known.get(key);
  if (hit) return hit;
  generations++;
  // The list is read off at once, so one reused Position serves every generation.
  const list = scratchPositionOf(board, turn, pawnMoves).legalMoves();
  known.set(key, list);
  return list;
}

/** Whether [from, to] is among the legal piece moves of `turn` on `board` (legalMovesOn, so memoised per board). */
export function isLegalMoveOn(board: Board, turn: Seat, pawnMoves: PawnMoves, from: number, to: number): boolean {
  for (const [f, t] of legalMovesOn(board, turn, pawnMoves)) if (f === from && t === to) return true;
  return false;
}
