/**
 * The card names every chip shows ("Data Mining" beside "1 kn"), from the
 * deck in use: the deck file shipped with the app at once, then the user's
 * edit of it as soon as a game view (DeckInUse) or the deck editor has read
 * or saved it. One app-wide reactive record, so a chip in any game shows the
 * same name without each view threading the deck down to it.
 */
import { findCard, type DeckFile } from '../../engine/core/deck';
import { bundledDeck } from './current-deck';

class DeckNames {
  /** The decks whose names are shown, by deck id ("tech-deck"). */
  decks = $state.raw<Readonly<Record<string, DeckFile>>>({});

  constructor() {
    const shipped = bundledDeck('tech-deck');
    if (shipped.ok) this.decks = { 'tech-deck': shipped.value };
  }

  /** Takes a deck's names (the edited deck read from the store, or one just saved). */
  use(deck: DeckFile): void {
    if (this.decks[deck.id] !== deck) this.decks = { ...this.decks, [deck.id]: deck };
  }
}

export const deckNames = new DeckNames();

/** The name the deck in use gives this card, or null when it has none (or the code is not of a named deck). */
export function cardName(code: string, deckId = 'tech-deck'): string | null {
  const deck = deckNames.decks[deckId];
  return deck ? (findCard(deck, code)?.name ?? null) : null;
}
