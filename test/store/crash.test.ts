/** Durability: a match resumed after the process was killed keeps every acknowledged event. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addEvent } from './counter-game';
import { must, openCounterStore, tempDir } from './helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

const child = path.join(import.meta.dirname, 'append-child.ts');

it('a match resumed after the process was killed mid-game has every acknowledged event', async () => {
  // One node process (tsx as a loader, not its CLI wrapper), so SIGKILL hits the writer itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dir], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let matchId = '';
  let lastAck = 0;
  let stderr = '';
  let buffered = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => proc.on('close', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      buffered += d.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const line of parts) {
        const [word, value] = line.split(' ');
        if (word === 'match') matchId = value ?? '';
        if (word === 'ack') lastAck = Number(value);
      }
      if (lastAck >= 40 && !proc.killed) {
        proc.kill('SIGKILL');
        resolve();
      }
    });
    proc.on('close', () => reject(new Error(`child ended before it was killed: ${stderr}`)));
  });
  expect(await exited).toBe('SIGKILL');
  expect(matchId).not.toBe('');

  const store = await openCounterStore(dir);
  const opened = must(await store.openMatch(matchId));
  // Every acknowledged event is there, in order; at most one more (flushed, not yet acknowledged).
  expect(opened.events.length).toBeGreaterThanOrEqual(lastAck);
  expect(opened.events.length).toBeLessThanOrEqual(lastAck + 1);
  opened.events.forEach((e, i) => expect(e).toEqual(addEvent(i + 1)));
  // The match resumes exactly where it stopped.
  const next = opened.events.length + 1;
  expect(must(await store.appendEvent(matchId, addEvent(next)))).toEqual({ seq: next });
  const reopened = must(await store.openMatch(matchId));
  expect(reopened.events).toHaveLength(next);
  await store.close();
}, 30_000);
