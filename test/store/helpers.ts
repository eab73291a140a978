/** Temporary playtest folders for tests, removed afterwards. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { PlaytestStore } from '../../src/store';
import { counterRegistry } from './counter-game';

export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'deckside-test-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function openCounterStore(dir: string, now?: () => number): Promise<PlaytestStore> {
  return PlaytestStore.open({ dataDir: dir, appVersion: '0.0.0-test', getGame: counterRegistry, ...(now ? { now } : {}) });
}

/** Unwraps a Result in a test, failing with its error. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * A counter-game store in a temporary folder for each test of the file,
 * its clock fixed at `at`; closed and removed after each. Call in the file's
 * top level; the answer gives the current test's store.
 */
export function storeForEachTest(at: number): () => PlaytestStore {
  let cleanup: () => Promise<void>;
  let store: PlaytestStore | null = null;
  beforeEach(async () => {
    const t = await tempDir();
    cleanup = t.cleanup;
    store = await openCounterStore(t.dir, () => at);
  });
  afterEach(async () => {
    await store?.close();
    store = null;
    await cleanup();
  });
  return () => {
    if (!store) throw new Error('storeForEachTest: no store outside a test');
    return store;
  };
}
