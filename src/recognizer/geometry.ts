/**
 * Plane geometry for finding a card: the convex hull of a pixel region and
 * its minimum-area enclosing rectangle (rotating calipers over hull edges).
 * Written here rather than taken from OpenCV: it is 80 lines, and the
 * 11 MB OpenCV module costs about a second to load (toolchain.md).
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A rotated rectangle: centre, unit axis `u` (and v = u turned +90 degrees), half-extents along u and v. */
export interface RotatedRect {
  readonly cx: number;
  readonly cy: number;
  readonly ux: number;
  readonly uy: number;
  readonly halfU: number;
  readonly halfV: number;
}

/** Points this close to a hull edge count as on it (floating-point noise on turned, collinear pixels). */
const EPS = 1e-9;

const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** Andrew's monotone chain; returns the hull counter-clockwise without repeating the first point. */
export function convexHull(points: readonly Point[]): Point[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (pts.length < 3) return pts;
  const lower: Point[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= EPS) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i] as Point;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= EPS) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** The smallest rectangle (any rotation) holding every hull point; one side lies on a hull edge. */
export function minAreaRect(hull: readonly Point[]): RotatedRect | null {
  if (hull.length < 3) return null;
  let best: RotatedRect | null = null;
  let bestArea = Infinity;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i] as Point;
    const b = hull[(i + 1) % hull.length] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    let minU = Infinity;
    let maxU = -Infinity;
    let minV = Infinity;
    let maxV = -Infinity;
    for (const p of hull) {
      const pu = p.x * ux + p.y * uy;
      const pv = -p.x * uy + p.y * ux;
      if (pu < minU) minU = pu;
      if (pu > maxU) maxU = pu;
      if (pv < minV) minV = pv;
      if (pv > maxV) maxV = pv;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (area < bestArea) {
      bestArea = area;
      const mu = (minU + maxU) / 2;
      const mv = (minV + maxV) / 2;
      best = { cx: mu * ux - mv * uy, cy: mu * uy + mv * ux, ux, uy, halfU: (maxU - minU) / 2, halfV: (maxV - minV) / 2 };
    }
  }
  return best;
}

/** The rectangle's area. */
export const rectArea = (r: RotatedRect): number => 4 * r.halfU * r.halfV;

/**
 * Corners of a portrait card lying in the rectangle, in reading order (top-left,
 * top-right, bottom-right, bottom-left): the long side is taken as the height
 * and "up" is whichever long-axis direction points most towards the top of the
 * frame, which is right for any turn up to 45 degrees.
 */
export function portraitCorners(r: RotatedRect): [Point, Point, Point, Point] {
  // axis along the height (long side) and along the width
  let hx: number, hy: number, halfH: number, halfW: number;
  if (r.halfU >= r.halfV) {
    hx = r.ux;
    hy = r.uy;
    halfH = r.halfU;
    halfW = r.halfV;
  } else {
    hx = -r.uy;
    hy = r.ux;
    halfH = r.halfV;
    halfW = r.halfU;
  }
  // make (hx, hy) point down the card (positive y in the frame)
  if (hy < 0) {
    hx = -hx;
    hy = -hy;
  }
  // width axis: the height axis turned -90 degrees points right
  const wx = hy;
  const wy = -hx;
  const at = (sw: number, sh: number): Point => ({
    x: r.cx + sw * halfW * wx + sh * halfH * hx,
    y: r.cy + sw * halfW * wy + sh * halfH * hy,
  });
  return [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
}
