#!/usr/bin/env node
// The `deckside` command (`npx deckside ...`): runs the command line built
// by scripts/build-node.mjs into out/cli (plain JavaScript, no TypeScript
// loader at run time). `npm ci` builds it (the `prepare` script); when it is
// missing, or a source file changed since, it is built here first (about a
// second, once). Works from any working directory.
//
// `stats` and `simulate` keep every core busy with worker threads. By default
// V8 collects garbage with helper threads shared by the whole process, which
// then fight the workers for the cores; collected on each thread itself
// (--single-threaded-gc) the first look at the bench's 5,000 logs took
// 17.4-23.3 s against 24.2-28.3 s, and 34-46 s of CPU against 47-55 s
// (alternating runs on the shared machine). Each worker also compiles the
// games' optimised code for itself, on the same cores; with less inlining per
// function (--max-inlined-bytecode-size-cumulative=200, V8's default 920)
// that costs less and the code is as fast: 1,000 Grid Poker games on 2 fresh
// workers took 4.05-4.20 s against 4.70-4.93 s (7.3-7.6 s of CPU against
// 8.6-9.0), Tech Exchange 6.87-7.04 s against 7.66-8.44, one worker and warm
// workers the same. Since then a first look is much lighter, and compiling is
// the larger share of a fresh worker's time: with half that inlining (=100)
// and baseline code for every function at once (--always-sparkplug: no slow
// first runs in the interpreter), 5,000 logs on 2 fresh workers took
// 3.33-3.49 s against 3.69-3.88 s (6.6-6.9 s of CPU against 7.3-7.7), later
// looks and 500 Grid Poker games the same. (Optimising on each thread itself,
// --no-concurrent-recompilation, saved fresh workers a little more but cost a
// later look 60-80 ms of compiling on its one thread.) A V8 flag must be
// given when node starts, so those two commands run again in a child node
// with them: the same arguments, input, output, signals and exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const built = new URL('../out/cli/deckside.mjs', import.meta.url);
const builder = new URL('../scripts/build-node.mjs', import.meta.url);
// The same list as scripts/lib.mjs BUSY_NODE_FLAGS (an installed package has no scripts/ folder).
const BUSY_FLAGS = ['--single-threaded-gc', '--max-inlined-bytecode-size-cumulative=100', '--always-sparkplug'];
const BUSY = new Set(['stats', 'simulate']);

if (BUSY.has(process.argv[2] ?? '') && !BUSY_FLAGS.every((f) => process.execArgv.includes(f))) {
  const child = spawn(
    process.execPath,
    [...process.execArgv.filter((f) => !BUSY_FLAGS.includes(f)), ...BUSY_FLAGS, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('error', (e) => {
    console.error(`deckside: could not start node again: ${e.message}`);
    process.exitCode = 1;
  });
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? 128 + (constants.signals[signal] ?? 1);
  });
} else {
  // Checking for staleness costs a stat per source file (about a millisecond); skipped where no sources are around.
  if (existsSync(builder)) {
    const { buildTarget, isStale } = await import(builder.href);
    if (isStale('cli')) await buildTarget('cli');
  }
  const { main } = await import(built.href);

  // A reader that stops early (`deckside games | head -1`) is not an error.
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  process.exitCode = await main(process.argv.slice(2));
}
