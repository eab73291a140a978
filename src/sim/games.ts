/**
 * The games' own simulation source: the rules from the engine's registry and
 * each game's simulation (dealt setup, deciders, bots).
 *
 * Until the games' simulations (src/engine/simulations.ts) are in, a stand-in
 * plays every game with one random bot over the fully formed actions the
 * game offers; it is replaced by the registry when that lands.
 */
import type { Bot, BotSpec, Decider, GameSimulation } from '../engine/core/bot';
import type { AnyGameDefinition, GameId } from '../engine/core/game';
import { err, ok, type Result } from '../engine/core/result';
import { randomInt, type RngState } from '../engine/core/rng';
import { getGame } from '../engine/registry';
import type { AnyGameSimulation, SimulationSource } from './source';

/** "random", "greedy", "mcts", "mcts:N" (N a whole number from 1 to 100,000). */
export function parseBotName(text: string): Result<BotSpec> {
  const t = text.trim();
  if (t === 'random') return ok({ kind: 'random' });
  if (t === 'greedy') return ok({ kind: 'greedy' });
  const m = /^mcts(?::(\d{1,6}))?$/.exec(t);
  if (m) {
    const iterations = m[1] === undefined ? 200 : Number(m[1]);
    if (iterations >= 1 && iterations <= 100_000) return ok({ kind: 'mcts', iterations });
  }
  return err('ERR_UNKNOWN_BOT', `There is no bot "${t}". Bots: random, greedy, mcts, mcts:N (N iterations a move, 1 to 100000).`);
}

function offered(def: AnyGameDefinition, state: unknown, actor: number | null): unknown[] {
  return def
    .legalActions(state, actor)
    .filter((o) => o.action !== undefined && !o.disabledReason)
    .map((o) => o.action);
}

function standIn(def: AnyGameDefinition): AnyGameSimulation {
  const seats = (state: unknown): number[] => {
    const t = def.summary(state, 0).turn;
    return t === null ? [] : [t];
  };
  const decider = (state: unknown): Decider => {
    if (def.outcome(state)) return { kind: 'done' };
    for (const seat of seats(state)) if (offered(def, state, seat).length) return { kind: 'seat', seat };
    if (offered(def, state, null).length) return { kind: 'table' };
    for (let seat = 0; seat < def.maxPlayers; seat++) if (offered(def, state, seat).length) return { kind: 'seat', seat };
    return { kind: 'done' };
  };
  const random: Bot<unknown, unknown> = {
    name: 'random',
    choose(state, seat, rng: RngState) {
      const actions = offered(def, state, seat);
      if (actions.length === 0) return err('ERR_BOT_NO_ACTION', 'No action is offered.');
      const [k, next] = randomInt(rng, actions.length);
      return ok({ action: actions[k], rng: next });
    },
  };
  const sim: GameSimulation<unknown, unknown> = {
    dealtOptions: {},
    setup: (config) => def.setup(config),
    decider,
    msPerAction: 1000,
    bot: (spec) => (spec.kind === 'random' ? ok(random) : err('ERR_UNKNOWN_BOT', `${def.name} has only the random bot for now.`)),
  };
  return sim;
}

export const simulationSource: SimulationSource = {
  game: getGame,
  simulation(id: GameId) {
    const def = getGame(id);
    return def.ok ? ok(standIn(def.value)) : def;
  },
  parseBot: parseBotName,
};
