/**
 * The guide frame: the rectangle the app's preview draws ("card here"), as
 * shares of the camera frame. With several cards in view, the one whose
 * outline lies inside it (or most inside it) is the one read and the others
 * are ignored; a card lying wholly or mostly outside it is never read, so at
 * a crowded table a neighbour's card is not taken for the one shown.
 */
import { err, ok, type Result } from '../engine/core/result';
import type { Point } from './geometry';

/** Shares of the frame (0..1): left, top, width, height. */
export interface Guide {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A card counts as in the guide frame when at least this share of its outline's area lies inside. */
export const MIN_INSIDE = 0.5;

const EPS = 1e-6;

/** Checks a guide frame: four finite shares, a non-empty rectangle inside the frame. */
export function checkGuide(guide: unknown): Result<Guide> {
  const g = guide as Partial<Record<keyof Guide, unknown>> | null;
  const keys: (keyof Guide)[] = ['x', 'y', 'width', 'height'];
  if (typeof g !== 'object' || g === null || keys.some((k) => typeof g[k] !== 'number' || !Number.isFinite(g[k])))
    return err('ERR_BAD_GUIDE', 'The guide frame must be {x, y, width, height}, four numbers (shares of the frame, 0 to 1).');
  const { x, y, width, height } = g as Guide;
  if (x < 0 || y < 0 || width <= 0 || height <= 0 || x + width > 1 + EPS || y + height > 1 + EPS)
    return err(
      'ERR_BAD_GUIDE',
      `The guide frame (x ${x}, y ${y}, width ${width}, height ${height}) must lie inside the frame: shares of 0 to 1.`,
    );
  return ok({ x, y, width, height });
}

/** Area of a polygon (shoelace; any winding). */
export function polygonArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Point;
    const q = poly[(i + 1) % poly.length] as Point;
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

/** The part of a convex polygon inside an axis-aligned rectangle (Sutherland-Hodgman). */
export function clipToRect(poly: readonly Point[], x0: number, y0: number, x1: number, y1: number): Point[] {
  const edges: ((p: Point) => number)[] = [(p) => p.x - x0, (p) => x1 - p.x, (p) => p.y - y0, (p) => y1 - p.y];
  let out: Point[] = [...poly];
  for (const inside of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const p = input[i] as Point;
      const q = input[(i + 1) % input.length] as Point;
      const dp = inside(p);
      const dq = inside(q);
      if (dp >= 0) out.push(p);
      if (dp >= 0 !== dq >= 0) {
        const t = dp / (dp - dq);
        out.push({ x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) });
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

/** The share (0..1) of an outline's area inside the guide frame of a width x height frame. */
export function insideShare(outline: readonly Point[], guide: Guide, width: number, height: number): number {
  const area = polygonArea(outline);
  if (area <= 0) return 0;
  const x0 = guide.x * width;
  const y0 = guide.y * height;
  const inside = clipToRect(outline, x0, y0, x0 + guide.width * width, y0 + guide.height * height);
  return inside.length < 3 ? 0 : Math.min(1, polygonArea(inside) / area);
}

/**
 * The index of the outline to read: the one most inside the guide frame (of
 * two equally inside, the bigger one), or null when none has MIN_INSIDE of
 * itself inside. Without a guide frame: the biggest.
 */
export function chooseCard(outlines: readonly (readonly Point[])[], guide: Guide | null, width: number, height: number): number | null {
  if (outlines.length === 0) return null;
  let best: number | null = null;
  let bestKey = [-1, -1];
  outlines.forEach((o, i) => {
    const share = guide ? insideShare(o, guide, width, height) : 1;
    const key = [Math.round(share * 50) / 50, polygonArea(o)];
    if (share >= (guide ? MIN_INSIDE : 0) && (key[0] as number) > (bestKey[0] as number)) [best, bestKey] = [i, key];
    else if (share >= (guide ? MIN_INSIDE : 0) && key[0] === bestKey[0] && (key[1] as number) > (bestKey[1] as number))
      [best, bestKey] = [i, key];
  });
  return best;
}
