/**
 * Squares and piece kinds of the 6x6 board (architecture.md, "Tech Chess
 * squares"): files a-f, ranks 1-6, player 1 on ranks 1-2. A square's index is
 * rank * 6 + file, so a1 = 0 and f6 = 35.
 */
import { cardDomain, cardValue, type CardCode } from '../core/cards';
import { SEAT_DOMAINS, type Seat } from './types';

export const FILES = 'abcdef';
export const SIZE = 6;

export type Kind = 'rook' | 'knight' | 'queen' | 'king' | 'pawn';

/** The index of a square name (`a1`..`f6`, case-insensitive), or -1. */
export function squareIndex(name: string): number {
  if (typeof name !== 'string' || name.length !== 2) return -1;
  const f = FILES.indexOf(name[0]!.toLowerCase());
  const r = name.charCodeAt(1) - 49;
  if (f < 0 || r < 0 || r >= SIZE) return -1;
  return r * SIZE + f;
}

export function squareName(index: number): string {
  return `${FILES[index % SIZE]}${Math.floor(index / SIZE) + 1}`;
}

export const fileOf = (index: number): number => index % SIZE;
export const rankOf = (index: number): number => Math.floor(index / SIZE);

/** The kind of piece a card stands for: 1 rook, 11 knight, 12 queen, 13 king, 2-10 pawn. */
export function kindOf(card: CardCode): Kind | null {
  const v = cardValue(card);
  if (v === null || cardDomain(card) === null) return null;
  if (v === 1) return 'rook';
  if (v === 11) return 'knight';
  if (v === 12) return 'queen';
  if (v === 13) return 'king';
  return 'pawn';
}

/** The seat whose domains include this card's domain, or null (wild). */
export function domainSeat(card: CardCode): Seat | null {
  const d = cardDomain(card);
  if (d === null) return null;
  return SEAT_DOMAINS[0].includes(d) ? 0 : 1;
}

export const otherSeat = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/** Rank index (0-5) of a seat's n-th rank counted from its own side (0 = first rank). */
export const ownRank = (seat: Seat, n: number): number => (seat === 0 ? n : SIZE - 1 - n);

export const seatLabel = (seat: Seat): string => `player ${seat + 1}`;
/** The player's name for results and banners ("Ann"), the seat label when the seat has none. */
export const seatName = (players: readonly string[], seat: Seat): string => players[seat] || seatLabel(seat);
