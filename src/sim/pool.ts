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
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../engine/core/result';
import { batchPlayer, jobsOf, type Job } from './jobs';
import type { SimulationSource } from './source';
import type { GameResult, SimRequest } from './types';
import type { WorkerInput, WorkerMessage } from './worker';

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
  /** Worker threads that started. */
  readonly workers: number;
  /**
   * Each started worker's CPU time (where the system tells it; absent from
   * pools that do not measure): what a run costs per core, whatever else the
   * machine is doing.
   */
  readonly workerCpu?: readonly WorkerCpu[];
}

/** One worker's CPU time in milliseconds: at 'ready' (its start-up) and at its last results, and the games it played. */
export interface WorkerCpu {
  readonly startMs: number;
  readonly totalMs: number;
  readonly games: number;
}

/** Batches a worker holds at once: the one it plays and the next. */
const IN_FLIGHT = 2;

const cancelled = (): Result<never> => err('ERR_CANCELLED', 'The simulation was cancelled.');

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
  const input: WorkerInput = { request: req, keepEvents: opts.keepEvents, sourceUrl: opts.sourceUrl ?? null };
  const cpu: { startMs: number; totalMs: number; games: number }[] = [];
  const helpers = Array.from(
    { length: wanted },
    (_, w) =>
      new Promise<void>((resolve) => {
        // The batches this worker holds, oldest first: its results answer them in order.
        const held: Job[][] = [];
        let worker: Worker;
        try {
          worker = new Worker(boot.code, { eval: boot.eval, workerData: input });
        } catch {
          resolve();
          return;
        }
        live.add(worker);
        const stop = (): void => {
          worker.postMessage(null);
          live.delete(worker);
          void worker.terminate();
          resolve();
        };
        const topUp = (): void => {
          while (held.length < IN_FLIGHT && !opts.signal?.aborted) {
            const next = batches.shift();
            if (!next) break;
            held.push(next);
            worker.postMessage(next);
          }
          if (held.length === 0) stop();
        };
        worker.on('message', (m: WorkerMessage) => {
          if (m.kind === 'fatal') {
            fatal = m.message;
            live.delete(worker);
            void worker.terminate();
            return resolve();
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
        });
        const fail = (): void => {
          // Whatever it held goes back to the queue for another thread.
          if (!opts.signal?.aborted) batches.push(...held.splice(0));
          held.length = 0;
          live.delete(worker);
          resolve();
        };
        worker.once('error', fail);
        worker.once('exit', fail);
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
  return ok({ results, onWorkers, workers: started, ...(workerCpu.length > 0 ? { workerCpu } : {}) });
}
