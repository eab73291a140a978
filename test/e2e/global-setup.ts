/**
 * Builds the renderer (electron-vite) and starts the browser-mode server on
 * a free port with a temporary playtest folder. Its address and folder go to
 * the tests through the environment (workers inherit it); the returned
 * teardown stops the server and removes the folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!process.env.DECKSIDE_E2E_SKIP_BUILD) {
    const build = spawnSync(path.join(root, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0)
      throw new Error(`electron-vite build failed (exit ${build.status}); the end-to-end tests need the built renderer.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deckside-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DECKSIDE_DATA_DIR: dataDir, DECKSIDE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the browser-mode server did not start within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/?)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the browser-mode server exited (${code}) before starting:\n${output}`));
    });
  });
  process.env.DECKSIDE_E2E_URL = url;
  process.env.DECKSIDE_E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
