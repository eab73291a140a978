/** The browser-mode server as a process: address, page with its token, clean stop. */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tempDir } from '../store/helpers';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

it('`src/server/main.ts` prints its address, serves the page with a token and stops on SIGTERM', async () => {
  const renderer = path.join(dir, 'renderer');
  await mkdir(renderer);
  await writeFile(path.join(renderer, 'index.html'), '<html><head></head><body>hi</body></html>');
  const root = path.resolve(import.meta.dirname, '../..');
  const env = { ...process.env, DECKSIDE_DATA_DIR: path.join(dir, 'data'), DECKSIDE_PORT: '0', DECKSIDE_RENDERER_DIR: renderer };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => proc.on('close', (code) => resolve(code)));
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (m) resolve(m[1]!);
    });
    proc.on('close', () => reject(new Error(`server ended early: ${stderr}`)));
  });
  const html = await (await fetch(url)).text();
  expect(html).toMatch(/<meta name="deckside-token" content="[A-Za-z0-9_-]{43}" \/>/);
  expect(html).toContain('hi');
  proc.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 30_000);

it('says in one line that the port is taken, instead of a stack trace', async () => {
  const { createServer } = await import('node:net');
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  const root = path.resolve(import.meta.dirname, '../..');
  const env = { ...process.env, DECKSIDE_DATA_DIR: path.join(dir, 'data2'), DECKSIDE_PORT: String(port) };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => proc.on('close', resolve));
  blocker.close();
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(
    `deckside: browser mode could not start: port ${port} is already in use (is Deckside already running?). Set DECKSIDE_PORT to another port, or leave it unset for a free one.`,
  );
}, 30_000);
