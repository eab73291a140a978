/** settings.json: defaults, merged updates, atomic writes, repair of a damaged file. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/store/settings';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('starts from defaults, merges updates and writes them atomically', async () => {
  const store = await openCounterStore(dir);
  expect(must(await store.getSettings())).toEqual(DEFAULT_SETTINGS);
  must(await store.updateSettings({ lastRulesVersion: 'v2' }));
  const both = await Promise.all([
    store.updateSettings({ lastPlayers: ['Ann'] }),
    store.updateSettings({ lastOptions: { trades: { limit: 3 } } }),
  ]);
  expect(both.every((r) => r.ok)).toBe(true);
  expect(must(await store.getSettings())).toEqual({
    ...DEFAULT_SETTINGS,
    lastRulesVersion: 'v2',
    lastPlayers: ['Ann'],
    lastOptions: { trades: { limit: 3 } },
  });
  expect(JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8'))).toMatchObject({ lastRulesVersion: 'v2' });
  // No temporary file is left behind.
  expect(await readdir(dir)).toEqual(['settings.json']);
});

it('falls back to defaults on a damaged file and repairs it on the next save', async () => {
  await writeFile(path.join(dir, 'settings.json'), '{"lastRulesVersion": ');
  const store = await openCounterStore(dir);
  expect(must(await store.getSettings())).toEqual(DEFAULT_SETTINGS);
  expect(must(await store.updateSettings({ lastDeckVersion: 'd1' }))).toEqual({ ...DEFAULT_SETTINGS, lastDeckVersion: 'd1' });
  expect(JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8'))).toEqual({ ...DEFAULT_SETTINGS, lastDeckVersion: 'd1' });
});

it('keeps each game its own last rules version tag together with its options', async () => {
  const store = await openCounterStore(dir);
  must(await store.updateSettings({ lastRules: { trades: { rulesVersion: 'v2', options: { limit: 3 } } } }));
  must(await store.updateSettings({ lastRules: { 'for-ex': { rulesVersion: 'fx-9', options: { loans: true } } } }));
  expect(must(await store.getSettings()).lastRules).toEqual({
    trades: { rulesVersion: 'v2', options: { limit: 3 } },
    'for-ex': { rulesVersion: 'fx-9', options: { loans: true } },
  });
});
