/**
 * Tech Grid Poker state and actions. The cards stay on the table, so the
 * state keeps what the referee can know: the market and the companies (face
 * up, fully known), how many cards each hand, the deck and the discard hold
 * (always), and which cards they are where they were declared (revealed,
 * returned, discarded face up). Committed hand cards are face down: only
 * their line is recorded until the reveal.
 */
import type { CardCode } from '../core/cards';
import type { Knowledge } from '../core/knowledge';
import type { RngState } from '../core/rng';
import type { Category } from './evaluator-tables';
import type { GridPokerOptions } from './options';

/** A hand or the discard: a count and the cards of it the referee knows for certain (read from `knowledge`). */
export interface Zone {
  readonly count: number;
  readonly known: readonly CardCode[];
}

export type Axis = 'row' | 'column';

/** A row or a column of the 3x3 market, index 0..2 (rows top to bottom, columns left to right). */
export interface Line {
  readonly axis: Axis;
  readonly index: number;
}

/** Turn-ordered phases: `turn` is the seat to act, `taken` how many seats have acted. */
export interface TurnPhase {
  readonly turn: number;
  readonly taken: number;
}

export type Phase =
  | { readonly kind: 'market' }
  | ({ readonly kind: 'company' } & TurnPhase)
  | { readonly kind: 'setupDiscard'; readonly done: readonly boolean[] }
  | ({
      readonly kind: 'companyEffects' | 'handEffects';
      readonly used: readonly boolean[];
      /**
       * Per seat, the cards an effect brought into the seat's company (company
       * effects) or, named, into the hand (hand effects) during this phase:
       * each may be used once as a chained effect, out of turn.
       */
      readonly fresh: readonly (readonly CardCode[])[];
    } & TurnPhase)
  | ({ readonly kind: 'commit' } & TurnPhase)
  | ({ readonly kind: 'place' } & TurnPhase)
  | { readonly kind: 'reveal' }
  | { readonly kind: 'marketDiscard'; readonly queue: readonly MarketDiscardDue[] }
  | { readonly kind: 'returnOrRedraw'; readonly pending: readonly boolean[] }
  | { readonly kind: 'refill' }
  | ({ readonly kind: 'improve' } & TurnPhase)
  | { readonly kind: 'endDiscard' }
  | { readonly kind: 'over' };

export type PhaseKind = Phase['kind'];

/** The winner (earliest in turn order among the tied) who discards a market card of their winning line. */
export interface MarketDiscardDue {
  readonly seat: number;
  readonly line: Line;
  readonly axis: Axis;
}

/** Hand cards a player committed face down to a line. */
export interface CommittedHand {
  readonly line: Line;
  /** The cards the referee knew were in the hand at the commit (any of them may be among the two). */
  readonly heldKnown: readonly CardCode[];
  /** The two cards, once revealed. */
  readonly cards: readonly CardCode[] | null;
  /** The cards have left the line (back to hand, or discarded): they no longer count as committed. */
  readonly settled: boolean;
}

export interface GridEntry {
  readonly hand: CommittedHand | null;
  readonly company: Line | null;
}

/** One player hand on a line, evaluated at the reveal. */
export interface LineHand {
  readonly seat: number;
  readonly source: 'hand' | 'company';
  readonly line: Line;
  readonly cards: readonly CardCode[];
  readonly category: Category;
  readonly strength: number;
}

/** The best hand among the rows (or the columns): every tied player scores. */
export interface AxisResult {
  readonly axis: Axis;
  readonly hands: readonly LineHand[];
  /** The tied best hands, in turn order from the first player; empty when nobody played on this axis. */
  readonly winners: readonly LineHand[];
  readonly points: number;
}

export interface GridRound {
  readonly entries: readonly GridEntry[];
  /** Set at the reveal. */
  readonly rows: AxisResult | null;
  readonly columns: AxisResult | null;
}

/** An effect being resolved: the card is face up, out of its zone, until finishEffect. */
export interface Resolving {
  readonly seat: number;
  readonly source: 'company' | 'hand';
  readonly card: CardCode;
  /** The effect text as printed (from the deck file), shown while the operator makes the edits. */
  readonly text: string | null;
  /** A hand card is revealed and sits apart until the effect ends (then it is discarded and redrawn), unless an edit moved it. Company cards stay in the company. */
  readonly out: boolean;
  /** Guided edits made so far for this effect. */
  readonly edits: number;
  /** The player's effect of the phase, in turn (finishing it moves the turn on); false for a chained effect. */
  readonly inTurn: boolean;
}

