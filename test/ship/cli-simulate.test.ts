/**
 * The built command line (out/cli) runs `simulate` on worker threads: the
 * worker is bundled beside it as sim-worker.mjs and found from there, and
 * the figures are those of the source run.
 */
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { memoryIO } from '../cli/io';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/deckside.mjs');

describe('the built deckside simulate', () => {
  it('plays on 2 worker threads from another folder, with the figures of the source run', async () => {
    const args = ['simulate', 'tech-chess', '--games', '6', '--seed', 'ship', '--workers', '2'];
    const built = spawnSync(process.execPath, [bin, ...args], { cwd: tmpdir(), encoding: 'utf8', timeout: 120_000 });
    // Progress lines only (a busy machine may take over a second).
    expect(built.stderr.split('\n').filter((l) => l && !l.startsWith('simulate: '))).toEqual([]);
    expect(built.status).toBe(0);
    const b = JSON.parse(built.stdout) as Record<string, unknown>;
    expect(b.workers).toBe(2);
    const io = memoryIO();
    expect(await main([...args.slice(0, -1), '0'], io)).toBe(0);
    const s = JSON.parse(io.stdout[0] as string) as Record<string, unknown>;
    for (const k of ['seats', 'draws', 'length', 'firstPlayer', 'cards']) expect(b[k], k).toEqual(s[k]);
  });
});
