/**
 * Writing a small JSON file atomically: a temporary file in the same folder
 * is written and flushed, then renamed over the old one, and the folder is
 * flushed, so a crash leaves either the old file or the new one, never half
 * of one. Used for settings.json and the saved decks.
 */
import { randomBytes } from 'node:crypto';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from './fsync';

/**
 * Writes `value` as pretty JSON to `target`. The temporary file is named
 * `.<tempStem>.<pid>.<random>.tmp` in the target's folder ('wx': never over
 * someone else's file); it is removed if the rename fails.
 */
export async function writeJsonAtomic(target: string, value: unknown, tempStem: string): Promise<void> {
  const folder = path.dirname(target);
  const temp = path.join(folder, `.${tempStem}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(value, null, 2) + '\n', 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
  await syncDir(folder);
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when a process with this id is running (EPERM: it runs, as another user). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files writeJsonAtomic left in `folder` for
 * `tempStem` when a crash stopped it between writing and renaming. Only
 * files of the exact name shape, of a process that no longer runs: another
 * Deckside on the same folder (the app and the browser-mode server) may be
 * writing its own right now. Answers the names removed.
 */
export async function removeStaleTemps(folder: string, tempStem: string): Promise<string[]> {
  const shape = new RegExp(`^\\.${escapeRegExp(tempStem)}\\.([0-9]+)\\.[0-9a-f]{8}\\.tmp$`);
  const names = await readdir(folder).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const m = shape.exec(name);
    if (!m || processRuns(Number(m[1]))) continue;
    await rm(path.join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}
