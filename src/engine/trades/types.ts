/**
 * Trades: state and action types, and the model of what the app knows about a
 * physical table.
 *
 * The cards stay on the table; the app rarely knows who holds what. So:
 *
 * - Every hand has a size (always known: trades never change it) and splits
 *   into three kinds of cards:
 *   - `known`: cards whose identity has been declared (a code such as `7H`);
 *   - `marked`: cards received in the player's last trade whose identity was
 *     not declared; the app names each with a token (`#12`) so the operator can
 *     point at it later ("the card Bo got from Ann");
 *   - anonymous: everything else (`size - known - marked`), never identified.
 * - An action names a card with a CardRef: a code (the identity; for an
 *   anonymous card it declares the identity), a token (`#12`: a marked card),
 *   or `?` (an unnamed card: any card of the hand not named in the same
 *   action, known, marked or not; the referee cannot tell which).
 * - The previous-trade rule needs the ids (codes or tokens) of the cards a
 *   player received in their last completed trade (`lastReceived`, k cards):
 *   at most k-1 of them in the next trade. Named cards count exactly; `?`
 *   cards count only when the hand leaves no other choice. When the player
 *   completes another trade, the old tokens stop mattering.
 * - Where a card can be is kept in `knowledge` (core/knowledge.ts): naming
 *   narrows it, an unnamed card leaving a hand widens it.
 * - The deck is a queue: the cards never seen on top (`unknownTop`), then the
 *   cards put at the bottom by deck trades, oldest first, with their code
 *   when it was declared. So after a full cycle the app knows what comes up.
 * - A trade is declared, waits if a party is busy (free-for-all queue), then
 *   is completed, accepted, refused or withdrawn. Cards move only when it
 *   completes; the initiator's offered cards are fixed at declaration.
 *
 * Count invariant (tested): the hand sizes plus the deck size equal the deck
 * kind's 52 cards, and no code is known in two places.
 */
import type { CardCode } from '../core/cards';
import type { Countdown } from '../core/clock';
import type { Knowledge } from '../core/knowledge';
import type { RngState } from '../core/rng';
import type { TradesOptions } from './options';

/** A marked card's name: `#` then a number, unique within a match. */
export type Token = `#${number}`;
/** How the app identifies a card that carries an identity: its code or its token. */
export type CardId = CardCode | Token;
/** How an action names a card: a code, a token, or `?` for an anonymous card. */
export type CardRef = CardId | '?';
export const ANONYMOUS: CardRef = '?';

export type { TradesOptions } from './options';
export type TradesDeckKind = TradesOptions['deck'];
export type TradesMode = TradesOptions['mode'];

export interface Hand {
  /** Cards in the hand; constant over the game (every trade is n for n). */
  readonly size: number;
  /** Declared identities known to be in this hand. */
  readonly known: readonly CardCode[];
  /** Undeclared cards of the last trade, by token. */
  readonly marked: readonly Token[];
  /** Ids of the cards received in the last completed trade (k = length); empty before any. */
  readonly lastReceived: readonly CardId[];
}

export interface DeckState {
  /** Cards on top never drawn since setup (their order is the physical shuffle). */
  readonly unknownTop: number;
  /** Cards put at the bottom by deck trades, oldest (nearest the top) first; null = undeclared. */
  readonly cycled: readonly (CardCode | null)[];
}

export type TradeKind = 'mandatory' | 'optional';

/** A declared trade not yet finished. */
export interface OpenTrade {
  readonly id: number;
  readonly kind: TradeKind;
  readonly from: number;
  readonly to: number;
  /**
   * The initiator's cards (face-down ones first, then the face-up ones of an
   * optional trade): codes (known from the declaration on), tokens, or `?`.
   * The initiator's hand cannot change while the trade is open, so these stay valid.
   */
  readonly give: readonly CardRef[];
  /** For optional trades: how many of `give` (the last ones) lie face up. */
  readonly faceUp: number;
  /** Positions (1 = leftmost) in the target's fanned hand drawn by the pick-blind helper, if used. */
  readonly blindPositions: readonly number[] | null;
}

/** One card that moved in the last finished trade, for the log view and the operator. */
export interface Move {
  readonly from: number | 'deck';
  readonly to: number | 'deck';
  /** The id it has now: its code, a fresh token, or null (anonymous: put into the deck). */
  readonly id: CardId | null;
}

export interface LastTrade {
  readonly id: number;
  readonly kind: TradeKind | 'deck';
  readonly outcome: 'completed' | 'refused' | 'withdrawn';
  readonly moves: readonly Move[];
}

export type TradesPhase = 'ready' | 'trading' | 'scoring' | 'finished';

export interface TradesState {
  readonly players: readonly string[];
  readonly options: TradesOptions;
  readonly phase: TradesPhase;
  readonly clock: Countdown;
  readonly rng: RngState;
  readonly hands: readonly Hand[];
  readonly deck: DeckState;
  /** Declared trades not yet finished, in declaration order (at most one per initiator). */
  readonly open: readonly OpenTrade[];
  readonly nextTradeId: number;
  readonly nextToken: number;
  readonly deckTradesUsed: readonly number[];
  /** Turn mode: the seat that declares next. */
  readonly turn: number;
  readonly tradesCompleted: number;
  readonly lastTrade: LastTrade | null;
  /** Final hands entered at scoring, canonical codes per seat; null until entered. */
  readonly finalHands: readonly (readonly CardCode[] | null)[];
  /**
   * Where each card can be (core/knowledge.ts): places `hand:<seat>`, `deck`
   * (the never-drawn top) and `slot:<n>` (the n-th card put under the deck).
   * `hands[].known` and `deck.cycled` are read from it after every action.
   */
  readonly knowledge: Knowledge;
}

