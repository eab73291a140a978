/**
 * The first look on worker threads gives the same records, in the same order,
 * as reading in one thread: with one worker doing all of it, and with two
 * sharing small batches.
 */
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { readPlaytestRecords } from '../../src/store/playtest-records';
import { readEntries } from '../../src/store/record-entry';
import { BATCH, defaultWorkers, MIN_FOR_WORKERS, readEntriesParallel, WORKER_HEAP } from '../../src/store/records-pool';
import { tempDir } from './helpers';
import { writeTradesLogs } from './trades-logs';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('reads 220 logs on workers and in this thread alike, a damaged one included', { timeout: 120_000 }, async () => {
  await writeTradesLogs(dir, 220, {
    seed: 'pool',
    steps: 6,
    extra: (i) => (i === 7 ? [{ note: { seq: 0, at: 1, text: 'pool note' } }] : []),
  });
  await writeFile(path.join(dir, '20260101-000000-ffffffff.jsonl'), 'not json\n');
  const alone = await readPlaytestRecords(dir, { useCache: false, workers: 0 });
  const one = await readPlaytestRecords(dir, { useCache: false, workers: 1 });
  const two = await readPlaytestRecords(dir, { useCache: false, workers: 2 });
  expect(alone.records).toHaveLength(220);
  expect(alone.onWorkers).toBe(0);
  for (const pooled of [one, two]) {
    // Every log, the damaged one too, was read on a worker; none in this thread.
    expect(pooled.onWorkers).toBe(221);
    expect(pooled.records).toEqual(alone.records);
    expect(pooled.unreadable).toEqual(alone.unreadable);
    expect(pooled.problems).toEqual(alone.problems);
  }
  expect(two.unreadable).toHaveLength(1);
  expect(two.records.find((r) => r.matchId.endsWith('00000007'))?.notes).toEqual([{ seq: 0, text: 'pool note' }]);
});

it(
  'a first look on workers takes the size and time of each file itself: the next look replays none of them',
  { timeout: 120_000 },
  async () => {
    await writeTradesLogs(dir, MIN_FOR_WORKERS + 10, { seed: 'stat', steps: 4 });
    const first = await readPlaytestRecords(dir, { workers: 2 });
    expect(first.onWorkers).toBe(MIN_FOR_WORKERS + 10);
    const later = await readPlaytestRecords(dir, { workers: 2 });
    expect(later.replayed).toBe(0);
    expect(later.records).toEqual(first.records);
    // A log appended to since is replayed again, and only it.
    const changed = path.join(dir, first.records[3]?.file ?? '');
    await writeFile(changed, '{"note":{"seq":0,"at":2,"text":"later"}}\n', { flag: 'a' });
    const again = await readPlaytestRecords(dir, { workers: 2 });
    expect(again.replayed).toBe(1);
  },
);

it('by default: no worker for a few logs, one per core for many, in batches small enough to share', () => {
  expect(defaultWorkers(MIN_FOR_WORKERS - 1)).toBe(0);
  expect(defaultWorkers(5000)).toBeGreaterThanOrEqual(1);
  // 5,000 logs make hundreds of batches: the last ones spread over the workers.
  expect(5000 / BATCH).toBeGreaterThanOrEqual(100);
});

it('a worker out of memory leaves its logs to this thread: the same entries, none lost', { timeout: 120_000 }, async () => {
  const names = await writeTradesLogs(dir, 12, { seed: 'heap', steps: 6 });
  const wanted = await Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(dir, name));
      return { name, size: s.size, mtimeMs: s.mtimeMs };
    }),
  );
  const alone = await readEntries(dir, wanted);
  // A heap far too small to load the worker's code: each dies with ERR_WORKER_OUT_OF_MEMORY.
  const starved = await readEntriesParallel(dir, wanted, { workers: 2, heap: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 1 } });
  expect(starved.onWorkers).toBe(0);
  expect(starved.entries).toEqual(alone);
  // The real cap leaves room: the same logs are all read on workers.
  expect(WORKER_HEAP.maxOldGenerationSizeMb).toBeGreaterThanOrEqual(64);
  const seen: number[] = [];
  const pooled = await readEntriesParallel(dir, wanted, { workers: 2, onProgress: (done) => seen.push(done) });
  expect(pooled.onWorkers).toBe(12);
  // Progress after each batch (in the order they finish), rising to every log.
  expect(seen).toHaveLength(Math.ceil(12 / BATCH));
  expect(seen.every((n, i) => i === 0 || n > (seen[i - 1] as number))).toBe(true);
  expect(seen.at(-1)).toBe(12);
  expect(pooled.entries).toEqual(alone);
});
