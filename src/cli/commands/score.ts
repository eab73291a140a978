/**
 * `deckside score tech-exchange`: scores Tech Exchange hands read as JSON Lines
 * (architecture.md). Each input line is
 *   {"hand": [codes], "stacks": {"kn": n, "sc": n, "te": n, "se": n}, "keep": m?}
 * and gives one output line
 *   {"score": n, "groups": [{"kind", "cards", "domain", "points"}], "kept": [codes]}
 * with the best grouping (and, with `keep`, the best cards to keep). A bad line
 * gives {"error": {"code", "message"}} on its own line and the batch goes on;
 * the exit code is then 1.
 */
import { z } from 'zod';
import { normalizeCode, type CardCode } from '../../engine/core/cards';
import { firstIssue } from '../../engine/core/issues';
import { err, ok, type Result } from '../../engine/core/result';
import { bestGrouping, checkStacks, type HandScore } from '../../engine/tech-exchange/scoring';
import { errorLine, type CliCommand } from '../io';

/** Hands larger than this are not Tech Exchange hands (deals are 8 or 10), and would make the exact search slow. */
const MAX_HAND = 30;
/** Tech Exchange uses at most two decks. */
const MAX_COPIES = 2;

const lineSchema = z
  .object({
    hand: z.array(z.string()).max(MAX_HAND),
    stacks: z.record(z.string(), z.unknown()),
    keep: z.number().int().min(0).optional(),
  })
  .strict();

export const SCORE_USAGE =
  'usage: deckside score tech-exchange  (reads JSON lines {"hand": [codes], "stacks": {"kn": n, "sc": n, "te": n, "se": n}, "keep": m?} on standard input)';

export function scoreLine(line: string): Result<HandScore> {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch {
    return err(
      'ERR_BAD_JSON',
      'The line is not JSON; each line must be one object like {"hand": ["9kn"], "stacks": {"kn": 1, "sc": 1, "te": 1, "se": 1}}.',
    );
  }
  const parsed = lineSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err(
      'ERR_BAD_INPUT',
      `Bad input${path ? ` at ${path}` : ''}: ${message ?? 'unknown problem'}. Expected {"hand": [codes] (at most ${MAX_HAND}), "stacks": {"kn": n, "sc": n, "te": n, "se": n}, "keep": m (optional)}.`,
      { path },
    );
  }
  const hand: CardCode[] = [];
  for (let i = 0; i < parsed.data.hand.length; i++) {
    const code = normalizeCode('tech', parsed.data.hand[i] as string);
    if (!code.ok) return err(code.error.code, `hand[${i}]: ${code.error.message}`, { path: `hand[${i}]` });
    hand.push(code.value);
  }
  for (const code of new Set(hand)) {
    const copies = hand.filter((c) => c === code).length;
    const allowed = code === 'wild' ? 2 * MAX_COPIES : MAX_COPIES;
    if (copies > allowed)
      return err(
        'ERR_TOO_MANY_COPIES',
        `The hand holds ${copies} of ${code}; Tech Exchange uses at most two Tech Decks, so at most ${allowed}.`,
        { path: 'hand' },
      );
  }
  const stacks = checkStacks(parsed.data.stacks);
  if (!stacks.ok) return stacks;
  return ok(bestGrouping(hand, stacks.value, parsed.data.keep));
}

export const scoreCommand: CliCommand = async (args, io) => {
  if (args.length !== 1 || args[0] !== 'tech-exchange') {
    const flag = args.find((a) => a.startsWith('-'));
    if (flag !== undefined) io.err(`Unknown option "${flag}".`);
    io.err(SCORE_USAGE);
    return 2;
  }
  let failures = 0;
  let n = 0;
  for await (const line of io.lines()) {
    n++;
    if (line.trim() === '') continue;
    const result = scoreLine(line);
    if (result.ok) {
      io.out(JSON.stringify(result.value));
    } else {
      failures++;
      io.out(errorLine(result.error.code, result.error.message));
      io.err(`line ${n}: ${result.error.code}: ${result.error.message}`);
    }
  }
  return failures === 0 ? 0 : 1;
};
