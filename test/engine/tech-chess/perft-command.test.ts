/** `deckside perft tech-chess ...` (src/cli/commands/perft.ts), run in process with a fake terminal. */
import { describe, expect, it } from 'vitest';
import { perftCommand } from '../../../src/cli/commands/perft';
import type { CliIO } from '../../../src/cli/io';

async function run(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIO = {
    lines: async function* () {},
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  };
  const code = await perftCommand(args, io);
  return { code, out, err };
}

describe('perft command', () => {
  it('prints {"depth": N, "nodes": n} from the standard setup', async () => {
    const r = await run('tech-chess', '--depth', '3');
    expect(r).toEqual({ code: 0, out: ['{"depth":3,"nodes":7212}'], err: [] });
    expect(JSON.parse(r.out[0]!)).toEqual({ depth: 3, nodes: 7212 });
  });

  it('honours --option pawnMoves=... and --moves', async () => {
    expect((await run('tech-chess', '--depth', '3', '--option', 'pawnMoves=forward3')).out).toEqual(['{"depth":3,"nodes":6204}']);
    expect((await run('tech-chess', '--depth=3', '--option=pawnMoves=all8')).out).toEqual(['{"depth":3,"nodes":7608}']);
    expect((await run('tech-chess', '--depth', '2', '--moves', 'd1c3 a5a4 c3d5 a4a3 d5b6')).out).toEqual(['{"depth":2,"nodes":542}']);
  });

  it('counts 0 in a finished game', async () => {
    expect((await run('tech-chess', '--depth', '2', '--moves', 'd1c3 a5a4 c3d5 a4a3 d5b6 a3a2 d2d3 d6e4 e1d2 e4d2')).out).toEqual([
      '{"depth":2,"nodes":0}',
    ]);
  });

  it('explains bad input on standard error with a non-zero exit', async () => {
    const cases: [string[], number, RegExp][] = [
      [['tech-chess'], 2, /--depth/],
      [[], 2, /tech-chess/],
      [['chess', '--depth', '1'], 2, /ERR_UNKNOWN_GAME/],
      [['tech-chess', '--depth', 'x'], 2, /whole number/],
      [['tech-chess', '--depth', '1', '--option', 'pawnMoves=diagonal'], 2, /ERR_BAD_OPTION.*pawnMoves/],
      [['tech-chess', '--depth', '1', '--option', 'castling=yes'], 2, /ERR_UNKNOWN_OPTION/],
      [['tech-chess', '--depth', '1', '--moves', 'a2a3 a2a4'], 1, /ERR_ILLEGAL_MOVE.*a2a4/],
      [['tech-chess', '--depth', '1', '--frobnicate'], 2, /Unknown flag/],
    ];
    for (const [args, code, message] of cases) {
      const r = await run(...args);
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.out).toEqual([]);
      expect(r.err.join('\n')).toMatch(message);
    }
  });
});
