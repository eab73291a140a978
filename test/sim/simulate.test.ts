/**
 * The simulator end to end on the race fixture: the same seed gives exactly
 * the same figures on 0, 1 or 2 worker threads; --out files replay through
 * the store's reader and the pipeline with no violation and the winners the
 * summary counted; bad requests are refused with the reason; cancelling
 * stops the run; the workers report their CPU time and games.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configOf, fold } from '../../src/engine/core/match';
import { parseMatchText } from '../../src/store/match-file';
import { repeatableFigures, simulate } from '../../src/sim/run';
import type { SimRequest } from '../../src/sim/types';
import { raceGame, simulationSource } from './race-game';

const sourceUrl = new URL('./race-game.ts', import.meta.url).href;
const request = (r: Partial<SimRequest> = {}): SimRequest => ({
  game: 'trades',
  games: 60,
  seed: 'race',
  bots: ['random', 'greedy'],
  options: { target: '5' },
  ...r,
});
const run = (r: Partial<SimRequest>, extra: { out?: string; signal?: AbortSignal } = {}) =>
  simulate(request(r), { source: simulationSource, sourceUrl, ...extra });

describe('simulate (race fixture)', () => {
  it('the same seed gives the same figures on any number of workers, and another seed others', async () => {
    const here = await run({ workers: 0, versus: { target: 7 } });
    const one = await run({ workers: 1, versus: { target: 7 } });
    const two = await run({ workers: 2, versus: { target: 7 } });
    if (!here.ok || !one.ok || !two.ok) throw new Error('a run failed');
    expect(here.value.workers).toBe(0);
    expect(two.value.workers).toBe(2);
    expect(repeatableFigures(one.value.summary)).toEqual(repeatableFigures(here.value.summary));
    expect(repeatableFigures(two.value.summary)).toEqual(repeatableFigures(here.value.summary));
    const other = await run({ workers: 0, seed: 'other', versus: { target: 7 } });
    if (!other.ok) throw new Error('a run failed');
    expect(other.value.summary.seats).not.toEqual(here.value.summary.seats);
    const s = here.value.summary;
    expect(s.finished).toBe(60);
    // greedy (+2 a turn) beats random at the race more often than not.
    expect(s.seats[1]?.rate).toBeGreaterThan(s.seats[0]?.rate ?? 1);
    expect(s.versus?.options.target).toBe(7);
    expect(s.options.dealing).toBe('table');
    // Each worker says what it cost (Linux): every game played on one of them, start-up within its total.
    if (process.platform === 'linux') {
      const cpu = two.value.workerCpu ?? [];
      expect(cpu).toHaveLength(2);
      expect(cpu.reduce((n, c) => n + c.games, 0)).toBe(120);
      for (const c of cpu) expect(c.totalMs).toBeGreaterThanOrEqual(c.startMs);
    }
  });

  it('--out writes match files that replay clean, with the winners the summary counted', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'deckside-sim-'));
    const ran = await run({ workers: 2, games: 12 }, { out });
    if (!ran.ok) throw new Error(ran.error.message);
    const files = (await readdir(out)).sort();
    expect(files).toHaveLength(12);
    const winners = new Map<number, readonly number[]>();
    for (const f of files) {
      const read = parseMatchText(await readFile(path.join(out, f), 'utf8'), f);
      expect(read.problems).toEqual([]);
      const header = read.header;
      if (!header) throw new Error('no header');
      expect(header.simulated).toMatchObject({ bots: ['random', 'greedy'], runSeed: 'race', set: 'base' });
      expect(header.options.dealing).toBe('app');
      const folded = fold(raceGame, configOf(header), read.events, { onRefused: 'skip' });
      if (!folded.ok) throw new Error(folded.error.message);
      expect(folded.value.refused).toEqual([]);
      const outcome = raceGame.outcome(folded.value.state);
      expect(outcome).not.toBeNull();
      winners.set(header.simulated?.game ?? -1, outcome?.winners ?? []);
    }
    const counted = ran.value.summary.seats.map((s) => s.wins);
    const fromFiles = [0, 1].map((seat) => [...winners.values()].filter((w) => w.includes(seat)).length);
    expect(fromFiles).toEqual(counted);
    expect(ran.value.results.map((r) => r.winners)).toEqual([...winners.keys()].sort((a, b) => a - b).map((k) => winners.get(k)));
  });

  it('refuses a bad request with the reason', async () => {
    const cases: [Partial<SimRequest>, string][] = [
      [{ bots: ['random', 'random', 'random'] }, 'ERR_BAD_BOTS'],
      [{ bots: ['smart'] }, 'ERR_UNKNOWN_BOT'],
      [{ options: { speed: '3' } }, 'ERR_UNKNOWN_OPTION'],
      [{ options: { target: '99' } }, 'ERR_BAD_OPTION'],
      [{ versus: { target: '5' } }, 'ERR_VERSUS_SAME'],
      [{ players: 3 }, 'ERR_PLAYER_COUNT'],
      [{ games: 0 }, 'ERR_BAD_GAMES'],
      [{ game: 'chess' as SimRequest['game'] }, 'ERR_UNKNOWN_GAME'],
    ];
    for (const [r, code] of cases) {
      const ran = await run({ workers: 0, ...r });
      expect(ran.ok ? 'ok' : ran.error.code, JSON.stringify(r)).toBe(code);
    }
  });

  it('a cancelled run stops and says so', async () => {
    const ac = new AbortController();
    let seen = 0;
    const ran = simulate(request({ games: 200_000, workers: 1 }), {
      source: simulationSource,
      sourceUrl,
      signal: ac.signal,
      onProgress: (p) => {
        seen = p.done;
        if (p.done > 0) ac.abort();
      },
    });
    const r = await ran;
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_CANCELLED');
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(200_000);
  });
});
