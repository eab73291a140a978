/**
 * Recognizer v2 on the committed part of the hard set (real OCR): cards any
 * way up, upside down, partly covered, several in view, odd light; the card
 * in the guide frame is the one read; the bottom index is read turned round;
 * teach mode works whichever way up the card lies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guide } from '../../src/recognizer/guide';
import { decodeImage, type Frame } from '../../src/recognizer/image';
import { turnFrame } from '../../src/recognizer/orient';
import { startRecognizer, type Recognizer } from '../../src/recognizer/recognizer';
import { bundledDeck, FIXTURES } from './helpers';

interface HardFixture {
  readonly file: string;
  readonly group: string;
  readonly deck: 'tech-deck' | 'standard-52';
  readonly code: string;
  readonly style: string;
  readonly guide: Guide;
}

const HARD = path.join(FIXTURES, 'hard');
const hard = JSON.parse(readFileSync(path.join(HARD, 'manifest.json'), 'utf8')) as HardFixture[];
const original = (JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as HardFixture[]).filter(
  (f) => f.style !== 'prototype',
);
const decks = { 'tech-deck': bundledDeck('tech-deck'), 'standard-52': bundledDeck('standard-52') };
const frameOf = (folder: string, file: string): Frame => {
  const f = decodeImage(readFileSync(path.join(folder, file)));
  if (!f.ok) throw new Error(f.error.message);
  return f.value;
};

/** The frame turned a quarter round clockwise (a card lying across the table). */
function quarterTurn(f: Frame): Frame {
  const { width: w, height: h } = f;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = (y * w + x) * 4;
      const to = (x * h + (h - 1 - y)) * 4;
      for (let c = 0; c < 4; c++) out[to + c] = f.data[from + c] as number;
    }
  }
  return { width: h, height: w, data: out };
}

