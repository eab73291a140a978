/** Exporting matches from the store as JSON and CSV. */
import { expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../src/store';
import { addEvent, newCounterMatch } from './counter-game';
import { parseCsv } from './csv';
import { must, storeForEachTest } from './helpers';

const store = storeForEachTest(Date.UTC(2026, 10, 30, 8, 0, 0));

it('exports one match to JSON with its header, events and summary', async () => {
  const h = must(await store().createMatch(newCounterMatch(1_000, 3)));
  for (let seq = 1; seq <= 3; seq++) must(await store().appendEvent(h.matchId, addEvent(seq)));
  const out = must(await store().exportMatches('json', [h.matchId]));
  expect(out.fileName).toBe(`deckside-${h.matchId}.json`);
  const doc = JSON.parse(out.content);
  expect(doc).toMatchObject({ format: 'deckside-export', formatVersion: 1, exportedAt: '2026-11-30T08:00:00.000Z' });
  expect(doc.matches).toHaveLength(1);
  expect(doc.matches[0].header).toEqual(h);
  expect(doc.matches[0].events).toEqual([1, 2, 3].map((s) => addEvent(s)));
  expect(doc.matches[0].summary).toMatchObject({ finished: true, winners: [0], totals: [2, 1], violations: [] });
});

it('exports all matches to CSV, one row per event, quoted and formula-safe', async () => {
  const a = must(
    await store().createMatch({
      ...newCounterMatch(1_000),
      players: [
        { name: '=cmd|x', seat: 0 },
        { name: 'Bo, "the" best', seat: 1 },
      ],
    }),
  );
  must(await store().appendEvent(a.matchId, { ...addEvent(1), note: 'line one\nline two' }));
  must(await store().appendEvent(a.matchId, addEvent(2)));
  const b = must(await store().createMatch(newCounterMatch(2_000)));
  const out = must(await store().exportMatches('csv', null));
  expect(out.fileName).toBe('deckside-playtests-20261130-080000.csv');
  const rows = parseCsv(out.content);
  expect(rows[0]).toEqual([...CSV_COLUMNS]);
  expect(rows).toHaveLength(4);
  const col = (row: string[], name: (typeof CSV_COLUMNS)[number]) => row[CSV_COLUMNS.indexOf(name)];
  const [, first, second, empty] = rows as [string[], string[], string[], string[]];
  expect(col(first, 'match_id')).toBe(a.matchId);
  expect(col(first, 'players')).toBe(`'=cmd|x | Bo, "the" best`);
  expect(col(first, 'actor_name')).toBe(`'=cmd|x`);
  expect(col(first, 'note')).toBe('line one\nline two');
  expect(col(first, 'action')).toBe('{"type":"add","seat":0,"n":1}');
  expect(col(first, 'action_type')).toBe('add');
  expect(col(first, 'description')).toBe(`=cmd|x adds 1`.replace(/^/, "'"));
  expect(col(second, 'seq')).toBe('2');
  expect(col(second, 'elapsed_ms')).toBe(String(addEvent(2).at - 1_000));
  expect(col(second, 'at')).toBe(new Date(addEvent(2).at).toISOString());
  // A match without events still has its row.
  expect(col(empty, 'match_id')).toBe(b.matchId);
  expect(col(empty, 'seq')).toBe('');
  expect(rows.every((r) => r.length === CSV_COLUMNS.length)).toBe(true);
});

it('refuses to export an id that is not one, or a match that does not exist', async () => {
  expect(await store().exportMatches('json', ['../../etc/passwd'])).toMatchObject({ ok: false, error: { code: 'ERR_BAD_MATCH_ID' } });
  expect(await store().exportMatches('csv', ['20261130-063800-1f2e3d4c'])).toMatchObject({
    ok: false,
    error: { code: 'ERR_NO_SUCH_MATCH' },
  });
});
