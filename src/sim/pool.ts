/**
 * Runs a simulation's jobs on worker threads (one per core by default): the
 * jobs wait in one queue of small batches and each worker holds two of them
 * (the next one already waits in its port while it plays the first, so it
 * never idles for a reply from this thread, however busy the machine), so a
 * slow game holds nobody back. Results
 * stream to `onResults` as batches finish (in no particular order: the
 * summary sorts them). Aborting the signal terminates the workers at once.
 * A worker that cannot start (the packaged app may not carry the worker's
 * file) leaves its share to the others; when none starts, this thread plays
 * the games itself between turns of the event loop (unless told not to:
 * Electron main). Same results either way.
 *
 * Workers are kept warm between runs (IDLE_MS): V8 compiles optimised code
 * per thread, on its own background threads, and for these games that costs
 * about as much CPU as a few hundred games (measured: 1.3 s of a 300-game
 * For-Ex run of 1.7 s); a fresh worker pays it again, so two fresh workers
 * cost the machine half as much again as one. A later run (the Balance lab's
 * next one) takes the idle workers and plays at full speed from its first
 * game. Idle workers do not keep the process alive.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../engine/core/result';
import { batchPlayer, jobsOf, type Job } from './jobs';
import type { SimulationSource } from './source';
import type { GameResult, SimRequest } from './types';
import type { WorkerCommand, WorkerInput, WorkerMessage } from './worker';

/**
 * Run from source (tests, tsx), the worker is TypeScript and first registers
 * tsx's loader in its own thread; built (out/cli, out/server), it is the
 * sim-worker.mjs bundled beside this code. A host may name the file itself
 * (Electron main: the worker bundled beside main, wherever this code's chunk
 * lands).
 */
function workerBoot(file?: string | URL): { code: string | URL; eval: boolean } {
  const fromSource = file === undefined ? import.meta.url.endsWith('.ts') : String(file).endsWith('.ts');
  const url = file !== undefined ? new URL(String(file)) : new URL(fromSource ? './worker.ts' : './sim-worker.mjs', import.meta.url);
  if (!fromSource) return { code: url, eval: false };
  return { code: `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(url.href)});`, eval: true };
}

/**
 * Each worker's young generation, in MB (V8's default is 16 here). The games make short-lived immutable states at a
 * high rate, and with the default each worker collects very often, copying what is still alive each time; with two
 * busy workers those collections compete for the two cores. Measured in alternating runs on the loaded 2-core
 * machine (500 Trades, 400 Tech Exchange games, 1 and 2 workers): 2 warm workers finished Tech Exchange in
 * 2.1-2.7 s at 64 MB against 3.1-3.2 s at 16, Trades in 1.9-2.1 s against 2.0-2.5 s, For-Ex alike; 128 MB was no
 * better than 64 (2.4-2.8 s), and the allocating peer of bench/lib/scaling-peer.ts took 535 ms at 64 MB against 872.
 */
const YOUNG_MB = 64;

export interface PoolOptions {
  /** Worker threads; default one per core. 0: play in this thread. */
  readonly workers?: number;
  readonly keepEvents: boolean;
  /** A module exporting `simulationSource` (tests); absent: the games' own. */
  readonly sourceUrl?: string;
  /** The same source in this thread, for the fallback (must match sourceUrl). */
  readonly source: SimulationSource;
  readonly onResults?: (results: readonly GameResult[]) => void;
  readonly signal?: AbortSignal;
  /** The worker's file (a file: URL); absent: the one beside this code. */
  readonly workerFile?: string | URL;
  /**
   * Whether this thread may play the games no worker took (default true).
   * Electron main says false: a game played there would freeze every window,
   * so a run whose workers cannot start fails with the reason instead.
   */
  readonly inProcess?: boolean;
}

/** The pool's signature, so a host can be given another (tests: a fake that records what it was asked). */
export type RunPool = (req: SimRequest, opts: PoolOptions) => Promise<Result<PoolRun>>;

