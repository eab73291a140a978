/**
 * Flushing a folder, so a file just created or renamed in it survives a
 * crash of the machine, not only of the app. Windows cannot open a folder
 * for flushing (and NTFS journals names itself): there it is skipped.
 */
import { open } from 'node:fs/promises';

export async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
