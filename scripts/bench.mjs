// `npm run bench [-- name ... [--option value ...]]`: runs every
// bench/*.bench.ts (or the named ones) one after another, each printing its
// own figures; the options from the first `--...` on go to each bench. A bench that reads
// what another one makes runs after it, and brings it along when asked for
// alone and that output is missing (a fresh clone).
import { existsSync, readdirSync } from 'node:fs';
import { BUSY_NODE_FLAGS, root, run } from './lib.mjs';

const argv = process.argv.slice(2);
const firstOption = argv.findIndex((a) => a.startsWith('--'));
const wanted = firstOption < 0 ? argv : argv.slice(0, firstOption);
const passed = firstOption < 0 ? [] : argv.slice(firstOption);
const all = readdirSync(`${root}bench`)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const chosen = wanted.length ? all.filter((f) => wanted.some((w) => f.startsWith(w))) : all;
if (chosen.length === 0) {
  console.error(
    `deckside bench: no benchmark matches ${wanted.join(', ')}. Benchmarks: ${all.map((f) => f.replace('.bench.ts', '')).join(', ')}`,
  );
  process.exit(2);
}
// bench -> the bench that makes its input, and that input.
// sim.bench.ts needs nothing made before it (listed so the table names every bench with a need or none).
const NEEDS = {
  'sim.bench.ts': null,
  'dashboard.bench.ts': { bench: 'stats.bench.ts', makes: `bench/.generated/playtests-${process.env.STATS_BENCH_COUNT ?? 5000}` },
};
for (const [file, need] of Object.entries(NEEDS)) {
  if (!need) continue;
  const at = chosen.indexOf(file);
  if (at < 0) continue;
  const before = chosen.indexOf(need.bench);
  if (before > at) chosen.splice(before, 1);
  if (before > at || (before < 0 && !existsSync(`${root}${need.makes}`))) chosen.splice(at, 0, need.bench);
}
// Node flags a bench's process needs to measure what users run: the simulator's pool runs in the bench's own
// process, as `deckside simulate` runs (lib.mjs BUSY_NODE_FLAGS).
const V8_FLAGS = { 'sim.bench.ts': BUSY_NODE_FLAGS };
let failed = 0;
for (const file of chosen) {
  console.log(`\n=== ${file} ===`);
  const code = await run(process.execPath, [...(V8_FLAGS[file] ?? []), '--import', 'tsx', '--expose-gc', `bench/${file}`, ...passed]);
  if (code !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
