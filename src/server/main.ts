/**
 * `npm run web` entry: starts browser mode and prints the address. The
 * playtests go to DECKSIDE_DATA_DIR, else the Electron app's folder
 * (defaultDataDir); the port is DECKSIDE_PORT, else a free one; the built
 * renderer is DECKSIDE_RENDERER_DIR, else out/renderer in the project.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, resolveDataDir } from '../store';
import { startServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const dataDir = resolveDataDir(defaultDataDir());

const server = await startServer({
  dataDir,
  rendererDir: path.resolve(process.env.DECKSIDE_RENDERER_DIR?.trim() || path.join(root, 'out/renderer')),
  appVersion: version,
});
process.stdout.write(`Deckside (browser mode) is running at ${server.url}\nPlaytests: ${dataDir}\nPress Ctrl+C to stop.\n`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
