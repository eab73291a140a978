/**
 * Tech Exchange state and actions. The cards stay on the table, so the state
 * keeps what the referee can know: how many cards are in each hand, the deck
 * and the discard (always), and which cards they are when they were declared,
 * revealed or entered. Stock stacks and expelled cards are face up, so fully
 * known. Cards whose identity is unknown are "in the pool" (see zones.ts).
 */
import type { OptionsOf } from '../core/options';
import type { TECH_EXCHANGE } from './options';
import type { CardCode, Domain } from '../core/cards';
import type { Countdown } from '../core/clock';
import type { StructuredEffect } from '../core/deck';
import type { Knowledge } from '../core/knowledge';
import type { RngState } from '../core/rng';
import type { Zone } from '../core/zone';
import type { GroupClaim, HandScore } from './scoring';

/**
 * The options in force: the declared options (./options) with the 0 values
 * ("by the rules") resolved for the table's player count.
 */
export type TechExchangeOptions = OptionsOf<typeof TECH_EXCHANGE.specs>;

/** A hand or the discard: a count and the cards of it the referee knows (shared with the other games). */
export type { Zone };

export type Phase =
  | { readonly kind: 'trading'; readonly number: 1 | 2 }
  | { readonly kind: 'effects'; readonly number: 1 | 2 }
  | { readonly kind: 'reveal' }
  | { readonly kind: 'over' };

/** A top card of the deck that was revealed on the table and must be entered next. */
export interface PendingReveal {
  readonly reason: 'trade' | 'effect';
  /** The seat that chooses the stack of a wild (the player who used the effect; null after a trade: the traders agree). */
  readonly drawer: number | null;
}

export interface Resolving {
  readonly seat: number;
  /** The card whose effect is used; face up, out of the hand until it is discarded. */
  readonly card: CardCode;
  readonly text: string | null;
  /** Set when the engine carries the effect out itself; null: guided edits then finishEffect. */
  readonly effect: StructuredEffect | null;
  /** Guided edits made so far for this effect. */
  readonly edits: number;
}

export interface EffectsState {
  /** Seat whose turn it is. */
  readonly turn: number;
  /** How many seats have had their turn (used or passed). */
  readonly taken: number;
  /** How many players used an effect this phase (the first `effectRevealers` reveal a card onto the stacks). */
  readonly used: number;
  readonly resolving: Resolving | null;
}

export interface RevealEntry {
  /** The hand as revealed (before discarding down, when the player had more cards). */
  readonly hand: readonly CardCode[];
  /** The referee's best cards to keep and grouping. */
  readonly suggestion: HandScore;
  /** The score the player accepted or entered; null until then. */
  readonly final: HandScore | null;
}

export interface RevealState {
  /** The smallest hand size: everyone discards down to it. */
  readonly handSize: number;
  readonly entries: readonly (RevealEntry | null)[];
}

export interface TechExchangeStats {
  /** Seat that held the first-player marker in round 1. */
  readonly startingPlayer: number;
  /** Trades per round (index 0 = round 1). */
  readonly tradesByRound: readonly number[];
  readonly effectsUsed: number;
  readonly wildsPlaced: number;
  /** The cards whose effects were used, with who used them. */
  readonly effectCards: readonly { readonly code: CardCode; readonly seat: number }[];
}

