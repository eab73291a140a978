/** The guide frame's geometry, several cards found in one frame, and which way up a card is. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGuide, chooseCard, clipToRect, insideShare, polygonArea } from '../../src/recognizer/guide';
import { findCards } from '../../src/recognizer/locate';
import { turnLocation } from '../../src/recognizer/orient';
import { eitherWayUp } from '../../src/recognizer/suit';
import { syntheticFrame } from './helpers';

const square = (x: number, y: number, s: number) => [
  { x, y },
  { x: x + s, y },
  { x: x + s, y: y + s },
  { x, y: y + s },
];

describe('the guide frame', () => {
  it('clips an outline to the guide and measures the share inside', () => {
    expect(polygonArea(square(0, 0, 10))).toBe(100);
    expect(polygonArea(clipToRect(square(0, 0, 10), 5, 0, 20, 20))).toBeCloseTo(50, 9);
    expect(insideShare(square(10, 10, 20), { x: 0, y: 0, width: 0.5, height: 1 }, 40, 40)).toBeCloseTo(0.5, 9);
    expect(insideShare(square(30, 30, 5), { x: 0, y: 0, width: 0.5, height: 0.5 }, 40, 40)).toBe(0);
  });

  it('the share inside is between 0 and 1 for any square and guide', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: -50, max: 150, noNaN: true }),
        fc.double({ min: 1, max: 80, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.double({ min: 0.1, max: 0.5, noNaN: true }),
        (x, y, s, gx, gw) => {
          const share = insideShare(square(x, y, s), { x: gx, y: gx, width: gw, height: gw }, 100, 100);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 200, seed: 3 },
    );
  });

  it('picks the outline most inside the guide, the bigger of two alike, none when all lie outside', () => {
    const big = square(0, 0, 40);
    const small = square(60, 10, 20);
    const guide = { x: 0.55, y: 0, width: 0.45, height: 1 };
    expect(chooseCard([big, small], guide, 100, 100)).toBe(1);
    expect(chooseCard([big, small], null, 100, 100)).toBe(0);
    expect(chooseCard([big, small], { x: 0, y: 0.8, width: 0.2, height: 0.2 }, 100, 100)).toBeNull();
    expect(chooseCard([square(0, 0, 10), square(20, 0, 30)], { x: 0, y: 0, width: 1, height: 1 }, 100, 100)).toBe(1);
  });

  it('refuses a guide frame that is not four shares inside the frame', () => {
    const code = (g: unknown): string => {
      const r = checkGuide(g);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code({ x: 0.2, y: 0.1, width: 0.5, height: 0.8 })).toBe('ok');
    for (const bad of [
      null,
      {},
      { x: 0.2, y: 0.1, width: 0.9, height: 0.8 },
      { x: -0.1, y: 0, width: 0.5, height: 0.5 },
      { x: 0, y: 0, width: 0, height: 1 },
      { x: Number.NaN, y: 0, width: 1, height: 1 },
    ])
      expect(code(bad)).toBe('ERR_BAD_GUIDE');
  });
});

describe('several cards in one frame', () => {
  it('finds each card, largest first', () => {
    // two cards drawn one after the other on the same table
    const a = syntheticFrame({ width: 480, height: 320, cx: 130, cy: 160, cardHeight: 200, angle: 12, table: 'checker' });
    const b = syntheticFrame({ width: 480, height: 320, cx: 360, cy: 160, cardHeight: 150, angle: -25, table: 'checker' });
    const both = new Uint8Array(a.data);
    for (let y = 0; y < 320; y++)
      for (let x = 250; x < 480; x++) both.set(b.data.subarray((y * 480 + x) * 4, (y * 480 + x) * 4 + 4), (y * 480 + x) * 4);
    const found = findCards({ width: 480, height: 320, data: both });
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value).toHaveLength(2);
    const centre = (i: number) => (found.value[i]?.corners ?? []).reduce((s, p) => s + p.x, 0) / 4;
    expect(Math.abs(centre(0) - 130)).toBeLessThan(8);
    expect(Math.abs(centre(1) - 360)).toBeLessThan(8);
  });
});

describe('which way up', () => {
  it('turning a location names its corners from the other end', () => {
    const corners = square(0, 0, 10) as [
      { x: number; y: number },
      { x: number; y: number },
      { x: number; y: number },
      { x: number; y: number },
    ];
    const t = turnLocation({ corners, angle: 10, coverage: 0.1, fill: 1 });
    expect(t.corners[0]).toEqual(corners[2]);
    expect(t.corners[2]).toEqual(corners[0]);
    expect(t.angle).toBe(-170);
    expect(turnLocation(t).corners).toEqual(corners);
  });

  it('a middle pip is judged either way up: a heart has its notch at one end, a diamond points at both', () => {
    expect(eitherWayUp('red', 'H', null)).toBe('H');
    expect(eitherWayUp('red', null, 'H')).toBe('H');
    expect(eitherWayUp('red', 'D', 'D')).toBe('D');
    expect(eitherWayUp('red', 'D', null)).toBeNull();
    expect(eitherWayUp('red', 'H', 'D')).toBeNull();
    expect(eitherWayUp('black', 'S', null)).toBe('S');
    expect(eitherWayUp('black', null, 'C')).toBe('C');
    expect(eitherWayUp('black', 'S', 'C')).toBeNull();
  });
});
