#!/usr/bin/env node
// The `deckside` command (`npx deckside ...`): runs the command line built
// by scripts/build-node.mjs into out/cli (plain JavaScript, no TypeScript
// loader at run time). `npm ci` builds it (the `prepare` script); when it is
// missing, or a source file changed since, it is built here first (about a
// second, once). Works from any working directory.
import { existsSync } from 'node:fs';

const built = new URL('../out/cli/deckside.mjs', import.meta.url);
const builder = new URL('../scripts/build-node.mjs', import.meta.url);

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
