/**
 * Writing a small JSON file atomically: a temporary file in the same folder
 * is written and flushed, then renamed over the old one, and the folder is
 * flushed, so a crash leaves either the old file or the new one, never half
 * of one. Used for settings.json and the saved decks.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
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
