/** Notes written on events during play (note lines) reach the JSON and CSV exports. */
import { expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../src/store';
import { parseCsv } from './csv';
import { addEvent, newCounterMatch } from './counter-game';
import { must, storeForEachTest } from './helpers';

const store = storeForEachTest(Date.UTC(2026, 10, 30, 8, 0, 0));

it('a note added during play appears in the JSON and CSV exports', async () => {
  const h = must(await store().createMatch(newCounterMatch(1_000, 3)));
  must(await store().appendEvent(h.matchId, addEvent(1)));
  must(await store().addNote(h.matchId, 1, 'players confused here'));
  must(await store().appendEvent(h.matchId, addEvent(2)));
  must(await store().addNote(h.matchId, 1, '=second thought'));
  must(await store().addNote(h.matchId, 0, 'whole match: too long'));
  must(await store().appendEvent(h.matchId, addEvent(3)));

  const doc = JSON.parse(must(await store().exportMatches('json', [h.matchId])).content);
  expect(doc.matches[0].notes).toEqual([
    { seq: 1, at: Date.UTC(2026, 10, 30, 8), text: 'players confused here' },
    { seq: 1, at: Date.UTC(2026, 10, 30, 8), text: '=second thought' },
    { seq: 0, at: Date.UTC(2026, 10, 30, 8), text: 'whole match: too long' },
  ]);

  const rows = parseCsv(must(await store().exportMatches('csv', [h.matchId])).content);
  const col = (name: (typeof CSV_COLUMNS)[number]): number => CSV_COLUMNS.indexOf(name);
  expect(rows[0]).toEqual([...CSV_COLUMNS]);
  expect(rows[1]?.[col('note')]).toBe("players confused here | '=second thought");
  expect(rows[2]?.[col('note')]).toBe('');
  expect(rows.slice(1).every((r) => r[col('match_notes')] === 'whole match: too long')).toBe(true);
});

it('an undo drops the notes of the events it takes back from the export', async () => {
  const h = must(await store().createMatch(newCounterMatch(1_000, 3)));
  must(await store().appendEvent(h.matchId, addEvent(1)));
  must(await store().appendEvent(h.matchId, addEvent(2)));
  must(await store().addNote(h.matchId, 2, 'taken back'));
  must(await store().undoTo(h.matchId, 1));
  const doc = JSON.parse(must(await store().exportMatches('json', [h.matchId])).content);
  expect(doc.matches[0].notes).toEqual([]);
});
