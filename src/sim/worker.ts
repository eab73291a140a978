/**
 * A worker thread of the simulator (pool.ts): loads the simulation source
 * (the games' own, or a test's module given by URL), answers 'ready', then
 * plays each batch of jobs it is sent and answers its results, until it is
 * sent null. Built beside the command line as sim-worker.mjs
 * (scripts/build-node.mjs).
 */
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
  | { readonly kind: 'ready' }
  | { readonly kind: 'results'; readonly results: unknown[] }
  | { readonly kind: 'fatal'; readonly message: string };

async function loadSource(url: string | null): Promise<SimulationSource> {
  if (url === null) return (await import('./games')).simulationSource;
  const mod = (await import(url)) as { simulationSource: SimulationSource };
  return mod.simulationSource;
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
        say({ kind: 'results', results: player.value(jobs) });
      });
      say({ kind: 'ready' });
    },
    (e: unknown) => say({ kind: 'fatal', message: e instanceof Error ? e.message : String(e) }),
  );
}
