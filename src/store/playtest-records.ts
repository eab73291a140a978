/**
 * Reads a playtest folder into the flat records the statistics use. Every
 * .jsonl file is read; one that is damaged or foreign is listed as unreadable
 * with its reason and changes no figure, and never stops the others. Logs
 * unchanged since the last look come from the records cache (records-cache.ts)
 * instead of being replayed.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { recordFromMatch } from '../insight/collect';
import type { PlaytestRecord } from '../insight/records';
import type { LogProblem } from '../shared/api';
import { MATCH_FILE_EXT, matchIdOfFile } from './paths';
import { latestFeedback, parseMatchText } from './match-file';
import { notesOfMatch } from './replay-report';
import { loadRecordsCache, saveRecordsCache, type CachedEntry } from './records-cache';

export interface FolderRecords {
  readonly records: PlaytestRecord[];
  /** Files that gave no record (no usable header, unknown game), with why. */
  readonly unreadable: LogProblem[];
  /** Damaged lines inside files that still gave a record. */
  readonly problems: LogProblem[];
  /** How many logs were replayed now (the rest came from the cache). */
  readonly replayed: number;
}

/** Reads and replays one log into a cache entry. */
async function readEntry(dir: string, name: string, size: number, mtimeMs: number): Promise<CachedEntry> {
  const none = { size, mtimeMs, record: null, problems: [] };
  let text: string;
  try {
    text = await readFile(path.join(dir, name), 'utf8');
  } catch (e) {
    return { ...none, unreadable: { file: name, line: 0, message: `Cannot read the file: ${e instanceof Error ? e.message : String(e)}` } };
  }
  const parsed = parseMatchText(text, name, matchIdOfFile(name) ?? undefined);
  if (!parsed.header) {
    return { ...none, unreadable: parsed.problems[0] ?? { file: name, line: 1, message: 'Not a Deckside playtest: no match header.' } };
  }
  const record = recordFromMatch(name, parsed.header, parsed.events);
  if (!record.ok) return { ...none, unreadable: { file: name, line: 1, message: record.error.message } };
  const full = { ...record.value, notes: notesOfMatch(parsed.events, parsed.notes), feedback: latestFeedback(parsed.feedback) };
  return { size, mtimeMs, record: full, unreadable: null, problems: parsed.problems };
}

/**
 * All records of a folder. `appKey` names the app version whose rules made
 * the cached records (a new version replays everything once).
 */
export async function readPlaytestRecords(dir: string, options: { appKey?: string; useCache?: boolean } = {}): Promise<FolderRecords> {
  const appKey = options.appKey ?? 'dev';
  const useCache = options.useCache ?? true;
  const names = (await readdir(dir)).filter((n) => n.endsWith(MATCH_FILE_EXT)).sort();
  const cache = useCache ? await loadRecordsCache(dir, appKey) : new Map<string, CachedEntry>();
  const next = new Map<string, CachedEntry>();
  let replayed = 0;
  await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name)).catch(() => null);
      const size = info?.size ?? -1;
      const mtimeMs = info?.mtimeMs ?? -1;
      const cached = cache.get(name);
      if (cached && cached.size === size && cached.mtimeMs === mtimeMs) {
        next.set(name, cached);
        return;
      }
      replayed++;
      next.set(name, await readEntry(dir, name, size, mtimeMs));
    }),
  );
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
  return { records, unreadable, problems, replayed };
}
