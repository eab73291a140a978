/**
 * One simulated game: the game's simulation sets it up (dealt by the app),
 * says who decides, that seat's bot (or the table's, for referee steps)
 * chooses, and the action goes through the one pipeline (core/match.ts
 * advance: step without the words), so a bot's illegal move is refused as at the table. Every number
 * comes from the run's seed and the game's index, never from the clock, so a
 * game plays the same on any thread.
 */
import type { Bot } from '../engine/core/bot';
import type { AnyGameDefinition, GameId, Options } from '../engine/core/game';
import type { LogEvent } from '../engine/core/log';
import { advance } from '../engine/core/match';
import { seedRng, type RngState } from '../engine/core/rng';
import { LENGTH_UNITS, type AnyGameSimulation } from './source';
import type { GameResult } from './types';

/** Table time of a simulated match's setup: a fixed instant, so logs repeat. */
export const SIM_START = Date.UTC(2026, 0, 1);
/** A game still going after this many actions is stopped and reported (a bot or rule bug, never a result). */
export const MAX_ACTIONS = 20_000;

/** The seed of game `index` of a run seeded `seed` (the versus run reuses it: same deals). */
export const gameSeed = (seed: string, index: number): string => `${seed}:${index}`;

export interface PlaySetup {
  readonly gameId: GameId;
  readonly def: AnyGameDefinition;
  readonly sim: AnyGameSimulation;
  /** Player names in seat order. */
  readonly players: readonly string[];
  /** Resolved options, the simulation's dealt options included. */
  readonly options: Options;
  /** One bot per seat. */
  readonly bots: readonly Bot<unknown, unknown>[];
  /** The bot that takes the table's steps. */
  readonly table: Bot<unknown, unknown>;
  readonly seed: string;
  readonly keepEvents: boolean;
}

/** Where the action loop stopped: the last state, the actions taken, and why it stopped early (null: the game is done). */
interface Played {
  readonly state: unknown;
  readonly seq: number;
  readonly stopped: { readonly code: string; readonly message: string } | null;
}

/**
 * The action loop, apart from the summing up after it: V8 optimises a long
 * loop while it runs (on-stack replacement) and keeps that code for the next
 * game; with the summing up in the same function, a game ending on an
 * outcome of a shape not met before threw that code out at the end of
 * almost every game (79 times in 300 For-Ex games).
 */
function playActions(p: PlaySetup, start: unknown, seed: string, events: LogEvent[]): Played {
  let state = start;
  const rngs: RngState[] = p.bots.map((_, s) => seedRng(`${seed}:seat${s}`));
  let tableRng = seedRng(`${seed}:table`);
  let seq = 0;
  const stop = (code: string, message: string): Played => ({ state, seq, stopped: { code, message } });
  for (;;) {
    const at = SIM_START + (seq + 1) * p.sim.msPerAction;
    const who = p.sim.decider(state, at);
    if (who.kind === 'done') break;
    if (seq >= MAX_ACTIONS) return stop('ERR_SIM_TOO_LONG', `The game was still going after ${MAX_ACTIONS} actions.`);
    const seat = who.kind === 'seat' ? who.seat : null;
    const bot = seat === null ? p.table : p.bots[seat];
    if (!bot) return stop('ERR_SIM_NO_BOT', `The game asked seat ${(seat ?? -1) + 1} to decide, but it has ${p.bots.length} seats.`);
    const choice = bot.choose(state, seat, seat === null ? tableRng : (rngs[seat] as RngState), at);
    if (!choice.ok) return stop(choice.error.code, `${bot.name} had no action: ${choice.error.message}`);
    if (seat === null) tableRng = choice.value.rng;
    else rngs[seat] = choice.value.rng;
    const stepped = advance(p.def, state, seq + 1, { action: choice.value.action, at, actor: seat });
    if (!stepped.ok) return stop(stepped.error.code, `${bot.name} chose an action the rules refuse: ${stepped.error.message}`);
    seq++;
    state = stepped.value.state;
    if (p.keepEvents) events.push(stepped.value.event);
  }
  return { state, seq, stopped: null };
}

export function playGame(p: PlaySetup, index: number, set: 'base' | 'versus'): GameResult {
  const seed = gameSeed(p.seed, index);
  const base = {
    index,
    set,
    seed,
    finished: false,
    winners: [] as number[],
    draw: false,
    length: 0,
    actions: 0,
    totals: [] as number[],
    lowerIsBetter: false,
    firstPlayer: null,
    cards: [],
  };
  const setup = p.sim.setup({ players: p.players, options: p.options, seed, at: SIM_START });
  if (!setup.ok) return { ...base, error: { code: setup.error.code, message: setup.error.message } };
  const events: LogEvent[] = [];
  const played = playActions(p, setup.value, seed, events);
  const { state, seq } = played;
  if (played.stopped) return { ...base, actions: seq, error: played.stopped, ...(p.keepEvents ? { events } : {}) };
  const outcome = p.def.outcome(state);
  const sheet = p.def.score(state);
  const insight = p.def.insight?.(state);
  const unit = LENGTH_UNITS[p.gameId];
  const winners = outcome ? [...outcome.winners] : [];
  return {
    ...base,
    finished: outcome !== null,
    winners,
    draw: outcome !== null && (outcome.draw === true || winners.length === 0),
    length: insight ? insight[unit.field] : seq,
    actions: seq,
    totals: [...sheet.totals],
    lowerIsBetter: sheet.lowerIsBetter,
    firstPlayer: insight ? insight.firstPlayer : null,
    cards: insight ? insight.cards : [],
    ...(outcome === null ? { error: { code: 'ERR_SIM_UNFINISHED', message: 'The game said it was done but has no outcome.' } } : {}),
    ...(p.keepEvents ? { events } : {}),
  };
}
