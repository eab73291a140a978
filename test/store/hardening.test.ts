/**
 * The store against hand-damaged and unusual folders: a line nested
 * thousands deep, a byte-order mark, a file of a newer format, header fields
 * added by a later version, an empty file left by a crash, and temporary
 * settings files left by one.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlaytestStore } from '../../src/store';
import { parseMatchText } from '../../src/store';
import { API_ARGS, matchHeaderSchema, MAX_JSON_DEPTH } from '../../src/contract/schemas';
import { addEvent, newCounterMatch } from './counter-game';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
let store: PlaytestStore;
beforeEach(async () => {
  ({ dir, cleanup } = await tempDir());
  store = await openCounterStore(dir, () => Date.UTC(2026, 10, 30, 8, 0, 0));
});
afterEach(async () => {
  await store.close();
  await cleanup();
});

const fileOf = (id: string) => path.join(dir, `${id}.jsonl`);
const nestedText = (depth: number): string => '{"a":'.repeat(depth - 1) + '{"type":"add"}' + '}'.repeat(depth - 1);

/** Two matches of two events each; the first gets `extra` appended by hand. */
async function twoMatches(): Promise<[string, string]> {
  const a = must(await store.createMatch(newCounterMatch(1_000)));
  const b = must(await store.createMatch(newCounterMatch(2_000)));
  for (const id of [a.matchId, b.matchId]) for (let seq = 1; seq <= 2; seq++) must(await store.appendEvent(id, addEvent(seq)));
  return [a.matchId, b.matchId];
}

describe('a line nested 5,000 deep', () => {
  it('is reported as damaged (file and line) and every match still exports', async () => {
    const [a, b] = await twoMatches();
    await writeFile(fileOf(a), `{"seq":3,"at":5,"actor":0,"action":${nestedText(5000)}}\n`, { flag: 'a' });
    for (const format of ['json', 'csv'] as const) {
      const out = must(await store.exportMatches(format, null));
      expect(out.content).toContain(b);
      expect(out.content).toContain(a);
    }
    const doc = JSON.parse(must(await store.exportMatches('json', null)).content) as {
      matches: { header: { matchId: string }; events: unknown[]; problems: { file: string; line: number; message: string }[] }[];
    };
    const damaged = doc.matches.find((m) => m.header.matchId === a);
    expect(damaged?.events).toHaveLength(2);
    expect(damaged?.problems).toEqual([
      { file: `${a}.jsonl`, line: 4, message: expect.stringMatching(/nested more than 64 levels/) as unknown },
    ]);
    const listed = must(await store.listMatches());
    expect(listed.matches.map((m) => m.matchId).sort()).toEqual([a, b].sort());
    expect(listed.matches.find((m) => m.matchId === a)?.problems[0]).toMatchObject({ file: `${a}.jsonl`, line: 4 });
    // The match still opens and takes its next event.
    expect(must(await store.openMatch(a)).events).toHaveLength(2);
    expect(must(await store.appendEvent(a, addEvent(3)))).toEqual({ seq: 3 });
    expect((await store.playtestRecords()).ok).toBe(true);
  });

  it('the reader takes a line within the bound', () => {
    const header = JSON.stringify({
      format: 'deckside-match',
      formatVersion: 1,
      matchId: '20261130-063800-1f2e3d4c',
      ...newCounterMatch(),
      appVersion: 'a',
    });
    const within = `{"seq":1,"at":5,"actor":0,"action":${nestedText(MAX_JSON_DEPTH - 1)}}`;
    expect(parseMatchText(`${header}\n${within}\n`, 'm.jsonl').problems).toEqual([]);
    const past = `{"seq":1,"at":5,"actor":0,"action":${nestedText(MAX_JSON_DEPTH)}}`;
    expect(parseMatchText(`${header}\n${past}\n`, 'm.jsonl').problems).toMatchObject([{ line: 2 }]);
  });
});

