/** Locating a card in a picture: convex hull and minimum-area rectangle. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convexHull, minAreaRect, portraitCorners } from '../../src/recognizer/geometry';
import { checkFrame } from '../../src/recognizer/image';
import { findCard, straighten } from '../../src/recognizer/locate';
import { syntheticFrame, type Table } from './helpers';

describe('convex hull and minimum-area rectangle', () => {
  it('finds a turned rectangle from points inside and on it', () => {
    const a = (20 * Math.PI) / 180;
    const pts = [];
    for (let u = -30; u <= 30; u += 5)
      for (let v = -50; v <= 50; v += 5)
        pts.push({ x: 100 + u * Math.cos(a) - v * Math.sin(a), y: 80 + u * Math.sin(a) + v * Math.cos(a) });
    const hull = convexHull(pts);
    expect(hull.length).toBe(4);
    const r = minAreaRect(hull);
    expect(r).not.toBeNull();
    if (!r) return;
    expect(r.cx).toBeCloseTo(100, 6);
    expect(r.cy).toBeCloseTo(80, 6);
    expect(Math.max(r.halfU, r.halfV)).toBeCloseTo(50, 6);
    expect(Math.min(r.halfU, r.halfV)).toBeCloseTo(30, 6);
    const [tl, tr, br, bl] = portraitCorners(r);
    // upright order: top-left is above bottom-left, top-right is right of top-left
    expect(tl.y).toBeLessThan(bl.y);
    expect(tr.x).toBeGreaterThan(tl.x);
    expect(Math.hypot(br.x - tr.x, br.y - tr.y)).toBeCloseTo(100, 6);
  });
  it('fewer than three points have no rectangle', () => {
    expect(minAreaRect(convexHull([{ x: 0, y: 0 }]))).toBeNull();
  });
});

describe('findCard on synthetic frames', () => {
  const tables: Table[] = ['plain', 'checker', 'stripes'];

  it('finds a card anywhere, turned up to 30 degrees either way, on plain and patterned tables', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.constantFrom(...tables),
        fc.double({ min: 0.3, max: 0.7, noNaN: true }),
        fc.double({ min: 0.35, max: 0.65, noNaN: true }),
        (angle, table, fx, fy) => {
          const width = 480;
          const height = 360;
          const cardHeight = 200;
          const cx = width * fx;
          const cy = height * fy;
          const frame = syntheticFrame({ width, height, cx, cy, cardHeight, angle, table });
          const found = findCard(frame);
          expect(found.ok).toBe(true);
          if (!found.ok) return;
          const { corners } = found.value;
          const mx = corners.reduce((s, p) => s + p.x, 0) / 4;
          const my = corners.reduce((s, p) => s + p.y, 0) / 4;
          expect(Math.abs(mx - cx)).toBeLessThan(8);
          expect(Math.abs(my - cy)).toBeLessThan(8);
          expect(Math.abs(found.value.angle - angle)).toBeLessThan(3);
          const side = Math.hypot(corners[3].x - corners[0].x, corners[3].y - corners[0].y);
          expect(Math.abs(side - cardHeight)).toBeLessThan(12);
        },
      ),
      { numRuns: 25, seed: 8 },
    );
  });

  it('straightens the card: its printed mark lands in the top-left corner', () => {
    const frame = syntheticFrame({ width: 480, height: 360, cx: 250, cy: 170, cardHeight: 220, angle: -24, table: 'checker' });
    const found = findCard(frame);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const card = straighten(frame, found.value, 100, 140);
    const at = (x: number, y: number): number => card.data[(y * 100 + x) * 4] as number;
    // the mark spans 10%-25% of the width and 7%-20% of the height
    expect(at(17, 19)).toBeLessThan(100);
    expect(at(83, 19)).toBeGreaterThan(200);
    expect(at(17, 120)).toBeGreaterThan(200);
  });

  it('a frame of one colour has no card', () => {
    const frame = { width: 64, height: 48, data: new Uint8Array(64 * 48 * 4).fill(128) };
    const r = findCard(frame);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_NO_CARD');
  });

  it('a table with no card (only its pattern) has no card', () => {
    const frame = syntheticFrame({ width: 320, height: 240, cx: -500, cy: -500, cardHeight: 10, angle: 0, table: 'checker' });
    const r = findCard(frame);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_NO_CARD');
  });

  it('a tiny frame is refused with its own message', () => {
    const r = findCard({ width: 4, height: 4, data: new Uint8Array(64) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_FRAME_TOO_SMALL');
  });
});

describe('checkFrame', () => {
  it('refuses an empty frame, a frame too large and pixel data of the wrong size', () => {
    const code = (f: Parameters<typeof checkFrame>[0]): string => {
      const r = checkFrame(f);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ width: 0, height: 0, data: new Uint8Array(0) })).toBe('ERR_EMPTY_FRAME');
    expect(code({ width: 10, height: 1.5, data: new Uint8Array(60) })).toBe('ERR_EMPTY_FRAME');
    expect(code({ width: 10000, height: 10, data: new Uint8Array(400000) })).toBe('ERR_FRAME_TOO_LARGE');
    expect(code({ width: 10, height: 10, data: new Uint8Array(399) })).toBe('ERR_BAD_FRAME');
    expect(code({ width: 10, height: 10, data: new Uint8ClampedArray(400) })).toBe('ok');
  });
});
