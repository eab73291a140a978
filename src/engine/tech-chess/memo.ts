/**
 * Memoised rules work. A move entered on the board is checked when it is
 * clicked, validated and then applied: the same (state, action) pair judged
 * three times or more. The states are immutable, so the verdict of a turn
 * action (which does not depend on the time) is kept by state object, and
 * the legal piece moves by board, for the last few of each.
 * `rulesEvaluations` and `moveGenerations` count the work actually done, for tests.
 * Perft does not come here: it walks the move generator directly.
 */
import type { Result } from '../core/result';
import { scratchPositionOf } from './position';
import type { Turned, TurnAction } from './turn';
import type { PawnMoves, Piece, Seat, TechChessErrorCode, TechChessState } from './types';

type Verdict = Result<Turned, TechChessErrorCode>;

/**
 * The last verdicts and move lists, by the identity of their state or board,
 * in small rings (oldest replaced first). A ring, not a WeakMap per state:
 * the questions about one state come together (the click, validate, apply;
 * the ending check and the next choice of a bot), and a weak entry for every
 * state of a long simulation costs the garbage collector more than the
 * rules work it saves.
 */
const TURN_RING = 32;
const MOVE_RING = 32;

interface TurnEntry {
  state: TechChessState | null;
  key: string;
  verdict: Verdict | null;
}
const turnRing: TurnEntry[] = Array.from({ length: TURN_RING }, () => ({ state: null, key: '', verdict: null }));
let turnNext = 0;
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
  // Newest first: the apply after a validate asks about the entry just made.
  for (let i = 1; i <= TURN_RING; i++) {
    const e = turnRing[(turnNext - i + TURN_RING) % TURN_RING] as TurnEntry;
    if (e.state === state && e.key === key && e.verdict) return e.verdict;
  }
  evaluations++;
  const verdict = evaluate(state, action);
  const slot = turnRing[turnNext] as TurnEntry;
  slot.state = state;
  slot.key = key;
  slot.verdict = verdict;
  turnNext = (turnNext + 1) % TURN_RING;
  return verdict;
}

type Board = readonly (Piece | null)[];
type MoveList = readonly (readonly [number, number])[];
let generations = 0;

/** How many legal move sets have been generated (not answered from the cache), for tests. */
export const moveGenerations = (): number => generations;

interface MoveEntry {
  board: Board | null;
  turn: Seat;
  pawnMoves: PawnMoves | null;
  list: MoveList;
}
const moveRing: MoveEntry[] = Array.from({ length: MOVE_RING }, () => ({ board: null, turn: 0, pawnMoves: null, list: [] }));
let moveNext = 0;

/**
 * The legal piece moves of `turn` on `board` as [from, to] square indices.
 * Keyed on the board array, which a turn's resulting state shares with the
 * state the clock is then added to, so the end-of-game check and the next
 * click's destinations share one generation.
 */
export function legalMovesOn(board: Board, turn: Seat, pawnMoves: PawnMoves): MoveList {
  // Newest first: the next choice asks about the board the last ending check generated.
  for (let i = 1; i <= MOVE_RING; i++) {
    const e = moveRing[(moveNext - i + MOVE_RING) % MOVE_RING] as MoveEntry;
    if (e.board === board && e.turn === turn && e.pawnMoves === pawnMoves) return e.list;
  }
  generations++;
  // The list is read off at once, so one reused Position serves every generation.
  const list = scratchPositionOf(board, turn, pawnMoves).legalMoves();
  const slot = moveRing[moveNext] as MoveEntry;
  slot.board = board;
  slot.turn = turn;
  slot.pawnMoves = pawnMoves;
  slot.list = list;
  moveNext = (moveNext + 1) % MOVE_RING;
  return list;
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
