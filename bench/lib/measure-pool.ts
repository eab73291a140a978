/**
 * The records pool alone, as the built command runs it: stats.bench.ts
 * bundles this file with records-worker.ts beside it (as scripts/build-node.mjs
 * bundles the command line), then runs it as a fresh process once per
 * worker count, so no TypeScript is compiled in a worker and each run warms
 * up its own code. Prints {ms, cpuMs, onWorkers, replayed}: wall time and the
 * process's CPU time (every thread: workers, the garbage collector's and
 * compiler's helpers) for reading and replaying every log of the folder.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readEntriesParallel } from '../../src/store/records-pool';

const [dir, workersArg] = process.argv.slice(2) as [string, string];
const items = readdirSync(dir)
  .filter((f) => f.endsWith('.jsonl'))
  .sort()
  .map((name) => {
    const s = statSync(path.join(dir, name));
    return { name, size: s.size, mtimeMs: s.mtimeMs };
  });
const c0 = process.cpuUsage();
const t0 = performance.now();
const { entries, onWorkers } = await readEntriesParallel(dir, items, { workers: Number(workersArg) });
const ms = performance.now() - t0;
const c = process.cpuUsage(c0);
const replayed = entries.filter((e) => e.record).length;
console.log(JSON.stringify({ ms, cpuMs: (c.user + c.system) / 1000, onWorkers, replayed }));
