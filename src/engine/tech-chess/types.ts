/**
 * Tech Chess state and action types. The state is plain, immutable JSON: the
 * board as 36 squares (index = rank * 6 + file, a1 = 0, f6 = 35), the cards in
 * every zone, the per-player counters, the seeded RNG and the clock. It keeps
 * no history: the move list and undo come from the match's event log.
 *
 * Hidden information: a physical table hides the hands. Each hand is the
 * cards the app knows (dealt by the app, or declared when played) plus a
 * count of cards it does not know. `pool` holds every card whose place is not
 * known (the deck plus the unknown hand cards); when a player declares a card
 * from an unknown slot it leaves the pool. With `dealing: app` every hand is
 * known and `pool` is exactly the deck, top first.
 */
import type { ChessClock } from '../core/clock';
import type { CardCode, Domain } from '../core/cards';
import type { Outcome } from '../core/game';
import type { RngState } from '../core/rng';

/** Seat 0 is player 1 (services and science, moves first, ranks 1-2); seat 1 is player 2. */
export type Seat = 0 | 1;

/** The domains each seat controls. */
export const SEAT_DOMAINS: readonly [readonly Domain[], readonly Domain[]] = [
  ['se', 'sc'],
  ['kn', 'te'],
];

export type PawnMoves = 'forward3' | 'forward3sideways' | 'all8';
export type StalemateRule = 'draw' | 'loss';
export type Dealing = 'table' | 'app';

export interface TechChessOptions {
  readonly pawnMoves: PawnMoves;
  readonly stalemate: StalemateRule;
  readonly upgrades: number;
  readonly builds: number;
  /** Minutes per player; 0 = no clock. */
  readonly clock: number;
  /** Seconds added after each turn. */
  readonly clockIncrement: number;
  readonly dealing: Dealing;
  readonly handSize: number;
  /** Setup layout of each player (12 card codes) or '' for the default layout. */
  readonly p1Setup: string;
  readonly p2Setup: string;
}

/** A piece is a card standing on the board, with the seat that controls it. */
export interface Piece {
  readonly card: CardCode;
  readonly owner: Seat;
}

export interface Hand {
  /** Cards whose identity is known (dealt by the app or declared). */
  readonly known: readonly CardCode[];
  /** How many further cards the player holds that the app has not seen. */
  readonly unknown: number;
}

/**
 * How a game ended, for code (the Outcome's reason is for people): both of a
 * side's kings captured, each side down to a bare king, a lone king with no
 * escape (checkmate), no legal action (stalemate), a resignation or a flag.
 */
export type Ending = 'bothKingsCaptured' | 'bareKings' | 'checkmate' | 'stalemate' | 'resigned' | 'flagFell';

export interface LastMove {
  readonly from: number;
  readonly to: number;
  readonly captured: CardCode | null;
}

export interface TechChessState {
  readonly options: TechChessOptions;
  readonly players: readonly string[];
  /** 36 squares, a1 = 0, b1 = 1, ..., f6 = 35. */
  readonly board: readonly (Piece | null)[];
  readonly turn: Seat;
  /** Turn-ending actions taken so far. */
  readonly ply: number;
  readonly hands: readonly [Hand, Hand];
  /** Cards whose place is unknown: the deck plus unknown hand cards (deck order in `app` dealing). */
  readonly pool: readonly CardCode[];
  /** Cards in the draw deck. */
  readonly deckCount: number;
  readonly discard: readonly CardCode[];
  /** Removed from the game: the wilds and captured kings. */
  readonly expelled: readonly CardCode[];
  readonly upgradesUsed: readonly [number, number];
  readonly buildsUsed: readonly [number, number];
  readonly rng: RngState;
  readonly clock: ChessClock | null;
  readonly lastMove: LastMove | null;
  readonly result: Outcome | null;
  /** How the game ended; set exactly when `result` is. */
  readonly ending: Ending | null;
}

/** Where a card is, for the guided edits of card effects and corrections. */
export type Zone =
  | { readonly zone: 'hand'; readonly seat: Seat }
  | { readonly zone: 'deck' }
  | { readonly zone: 'discard' }
  | { readonly zone: 'expelled' }
  | { readonly zone: 'board'; readonly square: string; readonly owner?: Seat };

/**
 * One guided edit of the table, entered by the operator while a card's text
 * is on screen: move a card between zones, draw from the deck, or shuffle
 * the discard into the deck.
 */
export type Edit =
  | { readonly op: 'relocate'; readonly card: CardCode; readonly from: Zone; readonly to: Zone }
  | { readonly op: 'draw'; readonly seat: Seat; readonly count: number }
  | { readonly op: 'reshuffle' };

export type TechChessAction =
  /** Move a piece; on a capture, `ability` carries the capturing card's effect as guided edits. */
  | { readonly type: 'move'; readonly from: string; readonly to: string; readonly ability?: readonly Edit[] }
  | { readonly type: 'upgrade'; readonly square: string; readonly card: CardCode }
  | { readonly type: 'build'; readonly square: string; readonly card: CardCode }
  /** Use a card from hand: its effect as guided edits; the card is then discarded. */
  | { readonly type: 'effect'; readonly card: CardCode; readonly edits: readonly Edit[] }
  | { readonly type: 'resign'; readonly seat: Seat }
  | { readonly type: 'clock'; readonly op: 'start' | 'pause' | 'resume' }
  /** The table records that the player to move ran out of time. */
  | { readonly type: 'flag' }
  /** A correction to match the physical table; does not end the turn. */
  | { readonly type: 'correct'; readonly edits: readonly Edit[]; readonly note?: string };