describe('the recognizer any way up, on the committed hard set (real OCR)', () => {
  let rec: Recognizer;
  beforeAll(async () => {
    rec = await startRecognizer();
  });
  afterAll(async () => {
    await rec.close();
  });

  it('has every group of the hard set, and the two-card picture of the camera test', () => {
    expect(new Set(hard.map((f) => f.group))).toEqual(new Set(['rotated', 'upside-down', 'covered', 'several', 'lighting']));
    expect(hard.some((f) => f.file === 'e2e-two-cards-9H.jpg')).toBe(true);
  });

  it('reads every card of every group right (or says it is unsure), never a wrong card', async () => {
    const answers: { file: string; group: string; want: string; got: string | null }[] = [];
    for (const f of hard) {
      const r = await rec.recognizeFrame(frameOf(HARD, f.file), decks[f.deck], { guide: f.guide });
      expect(r.ok, f.file).toBe(true);
      if (r.ok) answers.push({ file: f.file, group: f.group, want: f.code, got: r.value.card });
    }
    expect(answers.filter((a) => a.got !== null && a.got !== a.want)).toEqual([]);
    // the bench's target is 98% per group on the full set; on these 16 pictures allow one unsure answer
    expect(answers.filter((a) => a.got === a.want).length).toBeGreaterThanOrEqual(hard.length - 1);
  });

  it('reads the original photos turned half round and a quarter round as it reads them upright', async () => {
    const answers: { file: string; turn: string; want: string; got: string | null }[] = [];
    for (const f of original) {
      const upright = frameOf(FIXTURES, f.file);
      for (const [turn, frame] of [
        ['180', turnFrame(upright)],
        ['90', quarterTurn(upright)],
      ] as const) {
        const r = await rec.recognizeFrame(frame, decks[f.deck]);
        expect(r.ok, `${f.file} ${turn}`).toBe(true);
        if (r.ok) answers.push({ file: f.file, turn, want: f.code, got: r.value.card });
      }
    }
    expect(answers.filter((a) => a.got !== null && a.got !== a.want)).toEqual([]);
    expect(answers.filter((a) => a.got === a.want).length).toBeGreaterThanOrEqual(answers.length - 2);
  });

  it('gives the outline read with its printed top-left first, whichever way up the card lies', async () => {
    const frame = frameOf(FIXTURES, 'tech-deck-7sc-0.jpg');
    const up = await rec.recognizeFrame(frame, decks['tech-deck']);
    const down = await rec.recognizeFrame(turnFrame(frame), decks['tech-deck']);
    expect(up.ok && up.value.card).toBe('7sc');
    expect(down.ok && down.value.card).toBe('7sc');
    if (!up.ok || !down.ok) return;
    // turned half round, the card's top-left corner lands at (w - x, h - y)
    const [tl] = up.value.corners;
    const [tlDown] = down.value.corners;
    expect(Math.abs(frame.width - tl.x - tlDown.x)).toBeLessThan(8);
    expect(Math.abs(frame.height - tl.y - tlDown.y)).toBeLessThan(8);
  });

  it('reads the card inside the guide frame and ignores the one beside it', async () => {
    const frame = frameOf(HARD, 'e2e-two-cards-9H.jpg');
    const fixture = hard.find((f) => f.file === 'e2e-two-cards-9H.jpg') as HardFixture;
    const standard = decks['standard-52'];
    const inGuide = await rec.recognizeFrame(frame, standard, { guide: fixture.guide });
    expect(inGuide.ok && inGuide.value.card).toBe('9H');
    if (inGuide.ok) {
      expect(inGuide.value.cardsInView).toBe(2);
      // the outline read lies in the guide frame
      for (const p of inGuide.value.corners) {
        expect(p.x / frame.width).toBeGreaterThan(fixture.guide.x - 0.05);
        expect(p.x / frame.width).toBeLessThan(fixture.guide.x + fixture.guide.width + 0.05);
      }
    }
    // a guide frame over the other card reads that one
    const left = await rec.recognizeFrame(frame, standard, { guide: { x: 0, y: 0.1, width: 0.3, height: 0.8 } });
    expect(left.ok && left.value.card).toBe('KC');
    // a guide frame with no card in it reads none, and says so
    const empty = await rec.recognizeFrame(frame, standard, { guide: { x: 0.8, y: 0, width: 0.2, height: 0.3 } });
    expect(empty.ok ? 'ok' : empty.error.code).toBe('ERR_NO_CARD_IN_GUIDE');
    const bad = await rec.recognizeFrame(frame, standard, { guide: { x: 0.8, y: 0, width: 0.5, height: 0.3 } });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('ERR_BAD_GUIDE');
  });

  it('teach mode: a prototype card taught upright is recognized upside down, and one taught upside down upright', async () => {
    const tech = decks['tech-deck'];
    const prototypes = (JSON.parse(readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8')) as HardFixture[]).filter(
      (f) => f.style === 'prototype',
    );
    const photo = (code: string, n: number): Frame => {
      const f = prototypes.find((p) => p.code === code && p.file.endsWith(`-${n}.jpg`));
      if (!f) throw new Error(`no prototype photo ${code} ${n}`);
      return frameOf(FIXTURES, f.file);
    };
    const fresh = await startRecognizer();
    try {
      expect((await fresh.teach(photo('5kn', 0), tech, '5kn')).ok).toBe(true);
      expect((await fresh.teach(turnFrame(photo('5sc', 0)), tech, '5sc')).ok).toBe(true);
      const a = await fresh.recognizeFrame(turnFrame(photo('5kn', 1)), tech);
      const b = await fresh.recognizeFrame(photo('5sc', 1), tech);
      const c = await fresh.recognizeFrame(quarterTurn(photo('5sc', 1)), tech);
      expect(a.ok && a.value.card).toBe('5kn');
      expect(b.ok && b.value.card).toBe('5sc');
      expect(c.ok && c.value.card).toBe('5sc');
    } finally {
      await fresh.close();
    }
  });
});
