/**
 * The command table of the deckside command line. Each command is one entry:
 * its name, a one-line summary for `deckside --help`, its usage line, and
 * `run` (a CliCommand, see ../io.ts: it gets its arguments and the I/O, and
 * returns the exit code: 0 done, 1 the input had errors, 2 bad usage).
 *
 * To add a command, add its file beside this one and one entry below. Heavy
 * commands (the recognizer loads OCR) are best loaded on demand with lazy(),
 * so `deckside games` does not pay for them and a broken module only breaks
 * its own command.
 */
import type { CliCommand } from '../io';
import { GAMES_USAGE, gamesCommand } from './games';
import { REPLAY_USAGE, replayCommand } from './replay';
import { STATS_USAGE } from './stats-usage';
import { SIMULATE_USAGE } from './simulate-usage';

export interface CommandSpec {
  readonly name: string;
  readonly summary: string;
  readonly usage: string;
  readonly run: CliCommand;
}

/** A command whose module is imported only when it runs. */
export function lazy(load: () => Promise<CliCommand>): CliCommand {
  return async (args, io) => (await load())(args, io);
}

export const COMMANDS: readonly CommandSpec[] = [
  {
    name: 'games',
    summary: 'every game id with its variant options, types and defaults (one JSON line each)',
    usage: GAMES_USAGE,
    run: gamesCommand,
  },
  {
    name: 'replay',
    summary: 'replay playtest logs: scores, winner(s), violations, damaged lines',
    usage: REPLAY_USAGE,
    run: replayCommand,
  },
  {
    name: 'score',
    summary: 'score Tech Exchange hands: best grouping and best cards to keep (JSON lines in and out)',
    usage: 'usage: deckside score tech-exchange',
    run: lazy(async () => (await import('./score')).scoreCommand),
  },
  {
    name: 'eval',
    summary: 'evaluate Tech Grid Poker hands: category and strength per line of card codes',
    usage: 'usage: deckside eval grid-poker [--option name=value ...]',
    run: lazy(async () => (await import('./eval')).evalCommand),
  },
  {
    name: 'recognize',
    summary: 'recognize the card in each image (PNG/JPEG, or a folder of them): one JSON line per image, card null when unsure',
    usage: 'usage: deckside recognize [--deck tech-deck|standard-52|<deck file>] <image|folder ...>',
    run: lazy(async () => (await import('./recognize')).recognizeCommand),
  },
  {
    name: 'stats',
    summary: 'playtest statistics of a folder as JSON (filters, two sets compared)',
    usage: STATS_USAGE,
    run: lazy(async () => (await import('./stats')).statsCommand),
  },
  {
    name: 'perft',
    summary: 'count Tech Chess piece-move trees from the standard setup: {"depth": N, "nodes": n}',
    usage: 'usage: deckside perft tech-chess --depth N [--moves "a2a3 d5d4 ..."] [--option name=value ...]',
    run: lazy(async () => (await import('./perft')).perftCommand),
  },
  {
    name: 'simulate',
    summary: 'play games between bots (random, greedy, mcts:N) and print one JSON summary: seat wins with intervals, length, --versus',
    usage: SIMULATE_USAGE,
    run: lazy(async () => (await import('./simulate')).simulateCommand),
  },
  // score, eval, perft, recognize, stats: one entry each, by their owners, e.g.
  // { name: 'perft', summary: '...', usage: 'usage: deckside perft tech-chess --depth N ...', run: lazy(async () => (await import('./perft')).perftCommand) },
];

export function findCommand(name: string): CommandSpec | undefined {
  return COMMANDS.find((c) => c.name === name);
}
