// `npm run bench [-- name ...]`: runs every bench/*.bench.ts (or the named
// ones) one after another, each printing its own figures.
import { readdirSync } from 'node:fs';
import { root, run } from './lib.mjs';

const wanted = process.argv.slice(2);
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
let failed = 0;
for (const file of chosen) {
  console.log(`\n=== ${file} ===`);
  const code = await run(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`]);
  if (code !== 0) failed++;
}
process.exitCode = failed ? 1 : 0;
