import { simulationSource } from './src/sim/games';
import { endIdleWorkers } from './src/sim/pool';
import { simulate } from './src/sim/run';
const WORKER = new URL('./out/cli/sim-worker.mjs', import.meta.url);
const game = (process.argv[2] ?? 'tech-exchange') as 'tech-exchange';
const games = Number(process.argv[3] ?? 400);
async function run(workers: number, seed: string) {
  const t = performance.now();
  const r = await simulate({ game, games, seed, bots: ['random'], options: {}, workers }, { source: simulationSource, workerFile: WORKER, inProcess: false });
  if (!r.ok) throw new Error(r.error.message);
  return { ms: performance.now() - t, cpu: (r.value.workerCpu ?? []).map((c) => c.totalMs) };
}
const out: string[] = [];
for (const w of [1, 2, 1, 2]) {
  await endIdleWorkers();
  await run(w, 'a'); await run(w, 'b');
  const r = await run(w, 'c');
  out.push(`w${w} ${r.ms.toFixed(0)}ms cpu ${r.cpu.map((c) => c.toFixed(0)).join('+')}`);
}
await endIdleWorkers();
console.log(process.env.YOUNG ?? 'default', out.join(' | '));
