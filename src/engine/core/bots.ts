/**
 * The bots every game shares, written once over a game's `BotGame` (its move
 * generator, who decides, its own evaluation): `random` (uniform over the
 * complete legal actions), `greedy` (the best action one step ahead by the
 * game's evaluation) and `mcts:N` (core/mcts.ts). A game's bots.ts supplies
 * the BotGame; the bots here only pick among the actions it lists, and the
 * caller plays the pick through the pipeline (core/match.ts).
 */
import type { Bot, BotChoice, BotSpec, Decider } from './bot';
import type { GameDefinition } from './game';
import { mctsChoose } from './mcts';
import { err, ok, type Result } from './result';
import { randomInt, type RngState } from './rng';

/** What a game gives the shared bots. */
export interface BotGame<S, A> {
  readonly def: GameDefinition<S, A>;
  /** How many seats the match has. */
  players(state: S): number;
  /** Who must decide now (the GameSimulation's decider). */
  decider(state: S, at: number): Decider;
  /**
   * Every complete action `actor` (a seat, or null for the table) may take
   * now, each one the rules accept. Identities a physical table would show
   * (a card turned from the deck) may be drawn with `rng` from what the
   * engine does not know. Empty when `actor` has nothing to do.
   */
  moves(state: S, actor: number | null, rng: RngState, at: number): [readonly A[], RngState];
  /** One uniformly random action of `moves` (a game may do it without listing them all); null when there is none. */
  randomMove?(state: S, actor: number | null, rng: RngState, at: number): [A | null, RngState];
  /** The game's own evaluation of `state` for `seat`: score, material, money at the current rates. Higher is better. */
  evaluate(state: S, seat: number): number;
  /** How far apart two evaluations are for one to be clearly better (MCTS turns differences into rewards with it). */
  readonly evaluationScale: number;
  /** The state with what `seat` cannot see sampled anew (determinization); the identity for a game without hidden cards. */
  determinize(state: S, seat: number, rng: RngState): [S, RngState];
  /** The actions searched below the root of an MCTS tree (default `moves`): a game may leave out costly rare ones. */
  treeMoves?(state: S, actor: number | null, rng: RngState, at: number): [readonly A[], RngState];
  /** The state after an action inside a search (default the game's apply): a game may skip bookkeeping a search does not read. */
  searchStep?(state: S, action: A, at: number): S;
  /** A rollout of `depth` random steps from `state`, as rewards per seat in [0, 1] (default: random actions, then the evaluation). */
  rollout?(state: S, rng: RngState, depth: number): [number[], RngState];
  /** An action's key in a search tree, equal for equal actions (default its JSON): a game may give a cheaper one. */
  actionKey?(action: A): string;
  /** Milliseconds of table time per action. */
  readonly msPerAction: number;
  /** Actions of one MCTS rollout before the evaluation judges the position. */
  readonly rolloutDepth: number;
}

/** Parses "random", "greedy", "mcts" (200 iterations) or "mcts:N". */
export function parseBotSpec(text: string): Result<BotSpec> {
  const t = text.trim().toLowerCase();
  if (t === 'random') return ok({ kind: 'random' });
  if (t === 'greedy') return ok({ kind: 'greedy' });
  if (t === 'mcts') return ok({ kind: 'mcts', iterations: DEFAULT_MCTS_ITERATIONS });
  const m = /^mcts:(\d+)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 1_000_000) return ok({ kind: 'mcts', iterations: n });
    return err('ERR_BAD_BOT', `"${text}": mcts needs from 1 to 1000000 iterations a move.`, {
      path: 'bots',
      params: { variant: 'mctsNeeds', text },
    });
  }
  return err('ERR_BAD_BOT', `"${text}" is not a bot. Bots: random, greedy, mcts, mcts:N (N iterations a move).`, {
    path: 'bots',
    params: { variant: 'botBots', text },
  });
}

export const DEFAULT_MCTS_ITERATIONS = 200;

/** The name `--bots` gives a spec. */
export const botName = (spec: BotSpec): string => (spec.kind === 'mcts' ? `mcts:${spec.iterations}` : spec.kind);

function pick<A>(list: readonly A[], rng: RngState): [A, RngState] {
  const [i, next] = randomInt(rng, list.length);
  return [list[i] as A, next];
}

/** A uniformly random action of `actor`, or null. */
export function randomAction<S, A>(game: BotGame<S, A>, state: S, actor: number | null, rng: RngState, at: number): [A | null, RngState] {
  if (game.randomMove) return game.randomMove(state, actor, rng, at);
  const [list, r] = game.moves(state, actor, rng, at);
  if (list.length === 0) return [null, r];
  return pick(list, r);
}

const noMove = (name: string, seat: number | null): Result<never> =>
  err('ERR_BOT_NO_MOVE', `The ${name} bot has no action for ${seat === null ? 'the table' : `seat ${seat + 1}`}: the game offers none.`, {
    params: { name, value: seat === null ? 'the table' : `seat ${seat + 1}` },
  });

function choice<A>(action: A | null, rng: RngState, name: string, seat: number | null): Result<BotChoice<A>> {
  return action === null ? noMove(name, seat) : ok({ action, rng });
}

/** Win shares of a finished state (1 split among the winners), or null. */
export function outcomeRewards<S, A>(game: BotGame<S, A>, state: S, players: number): number[] | null {
  const out = game.def.outcome(state);
  if (!out) return null;
  const share = out.winners.length > 0 ? 1 / out.winners.length : 0;
  return Array.from({ length: players }, (_, i) => (out.winners.includes(i) ? share : 0));
}

/** The best action one step ahead for `seat` by the game's evaluation (a win first); ties broken at random. */
function greedyAction<S, A>(game: BotGame<S, A>, state: S, seat: number, rng: RngState, at: number): [A | null, RngState] {
  const [list, r0] = game.moves(state, seat, rng, at);
  const r = r0;
  let best: A[] = [];
  let bestValue = -Infinity;
  const players = game.players(state);
  for (const action of list) {
    const next = game.def.apply(state, action, { at });
    const won = outcomeRewards(game, next, players);
    const value = won ? (won[seat] ?? 0) * 1e9 - 5e8 + game.evaluate(next, seat) : game.evaluate(next, seat);
    if (value > bestValue) {
      bestValue = value;
      best = [action];
    } else if (value === bestValue) best.push(action);
  }
  if (best.length === 0) return [null, r];
  return pick(best, r);
}

/** The bot of a spec over a game's BotGame. Table steps are always taken at random. */
export function makeBot<S, A>(game: BotGame<S, A>, spec: BotSpec): Bot<S, A> {
  const name = botName(spec);
  return {
    name,
    choose(state, seat, rng, at) {
      if (seat === null || spec.kind === 'random') {
        const [a, r] = randomAction(game, state, seat, rng, at);
        return choice(a, r, name, seat);
      }
      if (spec.kind === 'greedy') {
        const [a, r] = greedyAction(game, state, seat, rng, at);
        return choice(a, r, name, seat);
      }
      const [a, r] = mctsChoose(game, state, seat, rng, at, spec.iterations);
      return choice(a, r, name, seat);
    },
  };
}
