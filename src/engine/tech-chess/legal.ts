/**
 * What may be done now: the legal destinations for the board (`dests`,
 * `allDests`, from the memoised legal move set), the squares a build or an
 * upgrade may use, the attacked kings ("check") and the offers of legalActions.
 *
 * The one meaning of legalActions: a seat gets its own offers (the player to
 * move: piece moves, upgrade, build, card effect; either player: resigning),
 * the table (actor null) its own. Tech Chess has no table offer to list: the
 * clock's start/pause/resume is each clock's `toggle` (flow.ts), the flag
 * fall is `due`, and corrections are entered through the correction form.
 */
import { cardValue } from '../core/cards';
import type { ActionOffer } from '../core/game';
import { otherSeat, ownRank, seatLabel, squareIndex, squareName } from './board';
import { handCount } from './draft';
import { legalMovesOn } from './memo';
import { PLY_STRIDE, toSquare } from './movegen';
import { positionOf } from './position';
import { turnOf } from './turn';
import type { Seat, TechChessState } from './types';

/** Every legal piece move now, as from-square name to destination names (empty when the game is over). */
export function allDests(state: TechChessState): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (state.result) return out;
  for (const [from, to] of legalMovesOn(state.board, state.turn, state.options.pawnMoves)) {
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

/**
 * Whether the capturing card's ability may go with the move from `from` to
 * `to`: the mover's piece onto an opposing one (an ability is used only on
 * a capture, the same test the rules make when the move is applied). Whether
 * the move itself is legal is validate's to say.
 */
export function abilityOffered(state: TechChessState, from: string, to: string): boolean {
  const f = squareIndex(from);
  const t = squareIndex(to);
  if (f < 0 || t < 0 || state.result) return false;
  const piece = state.board[f];
  const target = state.board[t];
  return !!piece && !!target && piece.owner === state.turn && target.owner !== piece.owner;
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

/** How many squares buildSquares lists, without naming them (the random bot's count of its choices). */
export function buildCount(state: TechChessState): number {
  const seat = state.turn;
  if (state.result || state.buildsUsed[seat] >= state.options.builds) return 0;
  let n = 0;
  for (const r of [0, 1]) for (let f = 0; f < 6; f++) if (!state.board[ownRank(seat, r) * 6 + f]) n++;
  return n;
}

/** How many squares upgradableSquares lists, without naming them. */
export function upgradableCount(state: TechChessState): number {
  const seat = state.turn;
  if (state.result || state.upgradesUsed[seat] >= state.options.upgrades) return 0;
  let n = 0;
  for (const p of state.board) {
    const v = p?.owner === seat ? cardValue(p.card) : null;
    if (v === 2 || v === 3 || v === 4) n++;
  }
  return n;
}

/** The squares of `seat`'s kings that are attacked now ("check"). */
export function checkedKings(state: TechChessState, seat: Seat): string[] {
  const pos = positionOf(state.board, state.turn, state.options.pawnMoves);
  return pos
    .kingSquares(seat)
    .filter((m) => pos.attacked(m, otherSeat(seat)))
    .map((m) => squareName(toSquare(m)));
}

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The legal moves that end the game (a side left without kings, bare kings,
 * or the opponent left with no legal action: checkmate or stalemate), as
 * `from-to` keys. The opponent's replies are generated on the same position;
 * only when it has none is the full turn judged (memoised) for its builds and
 * upgrades.
 */
function endingMoves(state: TechChessState): Set<string> {
  const out = new Set<string>();
  const pos = positionOf(state.board, state.turn, state.options.pawnMoves, 2);
  for (const [from, to] of legalMovesOn(state.board, state.turn, state.options.pawnMoves)) {
    const mv = pos.findPseudo(from, to);
    pos.make(mv);
    const finished = pos.finished();
    const stuck = !finished && pos.generateLegal(PLY_STRIDE) === PLY_STRIDE;
    pos.unmake(mv);
    const key = `${squareName(from)}-${squareName(to)}`;
    if (finished) out.add(key);
    else if (stuck) {
      const turned = turnOf(state, { type: 'move', from: key.slice(0, 2), to: key.slice(3) });
      if (turned.ok && turned.value.end) out.add(key);
    }
  }
  return out;
}

export function legalActions(state: TechChessState, actor: number | null): ActionOffer[] {
  if (state.result || actor === null) return [];
  const seat = state.turn;
  const offers: ActionOffer[] = [];
  if (actor === seat) {
    const ending = endingMoves(state);
    for (const [from, tos] of allDests(state))
      for (const to of tos)
        offers.push({
          type: 'move',
          label: `${from}${to}`,
          actor: seat,
          action: { type: 'move', from, to },
          ...(ending.has(`${from}-${to}`) ? { irreversible: true } : {}),
        });
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
  // Either player may resign at any time; it ends the game.
  if (actor === 0 || actor === 1)
    offers.push({
      type: 'resign',
      label: `${cap(seatLabel(actor))} resigns`,
      actor,
      action: { type: 'resign', seat: actor },
      irreversible: true,
    });
  return offers;
}
