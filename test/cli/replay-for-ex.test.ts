/**
 * `deckside replay` on a For-Ex log whose first action resolves the first
 * dividend at once with `strengthen` (nobody holds a certificate: all seven
 * currencies tie at zero, BGA). The replay accepts it and the game finishes
 * with the standings worked out below; with the old reading as an option the
 * same log is refused at its first event.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayCommand } from '../../src/cli/commands/replay';
import { FIRST_DIVIDEND_ACTIONS, firstDividendLogText } from '../fixtures/for-ex/first-dividend-log';
import { tempDir } from '../store/helpers';
import { memoryIO } from './io';

const fixture = fileURLToPath(new URL('../fixtures/for-ex/first-dividend.jsonl', import.meta.url));

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

describe('replay of a For-Ex log (first dividend resolved at once)', () => {
  it('is the log its builder script writes', async () => {
    expect(await readFile(fixture, 'utf8')).toBe(firstDividendLogText());
    expect(FIRST_DIVIDEND_ACTIONS[0]).toEqual({ type: 'resolve', player: 0, strengthen: 'JPY' });
  });

  it('accepts the strengthen choice and finishes with the BGA result', async () => {
    const io = memoryIO();
    expect(await replayCommand([fixture], io)).toBe(0);
    expect(io.stderr).toEqual([]);
    expect(io.stdout).toHaveLength(1);
    // USD leads all six pairs at the end. In USD (each currency rounded down on its own):
    // Ann 2 USD + 9 CHF / 3 + 9 JPY / 3 = 8; Bo 9 USD + 9 CAD / 3 = 12;
    // Cy 7 GBP / 2.5 -> 2, + 5 USD + 6 JPY / 3 = 9 (1 EUR and 5.5 CNY round down to 0).
    expect(JSON.parse(io.stdout[0]!)).toMatchObject({
      file: fixture,
      game: 'for-ex',
      events: 12,
      applied: 12,
      finished: true,
      phase: 'Game over: the Contract Queue is empty',
      reason: 'the last dividend was paid and the queue resolved; money converted to USD',
      lowerIsBetter: false,
      scores: [
        { seat: 0, name: 'Ann', total: 8, rounds: [0, 0, 2, 3, 3, 0, 0] },
        { seat: 1, name: 'Bo', total: 12, rounds: [0, 0, 9, 0, 0, 3, 0] },
        { seat: 2, name: 'Cy', total: 9, rounds: [2, 0, 5, 0, 2, 0, 0] },
      ],
      winners: [{ seat: 1, name: 'Bo' }],
      violations: [],
      problems: [],
    });
  });

  it('under option noHoldersStrengthenNothing the first event is refused on replay', async () => {
    const [header, ...events] = (await readFile(fixture, 'utf8')).trimEnd().split('\n');
    const parsed = JSON.parse(header!) as { options: Record<string, unknown> };
    parsed.options = { ...parsed.options, noHoldersStrengthenNothing: true };
    const file = path.join(dir, 'old-reading.jsonl');
    await writeFile(file, [JSON.stringify(parsed), ...events].join('\n') + '\n');
    const io = memoryIO();
    expect(await replayCommand([file], io)).toBe(1);
    const out = JSON.parse(io.stdout[0]!);
    expect(out.violations[0]).toMatchObject({ seq: 1, code: 'ERR_STRENGTHEN_NOT_TIED' });
    expect(out.violations[0].message).toMatch(/nobody holds a certificate/);
  });
});
