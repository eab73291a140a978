/** The recognizer on the committed photos (real OCR): right or unsure, never a wrong card. */
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeImage, type Frame } from '../../src/recognizer/image';
import { sharedRecognizer, startRecognizer, type Recognizer } from '../../src/recognizer/recognizer';
import { taughtFileName } from '../../src/recognizer/teach';
import { bundledDeck, FIXTURES, syntheticFrame } from './helpers';

interface Fixture {
  readonly file: string;
  readonly deck: 'tech-deck' | 'standard-52';
  readonly code: string;
  readonly style: string;
}

const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as Fixture[];
/** Photos of printed cards; the hand-made prototypes (value and a made-up name only) are for teach mode. */
const fixtures = manifest.filter((f) => f.style !== 'prototype');
const prototypes = manifest.filter((f) => f.style === 'prototype');
const decks = { 'tech-deck': bundledDeck('tech-deck'), 'standard-52': bundledDeck('standard-52') };
const frameOf = (file: string): Frame => {
  const f = decodeImage(readFileSync(path.join(FIXTURES, file)));
  if (!f.ok) throw new Error(f.error.message);
  return f.value;
};

describe('the recognizer on the committed photos (real OCR)', () => {
  let rec: Recognizer;
  let teachDir = '';
  beforeAll(async () => {
    teachDir = await mkdtemp(path.join(os.tmpdir(), 'deckside-rec-'));
    rec = await startRecognizer({ teachFolder: teachDir });
  });
  afterAll(async () => {
    await rec.close();
    await rm(teachDir, { recursive: true, force: true });
  });

  it('has fixtures of both decks to read', () => {
    expect(fixtures.filter((f) => f.deck === 'tech-deck').length).toBeGreaterThanOrEqual(5);
    expect(fixtures.filter((f) => f.deck === 'standard-52').length).toBeGreaterThanOrEqual(3);
  });

  it('names every card right or says it is unsure; never a wrong card', async () => {
    const answers: { file: string; want: string; got: string | null; candidates: readonly string[] }[] = [];
    for (const f of fixtures) {
      const r = await rec.recognizeImage(readFileSync(path.join(FIXTURES, f.file)), decks[f.deck]);
      expect(r.ok, f.file).toBe(true);
      if (!r.ok) continue;
      expect(r.value.confidence).toBeGreaterThanOrEqual(0);
      expect(r.value.confidence).toBeLessThanOrEqual(1);
      if (r.value.card !== null) expect(r.value.candidates[0]).toBe(r.value.card);
      answers.push({ file: f.file, want: f.code, got: r.value.card, candidates: r.value.candidates });
    }
    const wrong = answers.filter((a) => a.got !== null && a.got !== a.want);
    expect(wrong).toEqual([]);
    const correct = answers.filter((a) => a.got === a.want).length;
    // the bench's target is 95% on the full set; on this small set allow one unsure answer
    expect(correct).toBeGreaterThanOrEqual(fixtures.length - 1);
    // an unsure answer still offers the right card
    for (const a of answers.filter((x) => x.got === null)) expect(a.candidates).toContain(a.want);
  });

  it('gives the text it read and where the card lies in the frame', async () => {
    const frame = frameOf('tech-deck-7sc-0.jpg');
    const r = await rec.recognizeFrame(frame, decks['tech-deck']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.text.toLowerCase()).toContain('science');
    for (const p of r.value.corners) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(frame.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(frame.height);
    }
  });

  it('reads a card in a large frame (shrunk before the search) and gives corners in that frame', async () => {
    const small = frameOf('tech-deck-9se-0.jpg');
    const k = 3;
    const big = { width: small.width * k, height: small.height * k, data: new Uint8Array(small.width * k * small.height * k * 4) };
    for (let y = 0; y < big.height; y++) {
      for (let x = 0; x < big.width; x++) {
        const from = (Math.floor(y / k) * small.width + Math.floor(x / k)) * 4;
        big.data.set(small.data.subarray(from, from + 4), (y * big.width + x) * 4);
      }
    }
    const [r, s] = [await rec.recognizeFrame(big, decks['tech-deck']), await rec.recognizeFrame(small, decks['tech-deck'])];
    expect(r.ok && r.value.card).toBe('9se');
    if (!r.ok || !s.ok) return;
    r.value.corners.forEach((p, i) => {
      const q = s.value.corners[i] as { x: number; y: number };
      expect(Math.abs(p.x - q.x * k)).toBeLessThan(6 * k);
      expect(Math.abs(p.y - q.y * k)).toBeLessThan(6 * k);
    });
  });

  it('answers bad input with clear errors and keeps working', async () => {
    const code = async (p: Promise<{ ok: boolean; error?: { code: string } }>): Promise<string> => {
      const r = await p;
      return r.ok ? 'ok' : (r.error?.code ?? '?');
    };
    const tech = decks['tech-deck'];
    expect(await code(rec.recognizeImage(Buffer.from('this is not an image'), tech))).toBe('ERR_NOT_AN_IMAGE');
    expect(await code(rec.recognizeFrame({ width: 0, height: 0, data: new Uint8Array(0) }, tech))).toBe('ERR_EMPTY_FRAME');
    expect(await code(rec.recognizeFrame({ width: 640, height: 480, data: new Uint8Array(10) }, tech))).toBe('ERR_BAD_FRAME');
    const table = syntheticFrame({ width: 320, height: 240, cx: -400, cy: -400, cardHeight: 10, angle: 0, table: 'stripes' });
    const noCard = await rec.recognizeFrame(table, tech);
    expect(noCard.ok).toBe(false);
    if (!noCard.ok) {
      expect(noCard.error.code).toBe('ERR_NO_CARD');
      expect(noCard.error.message).toMatch(/No card found/);
    }
    // still reads a card after all that
    const after = await rec.recognizeFrame(frameOf('tech-deck-4sc-0.jpg'), tech);
    expect(after.ok && after.value.card).toBe('4sc');
  });

  it('teach mode records what a card shows, saves it with the deck version, and uses it', async () => {
    const tech = decks['tech-deck'];
    // a prototype printing: this photo shows 11 KNOWLEDGE, taught here as the card the designer calls 11kn
    const taught = await rec.teach(frameOf('tech-deck-11kn-0.jpg'), tech, '11kn');
    expect(taught.ok).toBe(true);
    if (!taught.ok) return;
    expect(taught.value.deckVersion).toBe(tech.version);
    expect(taught.value.cards['11kn']?.reads[0]?.words).toContain('knowledge');
    const onDisk = JSON.parse(await readFile(path.join(teachDir, taughtFileName(tech.id, tech.version)), 'utf8'));
    expect(onDisk.cards['11kn'].reads.length).toBe(1);
    // a new recognizer on the same folder finds the record
    const again = await rec.taught(tech);
    expect(again.ok && again.value.cards['11kn']).toBeTruthy();
    const r = await rec.recognizeFrame(frameOf('tech-deck-11kn-0.jpg'), tech);
    expect(r.ok && r.value.card).toBe('11kn');
    const wrongCode = await rec.teach(frameOf('tech-deck-11kn-0.jpg'), tech, '14kn');
    expect(wrongCode.ok ? 'ok' : wrongCode.error.code).toBe('ERR_TEACH_UNKNOWN_CARD');
  });

  it('teach mode makes hand-made prototype cards recognizable', async () => {
    const tech = decks['tech-deck'];
    const photo = (code: string, n: number): Frame => {
      const f = prototypes.find((p) => p.code === code && p.file.endsWith(`-${n}.jpg`));
      if (!f) throw new Error(`no prototype photo ${code} ${n}`);
      return frameOf(f.file);
    };
    expect(new Set(prototypes.map((p) => p.code))).toEqual(new Set(['5kn', '5sc']));
    // the deck file knows neither name, and no domain word is printed: unsure between the 5s
    const before = await rec.recognizeFrame(photo('5kn', 1), tech);
    expect(before.ok && before.value.card).toBe(null);
    if (before.ok) expect(before.value.candidates).toEqual(expect.arrayContaining(['5kn', '5sc']));
    // the user shows each card once (another photo of it)
    for (const code of ['5kn', '5sc']) expect((await rec.teach(photo(code, 0), tech, code)).ok).toBe(true);
    for (const code of ['5kn', '5sc']) {
      const after = await rec.recognizeFrame(photo(code, 1), tech);
      expect(after.ok && after.value.card).toBe(code);
    }
  });

  it('the shared recognizer starts once, and starts afresh after it is closed', async () => {
    const a = sharedRecognizer();
    const b = sharedRecognizer();
    expect(a).toBe(b);
    const first = await a;
    await first.close();
    const second = await sharedRecognizer();
    expect(second).not.toBe(first);
    const r = await second.recognizeFrame(frameOf('tech-deck-13te-0.jpg'), decks['tech-deck']);
    expect(r.ok && r.value.card).toBe('13te');
    await second.close();
  });

  it('refuses work after it is closed', async () => {
    const other = await startRecognizer();
    await other.close();
    const r = await other.recognizeFrame(frameOf('tech-deck-4sc-0.jpg'), decks['tech-deck']);
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_RECOGNIZER_CLOSED');
  });
});
