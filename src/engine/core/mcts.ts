/**
 * Monte Carlo tree search, written once for every game (generic over the
 * state S and the action A; the game supplies its moves, its determinizer and
 * its evaluation through BotGame). Hidden cards are handled by
 * determinization: each iteration samples what the deciding seat cannot see
 * and descends one shared tree keyed by the actions (single-observer
 * information-set MCTS), so a move is judged over many possible deals rather
 * than one the seat could not know. Table steps inside the tree (a card turned
 * from the deck, scoring) are chance: taken at random, with no node.
 *
 * Rollouts play random actions for `rolloutDepth` steps; an unfinished
 * rollout is judged by the game's evaluation, squashed into a reward in
 * [0, 1] per seat, so long games (Tech Chess between random players) still
 * tell good moves from bad ones.
 */
import type { BotGame } from './bots';
import { outcomeRewards, randomAction } from './bots';
import { randomInt, type RngState } from './rng';

interface Node<A> {
  /** The seat that chose the action leading here (-1 at the root). */
  readonly seat: number;
  readonly action: A | null;
  readonly children: Map<string, Node<A>>;
  visits: number;
  reward: number;
  /** How often this node's action was legal when its parent was visited (the ISMCTS availability count). */
  available: number;
}

const EXPLORATION = 0.7;

const newNode = <A>(seat: number, action: A | null): Node<A> => ({ seat, action, children: new Map(), visits: 0, reward: 0, available: 0 });

/** An action's key in the tree: the game's own, or its JSON (actions are plain data). */
const jsonKey = (action: unknown): string => JSON.stringify(action);

/** The state after `action` inside the search. */
const advance = <S, A>(game: BotGame<S, A>, state: S, action: A, at: number): S =>
  game.searchStep ? game.searchStep(state, action, at) : game.def.apply(state, action, { at });

/** Rewards of an unfinished state: each seat's evaluation against the best of the others, through a logistic. */
function heuristicRewards<S, A>(game: BotGame<S, A>, state: S, players: number): number[] {
  const values = Array.from({ length: players }, (_, i) => game.evaluate(state, i));
  return values.map((v, i) => {
    let other = -Infinity;
    for (let j = 0; j < players; j++) if (j !== i && (values[j] as number) > other) other = values[j] as number;
    return 1 / (1 + Math.exp(-(v - other) / game.evaluationScale));
  });
}

/** Plays random actions from `state` until it ends or `depth` actions are taken; the rewards per seat. */
function rollout<S, A>(game: BotGame<S, A>, state: S, players: number, rng: RngState, at: number): [number[], RngState] {
  const finished = outcomeRewards(game, state, players);
  if (finished) return [finished, rng];
  if (game.rollout) return game.rollout(state, rng, game.rolloutDepth);
  let s = state;
  let r = rng;
  let t = at;
  for (let i = 0; i < game.rolloutDepth; i++) {
    const decider = game.decider(s, t);
    if (decider.kind === 'done') break;
    const actor = decider.kind === 'seat' ? decider.seat : null;
    let a: A | null;
    [a, r] = randomAction(game, s, actor, r, t);
    if (a === null) break;
    t += game.msPerAction;
    s = advance(game, s, a, t);
  }
  return [outcomeRewards(game, s, players) ?? heuristicRewards(game, s, players), r];
}

/** The action MCTS with `iterations` iterations picks for `seat`, or null when the seat has none. */
export function mctsChoose<S, A>(
  game: BotGame<S, A>,
  state: S,
  seat: number,
  rng: RngState,
  at: number,
  iterations: number,
): [A | null, RngState] {
  let r = rng;
  const [rootMoves, r0] = game.moves(state, seat, r, at);
  r = r0;
  if (rootMoves.length === 0) return [null, r];
  if (rootMoves.length === 1) return [rootMoves[0] as A, r];
  const keyOf: (action: A) => string = game.actionKey ? (a) => game.actionKey!(a) : jsonKey;
  const players = game.players(state);
  const root = newNode<A>(-1, null);
  for (let it = 0; it < iterations; it++) {
    let s: S;
    [s, r] = game.determinize(state, seat, r);
    let t = at;
    let node = root;
    const path: Node<A>[] = [];
    let expanded = false;
    for (;;) {
      const decider = game.decider(s, t);
      if (decider.kind === 'done') break;
      if (decider.kind === 'table') {
        let a: A | null;
        [a, r] = randomAction(game, s, null, r, t);
        if (a === null) break;
        t += game.msPerAction;
        s = advance(game, s, a, t);
        continue;
      }
      const actor = decider.seat;
      let moves: readonly A[];
      [moves, r] = node === root ? [rootMoves, r] : (game.treeMoves ?? game.moves)(s, actor, r, t);
      if (moves.length === 0) break;
      const untried: A[] = [];
      const tried: Node<A>[] = [];
      for (const m of moves) {
        const child = node.children.get(keyOf(m));
        if (child) {
          child.available++;
          tried.push(child);
        } else untried.push(m);
      }
      let next: Node<A>;
      if (untried.length > 0) {
        let i: number;
        [i, r] = randomInt(r, untried.length);
        const m = untried[i] as A;
        next = newNode(actor, m);
        next.available = 1;
        node.children.set(keyOf(m), next);
        expanded = true;
      } else {
        let best = tried[0] as Node<A>;
        let bestScore = -Infinity;
        for (const c of tried) {
          const score = c.reward / c.visits + EXPLORATION * Math.sqrt(Math.log(c.available) / c.visits);
          if (score > bestScore) {
            bestScore = score;
            best = c;
          }
        }
        next = best;
      }
      t += game.msPerAction;
      s = advance(game, s, next.action as A, t);
      path.push(next);
      node = next;
      if (expanded) break;
    }
    let rewards: number[];
    [rewards, r] = rollout(game, s, players, r, t);
    for (const n of path) {
      n.visits++;
      n.reward += rewards[n.seat] ?? 0;
    }
  }
  // The most visited action that is legal in the real state (a determinization may have offered others).
  let best: A = rootMoves[0] as A;
  let most = -1;
  for (const m of rootMoves) {
    const c = root.children.get(keyOf(m));
    if (c && c.visits > most) {
      most = c.visits;
      best = m;
    }
  }
  return [best, r];
}
