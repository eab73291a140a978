/**
 * Runs one deckside command in this process with its output discarded, then
 * prints {ms, cpuMs, maxRssMB} as JSON: the benchmark spawns it so peak memory is
 * that of a fresh process doing only that command. The command is the built
 * one users run (out/cli, rebuilt first when a source changed, as
 * bin/deckside.mjs does), so its worker threads are the bundled ones and no
 * TypeScript is compiled inside the time measured.
 */
import type { CliIO } from '../../src/cli/io';

const builder = new URL('../../scripts/build-node.mjs', import.meta.url).href;
const { buildTarget, isStale } = (await import(builder)) as { buildTarget(t: string): Promise<string>; isStale(t: string): boolean };
if (isStale('cli')) await buildTarget('cli');
const built = new URL('../../out/cli/deckside.mjs', import.meta.url).href;
const { main } = (await import(built)) as { main(args: readonly string[], io: CliIO): Promise<number> };

const started = performance.now();
const cpu0 = process.cpuUsage();
let bytes = 0;
const code = await main(process.argv.slice(2), {
  lines: async function* () {},
  out: (line) => void (bytes += line.length),
  err: () => undefined,
});
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
// CPU time of every thread of the process (workers included): on a loaded machine wall time says little.
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(JSON.stringify({ code, ms, cpuMs, outputBytes: bytes, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
