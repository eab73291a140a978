/** `deckside eval grid-poker`: output format, options, bad lines that do not stop the batch, bad arguments. */
import { describe, expect, it } from 'vitest';
import { evalCommand } from '../../../src/cli/commands/eval';
import type { CliIO } from '../../../src/cli/io';

async function run(args: string[], input: string[]): Promise<{ code: number; out: unknown[]; err: string[] }> {
  const out: unknown[] = [];
  const err: string[] = [];
  const io: CliIO = {
    lines: async function* () {
      yield* input;
    },
    out: (line) => out.push(JSON.parse(line)),
    err: (line) => err.push(line),
  };
  const code = await evalCommand(args, io);
  return { code, out, err };
}

describe('deckside eval grid-poker', () => {
  it('answers category and strength per line, higher strength for the better hand', async () => {
    const r = await run(
      ['grid-poker'],
      ['1kn 13kn 12kn 11kn 10kn', '2sc 2te 9kn 9se 9sc', 'wild 7kn 7sc 7te 7se', '1kn 2sc 3te 4se 5kn', '1-knowledge 1sc 5te 9se'],
    );
    expect(r.code).toBe(0);
    const cats = r.out.map((o) => (o as { category: string }).category);
    expect(cats).toEqual(['straight-flush', 'full-house', 'five-of-a-kind', 'straight', 'pair']);
    const s = r.out.map((o) => (o as { strength: number }).strength);
    expect(s[2]).toBeGreaterThan(s[0] as number);
    expect(s[0]).toBeGreaterThan(s[1] as number);
    expect(s[1]).toBeGreaterThan(s[3] as number);
    expect(Object.keys(r.out[0] as object)).toEqual(['category', 'strength']);
  });

  it('applies --option aceHigh=low', async () => {
    const r = await run(['grid-poker', '--option', 'aceHigh=low'], ['10kn 11sc 12te 13se 1kn']);
    expect(r.out).toEqual([{ category: 'high-card', strength: expect.any(Number) }]);
  });

  it('reports bad lines on their own line and goes on (exit 1)', async () => {
    const r = await run(
      ['grid-poker', '--option', 'wilds=removed'],
      ['2kn 3kn', '1kn 2kn 3kn 4kn 99xx', '', 'wild 1kn 2kn 3kn 4kn', '7kn 7kn 7kn 2sc 3sc', '2kn 3kn 4kn 5kn 6kn'],
    );
    expect(r.code).toBe(1);
    expect(r.out.map((o) => (o as { error?: { code: string } }).error?.code ?? (o as { category: string }).category)).toEqual([
      'ERR_HAND_SIZE',
      'ERR_BAD_CARD_CODE',
      'ERR_WILDS_REMOVED',
      'ERR_TOO_MANY_COPIES',
      'straight-flush',
    ]);
    expect((r.out[0] as { error: { message: string } }).error.message).toMatch(/5 cards/);
    expect(r.err).toHaveLength(4);
  });

  it('refuses bad arguments with exit 2 and a usage line', async () => {
    for (const args of [
      [],
      ['chess'],
      ['grid-poker', '--option'],
      ['grid-poker', '--option', 'aceHigh'],
      ['grid-poker', '--option', 'aceHigh=sideways'],
      ['grid-poker', '--option', 'nope=1'],
      ['grid-poker', '-x'],
    ]) {
      const r = await run(args, ['1kn 2kn 3kn 4kn 5kn']);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err.join('\n').length).toBeGreaterThan(0);
    }
  });
});
