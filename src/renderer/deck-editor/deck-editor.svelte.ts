/**
 * The deck editor's state: the deck being edited (names and effect texts
 * only, through the engine's pure editing functions), the saved version it
 * started from, which cards are shown, and turning an imported file into a
 * deck with a clear reason when it is not one. Saving bumps the version, so
 * each logged match names the exact texts it was played with.
 */
import {
  bumpVersion,
  EFFECT_GAMES,
  parseDeckFile,
  setCardName,
  setEffectText,
  unknownFields,
  type DeckFile,
  type EffectGame,
} from '../../engine/core/deck';
import { err, type Result } from '../../engine/core/result';
import type { DecksideApi } from '../../contract/api';
import { deckNames } from './card-names.svelte';
import { t } from '../i18n/index.svelte';
import { refusalText } from '../i18n/refusal';

export const GAME_LABELS: Readonly<Record<EffectGame, string>> = {
  'tech-exchange': 'Tech Exchange',
  'tech-chess': 'Tech Chess',
  'grid-poker': 'Tech Grid Poker',
};

export { EFFECT_GAMES };

/** Reads an imported deck file's text; never throws. */
export function readDeckText(text: string, fileName = 'the file'): Result<DeckFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(
      'ERR_BAD_DECK_FILE',
      `${fileName} is not JSON (${e instanceof Error ? e.message : String(e)}); a deck file is the JSON that "Export" writes.`,
    );
  }
  const deck = parseDeckFile(raw);
  return deck.ok ? deck : err(deck.error.code, `${fileName}: ${deck.error.message}`, { path: deck.error.path ?? '' });
}

export const exportFileName = (deck: DeckFile): string => `${deck.id}-${deck.version.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;

export const deckJson = (deck: DeckFile): string => JSON.stringify(deck, null, 2) + '\n';

export class DeckEditorState {
  /** The deck as edited now. */
  deck = $state.raw<DeckFile | null>(null);
  /** The deck as last loaded or saved. */
  saved = $state.raw<DeckFile | null>(null);
  /** True when `saved` is the user's stored edit, false for the shipped file. */
  edited = $state(false);
  game = $state<EffectGame>('tech-exchange');
  onlyUnknown = $state(false);
  search = $state('');
  problem = $state<string | null>(null);
  status = $state('');
  busy = $state(false);

  dirty = $derived(this.deck !== null && this.deck !== this.saved);

  /** What is left to fill in from a physical deck. */
  unknown = $derived.by(() => {
    const fields = this.deck ? unknownFields(this.deck) : [];
    return { names: fields.filter((f) => f.field === 'name').length, texts: fields.filter((f) => f.field !== 'name').length };
  });

  cards = $derived.by(() => {
    const deck = this.deck;
    if (!deck) return [];
    const q = this.search.trim().toLowerCase();
    return deck.cards.filter((c) => {
      if (this.onlyUnknown && c.nameStatus !== 'unknown' && c.effects[this.game]?.status !== 'unknown') return false;
      return !q || c.code.toLowerCase().startsWith(q) || (c.name ?? '').toLowerCase().includes(q);
    });
  });

  load(deck: DeckFile, edited: boolean): void {
    this.deck = deck;
    this.saved = deck;
    this.edited = edited;
    this.problem = null;
  }

  #apply(r: Result<DeckFile>): void {
    if (r.ok) {
      this.deck = r.value;
      this.problem = null;
    } else this.problem = r.error.message;
  }

  setName(id: string, name: string): void {
    if (this.deck) this.#apply(setCardName(this.deck, id, name));
  }

  setText(id: string, text: string): void {
    if (this.deck) this.#apply(setEffectText(this.deck, id, this.game, text));
  }

  /** Saves the edited deck as the next version; the store checks it again. */
  async save(api: DecksideApi): Promise<boolean> {
    if (!this.deck || this.busy) return false;
    this.busy = true;
    try {
      const next = bumpVersion(this.deck);
      const r = await api.saveDeck(next);
      if (!r.ok) {
        this.problem = t('app.deckNotSaved', { message: refusalText(r.error) });
        return false;
      }
      this.load(r.value, true);
      deckNames.use(r.value);
      this.status = t('app.deckSaved', { name: r.value.name, version: r.value.version });
      return true;
    } finally {
      this.busy = false;
    }
  }

  /** Takes an imported file as the deck being edited (saved only when the user saves). */
  importText(text: string, fileName: string): boolean {
    const r = readDeckText(text, fileName);
    if (!r.ok) {
      this.problem = r.error.message;
      return false;
    }
    this.deck = r.value;
    this.problem = null;
    this.status = t('app.deckImported', { name: r.value.name, version: r.value.version, file: fileName });
    return true;
  }
}
