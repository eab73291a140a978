/**
 * The store tells how far a reading of the playtest folder has come
 * (playtestRecordsProgress), so a first look at many logs shows a count
 * rather than a silent wait; nothing while no reading is under way.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RecordsProgress } from '../../src/contract/api';
import { PlaytestStore } from '../../src/store';
import { must, tempDir } from './helpers';
import { writeTradesLogs } from './trades-logs';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('reports the logs read of the folder while it reads, and null before and after', { timeout: 120_000 }, async () => {
  await writeTradesLogs(dir, 30, { seed: 'store-progress', steps: 8 });
  // The games' own registry (the default): the logs are Trades matches.
  const store = await PlaytestStore.open({ dataDir: dir, appVersion: 'test' });
  expect(must(await store.playtestRecordsProgress())).toBeNull();
  const seen: RecordsProgress[] = [];
  let reading = true;
  const poll = (async () => {
    while (reading) {
      const p = must(await store.playtestRecordsProgress());
      if (p) seen.push(p);
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const records = must(await store.playtestRecords());
  reading = false;
  await poll;
  expect(records.records).toHaveLength(30);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((p) => p.total === 30 && p.done >= 0 && p.done <= 30)).toBe(true);
  expect(must(await store.playtestRecordsProgress())).toBeNull();
});
