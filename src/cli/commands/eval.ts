/**
 * `deckside eval grid-poker [--option name=value ...]` (architecture.md):
 * each input line is the card codes of one hand, space-separated (`wild`
 * allowed), and gives one output line {"category": c, "strength": n}; a
 * higher strength is a better hand and equal strengths tie. A bad line gives
 * {"error": {"code", "message"}} on its own line and the batch goes on; the
 * exit code is then 1. Blank lines are skipped. Options are Tech Grid
 * Poker's (aceHigh, wilds, decks ...); `decks` bounds repeated cards
 * (default: up to two decks, so five of a kind can be typed).
 */
import { resolveOptions } from '../../engine/core/options';
import { evaluateHand } from '../../engine/grid-poker/evaluator-hand';
import { GRID_POKER_OPTION_DEFS, GRID_POKER_OPTIONS } from '../../engine/grid-poker/options';
import { errorLine, type CliCommand } from '../io';

const USAGE =
  'usage: deckside eval grid-poker [--option name=value ...]  (reads one hand per line: card codes such as "1kn 13kn 12kn 11kn wild")';

/** Parses `--option name=value` pairs (also `--option=name=value`); an error message or the raw options. */
export function parseEvalArgs(args: readonly string[]): { ok: true; options: Record<string, string> } | { ok: false; message: string } {
  if (args[0] !== 'grid-poker')
    return {
      ok: false,
      message: args[0] === undefined ? 'eval needs a game: grid-poker.' : `eval knows only grid-poker, not "${args[0]}".`,
    };
  const options: Record<string, string> = {};
  for (let i = 1; i < args.length; i++) {
    const a = args[i] as string;
    let pair: string | undefined;
    if (a === '--option') pair = args[++i];
    else if (a.startsWith('--option=')) pair = a.slice('--option='.length);
    else return { ok: false, message: a.startsWith('-') ? `Unknown option "${a}".` : `Unknown argument "${a}".` };
    const eq = pair?.indexOf('=') ?? -1;
    if (pair === undefined || eq <= 0)
      return { ok: false, message: `--option needs name=value, got ${pair === undefined ? 'nothing' : `"${pair}"`}.` };
    options[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { ok: true, options };
}

export const evalCommand: CliCommand = async (args, io) => {
  const parsed = parseEvalArgs(args);
  if (!parsed.ok) {
    io.err(`${parsed.message}\n${USAGE}`);
    return 2;
  }
  const resolved = resolveOptions(GRID_POKER_OPTIONS, { decks: 2, ...parsed.options });
  if (!resolved.ok) {
    io.err(`${resolved.error.code}: ${resolved.error.message}`);
    return 2;
  }
  const options = GRID_POKER_OPTION_DEFS.read(resolved.value);
  let failures = 0;
  let n = 0;
  for await (const line of io.lines()) {
    n++;
    if (line.trim() === '') continue;
    const result = evaluateHand(line.trim().split(/\s+/), options, options.decks);
    if (result.ok) {
      io.out(JSON.stringify({ category: result.value.category, strength: result.value.strength }));
    } else {
      failures++;
      io.out(errorLine(result.error.code, result.error.message));
      io.err(`line ${n}: ${result.error.code}: ${result.error.message}`);
    }
  }
  return failures === 0 ? 0 : 1;
};
