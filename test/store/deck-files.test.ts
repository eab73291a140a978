/** The user's saved deck files: atomic writes, refusals, damaged files. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bumpVersion, parseDeckFile, setCardName, type DeckFile } from '../../src/engine/core/deck';
import { dispatch, hostApi, recognizerApi } from '../../src/host';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

const bundled = async (): Promise<DeckFile> =>
  must(parseDeckFile(JSON.parse(await readFile(fileURLToPath(new URL('../../resources/decks/tech-deck.json', import.meta.url)), 'utf8'))));

it('answers null before any save, then the saved deck, written atomically under its id', async () => {
  const store = await openCounterStore(dir);
  expect(must(await store.getDeck('tech-deck'))).toBeNull();
  const edited = bumpVersion(must(setCardName(await bundled(), '7kn', 'Quantum Computing')));
  const saved = must(await store.saveDeck(edited));
  expect(saved.version).toBe(edited.version);
  const back = must(await store.getDeck('tech-deck'));
  expect(back?.cards.find((c) => c.id === '7kn')?.name).toBe('Quantum Computing');
  expect(await readdir(path.join(dir, 'decks'))).toEqual(['tech-deck.json']);
  // A second store on the same folder (the app reopened) reads it too.
  const again = await openCounterStore(dir);
  expect(must(await again.getDeck('tech-deck'))?.version).toBe(edited.version);
});

it('refuses a deck that is not a valid deck file and keeps the saved one', async () => {
  const store = await openCounterStore(dir);
  const good = await bundled();
  must(await store.saveDeck(good));
  const broken = { ...good, cards: good.cards.slice(1) };
  const r = await store.saveDeck(broken);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe('ERR_BAD_DECK_FILE');
  expect(must(await store.getDeck('tech-deck'))?.cards).toHaveLength(54);
  // Through the API's receiving side the schema refuses it before the store sees it.
  const d = await dispatch(hostApi(store, recognizerApi({ teachFolder: dir })), 'saveDeck', [broken]);
  expect(d.kind).toBe('bad-arguments');
});

it('reports a damaged saved deck and refuses ids that are not deck ids', async () => {
  const store = await openCounterStore(dir);
  must(await store.saveDeck(await bundled()));
  await writeFile(path.join(dir, 'decks', 'tech-deck.json'), '{"format": ', 'utf8');
  const r = await store.getDeck('tech-deck');
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.message).toMatch(/damaged/);
  const bad = await store.getDeck('../settings');
  expect(bad.ok).toBe(false);
  expect((await dispatch(hostApi(store, recognizerApi({ teachFolder: dir })), 'getDeck', ['../x'])).kind).toBe('bad-arguments');
});
