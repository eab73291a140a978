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
// (alternating runs on the shared machine). A V8 flag must be given when node starts, so those two
// commands run again in a child node with it: the same arguments, input,
// output, signals and exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const built = new URL('../out/cli/deckside.mjs', import.meta.url);
const builder = new URL('../scripts/build-node.mjs', import.meta.url);
const GC_FLAG = '--single-threaded-gc';
const BUSY = new Set(['stats', 'simulate']);

if (BUSY.has(process.argv[2] ?? '') && !process.execArgv.includes(GC_FLAG)) {
  const child = spawn(process.execPath, [...process.execArgv, GC_FLAG, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
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
