/**
 * The language setting: "system" by default (also for a settings file
 * written before the setting existed), kept across a reopen, and a value
 * that is no language refused without touching the stored one.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('defaults to the system language, also for a file from before the setting', async () => {
  await writeFile(path.join(dir, 'settings.json'), JSON.stringify({ lastRulesVersion: 'v3' }));
  const store = await openCounterStore(dir);
  expect(must(await store.getSettings())).toMatchObject({ lastRulesVersion: 'v3', language: 'system' });
});

it('keeps the chosen language across a reopen and refuses one that is not offered', async () => {
  const store = await openCounterStore(dir);
  expect(must(await store.updateSettings({ language: 'it' })).language).toBe('it');
  // A value from outside the app (a hand-edited file, a bad call) must not become the setting.
  const bad = await store.updateSettings({ language: 'fr' as never });
  expect(bad.ok).toBe(false);
  const again = await openCounterStore(dir);
  expect(must(await again.getSettings()).language).toBe('it');
});
