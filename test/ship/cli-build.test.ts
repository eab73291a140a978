/**
 * The built command line (scripts/build-node.mjs -> out/cli): the bin runs
 * it and answers as the source does; it is rebuilt when a source is newer;
 * what `deckside games` loads at start reaches no tesseract.js or image
 * codec (they come with their commands, on demand); and the browser-mode
 * server builds to plain JavaScript too.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { memoryIO } from '../cli/io';

const root = path.resolve(import.meta.dirname, '../..');
const bin = path.join(root, 'bin/deckside.mjs');
const built = path.join(root, 'out/cli/deckside.mjs');

const node = (args: string[], cwd = root) => spawnSync(process.execPath, args, { cwd, encoding: 'utf8', timeout: 60_000 });
const isStale = (target: string): boolean => {
  const r = node(['--input-type=module', '-e', `const m = await import('./scripts/build-node.mjs'); console.log(m.isStale('${target}'));`]);
  expect(r.stderr).toBe('');
  return r.stdout.trim() === 'true';
};

/** The files an ES module loads before it runs, following its static imports of files beside it; and the packages among them. */
function staticImports(
  file: string,
  seen = new Set<string>(),
  packages = new Set<string>(),
): { files: Set<string>; packages: Set<string> } {
  if (seen.has(file)) return { files: seen, packages };
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  // Static forms only: `import ... from "x"` and `import "x"`, not `import("x")`.
  for (const m of text.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+)["']/g)) {
    const spec = m[1] as string;
    if (spec.startsWith('./')) staticImports(path.join(path.dirname(file), spec), seen, packages);
    else packages.add(spec);
  }
  return { files: seen, packages };
}

describe('the built command line', () => {
  it('`node bin/deckside.mjs games` from another folder prints what the source prints', async () => {
    const io = memoryIO();
    expect(await main(['games'], io)).toBe(0);
    const run = node([bin, 'games'], tmpdir());
    expect(run.status).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual(io.stdout);
  });

  it('is rebuilt on first use when a source is newer than the build', () => {
    expect(node([bin, 'games']).status).toBe(0);
    expect(isStale('cli')).toBe(false);
    utimesSync(built, new Date(2001, 0, 1), new Date(2001, 0, 1));
    expect(isStale('cli')).toBe(true);
    expect(node([bin, '--help']).status).toBe(0);
    expect(statSync(built).mtimeMs).toBeGreaterThan(new Date(2020, 0, 1).getTime());
    expect(isStale('cli')).toBe(false);
  });

  it('loads no OCR and no image codec before a command asks for them', () => {
    expect(node([bin, 'games']).status).toBe(0);
    const start = staticImports(built);
    expect(start.files.size).toBeGreaterThan(1);
    expect([...start.packages].filter((p) => !p.startsWith('node:'))).toEqual([]);
    // The recognizer's chunk does import tesseract.js: the walk above would have found it.
    const all = readFileSync(path.join(root, 'out/cli', 'inputs.json'), 'utf8');
    expect(all).toContain('src/recognizer/ocr.ts');
  });

  it('the browser-mode server builds to out/server/main.mjs', () => {
    const run = node(['scripts/build-node.mjs', 'server']);
    expect(run.status).toBe(0);
    expect(isStale('server')).toBe(false);
    expect(readFileSync(path.join(root, 'out/server/main.mjs'), 'utf8')).toContain('Deckside (browser mode) is running at');
  });
});
