/**
 * A worker thread of the simulator (pool.ts): loads the simulation source
 * (the games' own, or a test's module given by URL), then serves runs, one
 * after another, for as long as the pool keeps it: each run's request comes
 * in a 'run' command (answered 'ready' once the bots are prepared), then
 * each batch of jobs is played and its results answered, until 'end'. The
 * thread then waits, warm, for the pool's next run: its optimised code stays
 * (V8 compiles per thread, and compiling costs about as much CPU as a few
 * hundred games), so the next run plays at full speed from its first game.
 * Built beside the command line as sim-worker.mjs (scripts/build-node.mjs).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { batchPlayer, type BatchPlayer, type Job } from './jobs';
import type { SimulationSource } from './source';
import type { SimRequest } from './types';

export interface WorkerInput {
  /** A module exporting `simulationSource`; null: the games' own. */
  readonly sourceUrl: string | null;
}

/** What the pool sends: a run to prepare, a batch of its jobs, or its end. */
export type WorkerCommand =
  | { readonly kind: 'run'; readonly request: SimRequest; readonly keepEvents: boolean }
  | { readonly kind: 'jobs'; readonly jobs: readonly Job[] }
  | { readonly kind: 'end' };

export type WorkerMessage =
  /**
   * `cpuMs`: this thread's CPU time in the run so far (its start-up: on a
   * new thread loading the code, then preparing the bots), or null (below).
   */
  | { readonly kind: 'ready'; readonly cpuMs: number | null }
  /** `cpuMs`: this thread's CPU time in the run so far, null where the system does not tell it (the benchmark's per-worker figure). */
  | { readonly kind: 'results'; readonly results: unknown[]; readonly cpuMs: number | null }
  | { readonly kind: 'fatal'; readonly message: string };

async function loadSource(url: string | null): Promise<SimulationSource> {
  if (url === null) return (await import('./games')).simulationSource;
  const mod = (await import(url)) as { simulationSource: SimulationSource };
  return mod.simulationSource;
}

/**
 * This thread's CPU time in milliseconds (Linux: the first field of
 * /proc/thread-self/schedstat, nanoseconds on a CPU), or null elsewhere.
 * process.cpuUsage() counts every thread of the process, so it cannot say
 * what one worker cost.
 */
function threadCpuMs(): number | null {
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? ns / 1e6 : null;
  } catch {
    return null;
  }
}

const port = parentPort;
if (port) {
  const input = workerData as WorkerInput;
  const say = (m: WorkerMessage): void => port.postMessage(m);
  // The first run counts the thread's start from zero; a later one from its own start.
  let runs = 0;
  let base = 0;
  const spent = (): number | null => {
    const now = threadCpuMs();
    return now === null ? null : now - base;
  };
  void loadSource(input.sourceUrl).then(
    (source) => {
      let player: BatchPlayer | null = null;
      port.on('message', (c: WorkerCommand) => {
        if (c.kind === 'run') {
          base = runs++ === 0 ? 0 : (threadCpuMs() ?? 0);
          const made = batchPlayer(source, c.request, c.keepEvents);
          if (!made.ok) return say({ kind: 'fatal', message: made.error.message });
          player = made.value;
          return say({ kind: 'ready', cpuMs: spent() });
        }
        if (c.kind === 'end') {
          player = null;
          return;
        }
        if (player === null) return say({ kind: 'fatal', message: 'A batch of games came before its run.' });
        const results = player(c.jobs);
        say({ kind: 'results', results, cpuMs: spent() });
      });
    },
    (e: unknown) => say({ kind: 'fatal', message: e instanceof Error ? e.message : String(e) }),
  );
}