export interface TechExchangeState {
  readonly players: readonly string[];
  readonly options: TechExchangeOptions;
  readonly rng: RngState;
  /** 1-based. */
  readonly round: number;
  /** Seat holding the first-player marker. */
  readonly firstPlayer: number;
  readonly phase: Phase;
  /** How many copies of each code the game uses (one or two decks). */
  readonly composition: Readonly<Record<CardCode, number>>;
  readonly totalCards: number;
  readonly hands: readonly Zone[];
  readonly stacks: Readonly<Record<Domain, readonly CardCode[]>>;
  /** Cards in the draw deck (their order and identities are the table's). */
  readonly deck: number;
  readonly discard: Zone;
  /** Removed from the game by effects (they stay out for the rest of the game). */
  readonly expelled: readonly CardCode[];
  /** Players who announced they are done trading (they may come back). */
  readonly done: readonly boolean[];
  readonly pending: PendingReveal | null;
  readonly effects: EffectsState | null;
  readonly reveal: RevealState | null;
  /** roundScores[r][seat]: finished rounds only. */
  readonly roundScores: readonly (readonly number[])[];
  readonly tradesThisPhase: number;
  readonly reshuffles: number;
  /** Running figures for the playtest statistics (small: counters and the effect cards used). */
  readonly stats: TechExchangeStats;
  /** The trading phase's clock (option tradingClockSeconds), or null. Time is an input: it starts at the phase's first action time. */
  readonly clock: Countdown | null;
  /** Why the last phase change happened, for the screen ("a stack reached 3 cards"). */
  readonly note: string;
  /**
   * Where each card can be (core/knowledge.ts, places in knowledge.ts); the
   * `known` lists of the hands and the discard are read from it.
   */
  readonly knowledge: Knowledge;
}

export type ZoneRef =
  { readonly zone: 'stack'; readonly domain: Domain } | { readonly zone: 'hand'; readonly seat: number } | { readonly zone: 'discard' };

/** Where revealed cards go: each onto its domain's stack, into a hand, or onto the discard. */
export type RevealTarget = { readonly zone: 'stacks' } | { readonly zone: 'hand'; readonly seat: number } | { readonly zone: 'discard' };

export type TechExchangeAction =
  /** Setup: the first player as drawn at the physical table (replaces the referee's random draw), before the first trade. */
  | { readonly type: 'setFirstPlayer'; readonly seat: number }
  | {
      readonly type: 'trade';
      readonly a: number;
      readonly b: number;
      readonly aGives: number | readonly CardCode[];
      readonly bGives: number | readonly CardCode[];
    }
  | { readonly type: 'reveal'; readonly card: CardCode; readonly stack?: Domain }
  | { readonly type: 'announceDone'; readonly seat: number }
  | { readonly type: 'resumeTrading'; readonly seat: number }
  | { readonly type: 'endTrading' }
  /** The operator starts the trading phase's clock (it waits at full time until then). */
  | { readonly type: 'startClock' }
  /**
   * `impliedStart`: only as the migration reads a log from before startClock
   * existed (migrate.ts): that clock ran from the opening of the phase, so a
   * pause of a clock not started here starts and pauses it at once.
   */
  | { readonly type: 'pauseClock'; readonly impliedStart?: true }
  | { readonly type: 'resumeClock' }
  /** `drawn`: the card drawn again, named when the app deals (dealing: app), so the engine keeps knowing the hand. */
  | { readonly type: 'placeWild'; readonly seat: number; readonly stack: Domain; readonly redraw: boolean; readonly drawn?: CardCode }
  | {
      readonly type: 'useEffect';
      readonly seat: number;
      readonly card: CardCode;
      readonly text?: string | null;
      readonly effect?: StructuredEffect;
    }
  | { readonly type: 'passEffect'; readonly seat: number }
  | { readonly type: 'replaceStackCard'; readonly stack: Domain; readonly card: CardCode; readonly revealed: CardCode }
  | { readonly type: 'moveStackCard'; readonly from: Domain; readonly card: CardCode }
  | {
      readonly type: 'revealCards';
      readonly cards: readonly { readonly card: CardCode; readonly stack?: Domain }[];
      readonly to: RevealTarget;
    }
  | { readonly type: 'expelCard'; readonly from: ZoneRef; readonly card: CardCode }
  | { readonly type: 'finishEffect' }
  /** Corrections to the physical table: the cards that differ come from, or go back to, the deck. */
  | { readonly type: 'correctStack'; readonly domain: Domain; readonly cards: readonly CardCode[] }
  | { readonly type: 'correctHand'; readonly seat: number; readonly count: number }
  | { readonly type: 'revealHand'; readonly seat: number; readonly cards: readonly CardCode[] }
  | { readonly type: 'acceptScore'; readonly seat: number }
  | { readonly type: 'claimScore'; readonly seat: number; readonly kept?: readonly CardCode[]; readonly groups: readonly GroupClaim[] };

