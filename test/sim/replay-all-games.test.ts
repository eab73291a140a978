/**
 * Simulated games of all five games, written with --out, replay through the
 * store's replay (the one `deckside replay` uses) finished, with no
 * violation, and with the winners the summary counted; and a real game's
 * figures repeat exactly for the same seed on 0 or 2 worker threads.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { GAME_IDS } from '../../src/engine/core/game';
import { memoryIO } from '../cli/io';
import { getGame } from '../../src/engine/registry';
import { parseMatchText } from '../../src/store/match-file';
import { replayReport } from '../../src/store/replay-report';
import { simulationSource } from '../../src/sim/games';
import { repeatableFigures, simulate } from '../../src/sim/run';

const GAMES = 2;

describe('simulated games of every game replay clean', () => {
  for (const game of GAME_IDS) {
    it(`${game}: ${GAMES} random games replay finished, no violation, the summary's winners`, { timeout: 180_000 }, async () => {
      const out = await mkdtemp(path.join(tmpdir(), `deckside-sim-${game}-`));
      const ran = await simulate(
        { game, games: GAMES, seed: 'replay', bots: ['random'], options: {}, workers: 0 },
        { source: simulationSource, out },
      );
      if (!ran.ok) throw new Error(ran.error.message);
      const s = ran.value.summary;
      expect(s.errors).toEqual([]);
      expect(s.finished).toBe(GAMES);
      const files = await readdir(out);
      expect(files).toHaveLength(GAMES);
      const def = getGame(game);
      if (!def.ok) throw new Error(def.error.message);
      const wins = s.seats.map(() => 0);
      for (const f of files) {
        const read = parseMatchText(await readFile(path.join(out, f), 'utf8'), f);
        expect(read.problems).toEqual([]);
        if (!read.header) throw new Error('no header');
        expect(read.header.simulated?.bots).toEqual(s.bots);
        const report = replayReport(def.value, read.header, read.events);
        expect(report.setupError ?? null).toBeNull();
        expect(report.violations).toEqual([]);
        expect(report.finished).toBe(true);
        expect(report.applied).toBe(read.events.length);
        const result = ran.value.results.find((r) => r.seed === read.header?.seed);
        expect([...report.winners]).toEqual(result?.winners);
        for (const w of report.winners) wins[w] = (wins[w] ?? 0) + 1;
      }
      expect(wins).toEqual(s.seats.map((x) => x.wins));
      // `deckside stats` reads the folder like any playtests: the same seat wins.
      const io = memoryIO();
      expect(await main(['stats', out, '--no-cache'], io)).toBe(0);
      const stats = JSON.parse(io.stdout[0] as string) as { stats: { finished: number; seatWinRates: { wins: number }[] } };
      expect(stats.stats.finished).toBe(GAMES);
      expect(stats.stats.seatWinRates.map((r) => r.wins)).toEqual(wins);
    });
  }

  it('grid-poker: the same seed repeats the figures exactly on 0 and 2 workers', { timeout: 180_000 }, async () => {
    const req = { game: 'grid-poker' as const, games: 4, seed: 'again', bots: ['random'], options: {}, versus: { rounds: 3 } };
    const here = await simulate({ ...req, workers: 0 }, { source: simulationSource });
    const two = await simulate({ ...req, workers: 2 }, { source: simulationSource });
    if (!here.ok || !two.ok) throw new Error('a run failed');
    expect(two.value.workers).toBe(2);
    expect(repeatableFigures(two.value.summary)).toEqual(repeatableFigures(here.value.summary));
  });
});
