/** The deckside command line as a process: help, usage and exit codes. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/cli/commands/index';
import { main } from '../../src/cli/main';
import { allGames } from '../../src/engine/registry';
import { memoryIO } from './io';

describe('deckside main', () => {
  it('prints help listing every command, exit 0', async () => {
    const io = memoryIO();
    expect(await main(['--help'], io)).toBe(0);
    for (const c of COMMANDS) expect(io.stdout[0]).toContain(`  ${c.name}`);
  });

  it('shows a command usage for `help <cmd>` and `<cmd> --help`', async () => {
    for (const argv of [
      ['help', 'replay'],
      ['replay', '--help'],
    ]) {
      const io = memoryIO();
      expect(await main(argv, io)).toBe(0);
      expect(io.stdout.join('\n')).toContain('usage: deckside replay <file.jsonl>');
    }
  });

  it('refuses no command or an unknown one with exit 2 on standard error', async () => {
    for (const argv of [[], ['frobnicate'], ['help', 'frobnicate']]) {
      const io = memoryIO();
      expect(await main(argv, io)).toBe(2);
      expect(io.stdout).toEqual([]);
      expect(io.stderr.join('\n').length).toBeGreaterThan(0);
    }
  });

  it('turns a command that throws into exit 1 with the error on standard error', async () => {
    const io = memoryIO();
    const boom = { name: 'boom', summary: 's', usage: 'u', run: () => Promise.reject(new Error('kaboom')) };
    expect(await main(['boom'], io, [boom])).toBe(1);
    expect(io.stdout).toEqual([]);
    expect(io.stderr.join('\n')).toContain('kaboom');
  });

  it('runs as a real process: `node bin/deckside.mjs games` from another working directory', () => {
    const bin = path.resolve(import.meta.dirname, '../../bin/deckside.mjs');
    const run = spawnSync(process.execPath, [bin, 'games'], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const ids = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => (JSON.parse(l) as { id: string }).id);
    expect(ids).toEqual(allGames().map((g) => g.id));
    const bad = spawnSync(process.execPath, [bin, 'nope'], { cwd: tmpdir(), encoding: 'utf8', timeout: 60_000 });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no command "nope"');
  });

  it('runs stats and simulate again in a node that collects on each thread, passing through output, errors and exit codes', () => {
    const bin = path.resolve(import.meta.dirname, '../../bin/deckside.mjs');
    const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: tmpdir(), encoding: 'utf8', timeout: 120_000 });
    const played = run('simulate', 'tech-chess', '--games', '3', '--seed', 'cli-gc', '--workers', '0');
    expect(played.status).toBe(0);
    expect((JSON.parse(played.stdout) as { games: number; seed: string }).seed).toBe('cli-gc');
    const unknown = run('simulate', 'nope');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('ERR_UNKNOWN_GAME');
    expect(unknown.stdout).toBe('');
    const missing = run('stats', path.join(tmpdir(), 'no-such-deckside-folder'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('is not a folder');
  });

  it('gives those two commands the node flags the scripts give busy processes (bin/deckside.mjs and the stats bench keep their own copies)', () => {
    const flagsIn = (file: string, name: string): string[] => {
      const text = readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
      const list = new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(text)?.[1] ?? '';
      return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
    };
    const bin = flagsIn('bin/deckside.mjs', 'BUSY_FLAGS');
    expect(bin).toContain('--single-threaded-gc');
    expect(bin).toContain('--max-inlined-bytecode-size-cumulative=100');
    expect(bin).toContain('--always-sparkplug');
    expect(flagsIn('scripts/lib.mjs', 'BUSY_NODE_FLAGS')).toEqual(bin);
    expect(flagsIn('bench/stats.bench.ts', 'COMMAND_FLAGS')).toEqual(bin);
  });
});
