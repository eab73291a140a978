/** The `score tech-exchange` command: batch scoring of hands, bad lines answered and skipped. */
import { describe, expect, it } from 'vitest';
import { findCommand } from '../../src/cli/commands/index';
import { scoreCommand } from '../../src/cli/commands/score';
import { memoryIO } from './io';

const run = async (input: string[], args: string[] = ['tech-exchange']) => {
  const io = memoryIO(input);
  const code = await scoreCommand(args, io);
  return { code, out: io.stdout.map((l) => JSON.parse(l) as Record<string, unknown>), stderr: io.stderr };
};

const stacks = { kn: 4, sc: 1, te: 2, se: 1 };

describe('deckside score tech-exchange', () => {
  it('scores a hand as architecture.md specifies', async () => {
    const { code, out } = await run([JSON.stringify({ hand: ['9kn', '9sc', '9te', '2se'], stacks })]);
    expect(code).toBe(0);
    expect(out).toEqual([
      {
        score: 12,
        groups: [{ kind: 'triple', cards: ['9kn', '9sc', '9te'], domain: 'kn', points: 12 }],
        kept: ['9kn', '9sc', '9te', '2se'],
      },
    ]);
  });

  it('accepts long-form codes and writes short ones; keep discards down', async () => {
    const { out } = await run([JSON.stringify({ hand: ['9-Knowledge', '9-science', '9te', '2kn', '3kn', 'Wild'], stacks, keep: 4 })]);
    const r = out[0] as { score: number; groups: { points: number; cards: string[] }[]; kept: string[] };
    expect(r.kept).toHaveLength(4);
    expect(r.score).toBe(12);
    expect(r.groups.reduce((s, g) => s + g.points, 0)).toBe(r.score);
    expect(r.kept).not.toContain('wild');
    expect(r.kept).toEqual(expect.arrayContaining(['9kn', '9sc', '9te']));
  });

  it('answers a bad line with an error line and goes on with the batch', async () => {
    const { code, out, stderr } = await run([
      'not json',
      JSON.stringify({ hand: ['9kn', '9sc', '9te'], stacks }),
      JSON.stringify({ hand: ['99xx'], stacks }),
      JSON.stringify({ hand: [], stacks: { kn: 1 } }),
      JSON.stringify({ hand: ['1kn', '1kn', '1kn'], stacks }),
      JSON.stringify({ hand: [], stacks, keep: -1 }),
      JSON.stringify({ hand: [], stacks, extra: true }),
      '',
      JSON.stringify({ hand: ['4kn', '5kn', '6kn'], stacks }),
    ]);
    expect(code).toBe(1);
    expect(out.map((o) => (o.error as { code: string } | undefined)?.code ?? o.score)).toEqual([
      'ERR_BAD_JSON',
      12,
      'ERR_BAD_CARD_CODE',
      'ERR_BAD_STACKS',
      'ERR_TOO_MANY_COPIES',
      'ERR_BAD_INPUT',
      'ERR_BAD_INPUT',
      12,
    ]);
    for (const o of out) if (o.error) expect(Object.keys(o.error as object).sort()).toEqual(['code', 'message']);
    expect(stderr).toHaveLength(6);
    expect(stderr[0]).toMatch(/^line 1: ERR_BAD_JSON/);
  });

  it('refuses other games and extra arguments with a usage line and exit 2', async () => {
    for (const args of [[], ['grid-poker'], ['tech-exchange', 'x']]) {
      const { code, out, stderr } = await run([], args);
      expect(code).toBe(2);
      expect(out).toEqual([]);
      expect(stderr[0]).toMatch(/usage: deckside score tech-exchange/);
    }
  });

  it('is in the command table as "score"', async () => {
    const io = memoryIO([JSON.stringify({ hand: ['9kn', '9sc', '9te'], stacks })]);
    const code = await findCommand('score')?.run(['tech-exchange'], io);
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout[0] ?? '{}')).toMatchObject({ score: 12 });
  });
});
