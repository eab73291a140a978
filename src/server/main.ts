/**
 * `npm run web` entry: starts browser mode and prints the address. The
 * playtests go to DECKSIDE_DATA_DIR, else the Electron app's folder
 * (defaultDataDir); the port is DECKSIDE_PORT, else a free one; the built
 * renderer is DECKSIDE_RENDERER_DIR, else out/renderer in the project.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultDataDir, resolveDataDir } from '../host';
import { APP_VERSION } from '../contract/version';
import { startServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = resolveDataDir(defaultDataDir());

const server = await startServer({
  dataDir,
  rendererDir: path.resolve(process.env.DECKSIDE_RENDERER_DIR?.trim() || path.join(root, 'out/renderer')),
  appVersion: APP_VERSION,
}).catch((e: unknown) => {
  const code = (e as { code?: string }).code;
  const why =
    code === 'EADDRINUSE'
      ? `port ${process.env.DECKSIDE_PORT} is already in use (is Deckside already running?). Set DECKSIDE_PORT to another port, or leave it unset for a free one.`
      : e instanceof Error
        ? e.message
        : String(e);
  process.stderr.write(`deckside: browser mode could not start: ${why}\n`);
  process.exit(1);
});
process.stdout.write(`Deckside (browser mode) is running at ${server.url}\nPlaytests: ${dataDir}\nPress Ctrl+C to stop.\n`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
