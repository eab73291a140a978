/**
 * Runs one deckside command in this process with its output discarded, then
 * prints {ms, maxRssMB} as JSON: the benchmark spawns it so peak memory is
 * that of a fresh process doing only that command.
 */
import { main } from '../../src/cli/main';

const started = performance.now();
let bytes = 0;
const code = await main(process.argv.slice(2), {
  lines: async function* () {},
  out: (line) => void (bytes += line.length),
  err: () => undefined,
});
const ms = performance.now() - started;
console.log(JSON.stringify({ code, ms, outputBytes: bytes, maxRssMB: process.resourceUsage().maxRSS / 1024 }));
