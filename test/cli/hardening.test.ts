/**
 * The command line under bad input: every command names an unknown flag as
 * unknown; stats exits 1 when files were unreadable (as replay does); perft
 * refuses a depth above its bound; an error about a file gives file:line and
 * a short reason, never a quote of the file's contents.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main';
import { COMMANDS } from '../../src/cli/commands/index';
import { MAX_PERFT_DEPTH } from '../../src/cli/commands/perft';
import { describeJsonError } from '../../src/cli/json-file';
import { hugePng } from '../recognizer/huge-image';
import { tempDir } from '../store/helpers';
import { memoryIO } from './io';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await tempDir()));
afterEach(() => cleanup());

/** What each command needs before a flag is looked at. */
const BEFORE_FLAGS: Record<string, string[]> = {
  games: [],
  replay: [],
  score: ['tech-exchange'],
  eval: ['grid-poker'],
  recognize: ['a.png'],
  stats: ['.'],
  perft: ['tech-chess', '--depth', '1'],
  simulate: ['trades'],
};

describe('an unknown flag', () => {
  it('is named as unknown by every command, with exit 2', async () => {
    expect(Object.keys(BEFORE_FLAGS).sort()).toEqual(COMMANDS.map((c) => c.name).sort());
    for (const c of COMMANDS) {
      for (const flag of ['--bogus', '--bogus=1']) {
        const io = memoryIO();
        const code = await main([c.name, ...(BEFORE_FLAGS[c.name] ?? []), flag], io);
        expect(code, `${c.name} ${flag}`).toBe(2);
        expect(io.stderr.join('\n'), `${c.name} ${flag}`).toMatch(/unknown (option|flag) "?--bogus/i);
      }
    }
  });
});

describe('stats', () => {
  it('exits 1 when a file was unreadable, still printing the statistics of the others', async () => {
    await writeFile(path.join(dir, '20261130-070000-0badf00d.jsonl'), 'SECRET-LINE not json\n');
    const io = memoryIO();
    expect(await main(['stats', dir, '--no-cache'], io)).toBe(1);
    expect(JSON.parse(io.stdout[0] as string)).toMatchObject({ matches: 0, unreadable: [{ line: 1 }] });
    expect(io.stderr.join('\n')).toMatch(/20261130-070000-0badf00d\.jsonl:1: unreadable/);
    expect(io.stderr.join('\n') + io.stdout.join('\n')).not.toContain('SECRET-LINE');
  });
  it('exits 0 on a folder it read whole', async () => {
    const io = memoryIO();
    expect(await main(['stats', dir, '--no-cache'], io)).toBe(0);
  });
});

describe('perft', () => {
  it(`refuses a depth above ${MAX_PERFT_DEPTH} before counting anything`, async () => {
    const io = memoryIO();
    expect(await main(['perft', 'tech-chess', '--depth', String(MAX_PERFT_DEPTH + 1)], io)).toBe(2);
    expect(io.stderr.join('\n')).toMatch(new RegExp(`at most ${MAX_PERFT_DEPTH}`));
    expect(io.stdout).toEqual([]);
    const huge = memoryIO();
    expect(await main(['perft', 'tech-chess', '--depth', '99999999999999999999'], huge)).toBe(2);
  });
});

describe('errors about a file never quote it', () => {
  it('a deck file that is not JSON is named by file:line with a short reason', async () => {
    const deck = path.join(dir, 'deck.json');
    await writeFile(deck, '{\n  "id": "x",\n  SECRET-LINE-OF-THE-FILE\n}\n');
    await mkdir(path.join(dir, 'imgs'));
    const io = memoryIO();
    expect(await main(['recognize', '--deck', deck, path.join(dir, 'imgs')], io)).toBe(2);
    const said = io.stderr.join('\n');
    expect(said).toContain(`${deck}:3`);
    expect(said).toMatch(/not valid JSON/);
    expect(said).not.toContain('SECRET');
  });
  it('describeJsonError gives the line of the fault and no text of the file', () => {
    const text = 'line one\n"two": SECRET';
    let e: unknown;
    try {
      JSON.parse(text);
    } catch (x) {
      e = x;
    }
    const d = describeJsonError(text, e, 'f.json');
    expect(d).toMatch(/^f\.json:1: not valid JSON/);
    expect(d).not.toMatch(/SECRET|line one/);
  });
});

describe('recognize', () => {
  it('refuses a picture that claims 30000x30000 from its header, with exit 1', async () => {
    const file = path.join(dir, 'bomb.png');
    await writeFile(file, hugePng(30000, 30000));
    const io = memoryIO();
    expect(await main(['recognize', file], io)).toBe(1);
    expect(JSON.parse(io.stdout[0] as string)).toMatchObject({ error: { code: 'ERR_FRAME_TOO_LARGE', file } });
  });
});
