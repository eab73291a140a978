/** The playtest store: creating, appending, undoing, reopening and listing matches, and two stores on one folder. */
import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaytestStore } from '../../src/store';
import { addEvent, newCounterMatch } from './counter-game';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
let store: PlaytestStore;
let clock = 1_764_480_100_000;

beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  store = await openCounterStore(dir, () => clock);
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

const fileOf = (id: string) => path.join(dir, `${id}.jsonl`);
const lines = async (id: string) =>
  (await readFile(fileOf(id), 'utf8'))
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('create', () => {
  it('writes the header line under a store-made name and fills in defaults', async () => {
    const h = must(await store.createMatch({ ...newCounterMatch(), options: {} }));
    expect(h.matchId).toMatch(/^\d{8}-\d{6}-[0-9a-f]{8}$/);
    expect(h.options).toEqual({ target: 10 });
    expect(h.appVersion).toBe('0.0.0-test');
    expect(await readdir(dir)).toContain(`${h.matchId}.jsonl`);
    const [first] = await lines(h.matchId);
    expect(first).toMatchObject({ format: 'deckside-match', formatVersion: 1, matchId: h.matchId, game: 'trades' });
  });

  it('refuses unknown options, bad player counts and unknown games', async () => {
    expect(await store.createMatch({ ...newCounterMatch(), options: { nope: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_OPTION' },
    });
    expect(await store.createMatch({ ...newCounterMatch(), players: [{ name: 'Solo', seat: 0 }] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_PLAYER_COUNT' },
    });
    expect(await store.createMatch({ ...newCounterMatch(), game: 'tech-chess' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_GAME' },
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('remembers the last rules version and players in the settings', async () => {
    must(await store.createMatch({ ...newCounterMatch(), rulesVersion: 'v7' }));
    expect(must(await store.getSettings())).toMatchObject({
      lastRulesVersion: 'v7',
      lastPlayers: ['Ann', 'Bo'],
      lastOptions: { trades: { target: 10 } },
      lastRules: { trades: { rulesVersion: 'v7', options: { target: 10 } } },
    });
  });
});

describe('append, open and resume', () => {
  it('appends one line per event and reopens exactly', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    for (let seq = 1; seq <= 3; seq++) expect(must(await store.appendEvent(h.matchId, addEvent(seq)))).toEqual({ seq });
    expect(await lines(h.matchId)).toHaveLength(4);
    await store.close();
    const again = await openCounterStore(dir);
    const opened = must(await again.openMatch(h.matchId));
    expect(opened.header).toEqual(h);
    expect(opened.events).toEqual([1, 2, 3].map((s) => addEvent(s)));
    expect(opened.problems).toEqual([]);
    // Resuming goes on from where it stopped.
    expect(must(await again.appendEvent(h.matchId, addEvent(4)))).toEqual({ seq: 4 });
    expect(await again.appendEvent(h.matchId, addEvent(6))).toMatchObject({ ok: false, error: { code: 'ERR_SEQ_MISMATCH' } });
    await again.close();
  });

  it('refuses an event the rules refuse, and writes nothing', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    const wrongSeat = { ...addEvent(1), action: { type: 'add', seat: 1, n: 1 } };
    expect(await store.appendEvent(h.matchId, wrongSeat)).toMatchObject({ ok: false, error: { code: 'ERR_NOT_YOUR_TURN' } });
    expect(await store.appendEvent(h.matchId, addEvent(1, 9))).toMatchObject({ ok: false, error: { code: 'ERR_BAD_AMOUNT' } });
    expect(await lines(h.matchId)).toHaveLength(1);
  });

  it('keeps concurrent appends to one match in order', async () => {
    const h = must(await store.createMatch(newCounterMatch(undefined, 1000)));
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((seq) => store.appendEvent(h.matchId, addEvent(seq))));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect((await lines(h.matchId)).slice(1).map((l) => l.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses ids that are not match ids, and unknown matches', async () => {
    for (const id of ['../settings', '..%2fx', '/etc/passwd', '20261130-063800-1F2E3D4C', '']) {
      expect(await store.openMatch(id)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_MATCH_ID' } });
      expect(await store.appendEvent(id, addEvent(1))).toMatchObject({ ok: false, error: { code: 'ERR_BAD_MATCH_ID' } });
    }
    expect(await store.openMatch('20261130-063800-1f2e3d4c')).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_MATCH' } });
    expect(await store.appendEvent('20261130-063800-1f2e3d4c', addEvent(1))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_MATCH' },
    });
  });

  it('seals an incomplete last line before the next append, and reports it', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    await store.close();
    await appendFile(fileOf(h.matchId), '{"seq":2,"at":17644');
    const again = await openCounterStore(dir);
    const opened = must(await again.openMatch(h.matchId));
    expect(opened.events).toHaveLength(1);
    expect(opened.problems).toEqual([{ file: `${h.matchId}.jsonl`, line: 3, message: expect.stringContaining('incomplete') }]);
    must(await again.appendEvent(h.matchId, addEvent(2)));
    const reopened = must(await again.openMatch(h.matchId));
    expect(reopened.events.map((e) => e.seq)).toEqual([1, 2]);
    expect(reopened.problems).toEqual([{ file: `${h.matchId}.jsonl`, line: 3, message: 'Damaged line: not valid JSON.' }]);
    await again.close();
  });
});

describe('undo', () => {
  it('records a marker line, never rewrites, and the log reads back undone', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    for (let seq = 1; seq <= 4; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
    const before = await readFile(fileOf(h.matchId), 'utf8');
    clock = 1_764_480_200_000;
    expect(must(await store.undoTo(h.matchId, 2))).toEqual({ events: 2 });
    const after = await readFile(fileOf(h.matchId), 'utf8');
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toBe('{"undo":{"keep":2,"at":1764480200000}}\n');
    // The next event is seq 3 again, validated against the state after event 2.
    expect(await store.appendEvent(h.matchId, addEvent(4))).toMatchObject({ ok: false, error: { code: 'ERR_SEQ_MISMATCH' } });
    must(await store.appendEvent(h.matchId, addEvent(3, 2)));
    const opened = must(await store.openMatch(h.matchId));
    expect(opened.events).toEqual([addEvent(1), addEvent(2), addEvent(3, 2)]);
  });

  it('refuses to keep more events than there are', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    expect(await store.undoTo(h.matchId, 2)).toMatchObject({ ok: false, error: { code: 'ERR_UNDO_OUT_OF_RANGE' } });
    expect(must(await store.undoTo(h.matchId, 0))).toEqual({ events: 0 });
    expect(must(await store.openMatch(h.matchId)).events).toEqual([]);
  });
});

describe('list', () => {
  it('summarizes each match by replaying it with its game', async () => {
    const done = must(await store.createMatch(newCounterMatch(1_000, 3)));
    for (let seq = 1; seq <= 3; seq++) must(await store.appendEvent(done.matchId, addEvent(seq)));
    const open = must(await store.createMatch(newCounterMatch(2_000)));
    must(await store.appendEvent(open.matchId, addEvent(1)));
    const { matches, problems } = must(await store.listMatches());
    expect(problems).toEqual([]);
    expect(matches.map((m) => m.matchId)).toEqual([open.matchId, done.matchId]);
    expect(matches[1]).toMatchObject({
      finished: true,
      winners: [0],
      totals: [2, 1],
      events: 3,
      violations: [],
      lastEventAt: addEvent(3).at,
    });
    expect(matches[0]).toMatchObject({ finished: false, winners: [], events: 1, phase: 'total 1' });
  });

  it('reports a damaged line with file and line number while the other matches load', async () => {
    const good = must(await store.createMatch(newCounterMatch(1_000)));
    must(await store.appendEvent(good.matchId, addEvent(1)));
    const hurt = must(await store.createMatch(newCounterMatch(2_000)));
    for (let seq = 1; seq <= 3; seq++) must(await store.appendEvent(hurt.matchId, addEvent(seq)));
    await store.close();
    const text = (await readFile(fileOf(hurt.matchId), 'utf8')).split('\n');
    text[2] = text[2]!.slice(0, 12) + '#garbage';
    await writeFile(fileOf(hurt.matchId), text.join('\n'));
    // A file whose header is gone, and a file that is not a match file name.
    await writeFile(path.join(dir, '20260101-000000-00000000.jsonl'), 'not json\n');
    await writeFile(path.join(dir, 'notes.jsonl'), '{}\n');

    const again = await openCounterStore(dir);
    const { matches, problems } = must(await again.listMatches());
    expect(matches.map((m) => m.matchId).sort()).toEqual([good.matchId, hurt.matchId].sort());
    expect(matches.find((m) => m.matchId === good.matchId)).toMatchObject({ events: 1, problems: [] });
    const hurtSummary = matches.find((m) => m.matchId === hurt.matchId)!;
    expect(hurtSummary.problems[0]).toEqual({ file: `${hurt.matchId}.jsonl`, line: 3, message: 'Damaged line: not valid JSON.' });
    // The events after the damaged one no longer follow and are reported too, by line.
    expect(hurtSummary.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(hurtSummary.events).toBe(1);
    expect(problems).toEqual([
      { file: '20260101-000000-00000000.jsonl', line: 1, message: 'Damaged line: not valid JSON.' },
      { file: 'notes.jsonl', line: 0, message: expect.stringContaining('Not a match file name') },
    ]);
    await again.close();
  });

  it('lists a match whose game is unknown, with the reason', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    await store.close();
    const text = await readFile(fileOf(h.matchId), 'utf8');
    await writeFile(fileOf(h.matchId), text.replace('"game":"trades"', '"game":"for-ex"'));
    const again = await openCounterStore(dir);
    const { matches } = must(await again.listMatches());
    expect(matches[0]).toMatchObject({ game: 'for-ex', phase: 'unknown game', problems: [{ line: 1 }] });
    expect(await again.appendEvent(h.matchId, addEvent(1))).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_GAME' } });
    await again.close();
  });

  it('reports events the rules refuse on replay as violations and goes on', async () => {
    const h = must(await store.createMatch(newCounterMatch(1_000, 100)));
    for (let seq = 1; seq <= 3; seq++) must(await store.appendEvent(h.matchId, addEvent(seq)));
    await store.close();
    // Written by hand (an older app, an edited file): event 2 adds too much.
    const text = (await readFile(fileOf(h.matchId), 'utf8')).replace(
      '"action":{"type":"add","seat":1,"n":1}',
      '"action":{"type":"add","seat":1,"n":7}',
    );
    await writeFile(fileOf(h.matchId), text);
    const again = await openCounterStore(dir);
    const [m] = must(await again.listMatches()).matches;
    // Event 2 is skipped, so event 3 (seat 0) is out of turn as well: both reported.
    expect(m!.violations).toEqual([
      { seq: 2, code: 'ERR_BAD_AMOUNT', message: 'Counter: add 1, 2 or 3.' },
      { seq: 3, code: 'ERR_NOT_YOUR_TURN', message: "Counter: it is seat 1's turn." },
    ]);
    expect(m!.events).toBe(3);
    expect(m!.totals).toEqual([1, 0]);
    await again.close();
  });
});

describe('two stores on one folder', () => {
  it('re-read a match another process appended to, so no seq is written twice', async () => {
    const h = must(await store.createMatch(newCounterMatch()));
    must(await store.appendEvent(h.matchId, addEvent(1)));
    const other = await openCounterStore(dir);
    must(await other.appendEvent(h.matchId, addEvent(2)));
    // This store still remembers one event; the file now has two.
    expect(await store.appendEvent(h.matchId, addEvent(2))).toMatchObject({ ok: false, error: { code: 'ERR_SEQ_MISMATCH' } });
    must(await store.appendEvent(h.matchId, addEvent(3)));
    must(await other.undoTo(h.matchId, 1));
    must(await store.appendEvent(h.matchId, addEvent(2, 3)));
    expect(must(await other.openMatch(h.matchId)).events).toEqual([addEvent(1), addEvent(2, 3)]);
    await other.close();
  });
});
