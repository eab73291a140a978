/**
 * What the UI reads from a Tech Chess state: legal destinations for the board
 * (`dests`), check announcements, the table view per viewer (hands hidden
 * from the other seat), the header summary, the offers of legalActions and
 * the log line of each action.
 */
import { chessClockLeft, tickChessClock } from '../core/clock';
import { cardValue } from '../core/cards';
import type { ActionOffer, ScoreSheet, TableSummary } from '../core/game';
import { kindOf, otherSeat, ownRank, seatLabel, squareIndex, squareName } from './board';
import { handCount } from './draft';
import { formatAction } from './notation';
import { positionOf } from './position';
import { toSquare } from './movegen';
import type { Piece, Seat, TechChessAction, TechChessState } from './types';

/** Every legal piece move now, as from-square name to destination names (empty when the game is over). */
export function allDests(state: TechChessState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (state.result) return out;
  for (const [from, to] of positionOf(state.board, state.turn, state.options.pawnMoves).legalMoves()) {
    const key = squareName(from);
    const list = out.get(key) ?? [];
    list.push(squareName(to));
    out.set(key, list);
  }
  return out;
}

/** Legal destinations of the piece on `from` (for highlighting); empty for an empty square, an opposing piece or a finished game. */
export function dests(state: TechChessState, from: string): string[] {
  const sq = squareIndex(from);
  if (sq < 0) return [];
  return allDests(state).get(squareName(sq)) ?? [];
}

/** Squares of the player to move where a build may go (empty squares of their first two ranks), for highlighting. */
export function buildSquares(state: TechChessState): string[] {
  const seat = state.turn;
  const out: string[] = [];
  if (state.result || state.buildsUsed[seat] >= state.options.builds) return out;
  for (const n of [0, 1])
    for (let f = 0; f < 6; f++) if (!state.board[ownRank(seat, n) * 6 + f]) out.push(squareName(ownRank(seat, n) * 6 + f));
  return out.sort();
}

/** Squares of the player to move holding a 2, 3 or 4 pawn that may be upgraded now. */
export function upgradableSquares(state: TechChessState): string[] {
  const seat = state.turn;
  if (state.result || state.upgradesUsed[seat] >= state.options.upgrades) return [];
  return state.board.flatMap((p, sq) => (p?.owner === seat && [2, 3, 4].includes(cardValue(p.card) ?? 0) ? [squareName(sq)] : []));
}

/** The squares of `seat`'s kings that are attacked now ("check"). */
export function checkedKings(state: TechChessState, seat: Seat): string[] {
  const pos = positionOf(state.board, state.turn, state.options.pawnMoves);
  return pos
    .kingSquares(seat)
    .filter((m) => pos.attacked(m, otherSeat(seat)))
    .map((m) => squareName(toSquare(m)));
}

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
  if (state.result) return { phase: `Game over: ${state.result.reason}`, turn: null, finished: true };
  const clock = state.clock ? tickChessClock(state.clock, now) : null;
  if (clock && clock.flagged !== null)
    return { phase: `${cap(seatLabel(clock.flagged as Seat))}'s flag has fallen`, turn: state.turn, finished: false };
  const checked = checkedKings(state, state.turn);
  const name = state.players[state.turn] ?? seatLabel(state.turn);
  const left = clock ? ` (${Math.ceil(chessClockLeft(clock, state.turn, now) / 1000)} s left)` : '';
  return {
    phase: `${name} (${seatLabel(state.turn)}) to move${checked.length > 0 ? `: check on ${checked.join(' and ')}` : ''}${left}`,
    turn: state.turn,
    finished: false,
  };
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function legalActions(state: TechChessState, actor: number | null): ActionOffer[] {
  if (state.result) return [];
  const seat = state.turn;
  const offers: ActionOffer[] = [];
  const mine = actor === null || actor === seat;
  if (mine) {
    for (const [from, tos] of allDests(state))
      for (const to of tos) offers.push({ type: 'move', label: `${from}${to}`, actor: seat, action: { type: 'move', from, to } });
    const hand = handCount(state.hands[seat]);
    const noCard = hand === 0 ? 'No card in hand.' : undefined;
    const upLeft = state.options.upgrades - state.upgradesUsed[seat];
    const hasPawn = state.board.some((p) => p?.owner === seat && [2, 3, 4].includes(cardValue(p.card) ?? 0));
    offers.push({
      type: 'upgrade',
      label: `Upgrade a 2, 3 or 4 pawn (${upLeft} left)`,
      actor: seat,
      ...(upLeft <= 0
        ? { disabledReason: 'No upgrades left.' }
        : !hasPawn
          ? { disabledReason: 'No 2, 3 or 4 pawn on the board.' }
          : noCard
            ? { disabledReason: noCard }
            : {}),
    });
    const buildLeft = state.options.builds - state.buildsUsed[seat];
    offers.push({
      type: 'build',
      label: `Build a pawn (${buildLeft} left)`,
      actor: seat,
      ...(buildLeft <= 0 ? { disabledReason: 'No builds left.' } : noCard ? { disabledReason: noCard } : {}),
    });
    offers.push({ type: 'effect', label: 'Use a card effect from hand', actor: seat, ...(noCard ? { disabledReason: noCard } : {}) });
  }
  for (const s of [0, 1] as const)
    if (actor === null || actor === s)
      offers.push({ type: 'resign', label: `${cap(seatLabel(s))} resigns`, actor: s, action: { type: 'resign', seat: s } });
  return offers;
}

export function score(state: TechChessState): ScoreSheet {
  const r = state.result;
  const totals = [0, 1].map((s) => (!r ? 0 : r.draw ? 0.5 : r.winners.includes(s) ? 1 : 0));
  return { rounds: [], rows: totals.map(() => []), totals, lowerIsBetter: false };
}

/** One line for the event log. */
export function describe(state: TechChessState, action: TechChessAction): string {
  const name = (s: Seat): string => state.players[s] ?? seatLabel(s);
  if (action.type === 'move') {
    const from = squareIndex(action.from);
    const to = squareIndex(action.to);
    const piece = from >= 0 ? state.board[from] : null;
    const target = to >= 0 ? state.board[to] : null;
    const what = piece ? `${piece.card} (${kindOf(piece.card) ?? '?'})` : 'a piece';
    const took = target ? `, capturing ${target.card}${kindOf(target.card) === 'king' ? ' (king expelled)' : ''}` : '';
    return `${name(state.turn)} moves ${what} ${action.from}-${action.to}${took}`;
  }
  if (action.type === 'resign') return `${name(action.seat)} resigns`;
  if (action.type === 'clock' || action.type === 'flag' || action.type === 'correct') return cap(formatAction(action));
  return `${name(state.turn)}: ${formatAction(action)}`;
}
