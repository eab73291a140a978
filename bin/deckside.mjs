#!/usr/bin/env node
// The `deckside` command (`npx deckside ...`): runs the TypeScript command
// line (src/cli/main.ts) through tsx, a runtime dependency, so it works right
// after `npm ci` and from any working directory.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');

// A reader that stops early (`deckside games | head -1`) is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});
process.exitCode = await main(process.argv.slice(2));
