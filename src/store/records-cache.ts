/**
 * A cache of playtest records beside the logs (`.deckside-records.json` in
 * the data folder), so the statistics replay only the logs that changed
 * since the last look: keyed by file name, size and modification time, and
 * thrown away whole when the record format or the app's rules change.
 * Losing or damaging it costs only a slower first look; it is never the
 * source of truth.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PlaytestRecord } from '../insight/records';
import type { LogProblem } from '../contract/api';

export const RECORDS_CACHE_FILE = '.deckside-records.json';
/** Bump when PlaytestRecord or any game's insight changes meaning. */
// 2: records carry notes and feedback answers. 3: Trades cards are taken as judged (a log refused only for where a
// card was is a record now).
export const RECORDS_CACHE_VERSION = 3;

export interface CachedEntry {
  readonly size: number;
  readonly mtimeMs: number;
  readonly record: PlaytestRecord | null;
  readonly unreadable: LogProblem | null;
  readonly problems: readonly LogProblem[];
}

interface CacheFile {
  readonly version: number;
  readonly appKey: string;
  readonly entries: Readonly<Record<string, CachedEntry>>;
}

export async function loadRecordsCache(dir: string, appKey: string): Promise<Map<string, CachedEntry>> {
  try {
    const data = JSON.parse(await readFile(path.join(dir, RECORDS_CACHE_FILE), 'utf8')) as Partial<CacheFile>;
    if (data.version !== RECORDS_CACHE_VERSION || data.appKey !== appKey || typeof data.entries !== 'object' || data.entries === null)
      return new Map();
    return new Map(Object.entries(data.entries));
  } catch {
    return new Map();
  }
}

/** Writes the cache atomically; a folder that cannot be written to just goes without. */
export async function saveRecordsCache(dir: string, appKey: string, entries: ReadonlyMap<string, CachedEntry>): Promise<void> {
  const file = path.join(dir, RECORDS_CACHE_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  const data: CacheFile = { version: RECORDS_CACHE_VERSION, appKey, entries: Object.fromEntries(entries) };
  try {
    await writeFile(temp, JSON.stringify(data));
    await rename(temp, file);
  } catch {
    // Read-only folder or full disk: the statistics still work, only slower next time.
  }
}
