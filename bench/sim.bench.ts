/**
 * The balance lab's speed (issue 14, item 7): per game, 1,000 games between
 * random bots on 1 and on 2 worker threads (games/s, engine actions/s, the
 * speed-up; targets: at least 1.8x on 2 workers, 50,000 actions/s per core
 * in the fastest game, every game's 1,000 games in under 60 s), and mcts
 * games per minute at Tech Chess. Beside them, the same work done by a peer
 * in the same run: the bare loop of bot choice and pipeline step in this
 * thread, no workers, no messages. The worker runs go through the
 * simulator's pool with the built worker (out/cli/sim-worker.mjs, what
 * `deckside simulate` starts), so the workers run the bundled code a user's
 * run does, and each reports its own CPU time.
 *
 * The machine is shared, so wall time says little about the code: beside it
 * each run prints the CPU time of every worker, and the figures "by CPU" are
 * what an idle machine with a core per worker would show (the slowest
 * worker's CPU time; start-up included, as it is part of a worker's time).
 * With fewer than 1,000 games the 1,000-game figures are extrapolated, and
 * say so.
 *
 * Each run also prints the whole process's CPU and, of it, what V8 did on its
 * own background threads (the process less the workers and this thread):
 * mostly optimising compilation, done per worker, as much as the games
 * themselves in a few-hundred-game run. A 1-worker run gets it done on the
 * second core, a 2-worker run pays it twice on the same two cores: that is
 * why fresh workers scale badly by wall time ("cores busy", process CPU over
 * wall: a 1-worker run already near 2 leaves a second worker nothing to win
 * on a 2-core machine). The pool keeps its workers
 * warm between runs (src/sim/pool.ts), so the same figures are printed for a
 * second run on the workers the first left ("warm", another seed): the
 * Balance lab's next run (the two workers get one untimed run more first, so
 * each has played as many games as the one worker before it). Beside the
 * wall figures, the speed-up an idle 2-core machine would show, from the CPU
 * times: a run takes the longer of its busiest worker and half the whole
 * process. The older figure "by worker CPU" leaves V8's background work out,
 * and so promises more than two cores can give. Last, the machine's own
 * ceiling as a peer: plain loops that compute or allocate, on 1 and 2
 * workers (bench/lib/scaling-peer.ts): allocation alone scales far below 2x
 * here, as one worker's garbage collector uses the second core.
 * SIM_BENCH_LONG=10000 adds, per game, the command a user runs
 * (`deckside simulate <game> --games 10000`, a fresh process each) on 1 and
 * on 2 workers: how far a long run's fresh workers get towards the warm
 * figure once their compile is spread over more games.
 * Run: npm run bench -- sim   (SIM_BENCH_GAMES=200 for a shorter run, SIM_BENCH_ONLY=tech-chess for one game)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { GAME_IDS } from '../src/engine/core/game';
import { batchPlayer, jobsOf } from '../src/sim/jobs';
import { simulationSource } from '../src/sim/games';
import { endIdleWorkers } from '../src/sim/pool';
import { scalingPeer } from './lib/scaling-peer';
import { simulate } from '../src/sim/run';
import type { SimRequest } from '../src/sim/types';

const GAMES = Number(process.env.SIM_BENCH_GAMES ?? 1000);
const MCTS_GAMES = Number(process.env.SIM_BENCH_MCTS_GAMES ?? 4);
const MCTS = process.env.SIM_BENCH_MCTS ?? 'mcts:200';
/** SIM_BENCH_ONLY=tech-chess,for-ex: only these games (a quick look at one game's speed). */
const ONLY = process.env.SIM_BENCH_ONLY ? new Set(process.env.SIM_BENCH_ONLY.split(',')) : null;
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

const BIN = path.resolve(import.meta.dirname, '../bin/deckside.mjs');
const WORKER = new URL('../out/cli/sim-worker.mjs', import.meta.url);
/** This thread's CPU milliseconds (Linux), or null. */
function threadCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}
const thousand = GAMES === 1000 ? '1,000 games' : `1,000 games (extrapolated from ${GAMES})`;
let slowestGame = '';
let worstGame = '';
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
let slowestThousandCpu = 0;
let worstSpeedup = Infinity;
let worstSpeedupCpu = Infinity;
let worstSpeedupWarm = Infinity;
let worstIdle = Infinity;
let worstIdleWarm = Infinity;
/**
 * A run's wall time on an idle 2-core machine, from its CPU times: the
 * larger of its busiest worker and half the whole process (workers, this
 * thread and V8's background threads, all sharing the two cores). The figure
 * a loaded machine cannot show by wall clock.
 */
