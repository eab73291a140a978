/** The `replay` command: final summaries, violations and damaged lines of match files. */
import { appendFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeReplayCommand, replayCommand } from '../../src/cli/commands/replay';
import { PlaytestStore } from '../../src/store';
import { addEvent, counterRegistry, newCounterMatch } from '../store/counter-game';
import { must, openCounterStore, tempDir } from '../store/helpers';
import { memoryIO } from './io';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

const replay = makeReplayCommand(counterRegistry);

async function writeLog(events: number, target = 3): Promise<string> {
  const store = await openCounterStore(dir);
  const h = must(await store.createMatch(newCounterMatch(1_000, target)));
  for (let seq = 1; seq <= events; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
  await store.close();
  return path.join(dir, `${h.matchId}.jsonl`);
}

describe('replay', () => {
  it('prints the final summary: scores, winners, no violations, exit 0', async () => {
    const file = await writeLog(3);
    const io = memoryIO();
    expect(await replay([file], io)).toBe(0);
    expect(io.stdout).toHaveLength(1);
    expect(JSON.parse(io.stdout[0]!)).toMatchObject({
      file,
      game: 'trades',
      events: 3,
      applied: 3,
      finished: true,
      reason: 'target reached',
      scores: [
        { seat: 0, name: 'Ann', total: 2 },
        { seat: 1, name: 'Bo', total: 1 },
      ],
      winners: [{ seat: 0, name: 'Ann' }],
      violations: [],
      problems: [],
    });
    expect(io.stderr).toEqual([]);
  });

  it('reports violations with seq, code and message, and damaged lines with their numbers', async () => {
    const file = await writeLog(1, 100);
    // Seat 0 again (out of turn), then a damaged line, then a valid event 2.
    await appendFile(file, JSON.stringify({ ...addEvent(2), actor: 0, action: { type: 'add', seat: 0, n: 1 } }) + '\n');
    await appendFile(file, '{"seq": 3, "at": oops}\n');
    const io = memoryIO();
    expect(await replay([file], io)).toBe(1);
    const out = JSON.parse(io.stdout[0]!);
    expect(out.violations).toEqual([{ seq: 2, code: 'ERR_NOT_YOUR_TURN', message: "Counter: it is seat 1's turn." }]);
    expect(out.problems).toEqual([{ line: 4, message: 'Damaged line: not valid JSON.' }]);
    expect(out).toMatchObject({ events: 2, applied: 1, finished: false });
    expect(io.stderr.join('\n')).toMatch(/event 2 refused on replay: ERR_NOT_YOUR_TURN/);
    expect(io.stderr.join('\n')).toContain(`${file}:4: Damaged line`);
  });

  it('goes on after a file it cannot use, with an {"error"} line for it', async () => {
    const good = await writeLog(3);
    const noHeader = path.join(dir, 'broken.jsonl');
    await writeFile(noHeader, 'garbage\n');
    const missing = path.join(dir, 'missing.jsonl');
    const io = memoryIO();
    expect(await replay([noHeader, missing, good], io)).toBe(1);
    const [a, b, c] = io.stdout.map((l) => JSON.parse(l));
    expect(a).toEqual({ file: noHeader, error: { code: 'ERR_MATCH_DAMAGED', message: 'line 1: Damaged line: not valid JSON.' } });
    expect(b).toMatchObject({ file: missing, error: { code: 'ERR_READ' } });
    expect(c).toMatchObject({ file: good, finished: true });
    expect(io.stderr).toHaveLength(2);
  });

  it('refuses bad usage with exit 2', async () => {
    for (const args of [[], ['--depth', 'x.jsonl']]) {
      const io = memoryIO();
      expect(await replay(args, io)).toBe(2);
      expect(io.stderr.join('\n')).toContain('usage: deckside replay');
    }
  });

  it('replays a log of a registered game (Trades) with the real registry', async () => {
    const store = await PlaytestStore.open({ dataDir: dir, appVersion: 'test' });
    const created = must(
      await store.createMatch({
        game: 'trades',
        options: {},
        seed: 's',
        players: [
          { name: 'Ann', seat: 0 },
          { name: 'Bo', seat: 1 },
          { name: 'Cy', seat: 2 },
        ],
        deckVersion: null,
        rulesVersion: 't',
        startedAt: 1_000,
      }),
    );
    await store.close();
    const io = memoryIO();
    expect(await replayCommand([path.join(dir, `${created.matchId}.jsonl`)], io)).toBe(0);
    expect(JSON.parse(io.stdout[0]!)).toMatchObject({
      game: 'trades',
      events: 0,
      violations: [],
      problems: [],
      players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
    });
  });
});
