/**
 * The names card chips show: the shipped deck's names at once ("Data
 * Mining" for 1kn), the user's edit as soon as it is used, and none for a
 * card the deck leaves unnamed or a code of another deck.
 */
import { describe, expect, it } from 'vitest';
import { parseDeckFile, setCardName } from '../../src/engine/core/deck';
import { unwrap } from '../../src/engine/core/result';
import techDeckJson from '../../resources/decks/tech-deck.json';
import { cardName, deckNames } from '../../src/renderer/deck-editor/card-names.svelte';

describe('card names for chips', () => {
  it("are the deck file's, then the user's edit once used", () => {
    expect(cardName('1kn')).toBe('Data Mining');
    expect(cardName('1-knowledge')).toBe('Data Mining');
    expect(cardName('2kn')).toBeNull();
    expect(cardName('KS')).toBeNull();
    const shipped = unwrap(parseDeckFile(techDeckJson));
    const id = shipped.cards.find((c) => c.code === '2kn')?.id ?? '';
    const edited = unwrap(setCardName(unwrap(setCardName(shipped, id, 'Open Data')), shipped.cards[0]?.id ?? '', 'Big Data'));
    deckNames.use(edited);
    expect(cardName('2kn')).toBe('Open Data');
    expect(cardName('1kn')).toBe('Big Data');
    deckNames.use(shipped);
    expect(cardName('1kn')).toBe('Data Mining');
  });
});