export type ActionType = TechExchangeAction['type'];

/**
 * Every code a Tech Exchange refusal can carry: its parse, setup and
 * validate, with the shared card knowledge, card notation and options
 * checks they call. validate's return type is closed to these.
 */
export const TECH_EXCHANGE_ERROR_CODES = [
  // parse and setup
  'ERR_BAD_ACTION',
  'ERR_BAD_CARD_CODE',
  'ERR_DRAWN_WITHOUT_REDRAW',
  'ERR_PLAYER_COUNT',
  'ERR_BAD_OPTION',
  'ERR_UNKNOWN_OPTION',
  'ERR_CARD_NOT_IN_DECK',
  // the shared card knowledge (core/knowledge, core/zone)
  'ERR_CARD_ELSEWHERE',
  'ERR_CARD_NOT_IN_GAME',
  'ERR_HAND_SIZE',
  'ERR_INCONSISTENT_HAND',
  // scoring
  'ERR_BAD_GROUP_SIZE',
  'ERR_BAD_STACKS',
  'ERR_CARD_NOT_IN_HAND',
  'ERR_DOMAIN_NOT_IN_GROUP',
  'ERR_NOT_A_FLUSH',
  'ERR_NOT_SAME_VALUE',
  'ERR_TOO_MANY_FLUSHES',
  'ERR_WILD_IN_GROUP',
  // validate
  'ERR_ALREADY_DONE',
  'ERR_ALREADY_IN_DOMAIN',
  'ERR_ALREADY_REVEALED',
  'ERR_ALREADY_SCORED',
  'ERR_BAD_KEPT',
  'ERR_CLOCK_NOT_STARTED',
  'ERR_CLOCK_PAUSED',
  'ERR_CLOCK_RUNNING',
  'ERR_CLOCK_STARTED',
  'ERR_DECK_EMPTY',
  'ERR_EFFECT_IN_PROGRESS',
  'ERR_GAME_OVER',
  'ERR_HAND_NOT_REVEALED',
  'ERR_NOT_DONE',
  'ERR_NOT_EFFECTS_PHASE',
  'ERR_NOT_ENOUGH_CARDS',
  'ERR_NOT_IN_STACK',
  'ERR_NOT_REVEAL_PHASE',
  'ERR_NOT_TRADING',
  'ERR_NOT_YOUR_TURN',
  'ERR_NO_CLOCK',
  'ERR_NO_EFFECT_IN_PROGRESS',
  'ERR_NO_REVEAL_PENDING',
  'ERR_NO_SUCH_SEAT',
  'ERR_REVEAL_PENDING',
  'ERR_REVEAL_STARTED',
  'ERR_SAME_PLAYER',
  'ERR_STACK_LIMIT_REACHED',
  'ERR_TRADE_SIZE',
  'ERR_TRADING_OVER',
  'ERR_TRADING_TIME_UP',
  'ERR_WILD_HAS_NO_DOMAIN',
  'ERR_WILD_IN_HAND',
  'ERR_WILD_NEEDS_STACK',
  'ERR_WILD_NOT_EXPELLED',
  'ERR_WILD_NOT_TRADED',
  'ERR_WRONG_EDIT',
  'ERR_WRONG_HAND_SIZE',
  'ERR_WRONG_PHASE',
  'ERR_WRONG_REVEAL_COUNT',
  'ERR_WRONG_STACK',
] as const;

export type TechExchangeErrorCode = (typeof TECH_EXCHANGE_ERROR_CODES)[number];

export const isTechExchangeErrorCode = (code: string): code is TechExchangeErrorCode =>
  (TECH_EXCHANGE_ERROR_CODES as readonly string[]).includes(code);