export interface PoolRun {
  readonly results: GameResult[];
  /** Games played on worker threads (the rest: this thread). */
  readonly onWorkers: number;
  /** Worker threads that started (or came warm from an earlier run). */
  readonly workers: number;
  /** Of those, the ones an earlier run left warm (absent from pools that keep none). */
  readonly warm?: number;
  /**
   * Each started worker's CPU time (where the system tells it; absent from
   * pools that do not measure): what a run costs per core, whatever else the
   * machine is doing.
   */
  readonly workerCpu?: readonly WorkerCpu[];
}

/**
 * One worker's CPU time in the run in milliseconds: at 'ready' (its start-up:
 * loading the code on a new worker, then preparing the bots) and at its last
 * results, and the games it played.
 */
export interface WorkerCpu {
  readonly startMs: number;
  readonly totalMs: number;
  readonly games: number;
}

/** Batches a worker holds at once: the one it plays and the next. */
const IN_FLIGHT = 2;

const cancelled = (): Result<never> => err('ERR_CANCELLED', 'The simulation was cancelled.');

/** How long a worker waits, idle and warm, for the next run before it ends. */
export const IDLE_MS = 60_000;
/** Idle workers kept at most (a run takes one per core). */
const MAX_IDLE = 64;

interface IdleWorker {
  readonly worker: Worker;
  /** What it runs: its file (or boot code) and its simulation source. */
  readonly key: string;
  readonly timer: ReturnType<typeof setTimeout>;
  readonly gone: () => void;
}
const idle: IdleWorker[] = [];

function leaveIdle(w: IdleWorker): void {
  const at = idle.indexOf(w);
  if (at >= 0) idle.splice(at, 1);
  clearTimeout(w.timer);
  w.worker.off('error', w.gone);
  w.worker.off('exit', w.gone);
}

/** An idle worker that runs `key`, taken out of the idle list, or null. */
function takeIdle(key: string): Worker | null {
  const w = idle.find((i) => i.key === key);
  if (!w) return null;
  leaveIdle(w);
  w.worker.ref();
  return w.worker;
}

