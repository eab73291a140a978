/**
 * A worker thread of the records pool (records-pool.ts): asks for a batch of
 * logs, reads and replays them, answers their cache entries in the same
 * order, and asks again until the pool says there is no more.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readEntries, type EntryWanted } from './record-entry';

const { dir } = workerData as { dir: string };
const port = parentPort;
if (port) {
  port.on('message', (batch: EntryWanted[] | null) => {
    if (batch === null) {
      port.close();
      return;
    }
    void readEntries(dir, batch).then((entries) => port.postMessage(entries));
  });
  port.postMessage('ready');
}
