/**
 * Replays many logs at once on worker threads, one per core: a first look at
 * thousands of playtests is CPU work (every log folded through its game's
 * rules), and one thread would leave the other cores idle. The files wait
 * in one queue of small batches; this thread and each worker take the next
 * batch as soon as they are free, so a worker still starting up (loading
 * the rules takes a moment) or a batch of long logs holds nobody back. A
 * worker that cannot start (the packaged app bundles the store, so the
 * worker's own file may be absent) just leaves its share to the others:
 * same entries, only slower. Few files are read in this thread alone.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { readEntries, type EntryWanted } from './record-entry';
import type { CachedEntry } from './records-cache';

export type { EntryWanted };

/** Below this many files, starting workers costs more than it saves. */
const MIN_FOR_WORKERS = 200;
const BATCH = 50;

const WORKER_URL = new URL('./records-worker.ts', import.meta.url);

/**
 * Run from source (the CLI, tests, benchmarks under tsx), the worker is
 * TypeScript: it first registers tsx's loader in its own thread, since a
 * loader registered by the tsx command does not carry over to workers.
 */
const BOOT = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(WORKER_URL.href)});`;

/** Entries of `items`, in their order; `workers` (besides this thread) defaults to one per core but this one. */
export async function readEntriesParallel(
  dir: string,
  items: readonly EntryWanted[],
  workers?: number,
  /** False: only the workers read (tests use it to be sure a worker did the work). */
  ownThread = true,
): Promise<{ entries: CachedEntry[]; onWorkers: number }> {
  let onWorkers = 0;
  const out: CachedEntry[] = new Array<CachedEntry>(items.length);
  const batches: { from: number; list: EntryWanted[] }[] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push({ from: i, list: items.slice(i, i + BATCH) });
  const n = items.length < MIN_FOR_WORKERS ? 0 : Math.max(0, workers ?? availableParallelism() - 1);
  const lost: { from: number; list: EntryWanted[] }[] = [];

  const helpers = Array.from(
    { length: n },
    () =>
      new Promise<void>((resolve) => {
        let current: { from: number; list: EntryWanted[] } | null = null;
        let worker: Worker;
        try {
          worker = new Worker(BOOT, { eval: true, workerData: { dir } });
        } catch {
          resolve();
          return;
        }
        const giveNext = (): void => {
          current = batches.shift() ?? null;
          worker.postMessage(current ? current.list : null);
          if (!current) {
            void worker.terminate();
            resolve();
          }
        };
        worker.on('message', (m: 'ready' | CachedEntry[]) => {
          if (m !== 'ready' && current) onWorkers += m.length;
          if (m !== 'ready' && current) m.forEach((e, k) => (out[(current as { from: number }).from + k] = e));
          giveNext();
        });
        const fail = (): void => {
          // Whatever it held goes back to be read here.
          if (current) lost.push(current);
          current = null;
          resolve();
        };
        worker.once('error', fail);
        worker.once('exit', (code) => (code !== 0 ? fail() : resolve()));
      }),
  );

  const own = async (): Promise<void> => {
    for (let b = batches.shift(); b; b = batches.shift()) {
      const entries = await readEntries(dir, b.list);
      entries.forEach((e, k) => (out[(b as { from: number }).from + k] = e));
      // Let the workers' messages in between batches.
      await new Promise((r) => setImmediate(r));
    }
  };
  await Promise.all([ownThread || n === 0 ? own() : Promise.resolve(), ...helpers]);
  // Batches no worker could take (none started) are read here.
  await own();
  for (const b of lost) (await readEntries(dir, b.list)).forEach((e, k) => (out[b.from + k] ??= e));
  return { entries: out, onWorkers };
}
