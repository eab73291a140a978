// `npm run web`: builds the renderer and serves Deckside in browser mode on
// 127.0.0.1 (the address is printed). Used by `npm start` when Electron's
// runtime is missing. The server runs as built JavaScript (out/server, by
// scripts/build-node.mjs), so no TypeScript loader is needed at run time.
import { bin, BUSY_NODE_FLAGS, root, run } from './lib.mjs';
import { buildTarget } from './build-node.mjs';

export async function startBrowserMode() {
  const built = await run(bin('electron-vite'), ['build', '--logLevel', 'warn']);
  if (built !== 0) return built;
  const server = await buildTarget('server');
  return run(process.execPath, [...BUSY_NODE_FLAGS, server], {
    // The server picks the data folder (DECKSIDE_DATA_DIR, else the Electron app's) and out/renderer itself.
    cwd: root,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await startBrowserMode();
