import { describe, expect, it } from 'vitest';
import { parseDeckFile, type DeckFile } from '../../src/engine/core/deck';
import { err, ok, unwrap } from '../../src/engine/core/result';
import type { DecksideApi } from '../../src/contract/api';
import techDeckJson from '../../resources/decks/tech-deck.json';
import { bundledDeck, currentDeck, deckVersionTag } from '../../src/renderer/deck-editor/current-deck';
import { DeckEditorState, deckJson, exportFileName, readDeckText } from '../../src/renderer/deck-editor/deck-editor.svelte';

const shipped = (): DeckFile => unwrap(parseDeckFile(techDeckJson));

/** Only the two deck methods are used here; the rest of the API is not. */
function deckApi(saved: DeckFile | null, failSave = false): { api: DecksideApi; stored: () => DeckFile | null } {
  let store = saved;
  const api = {
    getDeck: async () => ok(store),
    saveDeck: async (deck: DeckFile) => {
      if (failSave) return err('ERR_STORE_IO', 'disk full');
      store = deck;
      return ok(deck);
    },
  } as unknown as DecksideApi; // a partial fake: the editor calls getDeck and saveDeck only
  return { api, stored: () => store };
}

describe('the deck in use', () => {
  it('is the shipped deck until the user saves one, and matches record id@version', async () => {
    const { api } = deckApi(null);
    const first = unwrap(await currentDeck(api, 'tech-deck'));
    expect(first.edited).toBe(false);
    expect(deckVersionTag(first.deck)).toBe(`tech-deck@${shipped().version}`);
    const edited = { ...shipped(), version: '1.0.7' };
    const second = unwrap(await currentDeck(deckApi(edited).api, 'tech-deck'));
    expect(second).toEqual({ deck: edited, edited: true });
    expect(bundledDeck('nope').ok).toBe(false);
  });
});

describe('DeckEditorState', () => {
  it('edits a name and a text, saves a bumped version, and is clean again', async () => {
    const { api, stored } = deckApi(null);
    const ed = new DeckEditorState();
    ed.load(shipped(), false);
    expect(ed.dirty).toBe(false);
    const unknownNames = ed.unknown.names;
    ed.setName('7kn', '  Quantum Computing ');
    ed.setText('7kn', 'Swap a stack card.');
    expect(ed.dirty).toBe(true);
    expect(ed.unknown.names).toBe(unknownNames - 1);
    expect(await ed.save(api)).toBe(true);
    expect(ed.dirty).toBe(false);
    expect(ed.edited).toBe(true);
    const saved = stored();
    expect(saved?.version).toBe('1.0.1');
    const card = saved?.cards.find((c) => c.id === '7kn');
    expect(card?.name).toBe('Quantum Computing');
    expect(card?.effects['tech-exchange']).toEqual({ text: 'Swap a stack card.', status: 'printed' });
  });

  it('keeps the edits and says why when the store refuses the save', async () => {
    const ed = new DeckEditorState();
    ed.load(shipped(), false);
    ed.setName('2kn', 'Cloud');
    expect(await ed.save(deckApi(null, true).api)).toBe(false);
    expect(ed.problem).toMatch(/Not saved: disk full/);
    expect(ed.dirty).toBe(true);
  });

  it('filters to cards with something unknown and by code or name', () => {
    const ed = new DeckEditorState();
    ed.load(shipped(), false);
    ed.search = '13';
    expect(ed.cards.map((c) => c.code)).toEqual(['13kn', '13sc', '13te', '13se']);
    ed.search = 'robot';
    expect(ed.cards.map((c) => c.code)).toEqual(['13te']);
  });

  it('imports an exported file, and refuses files that are not a whole deck with the reason', () => {
    const deck = shipped();
    expect(exportFileName(deck)).toBe(`tech-deck-${deck.version}.json`);
    expect(unwrap(readDeckText(deckJson(deck)))).toEqual(deck);
    const notJson = readDeckText('{"format":', 'x.json');
    expect(notJson.ok ? '' : notJson.error.message).toMatch(/^x\.json is not JSON/);
    const short = readDeckText(JSON.stringify({ ...deck, cards: deck.cards.slice(1) }), 'short.json');
    expect(short.ok ? '' : short.error.message).toMatch(/^short\.json: The deck file lacks 1kn/);
    const ed = new DeckEditorState();
    ed.load(deck, false);
    expect(ed.importText('nope', 'n.json')).toBe(false);
    expect(ed.deck).toBe(deck);
    expect(ed.problem).toMatch(/n\.json is not JSON/);
    expect(ed.importText(deckJson({ ...deck, version: '2.0.0' }), 'good.json')).toBe(true);
    expect(ed.deck?.version).toBe('2.0.0');
    expect(ed.dirty).toBe(true);
  });
});
