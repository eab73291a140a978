/**
 * The balance lab's speed (issue 14, item 7): per game, 1,000 games between
 * random bots on 1 and on 2 worker threads (games/s, engine actions/s, the
 * speed-up; targets: at least 1.8x on 2 workers, 50,000 actions/s per core
 * in the fastest game, every game's 1,000 games in under 60 s), and mcts
 * games per minute at Tech Chess. Beside them, the same work done by a peer
 * in the same run: the bare loop of bot choice and pipeline step in this
 * thread, no workers, no messages. The worker runs go through the built
 * command line (bin/deckside.mjs simulate), as a user runs them.
 * Run: npm run bench -- sim   (SIM_BENCH_GAMES=200 for a shorter run, SIM_BENCH_ONLY=tech-chess for one game)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GAME_IDS } from '../src/engine/core/game';
import { batchPlayer, jobsOf } from '../src/sim/jobs';
import { simulationSource } from '../src/sim/games';
import { simulate } from '../src/sim/run';
import type { SimRequest } from '../src/sim/types';

const GAMES = Number(process.env.SIM_BENCH_GAMES ?? 1000);
const MCTS_GAMES = Number(process.env.SIM_BENCH_MCTS_GAMES ?? 4);
const MCTS = process.env.SIM_BENCH_MCTS ?? 'mcts:200';
/** SIM_BENCH_ONLY=tech-chess,for-ex: only these games (a quick look at one game's speed). */
const ONLY = process.env.SIM_BENCH_ONLY ? new Set(process.env.SIM_BENCH_ONLY.split(',')) : null;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

const BIN = path.resolve(import.meta.dirname, '../bin/deckside.mjs');
// Build the command line first (bin/deckside.mjs rebuilds when stale), so no run pays for it.
spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
console.log(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} (figures are of a shared machine)`,
);
const rows: string[][] = [];
let fastestPerCore = 0;
let fastestPerCpu = 0;
let slowestThousand = 0;
let worstSpeedup = Infinity;
for (const game of GAME_IDS.filter((g) => ONLY === null || ONLY.has(g))) {
  const req: SimRequest = { game, games: GAMES, seed: 'bench', bots: ['random'], options: {} };
  // The peer: the bare loop in this thread.
  const player = batchPlayer(simulationSource, req, false);
  if (!player.ok) {
    rows.push([game, `cannot run: ${player.error.message}`]);
    continue;
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const bare = player.value(jobsOf(GAMES, false));
  const bareMs = performance.now() - t0;
  // CPU time of this thread's loop: actions per second of one core, whatever the machine's load.
  const cpu = process.cpuUsage(c0);
  const bareCpuMs = (cpu.user + cpu.system) / 1000;
  const bareActions = bare.reduce((s, r) => s + r.actions, 0);
  const errors = bare.filter((r) => r.error).length;
  // The built command line, as a user runs it (workers load the bundled sim-worker.mjs, not TypeScript);
  // its own figure of the run, from the start of the pool to the last result.
  const timed = (workers: number): { ms: number; actions: number } => {
    const run = spawnSync(
      process.execPath,
      [BIN, 'simulate', game, '--games', String(GAMES), '--seed', 'bench', '--workers', String(workers)],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.status !== 0) throw new Error(`simulate ${game} failed: ${run.stderr}`);
    const summary = JSON.parse(run.stdout) as { actions: number; perSecond: { games: number }; workers: number };
    if (summary.workers !== workers) throw new Error(`simulate ${game}: ${summary.workers} workers started, not ${workers}`);
    return { ms: (GAMES * 1000) / summary.perSecond.games, actions: summary.actions };
  };
  const one = timed(1);
  const two = timed(2);
  const speedup = one.ms / two.ms;
  worstSpeedup = Math.min(worstSpeedup, speedup);
  fastestPerCore = Math.max(fastestPerCore, (one.actions * 1000) / one.ms);
  fastestPerCpu = Math.max(fastestPerCpu, (bareActions * 1000) / bareCpuMs);
  // ms per game on 2 workers = seconds per 1,000 games.
  slowestThousand = Math.max(slowestThousand, two.ms / GAMES);
  rows.push([
    game,
    `bare ${fmt((GAMES * 1000) / bareMs)} games/s, ${fmt((bareActions * 1000) / bareMs)} actions/s (${fmt((bareActions * 1000) / bareCpuMs)} per CPU second)`,
    `1 worker ${fmt((GAMES * 1000) / one.ms)} games/s, ${fmt((one.actions * 1000) / one.ms)} actions/s`,
    `2 workers ${fmt((GAMES * 1000) / two.ms)} games/s, ${fmt((two.actions * 1000) / two.ms)} actions/s`,
    `x${speedup.toFixed(2)}`,
    `${(two.ms / 1000).toFixed(1)} s`,
    `${fmt(bareActions / GAMES)} actions/game`,
    errors ? `${errors} unfinished` : '',
  ]);
}
console.log(`${GAMES} games of random bots per game:`);
for (const r of rows) console.log('  ' + r.join(' | '));
console.log(`speed-up on 2 workers, worst game: x${worstSpeedup.toFixed(2)} (target >= 1.80)`);
console.log(`fastest game, 1 worker: ${fmt(fastestPerCore)} actions/s per core (target >= 50,000)`);
console.log(`fastest game, bare loop: ${fmt(fastestPerCpu)} actions per CPU second (the same figure on an idle core)`);
console.log(
  `load average at end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')}`,
);
console.log(`slowest game: 1,000 games in ${slowestThousand.toFixed(1)} s on 2 workers (target < 60 s)`);

const mcts: SimRequest = { game: 'tech-chess', games: MCTS_GAMES, seed: 'bench', bots: [MCTS, 'random'], options: {}, workers: 2 };
const t = performance.now();
const ran = await simulate(mcts, { source: simulationSource });
if (!ran.ok) console.log(`${MCTS} v random at Tech Chess: not run (${ran.error.message})`);
else {
  const min = (performance.now() - t) / 60_000;
  console.log(
    `${MCTS} v random at Tech Chess, 2 workers: ${(MCTS_GAMES / min).toFixed(1)} games/min; mcts won ${ran.value.summary.seats[0]?.wins}/${MCTS_GAMES}`,
  );
}
