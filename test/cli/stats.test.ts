/** `deckside stats`: aggregates of a folder, filters, comparison, unreadable files, the records cache. */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatsArgs, statsCommand } from '../../src/cli/commands/stats';
import type { MatchHeader } from '../../src/contract/api';
import { readPlaytestRecords } from '../../src/store/playtest-records';
import { randomGame } from '../engine/for-ex/random-game';
import { memoryIO } from './io';

let dir: string;

function writeMatch(i: number, rulesVersion: string, seed: string): void {
  const g = randomGame(seed, { players: 3 });
  const header: MatchHeader = {
    format: 'deckside-match',
    formatVersion: 1,
    matchId: `20260101-00000${i}-0000000${i}`,
    game: 'for-ex',
    options: g.config.options,
    seed: g.config.seed,
    players: g.config.players.map((name, seat) => ({ name, seat })),
    deckVersion: null,
    rulesVersion,
    startedAt: Date.UTC(2026, 0, 1 + i),
    appVersion: 'test',
  };
  writeFileSync(path.join(dir, `${header.matchId}.jsonl`), [header, ...g.events].map((l) => JSON.stringify(l)).join('\n') + '\n');
}

async function stats(args: string[]): Promise<{ code: number; json: Record<string, unknown>; stderr: string[] }> {
  const io = memoryIO();
  const code = await statsCommand(args, io);
  return { code, json: io.stdout.length ? (JSON.parse(io.stdout[0] as string) as Record<string, unknown>) : {}, stderr: io.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'deckside-stats-'));
  writeMatch(1, 'v1', 'a');
  writeMatch(2, 'v1', 'b');
  writeMatch(3, 'v2', 'c');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('deckside stats', () => {
  it('aggregates every match of the folder', async () => {
    const r = await stats([dir, '--no-cache']);
    expect(r.code).toBe(0);
    expect(r.json.matches).toBe(3);
    const s = r.json.stats as { matches: number; seatWinRates: { games: number }[] };
    expect(s.matches).toBe(3);
    expect(r.json.unreadable).toEqual([]);
  });

  it('filters by rules version and compares with another', async () => {
    const r = await stats([dir, '--rules-version', 'v1', '--compare-rules-version', 'v2', '--no-cache']);
    expect(r.json.matches).toBe(2);
    const c = r.json.comparison as { matches: number; differences: { name: string }[] };
    expect(c.matches).toBe(1);
    expect(c.differences.map((d) => d.name)).toContain('Game length (turns)');
  });

  it('lists damaged and foreign files as unreadable, with why, and they change no figure', async () => {
    const before = await stats([dir, '--no-cache']);
    writeFileSync(path.join(dir, '20260101-000009-00000009.jsonl'), '{not json\n');
    writeFileSync(path.join(dir, 'notes.jsonl'), JSON.stringify({ hello: 'world' }) + '\n');
    const after = await stats([dir, '--no-cache']);
    const unreadable = after.json.unreadable as { file: string; message: string }[];
    expect(unreadable.map((u) => u.file).sort()).toEqual(['20260101-000009-00000009.jsonl', 'notes.jsonl']);
    for (const u of unreadable) expect(u.message.length).toBeGreaterThan(10);
    expect(after.json.stats).toEqual(before.json.stats);
    expect(after.stderr.join('\n')).toMatch(/unreadable/);
    rmSync(path.join(dir, '20260101-000009-00000009.jsonl'));
    rmSync(path.join(dir, 'notes.jsonl'));
  });

  it('replays only the logs that changed since the last look', async () => {
    const first = await readPlaytestRecords(dir, { appKey: 'test' });
    expect(first.replayed).toBe(3);
    const second = await readPlaytestRecords(dir, { appKey: 'test' });
    expect(second.replayed).toBe(0);
    expect(second.records).toEqual(first.records);
    const touched = path.join(dir, '20260101-000001-00000001.jsonl');
    utimesSync(touched, new Date(), new Date(Date.now() + 5000));
    expect((await readPlaytestRecords(dir, { appKey: 'test' })).replayed).toBe(1);
    expect((await readPlaytestRecords(dir, { appKey: 'another version' })).replayed).toBe(3);
  });

  it('refuses bad arguments with the usage', async () => {
    expect(parseStatsArgs([])).toMatch(/needs a playtest folder/);
    expect(parseStatsArgs([dir, '--game', 'poker'])).toMatch(/no game "poker"/);
    expect(parseStatsArgs([dir, '--from', 'yesterday'])).toMatch(/date/);
    expect(parseStatsArgs([dir, '--option', 'x'])).toMatch(/NAME=VALUE/);
    const r = await stats([path.join(dir, 'missing')]);
    expect(r.code).toBe(1);
    expect(r.stderr.join('')).toMatch(/not a folder/);
  });
});
