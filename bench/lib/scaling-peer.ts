/**
 * The machine's own ceiling for the simulator's speed-up, measured in the
 * same run: one fixed piece of plain JavaScript on 1 and on 2 worker threads
 * at once, no engine, no messages. Two kinds: a loop of arithmetic (no
 * allocation: both cores work alone) and a loop that allocates short-lived
 * objects and arrays as the engines do (every game state is new immutable
 * data). With one worker, V8's garbage collector does part of its work on
 * the second core; with two, each worker's collector competes with the other
 * worker, and each worker's time per unit of work grows. So an allocating
 * program cannot reach 2x on two cores whatever the pool does; the games
 * scale between the two peers, as far as they allocate.
 */
import { Worker } from 'node:worker_threads';

const CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const t = performance.now();
let x = 0;
if (workerData === 'alloc') {
  const keep = [];
  for (let k = 0; k < 3000; k++) {
    const arr = [];
    for (let i = 0; i < 2000; i++) arr.push({ a: i, b: [i, i + 1], c: 's' + (i % 50) });
    keep.push(arr);
    if (keep.length > 20) keep.shift();
    x += arr.length;
  }
} else {
  for (let k = 0; k < 400; k++) for (let i = 0; i < 1e6; i++) x += i % 7;
}
parentPort.postMessage({ ms: performance.now() - t, x });
`;

type Kind = 'alloc' | 'compute';

/** Wall time of `n` workers each doing the same fixed work at once. */
async function run(kind: Kind, n: number): Promise<number> {
  const t = performance.now();
  await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<void>((resolve, reject) => {
          const w = new Worker(CODE, { eval: true, workerData: kind });
          w.once('message', () => void w.terminate().then(() => resolve()));
          w.once('error', reject);
        }),
    ),
  );
  return performance.now() - t;
}

/** Speed-up of 2 workers over 1 (the same work each, so twice the work in the 2-worker run), best of 3 each. */
export async function scalingPeer(kind: Kind): Promise<{ oneMs: number; twoMs: number; speedup: number }> {
  let oneMs = Infinity;
  let twoMs = Infinity;
  for (let i = 0; i < 3; i++) {
    oneMs = Math.min(oneMs, await run(kind, 1));
    twoMs = Math.min(twoMs, await run(kind, 2));
  }
  return { oneMs, twoMs, speedup: (2 * oneMs) / twoMs };
}
