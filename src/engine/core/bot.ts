/**
 * The contract between a game's bots and whoever runs them (the balance lab's
 * simulator in src/sim, a bot seat at a live table, tests). A bot is pure: it
 * reads a state and a seeded generator and returns one action, which the
 * caller plays through the one pipeline (core/match.ts), so a bot can never
 * make a move the referee would refuse without the refusal being seen.
 */
import type { MatchConfig, Options } from './game';
import type { Result } from './result';
import type { RngState } from './rng';

/** Who must decide now in a simulated match: a seat, the table (referee steps), or nobody (finished). */
export type Decider = { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'table' } | { readonly kind: 'done' };

/** One choice of a bot, with the generator state after it (so runs repeat exactly). */
export interface BotChoice<A> {
  readonly action: A;
  readonly rng: RngState;
}

/** A player in a simulation. `seat` is the seat it plays, or null when it takes the table's steps. */
export interface Bot<S, A> {
  /** The name as given to `--bots` ("random", "greedy", "mcts:200"). */
  readonly name: string;
  /**
   * One action for `seat` in `state`, or an error when it has none to offer (a bug: the game is not finished).
   * `at` is the time the action will be stepped at: the runner adds msPerAction, asks the decider at that
   * time, then the bot, then steps the action with the same `at`.
   */
  choose(state: S, seat: number | null, rng: RngState, at: number): Result<BotChoice<A>>;
}

/** Parameters of the bots a game builds (from "random", "greedy", "mcts:N"). */
export type BotSpec = { readonly kind: 'random' } | { readonly kind: 'greedy' } | { readonly kind: 'mcts'; readonly iterations: number };

/** What a game gives the simulator: dealt-by-the-app play, who decides, its bots. */
export interface GameSimulation<S, A> {
  /**
   * Options merged over the user's so that the engine deals every card from
   * its seeded deck and knows every hidden card (each seat's view still hides
   * what that seat cannot see). Empty for a game that is always dealt by the app.
   */
  readonly dealtOptions: Options;
  /** The setup of a simulated match (normally the game's setup with dealtOptions merged). */
  setup(config: MatchConfig): Result<S>;
  /** Who must decide now. Table steps (scoring, a due action) are taken by the table bot. */
  decider(state: S, at: number): Decider;
  /** The milliseconds of table time one action takes in a simulation (clocks run on it). */
  readonly msPerAction: number;
  /** A bot of this game; an error names the bot kinds it has. */
  bot(spec: BotSpec): Result<Bot<S, A>>;
}
