/**
 * The records cache (records-cache.ts) beside a playtest folder: a later look
 * gives exactly the statistics a full replay gives, and a log that changed
 * since (another size or modification time) is read again, not served stale.
 */
import { appendFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import type { MatchHeader } from '../../src/shared/api';
import { readPlaytestRecords } from '../../src/store/playtest-records';
import { randomTradesGame } from '../engine/trades/random-game';
import { tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

async function writeLogs(n: number): Promise<string[]> {
  const names: string[] = [];
  for (let i = 0; i < n; i++) {
    const g = randomTradesGame({ seed: `cache-${i}`, players: 3, steps: 8 });
    const h: MatchHeader = {
      format: 'deckside-match',
      formatVersion: 1,
      matchId: `20260101-000000-${i.toString(16).padStart(8, '0')}`,
      game: 'trades',
      options: g.config.options,
      seed: g.config.seed,
      players: g.config.players.map((name, seat) => ({ name, seat })),
      deckVersion: null,
      rulesVersion: i % 2 ? 'v2' : 'v1',
      startedAt: g.config.at,
      appVersion: 'test',
    };
    const name = `${h.matchId}.jsonl`;
    await writeFile(path.join(dir, name), [h, ...g.events].map((l) => JSON.stringify(l)).join('\n') + '\n');
    names.push(name);
  }
  return names;
}

it('gives the same records and statistics from the cache as from replaying every log', { timeout: 60_000 }, async () => {
  await writeLogs(12);
  const first = await readPlaytestRecords(dir, { workers: 0 });
  expect(first.replayed).toBe(12);
  const later = await readPlaytestRecords(dir, { workers: 0 });
  expect(later.replayed).toBe(0);
  const uncached = await readPlaytestRecords(dir, { useCache: false, workers: 0 });
  expect(uncached.replayed).toBe(12);
  expect(later.records).toEqual(uncached.records);
  expect(later.unreadable).toEqual(uncached.unreadable);
  expect(later.problems).toEqual(uncached.problems);
  expect(computeStats(later.records)).toEqual(computeStats(uncached.records));
});

it('reads a changed log again: a new size, or only a new modification time', { timeout: 60_000 }, async () => {
  const names = await writeLogs(6);
  await readPlaytestRecords(dir, { workers: 0 });
  const file = path.join(dir, names[2] as string);
  await appendFile(file, JSON.stringify({ note: { seq: 0, at: 5, text: 'added after the look' } }) + '\n');
  const grown = await readPlaytestRecords(dir, { workers: 0 });
  expect(grown.replayed).toBe(1);
  expect(grown.records.find((r) => r.file === names[2])?.notes).toEqual([{ seq: 0, text: 'added after the look' }]);
  const touched = new Date(Date.now() + 60_000);
  await utimes(path.join(dir, names[4] as string), touched, touched);
  const again = await readPlaytestRecords(dir, { workers: 0 });
  expect(again.replayed).toBe(1);
  const uncached = await readPlaytestRecords(dir, { useCache: false, workers: 0 });
  expect(again.records).toEqual(uncached.records);
});