/** Parks a worker whose run ended: it waits IDLE_MS for another, without keeping the process alive. */
function putIdle(worker: Worker, key: string): void {
  if (idle.length >= MAX_IDLE) {
    void worker.terminate();
    return;
  }
  const gone = (): void => leaveIdle(entry);
  const timer = setTimeout(() => {
    leaveIdle(entry);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  const entry: IdleWorker = { worker, key, timer, gone };
  worker.once('error', gone);
  worker.once('exit', gone);
  worker.unref();
  idle.push(entry);
}

/** Idle workers now (tests). */
export const idleWorkers = (): number => idle.length;

/** Ends every idle worker (tests; the benchmark, to measure fresh workers). */
export async function endIdleWorkers(): Promise<void> {
  const all = idle.splice(0);
  for (const w of all) leaveIdle(w);
  await Promise.all(all.map((w) => w.worker.terminate()));
}

export async function runPool(req: SimRequest, opts: PoolOptions): Promise<Result<PoolRun>> {
  const versus = req.versus !== undefined && Object.keys(req.versus).length > 0;
  const jobs = jobsOf(req.games, versus);
  const wanted = Math.max(0, Math.min(opts.workers ?? availableParallelism(), jobs.length, 64));
  // Small batches: progress (and a cancel) comes through often even when one game takes seconds.
  const size = Math.max(1, Math.min(10, Math.ceil(jobs.length / (Math.max(1, wanted) * 64))));
  const batches: Job[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  const results: GameResult[] = [];
  let onWorkers = 0;
  let started = 0;
  let fatal: string | null = null;
  const live = new Set<Worker>();
  const take = (rs: readonly GameResult[]): void => {
    results.push(...rs);
    opts.onResults?.(rs);
  };
  const abort = (): void => {
    for (const w of live) void w.terminate();
  };
  opts.signal?.addEventListener('abort', abort, { once: true });
  if (opts.signal?.aborted) return cancelled();

  const boot = workerBoot(opts.workerFile);
  const input: WorkerInput = { sourceUrl: opts.sourceUrl ?? null };
  const key = `${String(boot.code)}\n${input.sourceUrl ?? ''}`;
  const send = (worker: Worker, c: WorkerCommand): void => worker.postMessage(c);
  const cpu: { startMs: number; totalMs: number; games: number }[] = [];
  let warm = 0;
  const helpers = Array.from(
    { length: wanted },
    (_, w) =>
      new Promise<void>((resolve) => {
        // The batches this worker holds, oldest first: its results answer them in order.
        const held: Job[][] = [];
        let worker: Worker;
        const kept = takeIdle(key);
        if (kept) {
          worker = kept;
          warm++;
        } else {
          try {
            worker = new Worker(boot.code, { eval: boot.eval, workerData: input, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB } });
          } catch {
            resolve();
            return;
          }
        }
        live.add(worker);
        let over = false;
        const leave = (): void => {
          over = true;
          worker.off('message', onMessage);
          worker.off('error', fail);
          worker.off('exit', fail);
          live.delete(worker);
          resolve();
        };
        const stop = (): void => {
          // Done with this run: the worker stays warm for the next one.
          send(worker, { kind: 'end' });
          leave();
          putIdle(worker, key);
        };
        const topUp = (): void => {
          while (held.length < IN_FLIGHT && !opts.signal?.aborted) {
            const next = batches.shift();
            if (!next) break;
            held.push(next);
            send(worker, { kind: 'jobs', jobs: next });
          }
          if (held.length === 0) stop();
        };
        const onMessage = (m: WorkerMessage): void => {
          if (over) return;
          if (m.kind === 'fatal') {
            fatal = m.message;
            leave();
            void worker.terminate();
            return;
          }
          if (m.kind === 'ready') {
            started++;
            if (m.cpuMs !== null) cpu[w] = { startMs: m.cpuMs, totalMs: m.cpuMs, games: 0 };
          }
          // The worker plays the same code over the same request: its results are GameResults.
          if (m.kind === 'results' && held.shift()) {
            onWorkers += m.results.length;
            const c = cpu[w];
            if (c && m.cpuMs !== null) {
              c.totalMs = m.cpuMs;
              c.games += m.results.length;
            }
            take(m.results as GameResult[]);
          }
          topUp();
        };
        function fail(): void {
          if (over) return;
          // Whatever it held goes back to the queue for another thread.
          if (!opts.signal?.aborted) batches.push(...held.splice(0));
          held.length = 0;
          leave();
        }
        worker.on('message', onMessage);
        worker.once('error', fail);
        worker.once('exit', fail);
        send(worker, { kind: 'run', request: req, keepEvents: opts.keepEvents });
      }),
  );
  await Promise.all(helpers);
  if (opts.signal?.aborted) return cancelled();
  if (fatal !== null)
    return err('ERR_SIM_WORKER', `A simulation worker stopped: ${fatal}`, { params: { variant: 'simulationWorker', fatal } });
  if (batches.length > 0 && opts.inProcess === false) {
    return err(
      'ERR_SIM_WORKER',
      `No simulation worker could play ${batches.length === 1 ? 'the last batch' : `${batches.length} batches`} of games (${started} of ${wanted} started from ${String(boot.code).slice(0, 200)}), and this thread does not play them.`,
      {
        params: {
          variant: 'simulationWorker2',
          value: batches.length === 1 ? 'the last batch' : `${batches.length} batches`,
          started,
          wanted,
          code: String(boot.code).slice(0, 200),
        },
      },
    );
  }
  if (batches.length > 0) {
    // No worker (or not all of them) could take these: play them here, yielding between batches.
    const player = batchPlayer(opts.source, req, opts.keepEvents);
    if (!player.ok) return player;
    for (let b = batches.shift(); b; b = batches.shift()) {
      if (opts.signal?.aborted) return cancelled();
      take(player.value(b));
      await new Promise((r) => setImmediate(r));
    }
  }
  opts.signal?.removeEventListener('abort', abort);
  if (opts.signal?.aborted) return cancelled();
  const workerCpu = cpu.filter((c) => c !== undefined);
  return ok({ results, onWorkers, workers: started, warm, ...(workerCpu.length > 0 ? { workerCpu } : {}) });
}
