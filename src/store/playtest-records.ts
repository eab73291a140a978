/**
 * Reads a playtest folder into the flat records the statistics use. Every
 * .jsonl file is read; one that is damaged or foreign is listed as unreadable
 * with its reason and changes no figure, and never stops the others. Logs
 * unchanged since the last look come from the records cache (records-cache.ts)
 * instead of being replayed; the others are replayed on worker threads, one
 * per core, in small batches (records-pool.ts).
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PlaytestRecord } from '../insight/records';
import type { LogProblem } from '../contract/api';
import { MATCH_FILE_EXT } from './paths';
import { loadRecordsCache, saveRecordsCache, type CachedEntry } from './records-cache';
import { readEntriesParallel, type EntryWanted } from './records-pool';

export interface FolderRecords {
  readonly records: PlaytestRecord[];
  /** Files that gave no record (no usable header, unknown game), with why. */
  readonly unreadable: LogProblem[];
  /** Damaged lines inside files that still gave a record. */
  readonly problems: LogProblem[];
  /** How many logs were replayed now (the rest came from the cache). */
  readonly replayed: number;
  /** Of those, how many on worker threads (see records-pool.ts). */
  readonly onWorkers: number;
}

/**
 * All records of a folder. `appKey` names the app version whose rules made
 * the cached records (a new version replays everything once).
 */
export async function readPlaytestRecords(
  dir: string,
  options: {
    appKey?: string;
    useCache?: boolean;
    workers?: number;
    /** Logs read so far of the folder's (those from the cache count at once), as the replays finish. */
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<FolderRecords> {
  const appKey = options.appKey ?? 'dev';
  const useCache = options.useCache ?? true;
  const names = (await readdir(dir)).filter((n) => n.endsWith(MATCH_FILE_EXT)).sort();
  const cache = useCache ? await loadRecordsCache(dir, appKey) : new Map<string, CachedEntry>();
  const next = new Map<string, CachedEntry>();
  const wanted: EntryWanted[] = [];
  // Nothing cached to compare with (a first look): the workers take each file's size and time as they read it.
  if (cache.size === 0) wanted.push(...names.map((name) => ({ name })));
  else
    await Promise.all(
      names.map(async (name) => {
        const info = await stat(path.join(dir, name)).catch(() => null);
        const size = info?.size ?? -1;
        const mtimeMs = info?.mtimeMs ?? -1;
        const cached = cache.get(name);
        if (cached && cached.size === size && cached.mtimeMs === mtimeMs) next.set(name, cached);
        else wanted.push({ name, size, mtimeMs });
      }),
    );
  const replayed = wanted.length;
  const fromCache = names.length - replayed;
  const onProgress = options.onProgress;
  onProgress?.(fromCache, names.length);
  const { entries: read, onWorkers } = await readEntriesParallel(dir, wanted, {
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(onProgress ? { onProgress: (done: number) => onProgress(fromCache + done, names.length) } : {}),
  });
  wanted.forEach((w, i) => next.set(w.name, read[i] as CachedEntry));
  if (useCache && (replayed > 0 || next.size !== cache.size)) await saveRecordsCache(dir, appKey, next);
  const records: PlaytestRecord[] = [];
  const unreadable: LogProblem[] = [];
  const problems: LogProblem[] = [];
  for (const name of names) {
    const e = next.get(name) as CachedEntry;
    if (e.record) records.push(e.record);
    if (e.unreadable) unreadable.push(e.unreadable);
    problems.push(...e.problems);
  }
  records.sort((a, b) => a.startedAt - b.startedAt || a.file.localeCompare(b.file));
  return { records, unreadable, problems, replayed, onWorkers };
}
