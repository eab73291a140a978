/**
 * A worker thread of the records pool (records-pool.ts): asks for a batch of
 * logs, reads and replays them, answers their cache entries in the same
 * order, and asks again until the pool says there is no more.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readEntry } from './record-entry';
import type { EntryWanted } from './records-pool';

const { dir } = workerData as { dir: string };
const port = parentPort;
if (port) {
  port.on('message', (batch: EntryWanted[] | null) => {
    if (batch === null) {
      port.close();
      return;
    }
    void (async () => {
      const entries = [];
      for (const w of batch) entries.push(await readEntry(dir, w.name, w.size, w.mtimeMs));
      port.postMessage(entries);
    })();
  });
  port.postMessage('ready');
}