export type TradesAction =
  | { readonly type: 'startClock' }
  | { readonly type: 'pauseClock' }
  | { readonly type: 'resumeClock' }
  /** The clock reached zero: trading stops, open trades are void. */
  | { readonly type: 'timeUp' }
  /** Mandatory: `give` is 1-4 cards placed face down. */
  | { readonly type: 'declare'; readonly kind: 'mandatory'; readonly from: number; readonly to: number; readonly give: readonly CardRef[] }
  /** Optional: n = 2-4 cards, ceil(n/2) face down (`give`) and floor(n/2) face up (`faceUp`, each named: a code or a mark, never `?`). */
  | {
      readonly type: 'declare';
      readonly kind: 'optional';
      readonly from: number;
      readonly to: number;
      readonly give: readonly CardRef[];
      readonly faceUp: readonly CardRef[];
    }
  /** The pick-blind helper: draws positions in the target's fanned hand from the state's rng. */
  | { readonly type: 'pickBlind'; readonly trade: number }
  /** Ends a mandatory trade: `picked` the target's cards drawn blind (floor(n/2)), `chosen` those the target chose (ceil(n/2)). */
  | { readonly type: 'complete'; readonly trade: number; readonly picked: readonly CardRef[]; readonly chosen: readonly CardRef[] }
  /** The target of an optional trade accepts; `picked` are the n cards the initiator drew blind. */
  | { readonly type: 'accept'; readonly trade: number; readonly picked: readonly CardRef[] }
  | { readonly type: 'refuse'; readonly trade: number }
  /** The initiator takes back a trade still waiting in the queue. */
  | { readonly type: 'withdraw'; readonly trade: number }
  /** One card to the bottom of the deck, the top card to the hand; `draw` declares the drawn card. */
  | { readonly type: 'deckTrade'; readonly player: number; readonly give: CardRef; readonly draw?: CardCode }
  /** Turn mode: the player declares nothing this turn. */
  | { readonly type: 'pass'; readonly player: number }
  /** After the time limit: a player's final hand as card codes. */
  | { readonly type: 'enterHand'; readonly player: number; readonly cards: readonly CardCode[] };

export type TradesActionType = TradesAction['type'];

/**
 * Every refusal code Trades' parse, setup and validate can answer (their
 * return types are closed to it, so a mistyped code does not compile). The
 * codes of the shared modules the rules call (card notation, options, card
 * knowledge) are listed too: they reach the table unchanged.
 */
export const TRADES_ERROR_CODES = [
  // Setup and options.
  'ERR_PLAYER_COUNT',
  'ERR_BAD_PLAYER',
  'ERR_NOT_ENOUGH_CARDS',
  'ERR_BAD_OPTION',
  'ERR_UNKNOWN_OPTION',
  // Reading an action and its cards.
  'ERR_BAD_ACTION',
  'ERR_BAD_CARD_CODE',
  'ERR_WRONG_DECK',
  'ERR_UNKNOWN_CARD',
  'ERR_DUPLICATE_CARD',
  'ERR_CARD_ELSEWHERE',
  'ERR_CARD_NOT_IN_GAME',
  // The clock.
  'ERR_NOT_STARTED',
  'ERR_ALREADY_STARTED',
  'ERR_CLOCK_PAUSED',
  'ERR_CLOCK_RUNNING',
  'ERR_TIME_LEFT',
  'ERR_TIME_UP',
  // Trades.
  'ERR_NO_SUCH_PLAYER',
  'ERR_SELF_TRADE',
  'ERR_TRADE_IN_PROGRESS',
  'ERR_NOT_YOUR_TURN',
  'ERR_NOT_TURN_MODE',
  'ERR_PLAYER_BUSY',
  'ERR_TRADE_SIZE',
  'ERR_FACE_DOWN_COUNT',
  'ERR_FACE_UP_UNNAMED',
  'ERR_PREVIOUS_TRADE',
  'ERR_NO_SUCH_TRADE',
  'ERR_WRONG_TRADE_KIND',
  'ERR_TRADE_WAITING',
  'ERR_TRADE_STARTED',
  'ERR_ALREADY_PICKED',
  'ERR_NOTHING_TO_PICK',
  'ERR_PICK_COUNT',
  'ERR_CHOSEN_COUNT',
  'ERR_NO_DECK_TRADES_LEFT',
  'ERR_DECK_EMPTY',
  'ERR_DRAW_MISMATCH',
  // Final hands.
  'ERR_WRONG_PHASE',
  'ERR_HAND_SIZE',
  'ERR_CARD_IN_TWO_HANDS',
  'ERR_INCONSISTENT_HAND',
] as const;

export type TradesErrorCode = (typeof TRADES_ERROR_CODES)[number];
