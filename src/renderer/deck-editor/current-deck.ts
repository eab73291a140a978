/**
 * The deck in use: the user's edited deck file when one was saved through the
 * store (getDeck), else the deck file shipped with the app. Matches record
 * its id and version (deckVersionTag), so a playtest always says which card
 * texts it was played with.
 */
import { parseDeckFile, type DeckFile } from '../../engine/core/deck';
import { err, ok, type Result } from '../../engine/core/result';
import type { DecksideApi } from '../../contract/api';
import standardJson from '../../../resources/decks/standard-52.json';
import techJson from '../../../resources/decks/tech-deck.json';

const BUNDLED: Readonly<Record<string, unknown>> = { 'tech-deck': techJson, 'standard-52': standardJson };

/** The deck file shipped with the app, parsed (a broken bundled file is reported, never thrown). */
export function bundledDeck(id: string): Result<DeckFile> {
  const raw = BUNDLED[id];
  if (raw === undefined) return err('ERR_NO_SUCH_DECK', `Deckside ships no deck "${id}".`);
  return parseDeckFile(raw);
}

/** The deck in use for an id: the saved edit, else the bundled file; `edited` says which. */
export async function currentDeck(api: DecksideApi, id: string): Promise<Result<{ deck: DeckFile; edited: boolean }>> {
  const saved = await api.getDeck(id);
  if (!saved.ok) return saved;
  if (saved.value) return ok({ deck: saved.value, edited: true });
  const bundled = bundledDeck(id);
  return bundled.ok ? ok({ deck: bundled.value, edited: false }) : bundled;
}

/** What a match header records as its deck version: "tech-deck@1.0.3". */
export const deckVersionTag = (deck: DeckFile): string => `${deck.id}@${deck.version}`;

/** The address of the deck editor screen. */
export const DECK_EDITOR_HASH = '#/decks';
