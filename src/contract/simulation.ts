/**
 * The balance lab's data (src/sim): what a simulation is asked for, what one
 * simulated game tells the summary, and the summary itself (the JSON object
 * `deckside simulate` prints and the Balance lab screen draws). Part of the
 * contract because the lab's runs cross IPC and HTTP; plain JSON values only
 * (they cross worker threads too).
 */
import type { CardUseRecord, GameId, Options } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';

/** A 95% interval (the same shape as src/insight's). */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** A simulation as asked for (the command line's flags, the lab's form). */
export interface SimRequest {
  readonly game: GameId;
  readonly games: number;
  readonly seed: string;
  /** Seats; the game's fewest when absent. */
  readonly players?: number;
  /** One bot for every seat, or one per seat in seat order ("random", "greedy", "mcts:200"). */
  readonly bots: readonly string[];
  /** Variant options as given (strings are converted, as on the command line). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Options changed for the comparison run over the same seeds (absent or empty: no comparison). */
  readonly versus?: Readonly<Record<string, unknown>>;
  /** Worker threads (default: one per core). */
  readonly workers?: number;
}

/** One simulated game, as a worker reports it. */
export interface GameResult {
  /** 0-based number of the game in its run; its seed is derived from the run's seed and this. */
  readonly index: number;
  readonly set: 'base' | 'versus';
  /** The seed the game was dealt from. */
  readonly seed: string;
  readonly finished: boolean;
  readonly winners: readonly number[];
  readonly draw: boolean;
  /** Length in the game's unit (see lengthUnitOf). */
  readonly length: number;
  /** Actions taken (events logged). */
  readonly actions: number;
  readonly totals: readonly number[];
  readonly lowerIsBetter: boolean;
  readonly firstPlayer: number | null;
  readonly cards: readonly CardUseRecord[];
  /** Why the game did not finish (a bot found no action, the action cap was reached): a bug to report. */
  readonly error?: { readonly code: string; readonly message: string };
  /** The log, when the run writes match files. */
  readonly events?: readonly LogEvent[];
}

export interface SeatFigures {
  readonly seat: number;
  readonly bot: string;
  /** Games the seat won or shared. */
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: Interval;
}

export interface Spread {
  readonly mean: number;
  readonly median: number;
  readonly p90: number;
}

export interface LengthFigures extends Spread {
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  /** Games by length: [length, count] for every length seen, shortest first (the lab's histogram). */
  readonly histogram: readonly (readonly [number, number])[];
}

export interface FirstPlayerFigures {
  /** Games whose first player won or shared the win, of the games that had a first player. */
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: Interval;
  /** The rate a fair game would give the first player: 1 / players. */
  readonly fair: number;
}

export interface CardFigures {
  readonly code: string;
  /** (game, seat) pairs that held, played or scored the card. */
  readonly seen: number;
  /** Of them, the seat won or shared the win. */
  readonly wins: number;
  readonly rate: number;
  readonly interval: Interval;
}

/** The figures of one set of games (the run itself, or its --versus run). */
export interface SetFigures {
  readonly options: Options;
  readonly seats: readonly SeatFigures[];
  readonly draws: number;
  /** Games that finished (the figures count only these); the others are listed in `errors`. */
  readonly finished: number;
  readonly length: LengthFigures;
  readonly firstPlayer: FirstPlayerFigures | null;
  /** The gap between the best and the worst total of each game. */
  readonly scoreSpread: Spread | null;
  readonly cards: readonly CardFigures[];
  readonly actions: number;
  readonly errors: readonly { readonly index: number; readonly code: string; readonly message: string }[];
}

export interface Difference {
  /** versus minus base. */
  readonly difference: number;
  readonly interval: Interval;
}

export interface VersusFigures extends SetFigures {
  readonly differences: {
    readonly seats: readonly (Difference & { readonly seat: number })[];
    readonly draws: Difference;
    readonly firstPlayer: Difference | null;
    /** Of the mean length (Welch's interval). */
    readonly length: Difference;
  };
}

/** The JSON object of `deckside simulate` (architecture.md). */
export interface SimSummary {
  readonly game: GameId;
  readonly games: number;
  readonly players: number;
  readonly seed: string;
  readonly options: Options;
  readonly bots: readonly string[];
  readonly seats: readonly SeatFigures[];
  readonly draws: number;
  readonly length: LengthFigures;
  readonly perSecond: { readonly games: number; readonly actions: number };
  readonly firstPlayer: FirstPlayerFigures | null;
  readonly scoreSpread: Spread | null;
  readonly cards: readonly CardFigures[];
  readonly finished: number;
  readonly actions: number;
  readonly errors: SetFigures['errors'];
  /** The rules version tag the games were played under (header of --out files). */
  readonly rulesVersion: string;
  readonly versus?: VersusFigures;
}

/** Progress of a run: games done of all (both sets counted). */
export interface SimProgress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
}
