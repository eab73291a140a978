/**
 * The insight screens' data while the folder is read: the store's progress
 * is asked for while the reading lasts and kept for the screens (the count
 * and bar of ReadingProgress), and dropped once the records are in, so a
 * later reading starts with no stale count.
 */
import { expect, it } from 'vitest';
import { err, ok, type Result } from '../../../src/engine/core/result';
import { API_METHODS, type ApiMethod, type DecksideApi, type PlaytestRecords, type RecordsProgress } from '../../../src/contract/api';
import { InsightData } from '../../../src/renderer/insight/insight.svelte';

function slowApi(): { api: DecksideApi; finish: () => void; asked: () => number; set: (p: RecordsProgress | null) => void } {
  let finish: () => void = () => undefined;
  let asked = 0;
  let now: RecordsProgress | null = null;
  const no = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used here');
  const unused = Object.fromEntries(API_METHODS.map((m) => [m, no])) as Record<ApiMethod, typeof no>;
  const done = new Promise<void>((r) => (finish = r));
  return {
    api: {
      ...unused,
      playtestRecords: async (): Promise<Result<PlaytestRecords>> => {
        await done;
        return ok({ records: [], unreadable: [], damagedLines: [] });
      },
      playtestRecordsProgress: async () => {
        asked++;
        return ok(now);
      },
    },
    finish: () => finish(),
    asked: () => asked,
    set: (p) => (now = p),
  };
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

it("keeps the store's progress while the folder is read, and none once it is read", async () => {
  const fake = slowApi();
  const data = new InsightData(fake.api);
  const loading = data.load();
  expect(data.loading).toBe(true);
  expect(data.progress).toBeNull();
  fake.set({ done: 1200, total: 5000 });
  await wait(600);
  expect(fake.asked()).toBeGreaterThanOrEqual(1);
  expect(data.progress).toEqual({ done: 1200, total: 5000 });
  fake.set({ done: 4999, total: 5000 });
  await wait(400);
  expect(data.progress).toEqual({ done: 4999, total: 5000 });
  fake.finish();
  await loading;
  expect(data.loaded).toBe(true);
  expect(data.progress).toBeNull();
  // No more asking once read.
  const after = fake.asked();
  await wait(400);
  expect(fake.asked()).toBe(after);
});
