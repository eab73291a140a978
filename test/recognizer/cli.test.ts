/** The `recognize` command: its arguments and its output on card photos. */
import { mkdtemp, rm, writeFile, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecognizeArgs, recognizeCommand } from '../../src/cli/commands/recognize';
import type { CliIO } from '../../src/cli/io';
import { FIXTURES } from './helpers';

function io(): CliIO & { outLines: string[]; errLines: string[] } {
  const outLines: string[] = [];
  const errLines: string[] = [];
  return {
    outLines,
    errLines,
    lines: async function* () {},
    out: (l) => outLines.push(l),
    err: (l) => errLines.push(l),
  };
}

describe('parseRecognizeArgs', () => {
  it('takes --deck and images, and says what is wrong otherwise', () => {
    expect(parseRecognizeArgs(['a.png'])).toEqual({ deck: 'tech-deck', inputs: ['a.png'] });
    expect(parseRecognizeArgs(['--deck', 'standard-52', 'a.png', 'b.jpg'])).toEqual({ deck: 'standard-52', inputs: ['a.png', 'b.jpg'] });
    expect(parseRecognizeArgs(['--deck=standard-52', 'a.png'])).toEqual({ deck: 'standard-52', inputs: ['a.png'] });
    expect(parseRecognizeArgs([])).toMatch(/at least one image/);
    expect(parseRecognizeArgs(['--deck'])).toMatch(/--deck needs/);
    expect(parseRecognizeArgs(['--fast', 'a.png'])).toMatch(/Unknown option "--fast"/);
  });
});

describe('deckside recognize', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'deckside-cli-rec-'));
    await copyFile(path.join(FIXTURES, 'tech-deck-9se-0.jpg'), path.join(dir, 'a-card.jpg'));
    await writeFile(path.join(dir, 'b-broken.png'), 'not a png at all');
    await copyFile(path.join(FIXTURES, 'tech-deck-13te-0.jpg'), path.join(dir, 'c-card.jpg'));
    await writeFile(path.join(dir, 'notes.txt'), 'ignored: not an image name');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints one line per image of a folder; a bad file gives an error line and the batch goes on', async () => {
    const x = io();
    const code = await recognizeCommand([dir], x);
    expect(code).toBe(1);
    expect(x.outLines.length).toBe(3);
    const [a, b, c] = x.outLines.map((l) => JSON.parse(l));
    expect(a).toEqual({
      file: path.join(dir, 'a-card.jpg'),
      card: '9se',
      confidence: expect.any(Number),
      candidates: expect.arrayContaining(['9se']),
      text: expect.any(String),
    });
    expect(Object.keys(a)).toEqual(['file', 'card', 'confidence', 'candidates', 'text']);
    expect(b.error.code).toBe('ERR_NOT_AN_IMAGE');
    expect(b.error.file).toBe(path.join(dir, 'b-broken.png'));
    expect(c.card).toBe('13te');
  });

  it('a missing file is an error line too', async () => {
    const x = io();
    const code = await recognizeCommand(
      ['--deck', 'standard-52', path.join(dir, 'nope.png'), path.join(FIXTURES, 'standard-52-AS-0.jpg')],
      x,
    );
    expect(code).toBe(1);
    expect(JSON.parse(x.outLines[0] as string).error.code).toBe('ERR_FILE_READ');
    expect(JSON.parse(x.outLines[1] as string).card).toBe('AS');
  });

  it('bad usage and an unknown deck go to standard error with exit code 2', async () => {
    const x = io();
    expect(await recognizeCommand([], x)).toBe(2);
    expect(x.errLines.join('\n')).toMatch(/usage: deckside recognize/);
    const y = io();
    expect(await recognizeCommand(['--deck', '/no/such/deck.json', 'a.png'], y)).toBe(2);
    expect(y.errLines.join('\n')).toMatch(/Could not read the deck file/);
    expect(y.outLines).toEqual([]);
  });
});
