/**
 * What the UI reads from a Tech Chess state: check announcements, the table
 * view per viewer (hands hidden from the other seat) and the header summary.
 * Legal destinations, offers and checks are legal.ts's, log lines describe.ts's.
 */
import { chessClockLeft, tickChessClock } from '../core/clock';
import type { TableSummary } from '../core/game';
import { seatLabel, squareName } from './board';
import { handCount } from './draft';
import { phaseId as phaseOf } from './flow';
import { checkedKings } from './legal';
import type { Piece, Seat, TechChessState } from './types';

export interface TechChessView {
  readonly board: readonly (Piece | null)[];
  readonly turn: Seat;
  readonly players: readonly string[];
  readonly hands: readonly { readonly count: number; readonly known: readonly string[] | null }[];
  readonly deckCount: number;
  readonly discard: readonly string[];
  readonly expelled: readonly string[];
  readonly upgradesLeft: readonly number[];
  readonly buildsLeft: readonly number[];
  /** Attacked king squares per seat: the "check" to announce. */
  readonly check: readonly (readonly string[])[];
  readonly lastMove: { readonly from: string; readonly to: string; readonly captured: string | null } | null;
  readonly result: TechChessState['result'];
}

/**
 * The table as `viewer` may see it: their own hand in full, the other hand as
 * a count (with `dealing: table` the known cards were shown at the table, so
 * everyone sees them); null is the referee's view of all the app knows.
 */
export function view(state: TechChessState, viewer: number | null): TechChessView {
  const { options } = state;
  return {
    board: state.board,
    turn: state.turn,
    players: state.players,
    hands: state.hands.map((h, seat) => ({
      count: handCount(h),
      known: viewer === null || viewer === seat || options.dealing === 'table' ? h.known : null,
    })),
    deckCount: state.deckCount,
    discard: state.discard,
    expelled: state.expelled,
    upgradesLeft: state.upgradesUsed.map((u) => options.upgrades - u),
    buildsLeft: state.buildsUsed.map((b) => options.builds - b),
    check: [checkedKings(state, 0), checkedKings(state, 1)],
    lastMove: state.lastMove
      ? { from: squareName(state.lastMove.from), to: squareName(state.lastMove.to), captured: state.lastMove.captured }
      : null,
    result: state.result,
  };
}

export function summary(state: TechChessState, now: number): TableSummary {
  const phaseId = phaseOf(state);
  if (state.result) return { phase: `Game over: ${state.result.reason}`, phaseId, turn: null, finished: true };
  const clock = state.clock ? tickChessClock(state.clock, now) : null;
  if (clock && clock.flagged !== null)
    return { phase: `${cap(seatLabel(clock.flagged as Seat))}'s flag has fallen`, phaseId, turn: state.turn, finished: false };
  const checked = checkedKings(state, state.turn);
  const name = state.players[state.turn] ?? seatLabel(state.turn);
  const left = clock ? ` (${Math.ceil(chessClockLeft(clock, state.turn, now) / 1000)} s left)` : '';
  return {
    phase: `${name} (${seatLabel(state.turn)}) to move${checked.length > 0 ? `: check on ${checked.join(' and ')}` : ''}${left}`,
    phaseId,
    turn: state.turn,
    finished: false,
  };
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
