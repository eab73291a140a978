// `npm run web`: builds the renderer and serves Deckside in browser mode on
// 127.0.0.1 (the address is printed). Used by `npm start` when Electron's
// runtime is missing. The server runs as built JavaScript (out/server, by
// scripts/build-node.mjs), so no TypeScript loader is needed at run time.
import { bin, root, run } from './lib.mjs';
import { buildTarget } from './build-node.mjs';

export async function startBrowserMode() {
  const built = await run(bin('electron-vite'), ['build', '--logLevel', 'warn']);
  if (built !== 0) return built;
  const server = await buildTarget('server');
  // Collected on each thread (--single-threaded-gc): the first look's and the Balance lab's workers keep both
  // cores busy, and V8's shared collector threads would fight them (as bin/deckside.mjs says for the command line).
  return run(process.execPath, ['--single-threaded-gc', server], {
    // The server picks the data folder (DECKSIDE_DATA_DIR, else the Electron app's) and out/renderer itself.
    cwd: root,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await startBrowserMode();
