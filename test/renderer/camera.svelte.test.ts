/**
 * Hands-free scanning's stillness check (a card held still is read once, and
 * again only after something moved), the camera's messages, and the scan
 * session: a sure card is confirmed, an unsure one offers its candidates,
 * a refusal gets plain words. Time is passed in; nothing sleeps.
 */
import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/engine/core/result';
import { cameraProblem } from '../../src/renderer/camera/camera-problems';
import { ScanState, percent } from '../../src/renderer/camera/scanner.svelte';
import { StillnessDetector, meanAbsDiff, toGray, type Stillness } from '../../src/renderer/camera/stillness';
import type { CardScan } from '../../src/contract/api';

const SIZE = 64 * 48;
/** A thumbnail: a flat table of gray `base`, with a "card" of brightness `card` at column `at` (null: no card). */
function picture(at: number | null, base = 60, card = 230): Uint8Array {
  const g = new Uint8Array(SIZE).fill(base);
  if (at !== null) for (let y = 8; y < 40; y++) for (let x = at; x < at + 22; x++) g[y * 64 + x] = card;
  return g;
}
/** Camera noise: every pixel off by up to `amount`, repeatably. */
function noisy(g: Uint8Array, seed: number, amount = 2): Uint8Array {
  let s = seed;
  return g.map((v) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return Math.max(0, Math.min(255, v + (s % (2 * amount + 1)) - amount));
  });
}

/** Feeds frames every `step` ms from t=0 and answers what the detector said to each. */
function run(d: StillnessDetector, frames: readonly Uint8Array[], step = 100, t0 = 0): Stillness[] {
  return frames.map((f, i) => d.feed(f, t0 + i * step));
}

describe('stillness', () => {
  it('reads a card held still for the set time, once', () => {
    const d = new StillnessDetector({ stillFor: 500 });
    const frames = Array.from({ length: 20 }, (_, i) => noisy(picture(20), i));
    const said = run(d, frames);
    expect(said.filter((s) => s === 'read')).toHaveLength(1);
    // frame 0 has nothing to compare; still from frame 1 (t=100); read at t >= 600.
    expect(said.indexOf('read')).toBe(6);
    expect(said.slice(1, 6).every((s) => s === 'steadying')).toBe(true);
    expect(said.slice(7).every((s) => s === 'done')).toBe(true);
  });

  it('does not read while the card moves, and reads again only after a real movement', () => {
    const d = new StillnessDetector({ stillFor: 300 });
    const moving = [0, 6, 12, 18, 24, 30].map((x) => picture(x));
    expect(run(d, moving).includes('read')).toBe(false);
    const held = run(
      d,
      Array.from({ length: 6 }, (_, i) => noisy(picture(30), i)),
      100,
      1000,
    );
    expect(held.filter((s) => s === 'read')).toHaveLength(1);
    // The same card stays: slight noise never reads it twice.
    expect(
      run(
        d,
        Array.from({ length: 10 }, (_, i) => noisy(picture(30), 50 + i)),
        100,
        2000,
      ),
    ).not.toContain('read');
    // Swapped for another card (a big change), held still: read once more.
    const next = run(d, [picture(5), ...Array.from({ length: 6 }, (_, i) => noisy(picture(5), 90 + i))], 100, 4000);
    expect(next[0]).toBe('moving');
    expect(next.filter((s) => s === 'read')).toHaveLength(1);
  });

  it('treats noise between the thresholds as neither still nor movement', () => {
    const d = new StillnessDetector({ stillFor: 200, stillBelow: 2, moveAbove: 10 });
    const wobble = Array.from({ length: 12 }, (_, i) => noisy(picture(20), i, 8));
    const said = run(d, wobble);
    expect(said).not.toContain('read');
    expect(said).not.toContain('steadying');
  });

  it('starts over after another camera (another thumbnail size) or a reset, and can be re-armed', () => {
    const d = new StillnessDetector({ stillFor: 100 });
    expect(run(d, [picture(20), picture(20), picture(20)])).toEqual(['moving', 'steadying', 'read']);
    expect(d.feed(picture(20), 300)).toBe('done');
    expect(d.feed(new Uint8Array(10), 400)).toBe('moving');
    d.reset();
    expect(run(d, [picture(20), picture(20), picture(20)], 100, 500)).toEqual(['moving', 'steadying', 'read']);
    d.rearm();
    expect(run(d, [picture(20), picture(20)], 100, 900)).toEqual(['steadying', 'read']);
  });

  it('measures difference per pixel and turns RGBA into gray', () => {
    expect(meanAbsDiff(picture(null, 10), picture(null, 14))).toBe(4);
    expect(meanAbsDiff(new Uint8Array(4), new Uint8Array(5))).toBe(Infinity);
    expect([...toGray(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]))]).toEqual([255, 0, 76]);
  });
});

describe('camera messages', () => {
  it('say what happened and that typing still works', () => {
    const refused = cameraProblem(new DOMException('Permission denied', 'NotAllowedError'));
    expect(refused).toMatch(/^Camera access was refused/);
    expect(cameraProblem({ name: 'NotFoundError' })).toMatch(/^No camera was found/);
    expect(cameraProblem({ name: 'NotReadableError' })).toMatch(/another app may be using it/);
    expect(cameraProblem(new Error('weird'))).toMatch(/could not be started \(weird\)/);
    for (const m of [refused, cameraProblem(null)]) expect(m).toMatch(/You can type the card instead\.$/);
  });
});

const scanOf = (over: Partial<CardScan>): CardScan => ({
  card: '7C',
  confidence: 0.98,
  candidates: ['7C'],
  text: '7',
  corners: [],
  ...over,
});

describe('a scan session', () => {
  it('holds a sure card for Enter, and is ready for the next one once confirmed', async () => {
    const sent: string[] = [];
    const s = new ScanState('standard-52', {
      recognize: async (deck, image) => (sent.push(`${deck} ${image}`), ok(scanOf({}))),
      teachCard: async () => err('ERR_UNUSED', 'not used'),
    });
    await s.read('/9j/AAAA');
    expect(sent).toEqual(['standard-52 /9j/AAAA']);
    expect(s.phase).toBe('result');
    expect(s.sure).toBe('7C');
    expect(s.describe(s.result as CardScan)).toBe('7 of clubs (7C), 98% sure');
    s.confirmed('7C');
    expect(s.added).toBe('7C');
    expect(s.sure).toBeNull();
    expect(s.phase).toBe('idle');
  });

  it('never offers an unsure reading to Enter: its candidates are shown instead', async () => {
    const s = new ScanState('tech-deck', {
      recognize: async () => ok(scanOf({ card: null, confidence: 0.31, candidates: ['5kn', '5sc', '5te'] })),
      teachCard: async () => err('ERR_UNUSED', 'not used'),
    });
    await s.read('/9j/AAAA');
    expect(s.phase).toBe('result');
    expect(s.sure).toBeNull();
    expect(s.describe(s.result as CardScan)).toBe('Unsure (31%): best candidates 5kn, 5sc, 5te');
  });

  it('turns refusals and a missing picture into plain words', async () => {
    const s = new ScanState('tech-deck', {
      recognize: async () => err('ERR_NO_CARD', 'No card-shaped region.'),
      teachCard: async () => err('ERR_UNUSED', 'not used'),
    });
    await s.read(null);
    expect(s.failure).toMatch(/no picture yet/);
    await s.read('/9j/AAAA');
    expect(s.phase).toBe('failed');
    expect(s.failure).toMatch(/^No card found: hold it face up inside the guide frame/);
    expect(percent(1.2)).toBe('100%');
  });
});
