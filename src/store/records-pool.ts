/**
 * Replays many logs at once on worker threads, one per core: a first look at
 * thousands of playtests is CPU work (every log folded through its game's
 * rules), and one thread would leave the other cores idle.
 *
 * This thread only hands out work: were it to replay a batch too, a worker
 * that finished meanwhile would wait for it to get its next batch. The files
 * wait in one queue of small batches; each worker holds two at a time (one
 * being replayed, the next one waiting), so it never waits on a round trip,
 * and a batch of long logs holds nobody back. Entries
 * come back as each batch is done and go straight to their place.
 *
 * A worker that cannot start, or dies, leaves its batches to the others, or
 * to this thread when none is left: same entries, only slower. Few files are
 * read in this thread alone (starting a worker costs more than it saves).
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { readEntries, type EntryWanted } from './record-entry';
import type { CachedEntry } from './records-cache';
import type { PoolAnswer, PoolBatch } from './records-worker';

export type { EntryWanted };

/** Below this many files, starting workers costs more than it saves. */
export const MIN_FOR_WORKERS = 200;
/** Logs a batch: small, so the last batches spread evenly over the workers. */
export const BATCH = 8;
/** Batches a worker holds at once. */
const IN_FLIGHT = 2;

/**
 * A worker's heap. A log's fold keeps little alive (about 20 MB a worker, measured by forcing a collection after
 * every 250 logs), but left to its defaults V8 lets each worker's old generation grow to several times that before
 * it collects, and a first look at 5,000 logs peaked at 389 MB of memory (issue 16's target: under 300). Capped at
 * six times what it needs, it peaked at about 200 MB on 1,000 logs (282 MB uncapped). A smaller young generation
 * saved a little more memory but cost about 8% more time in collections, so it is smaller than V8's default only
 * a little. A worker that does hit the cap ends with an error, and its batches go to the others or to this thread.
 */
export const WORKER_HEAP: ResourceLimits = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 128 };

/**
 * Run from source (the CLI under tsx, tests, benchmarks), the worker is
 * TypeScript: it first registers tsx's loader in its own thread, since a
 * loader registered by the tsx command does not carry over to workers.
 * Built, it is bundled beside this code: records-worker.mjs in out/cli and
 * out/server (scripts/build-node.mjs), records-worker.js in out/main.
 */
function workerBoot(): { code: string | URL; eval: boolean } {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) {
    // The CLI and server builds name it .mjs; Electron main's build (electron.vite.config.ts) names it .js.
    const built = new URL('./records-worker.mjs', import.meta.url);
    return { code: existsSync(fileURLToPath(built)) ? built : new URL('./records-worker.js', import.meta.url), eval: false };
  }
  const url = new URL('./records-worker.ts', import.meta.url);
  return { code: `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(url.href)});`, eval: true };
}

/** How many workers a first look of `count` files starts by default: one per core, none for a few files. */
export function defaultWorkers(count: number): number {
  return count < MIN_FOR_WORKERS ? 0 : Math.max(1, availableParallelism());
}

/** Entries of `items`, in their order, and how many of them a worker replayed. */
export interface PoolOptions {
  /** Worker threads; default defaultWorkers. 0: all in this thread. */
  readonly workers?: number;
  /** Each worker's heap (tests give one too small to start in). */
  readonly heap?: ResourceLimits;
  /** How many entries are read so far, after each batch (a long first look shows it). */
  readonly onProgress?: (done: number) => void;
}

export async function readEntriesParallel(
  dir: string,
  items: readonly EntryWanted[],
  options: PoolOptions = {},
): Promise<{ entries: CachedEntry[]; onWorkers: number }> {
  const { workers, heap = WORKER_HEAP, onProgress } = options;
  let done = 0;
  const progressed = (n: number): void => {
    done += n;
    onProgress?.(done);
  };
  const out: CachedEntry[] = new Array<CachedEntry>(items.length);
  const queue: PoolBatch[] = [];
  for (let i = 0; i < items.length; i += BATCH) queue.push({ from: i, list: items.slice(i, i + BATCH) });
  const n = Math.min(workers ?? defaultWorkers(items.length), queue.length);
  let onWorkers = 0;

  const runWorker = (): Promise<void> =>
    new Promise<void>((resolve) => {
      const held = new Map<number, PoolBatch>();
      let worker: Worker;
      try {
        const boot = workerBoot();
        worker = new Worker(boot.code, { eval: boot.eval, workerData: { dir }, resourceLimits: heap });
      } catch {
        resolve();
        return;
      }
      let done = false;
      const finish = (): void => {
        if (done) return;
        done = true;
        // Whatever it still held goes back in the queue, for another worker or this thread.
        queue.unshift(...held.values());
        held.clear();
        void worker.terminate();
        resolve();
      };
      const fill = (): void => {
        while (held.size < IN_FLIGHT) {
          const b = queue.shift();
          if (!b) break;
          held.set(b.from, b);
          worker.postMessage(b);
        }
        if (held.size === 0) finish();
      };
      worker.on('message', (m: PoolAnswer) => {
        if (m === 'ready') return fill();
        const b = held.get(m.from);
        if (!b) return;
        held.delete(m.from);
        m.entries.forEach((e, k) => (out[m.from + k] = e));
        onWorkers += m.entries.length;
        progressed(m.entries.length);
        fill();
      });
      worker.once('error', finish);
      worker.once('exit', finish);
    });

  await Promise.all(Array.from({ length: n }, runWorker));
  // Batches no worker took (none started, or all died): read here.
  for (let b = queue.shift(); b; b = queue.shift()) {
    const from = b.from;
    const entries = await readEntries(dir, b.list);
    entries.forEach((e, k) => (out[from + k] = e));
    progressed(entries.length);
  }
  return { entries: out, onWorkers };
}
