/**
 * Plays one simulated match through the pipeline (core/match.ts step), as
 * the balance lab does: the decider says who acts, that seat's bot (or the
 * table's random bot) chooses, and the time of each action is the previous
 * one plus the game's msPerAction. Returns the log, the final state and
 * every refusal (there must be none).
 */
import type { Bot, GameSimulation } from '../../../src/engine/core/bot';
import type { GameDefinition, MatchConfig } from '../../../src/engine/core/game';
import type { LogEvent } from '../../../src/engine/core/log';
import { step } from '../../../src/engine/core/match';
import { resolveOptions } from '../../../src/engine/core/options';
import type { RuleError } from '../../../src/engine/core/result';
import { seedRng } from '../../../src/engine/core/rng';

export interface Played<S, A> {
  readonly config: MatchConfig;
  readonly events: LogEvent<A>[];
  readonly state: S;
  readonly refusals: RuleError[];
  readonly botErrors: string[];
}

export function playSimulated<S, A>(
  def: GameDefinition<S, A>,
  sim: GameSimulation<S, A>,
  opts: {
    players: number;
    seed: string;
    seats: readonly Bot<S, A>[];
    table: Bot<S, A>;
    options?: Record<string, string | number | boolean>;
    maxActions?: number;
  },
): Played<S, A> {
  const options = resolveOptions(def.options, { ...(opts.options ?? {}), ...sim.dealtOptions });
  if (!options.ok) throw new Error(options.error.message);
  const config: MatchConfig = {
    players: Array.from({ length: opts.players }, (_, i) => `Bot ${i + 1}`),
    options: options.value,
    seed: opts.seed,
    at: 1_700_000_000_000,
  };
  const setup = sim.setup(config);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  let rng = seedRng(`bots:${opts.seed}`);
  let at = config.at;
  const events: LogEvent<A>[] = [];
  const refusals: RuleError[] = [];
  const botErrors: string[] = [];
  const max = opts.maxActions ?? 20_000;
  while (events.length < max) {
    at += sim.msPerAction;
    const d = sim.decider(state, at);
    if (d.kind === 'done') break;
    const seat = d.kind === 'seat' ? d.seat : null;
    const bot = seat === null ? opts.table : (opts.seats[seat] ?? opts.table);
    const choice = bot.choose(state, seat, rng, at);
    if (!choice.ok) {
      botErrors.push(choice.error.message);
      break;
    }
    rng = choice.value.rng;
    const next = step(def, state, events.length + 1, { action: choice.value.action, at, actor: seat });
    if (!next.ok) {
      refusals.push(next.error);
      break;
    }
    state = next.value.state;
    events.push(next.value.event);
  }
  return { config, events, state, refusals, botErrors };
}
