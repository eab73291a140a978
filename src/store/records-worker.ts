/**
 * A worker thread of the records pool (records-pool.ts): says it is ready,
 * then reads and replays each batch of logs it is sent, answering the
 * batch's cache entries with the batch's place, until the pool ends it.
 * It holds two batches at a time, so the next one is waiting when one is done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readEntriesNow, type EntryWanted } from './record-entry';
import type { CachedEntry } from './records-cache';

/** A batch of logs, `from` being the place of its first one in the pool's list. */
export interface PoolBatch {
  readonly from: number;
  readonly list: readonly EntryWanted[];
}

/** What a worker says: ready for work, or a batch's entries. */
export type PoolAnswer = 'ready' | { readonly from: number; readonly entries: readonly CachedEntry[] };

// The pool gives the folder when it starts the worker.
const { dir } = workerData as { dir: string };
const port = parentPort;
if (port) {
  port.on('message', (batch: PoolBatch) => {
    port.postMessage({ from: batch.from, entries: readEntriesNow(dir, batch.list) } satisfies PoolAnswer);
  });
  port.postMessage('ready' satisfies PoolAnswer);
}