export interface GridPokerState {
  readonly players: readonly string[];
  readonly options: GridPokerOptions;
  readonly rng: RngState;
  /** 1-based; rounds run 1..options.rounds. */
  readonly round: number;
  /** Seat holding the first-player marker. */
  readonly firstPlayer: number;
  readonly phase: Phase;
  /** How many copies of each code the game uses (one or two decks, wilds or not). */
  readonly composition: Readonly<Record<CardCode, number>>;
  /** The 3x3 market, row by row (slot = row * 3 + column); null: an empty slot to fill from the deck. */
  readonly market: readonly (CardCode | null)[];
  /** Company cards per seat (face up). */
  readonly companies: readonly (readonly CardCode[])[];
  readonly hands: readonly Zone[];
  /** Cards in the draw deck (the table keeps their order). */
  readonly deck: number;
  readonly discard: Zone;
  /** Removed from the game by effects. */
  readonly expelled: readonly CardCode[];
  /** The card whose effect is being resolved, on its own between zones. */
  readonly resolving: Resolving | null;
  /** This round's grid poker; null before the phase. */
  readonly grid: GridRound | null;
  /** scores[round - 1][seat]. */
  readonly scores: readonly (readonly number[])[];
  readonly reshuffles: number;
  /** The seat that played first in round 1 (the marker moves on each round). */
  readonly startingPlayer: number;
  /** Actions applied so far (game length for the playtest statistics). */
  readonly actions: number;
  /** Counts for the statistics: winning categories (`won:<category>`), wins with hand or company cards. A handful of keys. */
  readonly tallies: Readonly<Record<string, number>>;
  /** The players' own cards in winning hands, one entry per card per win (at most a few per round). */
  readonly scoredCards: readonly { readonly code: CardCode; readonly seat: number }[];
  /**
   * Where each card can be (core/knowledge.ts, places in knowledge.ts): the
   * referee's checks of named cards ask it, and the zones' known lists are
   * read from it.
   */
  readonly knowledge: Knowledge;
  /**
   * With `dealing: app`, the draw deck's cards from the top: the app shuffled
   * them (seeded) and deals each one named, so the engine knows every card.
   * Absent when the table deals. Never shown (view.ts).
   */
  readonly dealt?: readonly CardCode[];
  /** Why the phase last changed, in plain words for the screen. */
  readonly note: string;
}

/** A place a card can be moved from or to by a guided edit (effects, corrections). */
export type Place =
  | { readonly zone: 'hand'; readonly seat: number }
  | { readonly zone: 'company'; readonly seat: number }
  | { readonly zone: 'market'; readonly slot: number }
  | { readonly zone: 'deck' }
  | { readonly zone: 'discard' }
  | { readonly zone: 'expelled' }
  | { readonly zone: 'resolving' };

export type GridPokerAction =
  /** Setup or refill: the top card of the deck is dealt face up into an empty market slot. */
  | { readonly type: 'fillMarket'; readonly slot: number; readonly card: CardCode }
  /** Setup: the first player as drawn at the physical table (replaces the referee's random draw). */
  | { readonly type: 'setFirstPlayer'; readonly seat: number }
  | { readonly type: 'formCompany'; readonly seat: number; readonly cards: readonly CardCode[] }
  /** Setup: discard `setupDiscards` hand cards; naming them is optional (the app may not know them). */
  | { readonly type: 'setupDiscard'; readonly seat: number; readonly cards?: readonly CardCode[] }
  | { readonly type: 'useEffect'; readonly seat: number; readonly card: CardCode; readonly text?: string | null }
  | { readonly type: 'passEffect'; readonly seat: number }
  /** A guided edit while an effect resolves, or a logged correction of the table. `card` null: an unidentified card. */
  | { readonly type: 'moveCard'; readonly from: Place; readonly to: Place; readonly card: CardCode | null }
  | { readonly type: 'finishEffect' }
  | { readonly type: 'commitHand'; readonly seat: number; readonly line: Line | null }
  | { readonly type: 'placeCompany'; readonly seat: number; readonly line: Line | null }
  | { readonly type: 'revealHand'; readonly seat: number; readonly cards: readonly CardCode[] }
  | { readonly type: 'discardMarket'; readonly seat: number; readonly slot: number }
  | { readonly type: 'returnOrRedraw'; readonly seat: number; readonly choice: 'return' | 'redraw' }
  /** Company improvement: `card` from hand joins the company, replacing `replace` (discarded); card null: pass. */
  | { readonly type: 'improveCompany'; readonly seat: number; readonly card: CardCode | null; readonly replace?: CardCode | null }
  /** End of round: discard `count` cards (down to the hand limit); naming them is optional. */
  | { readonly type: 'endDiscard'; readonly seat: number; readonly count: number; readonly cards?: readonly CardCode[] };

export type ActionType = GridPokerAction['type'];

/**
 * Every error code Grid Poker's parse, setup and validate can return: closed,
 * so a mistyped code fails to compile; docs/grid-poker-actions.md lists them.
 */
export type GridPokerErrorCode =
  // parse
  | 'ERR_BAD_ACTION'
  | 'ERR_BAD_CARD_CODE'
  // setup
  | 'ERR_PLAYER_COUNT'
  | 'ERR_BAD_OPTION'
  | 'ERR_UNKNOWN_OPTION'
  | 'ERR_OPTION_CONFLICT'
  | 'ERR_NOT_ENOUGH_CARDS'
  // validate
  | 'ERR_GAME_OVER'
  | 'ERR_WRONG_PHASE'
  | 'ERR_NO_SUCH_SEAT'
  | 'ERR_NOT_YOUR_TURN'
  | 'ERR_ALREADY_DONE'
  | 'ERR_NOT_PENDING'
  | 'ERR_CARD_COUNT'
  | 'ERR_CARD_ELSEWHERE'
  | 'ERR_CARD_NOT_IN_GAME'
  | 'ERR_NO_SUCH_SLOT'
  | 'ERR_SLOT_TAKEN'
  | 'ERR_SLOT_EMPTY'
  | 'ERR_DECK_EMPTY'
  | 'ERR_EFFECT_IN_PROGRESS'
  | 'ERR_EFFECT_USED'
  | 'ERR_NO_EFFECT'
  | 'ERR_NOT_IN_COMPANY'
  | 'ERR_NO_COMPANY'
  | 'ERR_ROW_COLUMN_EXCLUSIVITY'
  | 'ERR_NOTHING_COMMITTED'
  | 'ERR_NOT_IN_LINE'
  | 'ERR_NO_REPLACE'
  | 'ERR_REPLACE_REQUIRED'
  // guided edits and corrections (moveCard)
  | 'ERR_SAME_PLACE'
  | 'ERR_BAD_TARGET'
  | 'ERR_CARD_REQUIRED'
  | 'ERR_COMPANY_FULL';
