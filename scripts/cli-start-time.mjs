// Measures how much later `deckside games` finishes than a bare `node -e 0`:
// the two run in turn (so a busy machine slows both alike), five times each
// unless a count is given; prints each median and the difference.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
const time = (args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}`);
  return performance.now() - t;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
time(['bin/deckside.mjs', 'games']); // builds out/cli when it is missing or stale, and warms the file cache
const bare = [];
const cli = [];
for (let i = 0; i < runs; i++) {
  bare.push(time(['-e', '0']));
  cli.push(time(['bin/deckside.mjs', 'games']));
}
const [b, c] = [median(bare), median(cli)];
console.log(
  `node -e 0: ${b.toFixed(0)} ms; deckside games: ${c.toFixed(0)} ms; start-up beyond node: ${(c - b).toFixed(0)} ms (medians of ${runs})`,
);
