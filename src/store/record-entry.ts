/**
 * One log read and replayed into its records-cache entry: the work of a
 * first look, done on worker threads (records-worker.ts) or, for a few
 * files, in place. Never throws: a file that cannot be read or used is an
 * entry with the reason.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { recordFromMatch } from '../insight/collect';
import { latestFeedback, parseMatchText } from './match-file';
import { matchIdOfFile } from './paths';
import type { CachedEntry } from './records-cache';
import { notesOfMatch } from './replay-report';

/**
 * A log to read, with its size and modification time when the caller already has them (to compare with the records
 * cache). Left out, the reader takes them from the file itself: on a first look nothing is cached to compare with,
 * and the stat of each file in the worker that reads it spares the calling thread 5,000 stats before any worker
 * can start.
 */
export interface EntryWanted {
  readonly name: string;
  readonly size?: number;
  readonly mtimeMs?: number;
}

/** The size and time the caller gave, or null when it left them to the reader. */
const given = (w: EntryWanted): { size: number; mtimeMs: number } | null =>
  w.size !== undefined && w.mtimeMs !== undefined ? { size: w.size, mtimeMs: w.mtimeMs } : null;

/** The size and modification time of a file (-1 each when it cannot be read: the read then says why), now or later. */
function sizeAndTimeNow(file: string): { size: number; mtimeMs: number } {
  try {
    const s = statSync(file);
    return { size: s.size, mtimeMs: s.mtimeMs };
  } catch {
    return { size: -1, mtimeMs: -1 };
  }
}
async function sizeAndTime(file: string): Promise<{ size: number; mtimeMs: number }> {
  const s = await stat(file).catch(() => null);
  return { size: s?.size ?? -1, mtimeMs: s?.mtimeMs ?? -1 };
}

const errorOf = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * A batch of logs: all files are read at once (the reads wait on the disk
 * side by side, not one after another), then replayed one by one.
 */
export async function readEntries(dir: string, batch: readonly EntryWanted[]): Promise<CachedEntry[]> {
  const read = await Promise.all(
    batch.map(async (w) => {
      const file = path.join(dir, w.name);
      const known = given(w) ?? (await sizeAndTime(file));
      const text = await readFile(file, 'utf8').catch((e: unknown) => errorOf(e));
      return { known, text };
    }),
  );
  return batch.map((w, i) => {
    const { known, text } = read[i] as (typeof read)[number];
    return entryFromText(w.name, known.size, known.mtimeMs, text);
  });
}

/**
 * The same, read one file after another without the event loop: for a worker thread, which has nothing else to
 * answer meanwhile. A file read whole from the page cache is CPU work either way, and the promise API costs about
 * twice the CPU per file (open, stat, read and close each a round trip through libuv's threads), on the cores the
 * replays need.
 */
export function readEntriesNow(dir: string, batch: readonly EntryWanted[]): CachedEntry[] {
  return batch.map((w) => {
    const file = path.join(dir, w.name);
    const known = given(w) ?? sizeAndTimeNow(file);
    let text: string | Error;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      text = errorOf(e);
    }
    return entryFromText(w.name, known.size, known.mtimeMs, text);
  });
}

function entryFromText(name: string, size: number, mtimeMs: number, text: string | Error): CachedEntry {
  const none = { size, mtimeMs, record: null, problems: [] };
  if (text instanceof Error) return { ...none, unreadable: { file: name, line: 0, message: `Cannot read the file: ${text.message}` } };
  const parsed = parseMatchText(text, name, matchIdOfFile(name) ?? undefined);
  if (!parsed.header) {
    return { ...none, unreadable: parsed.problems[0] ?? { file: name, line: 1, message: 'Not a Deckside playtest: no match header.' } };
  }
  let record: ReturnType<typeof recordFromMatch>;
  try {
    record = recordFromMatch(name, parsed.header, parsed.events);
  } catch (e) {
    // A bug in a game's rules must not stop the look at every other playtest.
    return {
      ...none,
      unreadable: { file: name, line: 0, message: `Replaying this match failed: ${e instanceof Error ? e.message : String(e)}` },
    };
  }
  if (!record.ok) return { ...none, unreadable: { file: name, line: 1, message: record.error.message } };
  const full = { ...record.value, notes: notesOfMatch(parsed.events, parsed.notes), feedback: latestFeedback(parsed.feedback) };
  return { size, mtimeMs, record: full, unreadable: null, problems: parsed.problems };
}
