/**
 * The GameDefinition interface: a game is a data object of pure functions,
 * registered by id (see src/engine/registry.ts). The UI, the store, the server
 * and the command line only ever talk to a game through this interface.
 */
import type { ClockReading, DueAction, Flow, OutcomeKind } from './flow';
import type { LogEvent } from './log';
import type { Result } from './result';

export type GameId = 'tech-exchange' | 'tech-chess' | 'grid-poker' | 'for-ex' | 'trades';
export const GAME_IDS: readonly GameId[] = ['tech-exchange', 'tech-chess', 'grid-poker', 'for-ex', 'trades'];

export type OptionValue = number | string | boolean;
export type Options = Readonly<Record<string, OptionValue>>;

/** One variant option a user can change at setup (CLARIFICATIONS.md names them). */
export type OptionSpec =
  | {
      readonly name: string;
      readonly label: string;
      readonly help: string;
      readonly type: 'int';
      readonly default: number;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly name: string;
      readonly label: string;
      readonly help: string;
      readonly type: 'enum';
      readonly default: string;
      readonly choices: readonly string[];
    }
  | { readonly name: string; readonly label: string; readonly help: string; readonly type: 'bool'; readonly default: boolean }
  | { readonly name: string; readonly label: string; readonly help: string; readonly type: 'text'; readonly default: string };

export interface MatchConfig {
  /** Player names in seat order (seat 0 first). */
  readonly players: readonly string[];
  /** Every option of the game, defaults filled in (see resolveOptions). */
  readonly options: Options;
  /** Seed of all the match's randomness. */
  readonly seed: string;
  /** Wall-clock time of the setup, ms since the epoch (clocks start from it). */
  readonly at: number;
}

/** What the engine knows about one event when it validates and applies it. */
export interface ActionContext {
  /** Wall-clock time of the action, ms since the epoch. Clocks read it; rules never call Date.now(). */
  readonly at: number;
}

/** Final standings, once the game is over. Ties share: every winner is listed. */
export interface Outcome {
  readonly winners: readonly number[];
  /** How it ended, as a stable id (statistics and screens compare this, never `reason`). */
  readonly kind?: OutcomeKind;
  /** Why it ended, in plain words ("time limit reached", "both kings captured"). */
  readonly reason: string;
  readonly draw?: boolean;
}

/** Scores by seat, and per round where the game keeps rounds. */
export interface ScoreSheet {
  /** Column titles for rounds (may be empty). */
  readonly rounds: readonly string[];
  /** rows[seat] = per-round points; totals[seat] = the game total. */
  readonly rows: readonly (readonly number[])[];
  readonly totals: readonly number[];
  /** true when lower totals are better (Trades). */
  readonly lowerIsBetter: boolean;
}

/** One action the UI may offer now, asked of the engine (never decided by the UI). */
export interface ActionOffer {
  /** The action type, e.g. "trade", "move", "endRound". */
  readonly type: string;
  /** A label for buttons and the help overlay. */
  readonly label: string;
  /** Seat the action is for, or null for a table/referee action. */
  readonly actor: number | null;
  /** A fully formed action when no further input is needed. */
  readonly action?: unknown;
  /** When offered but not allowed now: why (shown on hover). */
  readonly disabledReason?: string;
  /** True when the step cannot be taken back at the table (it ends a round, a phase or the game): the UI asks once. */
  readonly irreversible?: boolean;
}

/** The public summary every game gives for the header, the table view and replay. */
export interface TableSummary {
  /** The phase in plain words ("First trading phase", "Player 2 to move"). */
  readonly phase: string;
  /** The current phase's stable id (the same as `flow(state).current`). */
  readonly phaseId?: string;
  /** Seat whose turn it is, or null when anyone may act. */
  readonly turn: number | null;
  readonly round?: number;
  readonly finished: boolean;
}

/** A card whose identity the log recorded, for per-card playtest statistics. */
export interface CardUseRecord {
  readonly code: string;
  readonly seat: number | null;
  readonly use: 'played' | 'scored' | 'held';
}

