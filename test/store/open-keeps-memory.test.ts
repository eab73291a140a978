/**
 * Opening a match keeps what the store holds in memory: the append after an
 * openMatch applies one event, it does not read the file again and replay
 * the whole log (counted with a spy on the game's apply). A change behind
 * the store's back (another process appending) is still read again.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyGameDefinition } from '../../src/engine/core/game';
import { ok } from '../../src/engine/core/result';
import { PlaytestStore } from '../../src/store';
import { addEvent, counterGame, newCounterMatch } from './counter-game';
import { must, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
let store: PlaytestStore;
const game = { ...counterGame, apply: vi.fn(counterGame.apply) };

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  store = await PlaytestStore.open({ dataDir: dir, appVersion: 'test', getGame: () => ok(game as AnyGameDefinition) });
  game.apply.mockClear();
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

describe('openMatch keeps the match in memory', () => {
  it('the next append after openMatch applies one event, not the whole log again', async () => {
    const h = must(await store.createMatch(newCounterMatch(1_764_480_000_000, 1000)));
    for (let seq = 1; seq <= 20; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
    const opened = must(await store.openMatch(h.matchId));
    expect(opened.events).toHaveLength(20);
    game.apply.mockClear();
    must(await store.appendEvent(h.matchId, addEvent(21)));
    expect(game.apply).toHaveBeenCalledTimes(1);
  });

  it('a store that has not held the match replays it once, at open, and not again at the append', async () => {
    const h = must(await store.createMatch(newCounterMatch(1_764_480_000_000, 1000)));
    for (let seq = 1; seq <= 20; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
    await store.close();
    store = await PlaytestStore.open({ dataDir: dir, appVersion: 'test', getGame: () => ok(game as AnyGameDefinition) });
    game.apply.mockClear();
    must(await store.openMatch(h.matchId));
    must(await store.appendEvent(h.matchId, addEvent(21)));
    expect(game.apply).toHaveBeenCalledTimes(21);
  });

  it('still reads the file again when it changed behind the store', async () => {
    const h = must(await store.createMatch(newCounterMatch(1_764_480_000_000, 1000)));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    await appendFile(path.join(dir, `${h.matchId}.jsonl`), JSON.stringify(addEvent(2)) + '\n');
    const opened = must(await store.openMatch(h.matchId));
    expect(opened.events.map((e) => e.seq)).toEqual([1, 2]);
    must(await store.appendEvent(h.matchId, addEvent(3)));
    expect(must(await store.openMatch(h.matchId)).events.map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('gives back the notes and keeps answering them after a note and an undo', async () => {
    const h = must(await store.createMatch(newCounterMatch(1_764_480_000_000, 1000)));
    for (let seq = 1; seq <= 3; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
    must(await store.addNote(h.matchId, 3, 'late'));
    must(await store.addNote(h.matchId, 1, 'early'));
    expect(must(await store.openMatch(h.matchId)).notes?.map((n) => n.text)).toEqual(['late', 'early']);
    must(await store.undoTo(h.matchId, 2));
    const after = must(await store.openMatch(h.matchId));
    expect(after.events).toHaveLength(2);
    expect(after.notes?.map((n) => n.text)).toEqual(['early']);
  });
});
