/**
 * The user's edited deck files, kept in the data folder as decks/<id>.json
 * (docs/deck-format.md). The file name is made here from a deck id that
 * passed DECK_ID_PATTERN, never from a path a caller sent. Each file is
 * checked with parseDeckFile on the way in and on the way out, and written
 * atomically (temporary file, flush, rename, flush the folder), so a crash
 * leaves the old deck or the new one, never half of a file.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDeckFile, type DeckFile } from '../engine/core/deck';
import { err, ok, type Result } from '../engine/core/result';
import { DECK_ID_PATTERN } from '../contract/schemas';
import { writeJsonAtomic } from './atomic-json';

export const DECKS_FOLDER = 'decks';

const badDeckId = (id: string) =>
  err('ERR_BAD_DECK_ID', `"${id.slice(0, 40)}" is not a deck id (lower-case letters, digits and dashes).`, {
    path: 'id',
    params: { id: id.slice(0, 40) },
  });

function deckPath(dataDir: string, id: string): string {
  if (!DECK_ID_PATTERN.test(id)) throw new Error(`refusing a file for a non-id ${JSON.stringify(id.slice(0, 40))}`);
  return path.join(dataDir, DECKS_FOLDER, `${id}.json`);
}

/** The saved deck with this id, or null when the user never saved one (the app's bundled deck applies). */
export async function readDeck(dataDir: string, id: string): Promise<Result<DeckFile | null>> {
  if (!DECK_ID_PATTERN.test(id)) return badDeckId(id);
  let text: string;
  try {
    text = await readFile(deckPath(dataDir, id), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return ok(null);
    throw e;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err('ERR_BAD_DECK_FILE', `${DECKS_FOLDER}/${id}.json is damaged (not valid JSON); save the deck again or import a copy.`, {
      params: { variant: 'jsonDamaged', DECKSFOLDER: DECKS_FOLDER, id },
    });
  }
  const deck = parseDeckFile(raw);
  if (!deck.ok) return err(deck.error.code, `${DECKS_FOLDER}/${id}.json: ${deck.error.message}`, { path: deck.error.path ?? '' });
  if (deck.value.id !== id)
    return err('ERR_BAD_DECK_FILE', `${DECKS_FOLDER}/${id}.json holds the deck "${deck.value.id}", not "${id}".`, {
      params: { variant: 'jsonHolds', DECKSFOLDER: DECKS_FOLDER, id, id2: deck.value.id },
    });
  return deck;
}

/** Checks and saves a deck under its own id; answers the deck as stored. */
export async function writeDeck(dataDir: string, raw: unknown): Promise<Result<DeckFile>> {
  const deck = parseDeckFile(raw);
  if (!deck.ok) return deck;
  const id = deck.value.id;
  if (!DECK_ID_PATTERN.test(id)) return badDeckId(id);
  const folder = path.join(dataDir, DECKS_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeJsonAtomic(deckPath(dataDir, id), deck.value, id);
  return ok(deck.value);
}
