/**
 * `deckside perft tech-chess --depth N [--moves "a2a3 d5d4 ..."] [--option name=value ...]`
 * (architecture.md): counts the leaf nodes of the tree of legal piece moves
 * (no upgrades, builds or card effects) from the standard setup after the
 * listed moves, and prints {"depth": N, "nodes": n}. A finished game has no
 * legal moves, so it counts 0. Usage errors exit with 2, rule errors with 1.
 */
import { err, ok, type Result } from '../../engine/core/result';
import { perft } from '../../engine/tech-chess/perft';
import { techChessOptions } from '../../engine/tech-chess/setup';
import type { CliCommand } from '../io';

const USAGE = 'usage: deckside perft tech-chess --depth N [--moves "a2a3 d5d4 ..."] [--option name=value ...]';

/**
 * Deepest count taken. The tree grows about 22 times a ply from the setup:
 * depth 5 is 4 million leaves (about a second), depth 6 about 90 million
 * (some 25 s), depth 7 would run for many minutes.
 */
export const MAX_PERFT_DEPTH = 6;

interface PerftArgs {
  readonly game: string;
  readonly depth: number;
  readonly moves: string[];
  readonly options: Record<string, string>;
}

function parseArgs(args: readonly string[]): Result<PerftArgs> {
  let game: string | null = null;
  let depth: number | null = null;
  const moves: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    let arg = args[i]!;
    let value: string | undefined;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    if (eq > 0) {
      value = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const next = (): string | undefined => value ?? args[++i];
    if (arg === '--depth') {
      const v = next();
      if (v === undefined || !/^\d+$/.test(v.trim()))
        return err('ERR_USAGE', `--depth needs a whole number; got ${v === undefined ? 'nothing' : JSON.stringify(v)}.`);
      depth = Number(v);
      if (depth > MAX_PERFT_DEPTH)
        return err('ERR_USAGE', `--depth is at most ${MAX_PERFT_DEPTH} (deeper counts run for minutes); got ${v.trim().slice(0, 20)}.`);
    } else if (arg === '--moves') {
      const v = next();
      if (v === undefined) return err('ERR_USAGE', '--moves needs a list of moves, e.g. --moves "a2a3 d5d4".');
      moves.push(
        ...v
          .trim()
          .split(/\s+/)
          .filter((w) => w !== ''),
      );
    } else if (arg === '--option') {
      const v = next();
      const m = v === undefined ? null : /^([^=]+)=(.*)$/.exec(v);
      if (!m)
        return err(
          'ERR_USAGE',
          `--option needs name=value (e.g. --option pawnMoves=all8); got ${v === undefined ? 'nothing' : JSON.stringify(v)}.`,
        );
      options[m[1]!.trim()] = m[2]!.trim();
    } else if (arg.startsWith('-')) {
      return err('ERR_USAGE', `Unknown flag "${arg}" (perft takes --depth, --moves and --option).`);
    } else if (game === null) {
      game = arg;
    } else {
      return err('ERR_USAGE', `Unexpected argument ${JSON.stringify(arg)}.`);
    }
  }
  if (game === null) return err('ERR_USAGE', 'Name the game: perft works for tech-chess.');
  if (depth === null) return err('ERR_USAGE', 'Give the depth with --depth N.');
  return ok({ game, depth, moves, options });
}

export const perftCommand: CliCommand = async (args, io) => {
  const parsed = parseArgs(args);
  if (!parsed.ok) {
    io.err(`${parsed.error.code}: ${parsed.error.message}`);
    io.err(USAGE);
    return 2;
  }
  const { game, depth, moves, options } = parsed.value;
  if (game !== 'tech-chess') {
    io.err(`ERR_UNKNOWN_GAME: perft counts moves of tech-chess only; got "${game}".`);
    return 2;
  }
  const opts = techChessOptions(options);
  if (!opts.ok) {
    io.err(`${opts.error.code}: ${opts.error.message}`);
    return 2;
  }
  const nodes = perft(opts.value.pawnMoves, moves, depth);
  if (!nodes.ok) {
    io.err(`${nodes.error.code}: ${nodes.error.message}`);
    return 1;
  }
  io.out(JSON.stringify({ depth, nodes: nodes.value }));
  return 0;
};
