/**
 * The records cache (records-cache.ts) beside a playtest folder: a later look
 * gives exactly the statistics a full replay gives, and a log that changed
 * since (another size or modification time) is read again, not served stale.
 */
import { appendFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { computeStats } from '../../src/insight/aggregate';
import { readPlaytestRecords } from '../../src/store/playtest-records';
import { tempDir } from './helpers';
import { writeTradesLogs } from './trades-logs';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('gives the same records and statistics from the cache as from replaying every log', { timeout: 60_000 }, async () => {
  await writeTradesLogs(dir, 12, { seed: 'cache', steps: 8 });
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
  const names = await writeTradesLogs(dir, 6, { seed: 'cache', steps: 8 });
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

it(
  'reports how far a reading has come: logs from the cache at once, then each replayed batch, to every log',
  { timeout: 60_000 },
  async () => {
    const names = await writeTradesLogs(dir, 20, { seed: 'progress', steps: 4 });
    const seen: [number, number][] = [];
    await readPlaytestRecords(dir, { workers: 0, onProgress: (done, total) => seen.push([done, total]) });
    // Nothing cached yet: from 0, batch by batch, to all 20.
    expect(seen[0]).toEqual([0, 20]);
    expect(seen.at(-1)).toEqual([20, 20]);
    expect(seen.every(([done], i) => i === 0 || done > (seen[i - 1] as [number, number])[0])).toBe(true);
    // One log changed: the other 19 come from the cache at once, then the one replayed.
    await appendFile(path.join(dir, names[3] as string), JSON.stringify({ note: { seq: 0, at: 5, text: 'later' } }) + '\n');
    seen.length = 0;
    await readPlaytestRecords(dir, { workers: 0, onProgress: (done, total) => seen.push([done, total]) });
    expect(seen).toEqual([
      [19, 20],
      [20, 20],
    ]);
  },
);
