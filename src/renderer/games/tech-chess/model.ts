/**
 * Read-only helpers over the Tech Chess engine state for the views: the
 * board's squares in screen order, how a piece is named and labelled, the
 * card texts from the deck in use, and which offers and
 * actions matter to the frame. Nothing here decides legality: the engine
 * validates every action the views send.
 */
import { cardValue, DOMAINS, type Domain } from '../../../engine/core/cards';
import { domainName as shownDomain } from '../../i18n/engine-text';
import type { DeckFile } from '../../../engine/core/deck';
import { t } from '../../i18n/index.svelte';
import { kindOf, type Ending, type Piece, type Seat, type TechChessAction, type TechChessState } from '../../../engine/tech-chess/index';

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** Ranks top to bottom as drawn: player 2's side (6) at the top, player 1's (1) at the bottom, as the table sees it from player 1's chair. */
export const RANKS_TOP_DOWN = [6, 5, 4, 3, 2, 1] as const;

export const squareOf = (file: number, rank: number): string => `${FILES[file]}${rank}`;
export const indexOf = (square: string): number => (square.charCodeAt(1) - 49) * 6 + (square.charCodeAt(0) - 97);

export const SEAT_MARK = ['P1', 'P2'] as const;

/** "13sc" -> { value: "13", domain: "sc", kind: "king" }. */
export function pieceFace(card: string): { value: string; domain: string; kind: string } {
  return { value: card.slice(0, -2), domain: card.slice(-2), kind: kindOf(card) ?? 'card' };
}

/** A domain's name in the shown language; a code that is no domain as it is. */
export function domainName(code: string): string {
  const d = DOMAINS.find((x): x is Domain => x === code);
  return d === undefined ? code : shownDomain(d);
}

const KIND_WORDS: Readonly<Record<string, () => string>> = {
  rook: () => t('techChess.square.kinds.rook'),
  knight: () => t('techChess.square.kinds.knight'),
  queen: () => t('techChess.square.kinds.queen'),
  king: () => t('techChess.square.kinds.king'),
  pawn: () => t('techChess.square.kinds.pawn'),
  card: () => t('techChess.square.kinds.card'),
};

/** A piece kind in the shown language (the engine names kinds in English). */
export function kindName(kind: string): string {
  return Object.hasOwn(KIND_WORDS, kind) ? (KIND_WORDS[kind]?.() ?? kind) : kind;
}

/** A heading for how the game ended, read from the state's `ending` (the reason text follows it). */
export const ENDING_TITLES: Readonly<Record<Ending, () => string>> = {
  bothKingsCaptured: () => t('techChess.announce.endings.bothKingsCaptured'),
  bareKings: () => t('techChess.announce.endings.bareKings'),
  checkmate: () => t('techChess.announce.endings.checkmate'),
  stalemate: () => t('techChess.announce.endings.stalemate'),
  resigned: () => t('techChess.announce.endings.resigned'),
  flagFell: () => t('techChess.announce.endings.flagFell'),
};

/** The accessible name of a square: "c3, player 1's knight 11sc (11 of science)" or "c3, empty". */
export function squareLabel(square: string, piece: Piece | null): string {
  if (!piece) return t('techChess.square.empty', { square });
  const f = pieceFace(piece.card);
  return t('techChess.square.piece', {
    square,
    n: piece.owner + 1,
    kind: kindName(f.kind),
    card: piece.card,
    value: f.value,
    domain: domainName(f.domain),
  });
}

/** Undoing a card effect, a draw or a correction takes back cards the players have seen. */
export function techChessReveals(a: TechChessAction): boolean {
  return a.type === 'effect' || (a.type === 'move' && (a.ability?.length ?? 0) > 0) || a.type === 'upgrade' || a.type === 'build';
}

export interface CardText {
  readonly name: string | null;
  readonly text: string | null;
  readonly status: string;
}

/**
 * A card's name and its Tech Chess effect text in the deck in use (null when
 * not filled in yet). The deck is the view's DeckInUse: the user's edited
 * deck once the store answers, never a copy of the shipped file.
 */
export function cardText(deck: DeckFile | null, code: string): CardText {
  const card = deck?.cards.find((c) => c.code === code) ?? null;
  const effect = card?.effects['tech-chess'] ?? null;
  return { name: card?.name ?? null, text: effect?.text ?? null, status: effect?.status ?? 'unknown' };
}

/** Cards a seat may name from its hand: its known cards, or (with unknown cards) any card not placed elsewhere. */
export function handChoices(s: TechChessState, seat: Seat): string[] {
  const known = s.hands[seat].known;
  return s.hands[seat].unknown > 0 ? [...new Set([...known, ...s.pool])] : [...known];
}

export const isPawnCard = (card: string): boolean => {
  const v = cardValue(card);
  return v !== null && v >= 2 && v <= 10;
};
