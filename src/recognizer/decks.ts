/**
 * Loading a deck file for the recognizer from disk (Node): a bundled deck by
 * id (resources/decks/<id>.json) or any deck file by path. The engine's
 * parseDeckFile checks it; this module only finds and reads it.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDeckFile, type DeckFile } from '../engine/core/deck';
import { err, type Result } from '../engine/core/result';

export const BUNDLED_DECKS = ['tech-deck', 'standard-52'] as const;

/**
 * The bundled deck files' folder: resources/decks at the repository root, or
 * in the installed app the decks folder its installer put beside app.asar
 * (extraResources in electron-builder.yml).
 */
export function bundledDeckFolder(): string {
  // Electron's process has resourcesPath; Node's has not (hence the widened type).
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  if (resources && existsSync(path.join(resources, 'decks'))) return path.join(resources, 'decks') + path.sep;
  return fileURLToPath(new URL('../../resources/decks/', import.meta.url));
}

export async function loadDeck(idOrPath: string, folder = bundledDeckFolder()): Promise<Result<DeckFile>> {
  const file = (BUNDLED_DECKS as readonly string[]).includes(idOrPath) ? `${folder}/${idOrPath}.json` : idOrPath;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    return err('ERR_DECK_READ', `Could not read the deck file ${file}: ${(e as Error).message}`);
  }
  const deck = parseDeckFile(raw);
  return deck.ok ? deck : err(deck.error.code, `${file}: ${deck.error.message}`, { path: deck.error.path ?? '' });
}
