/**
 * Teach records on disk, one JSON file per deck version under a folder the
 * caller gives (the app's data folder, or a test's temporary one). Writes go
 * to a temporary file renamed into place, so a crash never leaves half a file.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeckFile } from '../engine/core/deck';
import { err, ok, type Result } from '../engine/core/result';
import { emptyTaught, parseTaught, taughtFileName, type TaughtDeck } from './teach';

export interface TeachStore {
  /** The deck version's record; an empty one when nothing was taught yet. */
  load(deck: Pick<DeckFile, 'id' | 'version'>): Promise<Result<TaughtDeck>>;
  save(taught: TaughtDeck): Promise<Result<string>>;
}

export function teachStore(folder: string): TeachStore {
  const fileOf = (id: string, version: string): string => path.join(folder, taughtFileName(id, version));
  return {
    async load(deck) {
      const file = fileOf(deck.id, deck.version);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return ok(emptyTaught(deck));
        return err('ERR_TEACH_READ', `Could not read the teach record ${file}: ${(e as Error).message}`);
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return err('ERR_BAD_TEACH_FILE', `The teach record ${file} is not JSON; it was left as it is.`);
      }
      const parsed = parseTaught(raw);
      if (!parsed.ok) return err(parsed.error.code, `${file}: ${parsed.error.message}`);
      if (parsed.value.deckId !== deck.id || parsed.value.deckVersion !== deck.version) {
        return err(
          'ERR_TEACH_DECK_MISMATCH',
          `${file} holds a record for ${parsed.value.deckId} ${parsed.value.deckVersion}, not ${deck.id} ${deck.version}.`,
        );
      }
      return parsed;
    },
    async save(taught) {
      const file = fileOf(taught.deckId, taught.deckVersion);
      try {
        await mkdir(folder, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await writeFile(tmp, JSON.stringify(taught, null, 1) + '\n', 'utf8');
        await rename(tmp, file);
        return ok(file);
      } catch (e) {
        return err('ERR_TEACH_WRITE', `Could not save the teach record ${file}: ${(e as Error).message}`);
      }
    },
  };
}
