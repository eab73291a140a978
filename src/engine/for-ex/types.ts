/**
 * For-Ex data types: currencies, the game state Deckside keeps as the bank and
 * the rate board, and the actions players declare. The state holds only the
 * present (no history): the rate history is folded from the log elsewhere
 * (history.ts), so apply costs the same at every action.
 */
import type { RngState } from '../core/rng';

/** The seven currencies, in the reference's order (pair keys follow it). */
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CHF', 'JPY', 'CAD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Contract letters: three cards each, so at most six contracts or loans at once. */
export const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type Letter = (typeof LETTERS)[number];

/** Money or certificates per currency. Money is in bucks, always a multiple of 0.5. */
export type PerCurrency = Readonly<Record<Currency, number>>;

export interface Amount {
  readonly currency: Currency;
  readonly amount: number;
}

export interface ContractItem {
  readonly kind: 'contract';
  readonly letter: Letter;
  readonly owner: number;
  readonly pay: Amount;
  readonly receive: Amount;
  /** The turn it was made in (for the display). */
  readonly madeOnTurn: number;
}

export interface LoanItem {
  readonly kind: 'loan';
  /**
   * The letters this loan holds, all freed when it is paid: its own (the
   * failed contract's) only, or every merged one under mergedLoanKeepsLetters.
   */
  readonly letters: readonly Letter[];
  readonly owner: number;
  /** What is owed, one entry per currency (debts in the same currency are summed). */
  readonly debts: readonly Amount[];
}

export interface DividendsItem {
  readonly kind: 'dividends';
}

export type QueueItem = ContractItem | LoanItem | DividendsItem;

/** A spot transaction offered by the player whose turn it is, waiting for the partner's answer. */
export interface SpotOffer {
  readonly from: number;
  readonly to: number;
  /** What the offering player gives, and what they get back. */
  readonly give: Amount;
  readonly receive: Amount;
}

export type Phase =
  /** A player's turn: optional spot transaction (offer pending or not), then one action. */
  | { readonly kind: 'turn'; readonly player: number; readonly spotDone: boolean; readonly offer: SpotOffer | null }
  /** After a divest: the other players, clockwise, may sell the same currency; `asked` answers next. */
  | { readonly kind: 'divestRound'; readonly player: number; readonly currency: Currency; readonly asked: number }
  /** The last dividend is paid: no more turns, the rest of the queue is resolved in order. */
  | { readonly kind: 'finalResolution' }
  /** The strongest currency is tied after every tie-break: `chooser` (who took the last turn) picks. */
  | { readonly kind: 'chooseStrongest'; readonly chooser: number; readonly candidates: readonly Currency[] }
  | { readonly kind: 'over' };

/** The settings of one match, parsed from the variant options (options.ts). */
export interface ForExSettings {
  readonly certificatesPerCurrency: number;
  readonly certificatesRemovedAtSetup: number;
  /** Removed certificates entered from the physical game, or null to draw them at random. */
  readonly removedCertificates: readonly Currency[] | null;
  /** At most this many certificates of one currency per player. */
  readonly certificateLimit: number;
  readonly startingMoney: number;
  /** Dividend values in order of resolution; their count is the number of dividends. */
  readonly dividends: readonly number[];
  /** Signed track per pair (see rates.ts). */
  readonly startingRates: readonly number[];
  /** 'each': every conversion rounded down on its own (reference); 'total': the converted sum rounded down once. */
  readonly conversionRounding: 'each' | 'total';
  /** true: a refused spot offer still uses up the turn's spot transaction (BGA: false). */
  readonly refusedSpotCounts: boolean;
  /** true: a bankrupt player scores 0 and cannot win (BGA). */
  readonly bankruptScoresZero: boolean;
  /** Final standings tie-break: most certificates of the strongest currency (BGA), or shared. */
  readonly standingsTieBreak: 'strongestCertificates' | 'shared';
  /** true: dividends resolved while nobody holds a certificate strengthen nothing (BGA: all seven tie at zero, the acting player chooses). */
  readonly noHoldersStrengthenNothing: boolean;
  /** true: a failed contract merged into an existing Loan keeps its letter until the Loan is paid (BGA: freed at once). */
  readonly mergedLoanKeepsLetters: boolean;
}

export interface EndInfo {
  readonly reason: 'bankruptcy' | 'queueEmpty';
  readonly bankrupt: number | null;
  /** The strongest currency, once known (null while the chooser has not chosen). */
  readonly strongest: Currency | null;
}

export interface ForExState {
  readonly players: readonly string[];
  readonly settings: ForExSettings;
  /** The generator used at setup (kept so the setup replays bit for bit). */
  readonly rng: RngState;
  /** Signed track positions of the 21 pairs (rates.ts). */
  readonly rates: readonly number[];
  readonly money: readonly PerCurrency[];
  readonly certificates: readonly PerCurrency[];
  /** Certificates still available to buy. */
  readonly supply: PerCurrency;
  /** Certificates taken out at setup. */
  readonly removed: PerCurrency;
  /** Certificates divested: out of the game. */
  readonly retired: PerCurrency;
  /** Front first. Holds the Dividends item until the last dividend is paid. */
  readonly queue: readonly QueueItem[];
  readonly dividendsPaid: number;
  readonly phase: Phase;
  /** Turns started so far (the first turn is 1). */
  readonly turn: number;
  /** The player who took the last turn (chooses the strongest currency on a tie). */
  readonly lastTurnPlayer: number | null;
  readonly end: EndInfo | null;
}

