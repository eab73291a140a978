/**
 * Child process of crash.test.ts: creates a match in the folder given as
 * argv[2] and appends events as fast as it can, printing `ack <seq>` only
 * after the store answered (the event is flushed), until it is killed.
 */
import { PlaytestStore } from '../../src/store';
import { addEvent, counterRegistry, newCounterMatch } from './counter-game';

const dir = process.argv[2];
if (!dir) throw new Error('usage: append-child.ts <dir>');
const store = await PlaytestStore.open({ dataDir: dir, appVersion: 'child', getGame: counterRegistry });
const created = await store.createMatch(newCounterMatch(1_764_480_000_000, 1_000_000));
if (!created.ok) throw new Error(created.error.message);
process.stdout.write(`match ${created.value.matchId}\n`);
for (let seq = 1; seq <= 100_000; seq++) {
  const saved = await store.appendEvent(created.value.matchId, addEvent(seq));
  if (!saved.ok) throw new Error(saved.error.message);
  process.stdout.write(`ack ${saved.value.seq}\n`);
}
