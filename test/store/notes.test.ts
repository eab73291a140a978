/**
 * Notes on events: appended as note lines (nothing rewritten), read back with
 * the match, dropped with the events an undo takes back, and refused with a
 * reason for an event that does not exist.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseMatchText } from '../../src/store/match-file';
import type { PlaytestStore } from '../../src/store';
import { addEvent, newCounterMatch } from './counter-game';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
let store: PlaytestStore;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  store = await openCounterStore(dir, () => 1_764_480_100_000);
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

describe('addNote', () => {
  it('appends a note line and openMatch gives it back beside its event', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    must(await store.appendEvent(h.matchId, addEvent(2)));
    const before = await readFile(path.join(dir, `${h.matchId}.jsonl`), 'utf8');
    expect(must(await store.addNote(h.matchId, 1, '  players confused here '))).toEqual({
      seq: 1,
      at: 1_764_480_100_000,
      text: 'players confused here',
    });
    const after = await readFile(path.join(dir, `${h.matchId}.jsonl`), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toBe('{"note":{"seq":1,"at":1764480100000,"text":"players confused here"}}\n');
    const opened = must(await store.openMatch(h.matchId));
    expect(opened.notes).toEqual([{ seq: 1, at: 1_764_480_100_000, text: 'players confused here' }]);
    expect(opened.events).toHaveLength(2);
    expect(opened.problems).toEqual([]);
    // The next event still gets its seq: a note is not an event.
    must(await store.appendEvent(h.matchId, addEvent(3)));
  });

  it('refuses a note on an event that does not exist, or without text', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    const far = await store.addNote(h.matchId, 5, 'x');
    expect(far).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_EVENT' } });
    expect(await store.addNote(h.matchId, 1, '   ')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_NOTE' } });
    expect(must(await store.addNote(h.matchId, 0, 'whole match: new table'))).toMatchObject({ seq: 0 });
  });

  it('drops the notes of undone events, keeps the others', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    for (let s = 1; s <= 3; s++) must(await store.appendEvent(h.matchId, addEvent(s)));
    must(await store.addNote(h.matchId, 1, 'kept'));
    must(await store.addNote(h.matchId, 3, 'undone'));
    must(await store.undoTo(h.matchId, 2));
    must(await store.appendEvent(h.matchId, addEvent(3)));
    expect(must(await store.openMatch(h.matchId)).notes?.map((n) => n.text)).toEqual(['kept']);
  });
});

describe('note lines on reading', () => {
  const header = JSON.stringify({
    format: 'deckside-match',
    formatVersion: 1,
    matchId: '20261130-063800-1f2e3d4c',
    game: 'trades',
    options: {},
    seed: 's',
    players: [{ name: 'A', seat: 0 }],
    deckVersion: null,
    rulesVersion: 'v1',
    startedAt: 1,
    appVersion: 't',
  });
  const event = (seq: number) => JSON.stringify({ seq, at: 2, actor: 0, action: { type: 'x' } });

  it('a damaged note line or a note ahead of the log is reported with its line and ignored', () => {
    const text =
      [
        header,
        event(1),
        '{"note":{"seq":1,"at":3}}',
        '{"note":{"seq":4,"at":3,"text":"later"}}',
        '{"note":{"seq":1,"at":3,"text":"ok"}}',
      ].join('\n') + '\n';
    const parsed = parseMatchText(text, 'm.jsonl');
    expect(parsed.events).toHaveLength(1);
    expect(parsed.notes).toEqual([{ seq: 1, at: 3, text: 'ok' }]);
    expect(parsed.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(parsed.problems[0]?.message).toContain('Damaged note line');
  });

  it('an event carrying its own note field is still an event', () => {
    const withNote = JSON.stringify({ seq: 1, at: 2, actor: 0, action: { type: 'x' }, note: 'typed with the action' });
    const parsed = parseMatchText(`${header}\n${withNote}\n`, 'm.jsonl');
    expect(parsed.events).toHaveLength(1);
    expect(parsed.notes).toEqual([]);
  });
});