export type ForExAction =
  | { readonly type: 'spotOffer'; readonly player: number; readonly partner: number; readonly give: Currency; readonly receive: Currency }
  | { readonly type: 'spotAccept'; readonly player: number }
  | { readonly type: 'spotRefuse'; readonly player: number }
  | { readonly type: 'spotWithdraw'; readonly player: number }
  /** `amount`: the amount of the stronger of the two currencies, a whole number 1..10. */
  | { readonly type: 'contract'; readonly player: number; readonly pay: Currency; readonly receive: Currency; readonly amount: number }
  | { readonly type: 'invest'; readonly player: number; readonly currencies: readonly Currency[] }
  | { readonly type: 'divest'; readonly player: number; readonly currency: Currency; readonly count: number }
  | { readonly type: 'pass'; readonly player: number }
  /** `player` may be left out while the queue is resolved after the last dividend. */
  | { readonly type: 'resolve'; readonly player?: number; readonly strengthen?: Currency }
  | { readonly type: 'chooseStrongest'; readonly player: number; readonly currency: Currency };

export type ForExActionType = ForExAction['type'];

/**
 * Seven zeros. Made with halves first, then zeroed: money comes in halves,
 * and V8 lays out a field by the first value it holds, so objects first made
 * with whole numbers were laid out as small integers and all laid out again
 * when the first half came (a new hidden class per field, each throwing out
 * the optimised code that had met the old one: 7 classes after 300 simulated
 * games). The first object of these seven keys is made here (at setup), so
 * they hold any number from the start. Same values either way.
 */
export const zeroPerCurrency = (): Record<Currency, number> => {
  const out = { GBP: 0.5, EUR: 0.5, USD: 0.5, CHF: 0.5, JPY: 0.5, CAD: 0.5, CNY: 0.5 };
  out.GBP = 0;
  out.EUR = 0;
  out.USD = 0;
  out.CHF = 0;
  out.JPY = 0;
  out.CAD = 0;
  out.CNY = 0;
  return out;
};

/**
 * `m` with `delta` more of `c`: a new object of the same seven keys in the same order (a spread with a computed
 * key would make one V8 cannot keep in a fixed shape, and money is read and copied on most events).
 */
export function plusCurrency(m: PerCurrency, c: Currency, delta: number): PerCurrency {
  const out = { GBP: m.GBP, EUR: m.EUR, USD: m.USD, CHF: m.CHF, JPY: m.JPY, CAD: m.CAD, CNY: m.CNY };
  out[c] += delta;
  return out;
}

export function perCurrency(f: (c: Currency) => number): PerCurrency {
  const out = zeroPerCurrency();
  for (const c of CURRENCIES) out[c] = f(c);
  return out;
}

export const isCurrency = (s: string): s is Currency => (CURRENCIES as readonly string[]).includes(s);

/**
 * Every refusal code For-Ex can return (parse, setup, validate), closed so a
 * mistyped code fails to compile; docs/for-ex-actions.md lists them.
 */
export const FOR_EX_ERROR_CODES = [
  'ERR_BAD_ACTION',
  'ERR_BAD_OPTION',
  'ERR_UNKNOWN_OPTION',
  'ERR_PLAYER_COUNT',
  'ERR_GAME_OVER',
  'ERR_BAD_SEAT',
  'ERR_NOT_YOUR_TURN',
  'ERR_WRONG_PHASE',
  'ERR_SPOT_PENDING',
  'ERR_NO_SPOT_OFFER',
  'ERR_NOT_SPOT_PARTNER',
  'ERR_SPOT_ALREADY_DONE',
  'ERR_SPOT_SELF',
  'ERR_SAME_CURRENCY',
  'ERR_NOT_ENOUGH_MONEY',
  'ERR_PARTNER_CANNOT_PAY',
  'ERR_CONTRACT_AMOUNT',
  'ERR_NO_FREE_CONTRACT',
  'ERR_INVEST_COUNT',
  'ERR_INVEST_SAME_CURRENCY',
  'ERR_NO_CERTIFICATE_AVAILABLE',
  'ERR_CERTIFICATE_LIMIT',
  'ERR_DIVEST_COUNT',
  'ERR_NOT_ENOUGH_CERTIFICATES',
  'ERR_DIVEST_CURRENCY',
  'ERR_STRENGTHEN_CHOICE_NEEDED',
  'ERR_STRENGTHEN_NOT_TIED',
  'ERR_QUEUE_EMPTY',
  'ERR_STRENGTHEN_NOT_ALLOWED',
  'ERR_NOT_CHOOSER',
  'ERR_NOT_TIED',
] as const;
export type ForExErrorCode = (typeof FOR_EX_ERROR_CODES)[number];
