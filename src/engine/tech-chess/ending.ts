/**
 * The end of a Tech Chess game after a turn (CLARIFICATIONS.md "Tech
 * Chess"): both kings of a side captured, bare kings, checkmate and
 * stalemate. `decide` answers the Outcome (reason text for people, `kind`
 * for code) together with the state's Ending.
 *
 * "No legal action" counts the actions the engine can carry out itself:
 * piece moves, builds and upgrades. A card effect in Tech Chess is always
 * resolved by the operator as guided edits, so the engine carries out none,
 * and a card whose only use is its printed effect keeps no game open (the
 * operator can undo if that effect would have saved the king).
 *
 * Hidden hands: a hand slot the app has not seen may hold any card whose
 * place is unknown (the pool), so it offers a build or an upgrade whenever
 * some pool card would make one legal; the engine would accept that card
 * if the player declared it.
 *
 * Perft is untouched: this runs once per accepted action, only when the side
 * to move has no legal piece move, never in the move generator's search.
 */
import { cardDomain, cardValue, WILD, type CardCode } from '../core/cards';
import { otherSeat, ownRank, seatName } from './board';
import { KING, PAWN, toMailbox, type Position } from './movegen';
import { legalMovesOn } from './memo';
import { pieceCodeOf, positionOf } from './position';
import { ended, type Ended } from './scoring';
import { SEAT_DOMAINS, type Seat, type TechChessState } from './types';

export type { Ended } from './scoring';

const KIND_CODE: Readonly<Record<number, number>> = { 1: 1, 11: 2, 12: 3 };

/** The piece code (movegen kinds) a card becomes on the board. */
function pieceCode(card: CardCode): number {
  const v = cardValue(card)!;
  return v === 13 ? KING : (KIND_CODE[v] ?? PAWN);
}

/** The cards `seat` may declare from hand: the known ones, and any unplaced card while an unseen slot is left. */
function handCards(state: TechChessState, seat: Seat): CardCode[] {
  const hand = state.hands[seat];
  const cards = hand.unknown > 0 ? [...hand.known, ...state.pool] : hand.known;
  const own = SEAT_DOMAINS[seat];
  return [...new Set(cards)].filter((c) => {
    const d = cardDomain(c);
    return c !== WILD && d !== null && own.includes(d);
  });
}

/** Whether `seat`'s lone king (if it has one, and the opponent still has kings) is attacked in `pos`. */
function loneKingAttacked(pos: Position, seat: Seat): boolean {
  if (pos.kings[seat] !== 1) return false;
  return pos.attacked(pos.kingSquares(seat)[0]!, otherSeat(seat));
}

/** Whether putting piece `kind` of `seat` on `sq` (replacing what stands there) leaves the player legal. */
function legalAfterPut(pos: Position, sq: number, kind: number, seat: Seat): boolean {
  const before = pos.board[toMailbox(sq)]!;
  pos.put(sq, kind, seat);
  const legal = !loneKingAttacked(pos, seat);
  pos.put(sq, before & 7, before & 16 ? 1 : 0);
  return legal;
}

/** Whether the side to move has a legal build or upgrade (its piece moves are counted apart). */
export function hasCardAction(state: TechChessState, pos: Position): boolean {
  const seat = state.turn;
  const cards = handCards(state, seat);
  if (cards.length === 0) return false;
  if (state.buildsUsed[seat] < state.options.builds && cards.some((c) => (cardValue(c) ?? 0) >= 2 && cardValue(c)! <= 10)) {
    for (const n of [0, 1])
      for (let f = 0; f < 6; f++) {
        const sq = ownRank(seat, n) * 6 + f;
        if (!state.board[sq] && legalAfterPut(pos, sq, PAWN, seat)) return true;
      }
  }
  if (state.upgradesUsed[seat] < state.options.upgrades) {
    const kinds = new Set(cards.filter((c) => cardValue(c) !== 13).map(pieceCode));
    for (let sq = 0; sq < 36; sq++) {
      const p = state.board[sq];
      const v = p?.owner === seat ? cardValue(p.card) : null;
      if (v === null || v < 2 || v > 4) continue;
      for (const kind of kinds) if (legalAfterPut(pos, sq, kind, seat)) return true;
    }
  }
  return false;
}

/** Whether the game has ended in `state` (the side to move has just been handed the turn), and how. */
export function decide(state: TechChessState): Ended | null {
  // Counted on the board: the move generator is built only when the side to move has no piece move.
  const kings = [0, 0];
  const others = [0, 0];
  for (const p of state.board) if (p) (pieceCodeOf(p.card) === KING ? kings : others)[p.owner]++;
  for (const seat of [0, 1] as const) {
    if (kings[seat] === 0)
      return ended('bothKingsCaptured', {
        winners: [otherSeat(seat)],
        reason: `both of ${seatName(state.players, seat)}'s kings were captured`,
      });
  }
  if (kings[0] === 1 && kings[1] === 1 && others[0] === 0 && others[1] === 0)
    return ended('bareKings', { winners: [], reason: 'each side has one king and nothing else', draw: true });
  const seat = state.turn;
  if (legalMovesOn(state.board, seat, state.options.pawnMoves).length > 0) return null;
  const pos = positionOf(state.board, state.turn, state.options.pawnMoves);
  if (hasCardAction(state, pos)) return null;
  // With two kings check does not bind (the player may ignore it), so only a lone king can be mated.
  if (loneKingAttacked(pos, seat))
    return ended('checkmate', {
      winners: [otherSeat(seat)],
      reason: `${seatName(state.players, seat)}'s last king is attacked and has no escape`,
    });
  const stuck = `${seatName(state.players, seat)} is stalemated (no legal move, build or upgrade)`;
  if (state.options.stalemate === 'loss')
    return ended('stalemate', { winners: [otherSeat(seat)], reason: `${stuck}; stalemate counts as a loss` });
  return ended('stalemate', { winners: [], reason: stuck, draw: true });
}
