/**
 * Builds the renderer (electron-vite) and starts the browser-mode server on
 * a free port with a temporary playtest folder. Its address and folder go to
 * the tests through the environment (workers inherit it); the returned
 * teardown stops the server and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildRenderer, startBrowserServer } from '../support/browser-server';

const root = path.resolve(import.meta.dirname, '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.DECKSIDE_E2E_SKIP_BUILD) buildRenderer(root);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deckside-e2e-'));
  const server = await startBrowserServer(root, dataDir, 30_000);
  process.env.DECKSIDE_E2E_URL = server.url;
  process.env.DECKSIDE_E2E_DATA_DIR = dataDir;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