describe('match file versions', () => {
  it('reads a file that starts with a UTF-8 byte-order mark', async () => {
    const [a] = await twoMatches();
    const text = await readFile(fileOf(a));
    await writeFile(fileOf(a), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), text]));
    const opened = must(await store.openMatch(a));
    expect(opened.problems).toEqual([]);
    expect(opened.events).toHaveLength(2);
  });

  it('says a file of a future formatVersion was written by a newer Deckside, not that it is damaged', async () => {
    const [a, b] = await twoMatches();
    const lines = (await readFile(fileOf(a), 'utf8')).split('\n');
    const header = JSON.parse(lines[0] as string) as Record<string, unknown>;
    lines[0] = JSON.stringify({ ...header, formatVersion: 3, somethingNew: { x: 1 } });
    await writeFile(fileOf(a), lines.join('\n'));
    const opened = await store.openMatch(a);
    expect(opened).toMatchObject({ ok: false, error: { code: 'ERR_MATCH_NEWER_FORMAT' } });
    if (!opened.ok) {
      expect(opened.error.message).toMatch(/written by a newer Deckside \(format 3\)/);
      expect(opened.error.message).not.toMatch(/damaged/i);
    }
    const listed = must(await store.listMatches());
    expect(listed.matches.map((m) => m.matchId)).toEqual([b]);
    expect(listed.problems).toEqual([
      { file: `${a}.jsonl`, line: 1, message: expect.stringMatching(/written by a newer Deckside \(format 3\)/) as unknown },
    ]);
    const records = must(await store.playtestRecords());
    expect(records.unreadable.find((p) => p.file === `${a}.jsonl`)?.message).toMatch(/newer Deckside \(format 3\)/);
    const exported = await store.exportMatches('json', [a]);
    expect(exported).toMatchObject({ ok: false, error: { code: 'ERR_MATCH_NEWER_FORMAT' } });
  });

  it('reads a header with optional fields a later version added, ignoring them', async () => {
    const [a] = await twoMatches();
    const lines = (await readFile(fileOf(a), 'utf8')).split('\n');
    const header = JSON.parse(lines[0] as string) as Record<string, unknown>;
    lines[0] = JSON.stringify({ ...header, venue: { table: 4 }, tags: ['league'] });
    await writeFile(fileOf(a), lines.join('\n'));
    const opened = must(await store.openMatch(a));
    expect(opened.problems).toEqual([]);
    expect(opened.header).not.toHaveProperty('venue');
    expect(opened.events).toHaveLength(2);
  });

  it('still writes strictly: a new match with an unknown field is refused, and headers hold only known fields', async () => {
    expect(API_ARGS.createMatch.safeParse([{ ...newCounterMatch(), venue: 'x' }]).success).toBe(false);
    const [a] = await twoMatches();
    const header = JSON.parse((await readFile(fileOf(a), 'utf8')).split('\n')[0] as string) as Record<string, unknown>;
    expect(matchHeaderSchema.safeParse(header).success).toBe(true);
  });
});

describe('files left by a crash', () => {
  it('removes leftover temporary settings files at start, and only those of stopped processes', async () => {
    must(await store.updateSettings({ lastPlayers: ['Ann'] }));
    const stale = ['.settings.json.5000000.0a1b2c3d.tmp', '.settings.json.4999999.deadbeef.tmp'];
    const live = `.settings.json.${process.pid}.00112233.tmp`;
    const other = 'notes.settings.json.1.tmp';
    for (const n of [...stale, live, other]) await writeFile(path.join(dir, n), '{"half');
    await store.close();
    store = await openCounterStore(dir);
    const names = await readdir(dir);
    for (const n of stale) expect(names).not.toContain(n);
    expect(names).toContain(live);
    expect(names).toContain(other);
    expect(must(await store.getSettings()).lastPlayers).toEqual(['Ann']);
  });

  it('lists a 0-byte match file once as empty, never started, and lets only such a file be deleted', async () => {
    const [a] = await twoMatches();
    const empty = '20261130-070000-0badf00d';
    await writeFile(fileOf(empty), '');
    const listed = must(await store.listMatches());
    const about = listed.problems.filter((p) => p.file === `${empty}.jsonl`);
    expect(about).toEqual([
      { file: `${empty}.jsonl`, line: 1, message: expect.stringMatching(/empty, never started/) as unknown, empty: true },
    ]);
    const records = must(await store.playtestRecords());
    // (The counter game is not in the real registry the statistics use: its matches are unreadable there.)
    const emptyRecords = records.unreadable.filter((p) => p.file === `${empty}.jsonl`);
    expect(emptyRecords).toEqual([about[0]]);
    expect(records.damagedLines).toEqual([]);

    // A match with a header is never deleted this way, nor an unknown or malformed id.
    expect(await store.deleteEmptyMatch(a)).toMatchObject({ ok: false, error: { code: 'ERR_MATCH_NOT_EMPTY' } });
    expect((await stat(fileOf(a))).size).toBeGreaterThan(0);
    expect(await store.deleteEmptyMatch('20261130-070000-00000000')).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_MATCH' } });
    expect(await store.deleteEmptyMatch('../settings')).toMatchObject({ ok: false, error: { code: 'ERR_BAD_MATCH_ID' } });

    expect(await store.deleteEmptyMatch(empty)).toEqual({ ok: true, value: { matchId: empty } });
    expect(await readdir(dir)).not.toContain(`${empty}.jsonl`);
    expect(must(await store.listMatches()).problems).toEqual([]);
    expect(must(await store.playtestRecords()).unreadable.filter((p) => p.empty)).toEqual([]);
  });
});