const idleWall = (t: { cpuMs: readonly number[]; processMs: number }): number => Math.max(...t.cpuMs, t.processMs / 2);
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
  // The pool with the built worker; the run's own figure, from the start of the pool to the last result.
  interface Timed {
    ms: number;
    actions: number;
    /** Each worker's whole CPU time. */
    cpuMs: number[];
    /** A worker's start-up (loading the code, preparing the bots), the mean over the workers. */
    startMs: number;
    /** Worker CPU per game played, start-up left out. */
    perGameMs: number;
    mainMs: number | null;
    /**
     * The whole process's CPU over the run (every thread, the workers' and
     * V8's own included): less the workers and this thread, what V8 did on its
     * platform threads for the run, mostly optimizing compilation (JIT) per
     * worker isolate. A 1-worker run gets that done on the second core.
     */
    processMs: number;
    /** processMs less the workers' and this thread's own CPU. */
    backgroundMs: number | null;
  }
  /** `warm`: on the workers the last run left (another seed, as the Balance lab's next run); else on fresh ones. */
  const timed = async (workers: number, warm: boolean): Promise<Timed> => {
    if (!warm) await endIdleWorkers();
    const m0 = threadCpuMs();
    const p0 = process.cpuUsage();
    const ran = await simulate(
      { ...req, workers, seed: warm ? 'bench-warm' : req.seed },
      { source: simulationSource, workerFile: WORKER, inProcess: false },
    );
    const p1 = process.cpuUsage(p0);
    const m1 = threadCpuMs();
    if (!ran.ok) throw new Error(`simulate ${game} failed: ${ran.error.message}`);
    if (ran.value.workers !== workers) throw new Error(`simulate ${game}: ${ran.value.workers} workers started, not ${workers}`);
    if (ran.value.warm !== (warm ? workers : 0))
      throw new Error(`simulate ${game}: ${ran.value.warm} warm workers, not ${warm ? workers : 0}`);
    const w = ran.value.workerCpu ?? [];
    const played = w.reduce((n, c) => n + c.games, 0);
    return {
      ms: (GAMES * 1000) / ran.value.summary.perSecond.games,
      actions: ran.value.summary.actions,
      cpuMs: w.map((c) => c.totalMs),
      startMs: w.reduce((n, c) => n + c.startMs, 0) / Math.max(1, w.length),
      perGameMs: w.reduce((n, c) => n + c.totalMs - c.startMs, 0) / Math.max(1, played),
      mainMs: m0 !== null && m1 !== null ? m1 - m0 : null,
      processMs: (p1.user + p1.system) / 1000,
      backgroundMs:
        m0 !== null && m1 !== null && w.length === workers
          ? Math.max(0, (p1.user + p1.system) / 1000 - (m1 - m0) - w.reduce((n, c) => n + c.totalMs, 0))
          : null,
    };
  };
  const one = await timed(1, false);
  const oneWarm = await timed(1, true);
  const two = await timed(2, false);
  // Each of the two has played half the games so far; one more run (not timed) warms them as long as the one worker was.
  const warmUp = await simulate(
    { ...req, workers: 2, seed: 'bench-warm-up' },
    { source: simulationSource, workerFile: WORKER, inProcess: false },
  );
  if (!warmUp.ok || warmUp.value.warm !== 2) throw new Error(`simulate ${game}: the warm-up run did not reuse both workers`);
  const twoWarm = await timed(2, true);
  await endIdleWorkers();
  const speedup = one.ms / two.ms;
  const speedupWarm = oneWarm.ms / twoWarm.ms;
  if (speedupWarm < worstSpeedupWarm) worstSpeedupWarm = speedupWarm;
  const idleSpeedup = idleWall(one) / idleWall(two);
  const idleSpeedupWarm = idleWall(oneWarm) / idleWall(twoWarm);
  if (idleSpeedup < worstIdle) worstIdle = idleSpeedup;
  if (idleSpeedupWarm < worstIdleWarm) worstIdleWarm = idleSpeedupWarm;
  // By CPU, for 1,000 games: a worker's start-up once, then its share of the games at the run's cost per game.
  const oneThousand = one.startMs + one.perGameMs * 1000;
  const twoThousand = two.startMs + (two.perGameMs * 1000) / 2;
  const speedupCpu = oneThousand / twoThousand;
  if (speedup < worstSpeedup) worstSpeedup = speedup;
  if (speedupCpu < worstSpeedupCpu) [worstSpeedupCpu, worstGame] = [speedupCpu, game];
  const perGameActions = one.actions / GAMES;
  fastestPerCore = Math.max(fastestPerCore, (perGameActions * 1000) / one.perGameMs);
  fastestPerCpu = Math.max(fastestPerCpu, (bareActions * 1000) / bareCpuMs);
  // ms per game on 2 workers = seconds per 1,000 games.
  slowestThousand = Math.max(slowestThousand, two.ms / GAMES);
  if (twoThousand / 1000 > slowestThousandCpu) [slowestThousandCpu, slowestGame] = [twoThousand / 1000, game];
  const s = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
  // The cores the run kept busy (process CPU over wall): a 1-worker run near 2 leaves a second worker nothing to win on 2 cores.
  const bg = (t: Timed): string => `${t.backgroundMs === null ? '?' : s(t.backgroundMs)}; ${(t.processMs / t.ms).toFixed(2)} cores busy`;
  rows.push([
    game,
    `bare ${fmt((GAMES * 1000) / bareMs)} games/s, ${fmt((bareActions * 1000) / bareCpuMs)} actions per CPU second`,
    `1 worker ${s(one.ms)} wall, worker CPU ${s(one.cpuMs[0] ?? 0)} (start-up ${s(one.startMs)}, ${fmt((perGameActions * 1000) / one.perGameMs)} actions per CPU second after it), process CPU ${s(one.processMs)} (V8 background ${bg(one)})`,
    `2 workers ${s(two.ms)} wall, worker CPU ${two.cpuMs.map(s).join(' + ')}, main thread ${two.mainMs === null ? '?' : s(two.mainMs)}, process CPU ${s(two.processMs)} (V8 background ${bg(two)})`,
    `warm (workers kept from the last run, as the Balance lab's next run): 1 worker ${s(oneWarm.ms)} wall, worker CPU ${s(oneWarm.cpuMs[0] ?? 0)}, process CPU ${s(oneWarm.processMs)} (V8 background ${bg(oneWarm)}); 2 workers ${s(twoWarm.ms)} wall, worker CPU ${twoWarm.cpuMs.map(s).join(' + ')}, process CPU ${s(twoWarm.processMs)} (V8 background ${bg(twoWarm)})`,
    `speed-up x${speedup.toFixed(2)} wall on fresh workers, x${speedupWarm.toFixed(2)} wall on warm ones; on an idle 2-core machine (from CPU, V8's background work included) x${idleSpeedup.toFixed(2)} fresh, x${idleSpeedupWarm.toFixed(2)} warm; x${speedupCpu.toFixed(2)} by worker CPU (1,000 games)`,
    `1,000 games on 2 workers: ${(two.ms / GAMES).toFixed(1)} s wall${GAMES === 1000 ? '' : ` (extrapolated from ${GAMES})`}, ${(twoThousand / 1000).toFixed(1)} s by CPU`,
    `${fmt(bareActions / GAMES)} actions/game`,
    errors ? `${errors} unfinished` : '',
  ]);
}
console.log(`${GAMES} games of random bots per game:`);
for (const r of rows) console.log('  ' + r.join(' | '));
console.log(
  `speed-up on 2 workers, worst game: x${worstSpeedup.toFixed(2)} wall on fresh workers (a \`deckside simulate\` run), x${worstSpeedupWarm.toFixed(2)} wall on warm ones (the Balance lab's next run); x${worstSpeedupCpu.toFixed(2)} by CPU time per worker (${worstGame}) (target >= 1.80)`,
);
console.log(
  `speed-up on 2 workers on an idle 2-core machine (from CPU: the busiest worker or half the process, whichever is more), worst game: x${worstIdle.toFixed(2)} on fresh workers, x${worstIdleWarm.toFixed(2)} on warm ones (target >= 1.80)`,
);
// The machine's own ceiling, same run: plain loops on 1 and 2 workers (bench/lib/scaling-peer.ts says why they differ).
const compute = await scalingPeer('compute');
const alloc = await scalingPeer('alloc');
console.log(
  `peer, the machine's ceiling: the same plain JavaScript on 1 and 2 workers at once: arithmetic x${compute.speedup.toFixed(2)} (${compute.oneMs.toFixed(0)} ms on 1, ${compute.twoMs.toFixed(0)} ms for twice the work on 2); allocating short-lived objects as the engines do x${alloc.speedup.toFixed(2)} (${alloc.oneMs.toFixed(0)} ms, ${alloc.twoMs.toFixed(0)} ms)`,
);
console.log(`fastest game, 1 worker: ${fmt(fastestPerCore)} actions per worker CPU second after start-up (target >= 50,000 per core)`);
console.log(`fastest game, bare loop: ${fmt(fastestPerCpu)} actions per CPU second (the same figure on an idle core)`);
console.log(
  `load average at end: ${loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')}`,
);
console.log(
  `slowest game: ${thousand} on 2 workers in ${slowestThousand.toFixed(1)} s wall; 1,000 games in ${slowestThousandCpu.toFixed(1)} s by CPU time per worker (${slowestGame}: start-up plus half the games at the measured cost per game) (target < 60 s)`,
);

// The command itself on a long run (SIM_BENCH_LONG games), fresh process and workers each time, by wall clock.
const LONG = Number(process.env.SIM_BENCH_LONG ?? 0);
if (LONG > 0)
  for (const game of GAME_IDS.filter((g) => ONLY === null || ONLY.has(g))) {
    const wall = (workers: number): number => {
      const t0 = performance.now();
      const run = spawnSync(
        process.execPath,
        [BIN, 'simulate', game, '--games', String(LONG), '--workers', String(workers), '--seed', 'long'],
        {
          encoding: 'utf8',
          maxBuffer: 1 << 26,
        },
      );
      if (run.status !== 0) throw new Error(`deckside simulate ${game} failed: ${run.stderr}`);
      return performance.now() - t0;
    };
    const [one, two] = [wall(1), wall(2)];
    console.log(
      `${game}, \`deckside simulate --games ${LONG}\` (fresh process): 1 worker ${(one / 1000).toFixed(1)} s, 2 workers ${(two / 1000).toFixed(1)} s wall: x${(one / two).toFixed(2)}`,
    );
  }

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
