/**
 * Checks a simulation request against the game and turns it into what the
 * games are played with: the game, the seat names, options resolved with
 * the simulation's dealt options laid over, the versus options, one bot per
 * seat. Every refusal names what is wrong and what would do (the command
 * line prints it; the lab shows it). Run once in the main thread to refuse
 * early, and again in each worker (cheap) to build its bots.
 */
import type { Bot } from '../engine/core/bot';
import type { AnyGameDefinition, GameId, Options } from '../engine/core/game';
import { resolveOptions } from '../engine/core/options';
import { err, ok, type Result } from '../engine/core/result';
import { isGameId } from '../engine/registry';
import type { PlaySetup } from './play';
import type { AnyGameSimulation, SimulationSource } from './source';
import type { SimRequest } from './types';

/** The most games one run plays (a run of this many random games takes minutes; more is a typo). */
export const MAX_GAMES = 1_000_000;

export interface Prepared {
  readonly gameId: GameId;
  readonly def: AnyGameDefinition;
  readonly sim: AnyGameSimulation;
  readonly players: readonly string[];
  /** The options as the user asked, defaults filled in (what the summary shows). */
  readonly options: Options;
  /** The options the games are set up with (dealt options laid over). */
  readonly playOptions: Options;
  readonly versusOptions: Options | null;
  readonly versusPlayOptions: Options | null;
  readonly botNames: readonly string[];
  readonly bots: readonly Bot<unknown, unknown>[];
  readonly table: Bot<unknown, unknown>;
}

/**
 * The user's options with the dealt options laid over, checked like any: the
 * match files written keep them, so a replay sets the game up as it was
 * played (a dealt option the game does not list is refused, not hidden).
 */
function withDealt(def: AnyGameDefinition, sim: AnyGameSimulation, options: Options): Result<Options> {
  return resolveOptions(def.options, { ...options, ...sim.dealtOptions });
}

export function prepare(source: SimulationSource, req: SimRequest): Result<Prepared> {
  if (!isGameId(req.game))
    return err('ERR_UNKNOWN_GAME', `There is no game "${String(req.game)}".`, {
      path: 'game',
      params: { variant: 'game', game: String(req.game) },
    });
  const game = source.game(req.game);
  if (!game.ok) return game;
  const def = game.value;
  const simulation = source.simulation(req.game);
  if (!simulation.ok) return simulation;
  const sim = simulation.value;
  if (!Number.isInteger(req.games) || req.games < 1 || req.games > MAX_GAMES) {
    return err('ERR_BAD_GAMES', `The number of games must be a whole number from 1 to ${MAX_GAMES}; got ${req.games}.`, {
      path: 'games',
      params: { MAXGAMES: MAX_GAMES, games: req.games },
    });
  }
  const count = req.players ?? def.minPlayers;
  if (!Number.isInteger(count) || count < def.minPlayers || count > def.maxPlayers) {
    return err('ERR_PLAYER_COUNT', `${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players; got ${count}.`, {
      path: 'players',
      params: { variant: 'playedPlayers2', name: def.name, minPlayers: def.minPlayers, maxPlayers: def.maxPlayers, count },
    });
  }
  const names = req.bots.length === 0 ? ['random'] : req.bots;
  if (names.length !== 1 && names.length !== count) {
    return err('ERR_BAD_BOTS', `Give one bot for every seat or one per seat (${count}); got ${names.length}: ${names.join(',')}.`, {
      path: 'bots',
      params: { count, nameCount: names.length, names: names.join(',') },
    });
  }
  const botNames = names.length === 1 ? Array.from({ length: count }, () => names[0] as string) : [...names];
  const bots: Bot<unknown, unknown>[] = [];
  for (const [i, name] of botNames.entries()) {
    const spec = source.parseBot(name);
    if (!spec.ok) return err(spec.error.code, `Seat ${i + 1}: ${spec.error.message}`, { path: `bots.${i}` });
    const bot = sim.bot(spec.value);
    if (!bot.ok) return err(bot.error.code, `Seat ${i + 1}: ${bot.error.message}`, { path: `bots.${i}` });
    bots.push(bot.value);
  }
  const table = sim.bot({ kind: 'random' });
  if (!table.ok) return table;
  const options = resolveOptions(def.options, req.options);
  if (!options.ok) return options;
  const playOptions = withDealt(def, sim, options.value);
  if (!playOptions.ok) return playOptions;
  let versusOptions: Options | null = null;
  let versusPlayOptions: Options | null = null;
  if (req.versus && Object.keys(req.versus).length > 0) {
    const v = resolveOptions(def.options, { ...options.value, ...req.versus });
    if (!v.ok) return err(v.error.code, `--versus: ${v.error.message}`, { path: `versus` });
    const same = Object.keys(req.versus).filter((k) => v.value[k] === options.value[k]);
    if (same.length === Object.keys(req.versus).length) {
      return err(
        'ERR_VERSUS_SAME',
        `--versus changes nothing: ${same.map((k) => `${k}=${String(v.value[k])}`).join(', ')} is already set.`,
        {
          path: 'versus',
          params: { map: same.map((k) => `${k}=${String(v.value[k])}`).join(', ') },
        },
      );
    }
    versusOptions = v.value;
    const vp = withDealt(def, sim, v.value);
    if (!vp.ok) return vp;
    versusPlayOptions = vp.value;
  }
  return ok({
    gameId: req.game,
    def,
    sim,
    players: botNames.map((b, i) => `${b} ${i + 1}`),
    options: options.value,
    playOptions: playOptions.value,
    versusOptions,
    versusPlayOptions,
    botNames,
    bots,
    table: table.value,
  });
}

/** The setup games of one set are played with. */
export function playSetup(p: Prepared, set: 'base' | 'versus', seed: string, keepEvents: boolean): PlaySetup {
  return {
    gameId: p.gameId,
    def: p.def,
    sim: p.sim,
    players: p.players,
    options: set === 'versus' && p.versusPlayOptions ? p.versusPlayOptions : p.playOptions,
    bots: p.bots,
    table: p.table,
    seed,
    keepEvents,
  };
}
