/**
 * The browser-mode server for the tools that drive the renderer in Chromium
 * (the end-to-end tests' global setup and the UI benchmark): builds the
 * renderer when asked, then starts `src/server/main.ts` on a free port with
 * the given playtest folder and resolves its address once it prints it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** Builds the renderer of the checkout at `root` (electron-vite); throws when the build fails. */
export function buildRenderer(root: string): void {
  const build = spawnSync(path.join(root, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`electron-vite build failed (exit ${build.status}); driving the UI needs the built renderer.`);
}

/** A port free on 127.0.0.1 now (the server binds it right after). */
export function freePort(): Promise<number> {
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

export interface BrowserServer {
  readonly url: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

/** Starts the browser-mode server of the checkout at `root` over `dataDir`; rejects with its output if it exits or is silent for `timeoutMs`. */
export async function startBrowserServer(root: string, dataDir: string, timeoutMs = 60_000): Promise<BrowserServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, DECKSIDE_DATA_DIR: dataDir, DECKSIDE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      server.kill('SIGTERM');
      reject(new Error(`the browser-mode server did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/?)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the browser-mode server exited (${code}) before starting:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
