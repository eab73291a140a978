// Measures how much later `deckside games` finishes than a bare `node -e 0`:
// the two run in turn (so a busy machine slows both alike), five times each
// unless a count is given; prints each median, wall-clock and CPU time (the
// CPU time, reported by each process as it exits, varies less on a shared
// machine), and the differences.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const runs = Number(process.argv[2] ?? 5);
// Loaded before the measured code, in both: writes the process's CPU time (ms) to standard error at exit.
const reportCpu = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu '+(u.user+u.system)/1000+'\\n')})`;
const time = (args) => {
  const t = performance.now();
  const r = spawnSync(process.execPath, ['--import', reportCpu, ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wall = performance.now() - t;
  const cpu = /cpu ([\d.]+)/.exec(r.stderr);
  if (r.status !== 0 || !cpu) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  return { wall, cpu: Number(cpu[1]) };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
time(['bin/deckside.mjs', 'games']); // builds out/cli when it is missing or stale, and warms the file cache
const bare = [];
const cli = [];
for (let i = 0; i < runs; i++) {
  bare.push(time(['-e', '0']));
  cli.push(time(['bin/deckside.mjs', 'games']));
}
const show = (key) => {
  const [b, c] = [median(bare.map((r) => r[key])), median(cli.map((r) => r[key]))];
  return `${key}: node -e 0 ${b.toFixed(0)} ms, deckside games ${c.toFixed(0)} ms, beyond node ${(c - b).toFixed(0)} ms`;
};
console.log(`${show('wall')}; ${show('cpu')} (medians of ${runs})`);
