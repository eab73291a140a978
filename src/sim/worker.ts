/**
 * A worker thread of the simulator (pool.ts): loads the simulation source
 * (the games' own, or a test's module given by URL), answers 'ready', then
 * plays each batch of jobs it is sent and answers its results, until it is
 * sent null. Built beside the command line as sim-worker.mjs
 * (scripts/build-node.mjs).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { batchPlayer, type Job } from './jobs';
import type { SimulationSource } from './source';
import type { SimRequest } from './types';

export interface WorkerInput {
  readonly request: SimRequest;
  readonly keepEvents: boolean;
  /** A module exporting `simulationSource`; null: the games' own. */
  readonly sourceUrl: string | null;
}

export type WorkerMessage =
  /** `cpuMs`: this thread's CPU time so far (its start-up: loading the code, preparing the bots), or null (below). */
  | { readonly kind: 'ready'; readonly cpuMs: number | null }
  /** `cpuMs`: this thread's CPU time so far, null where the system does not tell it (the benchmark's per-worker figure). */
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
  void loadSource(input.sourceUrl).then(
    (source) => {
      const player = batchPlayer(source, input.request, input.keepEvents);
      if (!player.ok) return say({ kind: 'fatal', message: player.error.message });
      port.on('message', (jobs: Job[] | null) => {
        if (jobs === null) return port.close();
        const results = player.value(jobs);
        say({ kind: 'results', results, cpuMs: threadCpuMs() });
      });
      say({ kind: 'ready', cpuMs: threadCpuMs() });
    },
    (e: unknown) => say({ kind: 'fatal', message: e instanceof Error ? e.message : String(e) }),
  );
}
