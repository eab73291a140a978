/**
 * Electron main's build bundles every worker thread main can start beside
 * its entry: a worker left out of the build would make the desktop app run
 * the balance lab or the statistics' first look in one thread (or fail).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import config from '../../electron.vite.config';

const root = path.resolve(import.meta.dirname, '../..');

it("main's build has the lab's and the statistics' workers as entries, each an existing source file", () => {
  const input = config.main?.build?.rolldownOptions?.input;
  expect(input).toBeTypeOf('object');
  const entries = input as Record<string, string>;
  expect(Object.keys(entries).sort()).toEqual(['index', 'records-worker', 'sim-worker']);
  for (const file of Object.values(entries)) expect(existsSync(path.join(root, file)), file).toBe(true);
  expect(entries['records-worker']).toBe('src/store/records-worker.ts');
});
