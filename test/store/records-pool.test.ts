/** The first look on worker threads gives the same records, in the same order, as reading in one thread. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { MatchHeader } from '../../src/shared/api';
import { readPlaytestRecords } from '../../src/store/playtest-records';
import { randomTradesGame } from '../engine/trades/random-game';
import { tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('reads 220 logs on a worker and this thread alike, a damaged one included', { timeout: 60_000 }, async () => {
  for (let i = 0; i < 220; i++) {
    const g = randomTradesGame({ seed: `pool-${i}`, players: 3, steps: 6 });
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
    const note = i === 7 ? [{ note: { seq: 0, at: 1, text: 'pool note' } }] : [];
    await writeFile(path.join(dir, `${h.matchId}.jsonl`), [h, ...g.events, ...note].map((l) => JSON.stringify(l)).join('\n') + '\n');
  }
  await writeFile(path.join(dir, '20260101-000000-ffffffff.jsonl'), 'not json\n');
  const alone = await readPlaytestRecords(dir, { useCache: false, workers: 0 });
  const pooled = await readPlaytestRecords(dir, { useCache: false, workers: 1, ownThread: false });
  expect(alone.records).toHaveLength(220);
  expect(alone.onWorkers).toBe(0);
  expect(pooled.onWorkers).toBe(221);
  expect(pooled.records).toEqual(alone.records);
  expect(pooled.unreadable).toEqual(alone.unreadable);
  expect(pooled.unreadable).toHaveLength(1);
  expect(pooled.records.find((r) => r.matchId.endsWith('00000007'))?.notes).toEqual([{ seq: 0, text: 'pool note' }]);
});
