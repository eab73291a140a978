// Helpers shared by the npm scripts: run a command with inherited output,
// find the Electron runtime, find or install a Chromium for the browser tests.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;
export const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * Node flags for a process whose worker threads keep every core busy (the server's first look and Balance lab, the
 * simulator's bench): each thread collects its own garbage, and the optimising compiler, which every worker runs for
 * itself, inlines less and compiles baseline code at once. bin/deckside.mjs gives `stats` and `simulate` the same flags, and says why with the figures; it
 * stands alone (no scripts/ in an installed package), so it names them itself.
 */
export const BUSY_NODE_FLAGS = ['--single-threaded-gc', '--max-inlined-bytecode-size-cumulative=100', '--always-sparkplug'];

/** Runs a command to completion with inherited stdio; resolves its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      console.error(`deckside: could not run ${cmd}: ${e.message}`);
      resolve(1);
    });
  });
}

/** The Electron binary's path, or null where its runtime was never downloaded. */
export function electronBinary() {
  const pathFile = join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const rel = readFileSync(pathFile, 'utf8').trim();
  const full = join(root, 'node_modules', 'electron', 'dist', rel);
  return rel && existsSync(full) ? full : null;
}

/**
 * Finds a Chromium for Playwright: CHROMIUM_PATH, then Debian's, then
 * Playwright's own download. On Debian as root with none found it installs
 * Debian's package; elsewhere it says the exact command to run.
 */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own here: fall through.
  }
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    console.log("deckside: no Chromium found; installing Debian's chromium package (about 2 minutes)...");
    const update = await run('apt-get', ['update', '-qq']);
    const install =
      update === 0
        ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
        : 1;
    if (install === 0 && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  const how = isDebian ? 'sudo apt-get install -y chromium' : 'install Chromium, then set CHROMIUM_PATH=/path/to/chromium';
  console.error(`deckside: the browser tests need Chromium and none was found. Run: ${how}`);
  return null;
}