/** What a finished (or abandoned) match tells the playtest statistics, beyond scores. */
export interface GameInsight {
  /** The seat that played first, when the game has one. */
  readonly firstPlayer: number | null;
  readonly rounds: number;
  /** Turns or moves played: what "game length" means for this game. */
  readonly turns: number;
  /** Points by seat and round, where the game scores per round. */
  readonly roundScores: readonly (readonly number[])[] | null;
  /** Game-specific figures (tradesPerRound, bankruptcy, upgradesUsed ...). */
  readonly figures: Readonly<Record<string, number>>;
  /** Game-specific tallies (grid poker categories won ...). */
  readonly tallies: Readonly<Record<string, number>>;
  readonly cards: readonly CardUseRecord[];
}

/** S: the state, A: an action, V: what `view` shows (the UI reads it typed). */
export interface GameDefinition<S, A, V = unknown> {
  readonly id: GameId;
  readonly name: string;
  /** One line for the home screen. */
  readonly description: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionSpec[];
  /** The deck file this game uses, or null (For-Ex). */
  readonly deck: 'tech-deck' | 'standard-52' | null;

  setup(config: MatchConfig): Result<S>;
  /** Parses an untrusted value (a log line, an IPC payload) into an action of this game. */
  parseAction(raw: unknown): Result<A>;
  validate(state: S, action: A, ctx: ActionContext): Result<undefined>;
  /** Applies an action that validate accepted. Behaviour on an unvalidated action is undefined. */
  apply(state: S, action: A, ctx: ActionContext): S;
  /**
   * The actions offered now. `actor` null: the table's own actions (the
   * referee's, corrections, clocks, ending a phase); a seat: the actions that
   * seat may declare. Every offer's `actor` equals the `actor` asked for.
   */
  legalActions(state: S, actor: number | null): readonly ActionOffer[];
  /** The phases and what is expected next (for the shared phase bar). */
  flow(state: S): Flow;
  /** Every clock at `now`, each with its pause/resume action (none for untimed games). */
  clocks(state: S, now: number): readonly ClockReading[];
  /** The action time forces at `now` (time up, a fallen flag), or null. */
  due(state: S, now: number): DueAction<A> | null;
  /** What a seat may see (null: the referee's public table view). */
  view(state: S, viewer: number | null): V;
  summary(state: S, now: number): TableSummary;
  outcome(state: S): Outcome | null;
  score(state: S): ScoreSheet;
  /**
   * The seat an action names as the one taking it (For-Ex's `player`), null
   * for an action of the table, undefined when the action names no acting
   * seat. The pipeline refuses an event whose actor is another seat.
   */
  actingSeat?(action: A): number | null | undefined;
  /**
   * Migrations: reads the events of a log written under older rules as the
   * current rules' actions (docs/log-format.md, Migrations), keeping each
   * event's seq, time and actor; the file itself is never rewritten. The
   * fold runs it before replaying, so every reader (app, store, command
   * line, statistics) sees the same match. Events are untrusted here.
   */
  migrateLog?(config: MatchConfig, events: readonly LogEvent[]): readonly LogEvent[];
  /**
   * The same state, its card knowledge checked exactly from now on (core/knowledge.ts checkedExactly): games that
   * track cards have it. The referee at the table and `replay` ask for it; bulk readers of judged logs do not.
   */
  checkedExactly?(state: S): S;
  /**
   * The same state, its cards taken as the referee judged them from now on (core/knowledge.ts trustingCards): for
   * the statistics, whose records never read the knowledge. Only a game that keeps its own count of the cards as
   * each action leaves them has it (Trades); the others are followed as ever.
   */
  trustingCards?(state: S): S;
  /** A one-line description of an action for the event log ("Ann trades 2 cards with Bo"). */
  describe(state: S, action: A): string;
  /** Figures for the playtest statistics (optional: games without it get generic figures). */
  insight?(state: S): GameInsight;
}

/** A game definition with its state and action types erased, for registries and tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds games of different S and A; callers go through parseAction, so no value of the wrong type reaches a game.
export type AnyGameDefinition = GameDefinition<any, any, any>; // any: erased per game, see the line above

// Validate-then-apply of a typed action lives in ./match.ts with the rest of
// the pipeline; re-exported here so existing callers keep their import.
export { play } from './match';
