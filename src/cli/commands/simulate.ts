/**
 * `deckside simulate <game> [--games N] [--seed S] [--players P]
 * [--bots b1,b2,...] [--option name=value ...] [--versus name=value ...]
 * [--out folder] [--workers K]` (architecture.md): plays N games between
 * bots on worker threads and prints one JSON object, the summary of
 * src/sim. Progress goes to standard error while a run lasts more than a
 * moment. A bad game, option, bot or number is refused with the reason
 * (exit 2); games a bot could not finish are listed in `errors` (exit 1).
 */
import type { CliCommand, CliIO } from '../io';
import { simulate, type SimulateOptions } from '../../sim/run';
import { simulationSource } from '../../sim/games';
import type { SimProgress, SimRequest } from '../../sim/types';
import { SIMULATE_USAGE } from './simulate-usage';

export const DEFAULT_GAMES = 100;
export const DEFAULT_SEED = '1';

export interface SimulateArgs {
  readonly request: SimRequest;
  readonly out: string | null;
}

const VALUE_FLAGS = ['--games', '--seed', '--players', '--bots', '--option', '--versus', '--out', '--workers'] as const;
type Flag = (typeof VALUE_FLAGS)[number];

function pair(text: string, flag: string): [string, string] | string {
  const at = text.indexOf('=');
  if (at <= 0) return `${flag} takes name=value; got "${text}".`;
  return [text.slice(0, at), text.slice(at + 1)];
}

function count(text: string, flag: string, min: number): number | string {
  if (!/^\d+$/.test(text) || Number(text) < min) return `${flag} takes a whole number of at least ${min}; got "${text}".`;
  return Number(text);
}

/** The request of the arguments, or why they are wrong. */
export function parseSimulateArgs(args: readonly string[]): SimulateArgs | string {
  let game: string | null = null;
  const options: Record<string, string> = {};
  const versus: Record<string, string> = {};
  let games = DEFAULT_GAMES;
  let seed = DEFAULT_SEED;
  let players: number | undefined;
  let workers: number | undefined;
  let bots: string[] = [];
  let out: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (!a.startsWith('--')) {
      if (game !== null) return `One game, please: got "${game}" and "${a}".`;
      game = a;
      continue;
    }
    const eq = a.indexOf('=');
    const flag = (eq > 0 ? a.slice(0, eq) : a) as Flag;
    if (!VALUE_FLAGS.includes(flag)) return `Unknown option "${flag}".`;
    const value = eq > 0 ? a.slice(eq + 1) : args[++i];
    if (value === undefined) return `${flag} needs a value.`;
    switch (flag) {
      case '--games': {
        const n = count(value, flag, 1);
        if (typeof n === 'string') return n;
        games = n;
        break;
      }
      case '--players': {
        const n = count(value, flag, 1);
        if (typeof n === 'string') return n;
        players = n;
        break;
      }
      case '--workers': {
        const n = count(value, flag, 0);
        if (typeof n === 'string') return n;
        workers = n;
        break;
      }
      case '--seed':
        if (value.length === 0 || value.length > 100) return '--seed takes 1 to 100 characters.';
        seed = value;
        break;
      case '--bots':
        bots = value.split(',').map((b) => b.trim());
        if (bots.some((b) => b.length === 0)) return `--bots takes bot names separated by commas; got "${value}".`;
        break;
      case '--option':
      case '--versus': {
        const p = pair(value, flag);
        if (typeof p === 'string') return p;
        (flag === '--option' ? options : versus)[p[0]] = p[1];
        break;
      }
      case '--out':
        out = value;
        break;
    }
  }
  if (game === null) return 'simulate needs a game.';
  return {
    request: {
      // Checked against the registry by the simulator, which names the games when it is not one.
      game: game as SimRequest['game'],
      games,
      seed,
      bots,
      options,
      ...(players !== undefined ? { players } : {}),
      ...(Object.keys(versus).length ? { versus } : {}),
      ...(workers !== undefined ? { workers } : {}),
    },
    out,
  };
}

/** Progress lines on standard error, at most one a second, from the second second on. */
export function progressReporter(io: CliIO, now: () => number = Date.now): (p: SimProgress) => void {
  let last = now();
  const first = last;
  return (p) => {
    const t = now();
    if (p.done < p.total && (t - first < 1000 || t - last < 1000)) return;
    if (p.done === p.total && t - first < 1000) return;
    last = t;
    const left = p.done > 0 ? Math.round(((p.elapsedMs / p.done) * (p.total - p.done)) / 1000) : null;
    io.err(`simulate: ${p.done}/${p.total} games${left !== null && p.done < p.total ? `, about ${left} s left` : ''}`);
  };
}

export function makeSimulateCommand(extra: Partial<SimulateOptions> = {}): CliCommand {
  return async (args, io) => {
    const parsed = parseSimulateArgs(args);
    if (typeof parsed === 'string') {
      io.err(`${parsed}\n${SIMULATE_USAGE}`);
      return 2;
    }
    const ran = await simulate(parsed.request, {
      source: simulationSource,
      onProgress: progressReporter(io),
      ...(parsed.out !== null ? { out: parsed.out } : {}),
      ...extra,
    });
    if (!ran.ok) {
      io.err(`deckside simulate: ${ran.error.code}: ${ran.error.message}`);
      return ran.error.code.startsWith('ERR_OUT') || ran.error.code === 'ERR_SIM_WORKER' ? 1 : 2;
    }
    const s = ran.value.summary;
    // `workers`: the threads that played (not a figure: the figures are the same for any number).
    const extraFields = {
      workers: ran.value.workers,
      ...(parsed.out !== null ? { out: { folder: parsed.out, files: ran.value.files.length } } : {}),
    };
    io.out(JSON.stringify({ ...s, ...extraFields }));
    const errors = [...s.errors, ...(s.versus?.errors ?? [])];
    for (const e of errors.slice(0, 20)) io.err(`game ${e.index + 1}: ${e.code}: ${e.message}`);
    return errors.length ? 1 : 0;
  };
}

export const simulateCommand = makeSimulateCommand();
