/**
 * Read-only helpers over the Tech Chess engine state for the views: the
 * board's squares in screen order, how a piece is named and labelled, the
 * players' clocks, the card texts from the deck in use, and which offers and
 * actions matter to the frame. Nothing here decides legality: the engine
 * validates every action the views send.
 */
import { chessClockLeft, tickChessClock } from '../../../engine/core/clock';
import { cardValue, DOMAIN_NAMES, type Domain } from '../../../engine/core/cards';
import type { DeckFile } from '../../../engine/core/deck';
import { kindOf } from '../../../engine/tech-chess/board';
import type { Ending, Piece, Seat, TechChessAction, TechChessState } from '../../../engine/tech-chess/types';
import type { ClockReading } from '../types';

export const tcState = (state: unknown): TechChessState => state as TechChessState;

export const FILES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** Ranks top to bottom as drawn: player 2's side (6) at the top, player 1's (1) at the bottom, as the table sees it from player 1's chair. */
export const RANKS_TOP_DOWN = [6, 5, 4, 3, 2, 1] as const;

export const squareOf = (file: number, rank: number): string => `${FILES[file]}${rank}`;
export const indexOf = (square: string): number => (square.charCodeAt(1) - 49) * 6 + (square.charCodeAt(0) - 97);

export const SEAT_MARK = ['P1', 'P2'] as const;
export const SEAT_DOMAIN_TEXT = ['services and science', 'knowledge and technology'] as const;

/** "13sc" -> { value: "13", domain: "sc", kind: "king" }. */
export function pieceFace(card: string): { value: string; domain: string; kind: string } {
  return { value: card.slice(0, -2), domain: card.slice(-2), kind: kindOf(card) ?? 'card' };
}

export function domainName(code: string): string {
  return DOMAIN_NAMES[code as Domain] ?? code;
}

/** The accessible name of a square: "c3, player 1's knight 11sc (11 of science)" or "c3, empty". */
export function squareLabel(square: string, piece: Piece | null): string {
  if (!piece) return `${square}, empty`;
  const f = pieceFace(piece.card);
  return `${square}, player ${piece.owner + 1}'s ${f.kind} ${piece.card} (${f.value} of ${domainName(f.domain)})`;
}

/** The players' chess clocks (none when the option is off). One toggle only, so Space is never ambiguous. */
export function techChessClocks(s: TechChessState, players: readonly string[], now: number): ClockReading[] {
  if (!s.clock) return [];
  const c = tickChessClock(s.clock, now);
  const total = s.options.clock * 60_000;
  return ([0, 1] as const).map((seat) => {
    const running = c.active === seat && c.runningSince !== null && c.flagged === null && !s.result;
    let toggle: ClockReading['toggle'] = null;
    if (!s.result && c.flagged === null) {
      if (c.active === null && seat === s.turn) toggle = { label: 'Start the clock', action: clockAction('start'), actor: null };
      else if (c.active === seat) {
        toggle =
          c.runningSince !== null
            ? { label: 'Pause', action: clockAction('pause'), actor: null }
            : { label: 'Resume', action: clockAction('resume'), actor: null };
      }
    }
    const note = c.active === null ? 'not started' : c.flagged === seat ? 'flag fell' : s.result ? 'stopped' : 'waiting';
    return {
      id: `p${seat + 1}`,
      label: `${players[seat] ?? `Player ${seat + 1}`} (P${seat + 1}) +${s.options.clockIncrement}s`,
      leftMs: chessClockLeft(c, seat, now),
      durationMs: total,
      running,
      toggle,
      ...(running ? {} : { note: c.active === seat && c.runningSince === null && c.flagged === null && !s.result ? 'paused' : note }),
    };
  });
}

const clockAction = (op: 'start' | 'pause' | 'resume'): TechChessAction => ({ type: 'clock', op });

/** The seat whose flag has fallen now (not yet recorded), or null. */
export function fallenFlag(s: TechChessState, now: number): Seat | null {
  if (!s.clock || s.result) return null;
  const c = tickChessClock(s.clock, now);
  return c.flagged === null ? null : (c.flagged as Seat);
}

/** Undoing a card effect, a draw or a correction takes back cards the players have seen. */
export function techChessReveals(action: unknown): boolean {
  const a = action as TechChessAction;
  return a.type === 'effect' || (a.type === 'move' && (a.ability?.length ?? 0) > 0) || a.type === 'upgrade' || a.type === 'build';
}

/** A heading for how the game ended, read from the state's `ending` (the reason text follows it). */
export const ENDING_TITLES: Readonly<Record<Ending, string>> = {
  bothKingsCaptured: 'Both kings captured',
  bareKings: 'Bare kings',
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  resigned: 'Resignation',
  flagFell: 'Flag fall',
};

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
