/**
 * Finding the card in a frame and straightening it. The card is the largest
 * bright, nearly rectangular region: threshold the frame's whiteness at a
 * small scale (Otsu), erode once so thin bright links to a patterned table
 * break, take connected regions, keep the biggest one that fills its
 * minimum-area rectangle, and sample that rectangle upright at full
 * resolution (bilinear).
 */
import { err, ok, type Result } from '../engine/core/result';
import { convexHull, minAreaRect, portraitCorners, rectArea, type Point, type RotatedRect } from './geometry';
import { otsu, whitenessSmall, type Frame, type Gray } from './image';

export interface CardLocation {
  /** Corners in frame pixels: top-left, top-right, bottom-right, bottom-left of the upright card. */
  readonly corners: readonly [Point, Point, Point, Point];
  /** The card's turn in degrees (positive: clockwise on screen). */
  readonly angle: number;
  /** Share of the frame's area the card covers. */
  readonly coverage: number;
  /** How well the bright region fills its rectangle (1 = a perfect rectangle). */
  readonly fill: number;
}

/** Width of the small image the search runs on. */
const WORK_SIDE = 200;
/** Smallest card accepted, as a share of the frame. */
const MIN_COVERAGE = 0.03;
/** A card partly covered (a finger, another card across a corner) still fills most of its rectangle. */
const MIN_FILL = 0.72;
/** Card aspect (long side / short side) accepted: a poker card is 1.4, a tarot card 1.7, allow a square-ish crop too. */
const MIN_ASPECT = 1.1;
const MAX_ASPECT = 2.0;

/** Finds the card (the largest one in view); answers ERR_NO_CARD when no region looks like one. */
export function findCard(frame: Frame): Result<CardLocation> {
  const all = findCards(frame);
  if (!all.ok) return all;
  const best = all.value[0];
  return best ? ok(best) : noCard();
}

/**
 * Every card-shaped bright region of the frame, largest first (ERR_NO_CARD
 * when there is none). The frame's whiteness is split at Otsu's level and,
 * when that leaves a pale table, a finger or a lamp-lit cloth joined to the
 * cards, again at the level that splits what was bright (the cards are the
 * brightest class): a region found at both levels counts once.
 */
export function findCards(frame: Frame): Result<CardLocation[]> {
  const step = Math.max(1, Math.floor(Math.max(frame.width, frame.height) / WORK_SIDE));
  const small = whitenessSmall(frame, step);
  if (small.width < 8 || small.height < 8)
    return err('ERR_FRAME_TOO_SMALL', `The frame is ${frame.width}x${frame.height}; a card needs at least 32x32 pixels.`);
  // a flat frame (all one colour) has no card in it
  if (spread(small) < 24) return noCard();
  const level = otsu(small);
  const found: Region[] = [];
  for (const t of [level, upperLevel(small, level)]) {
    if (t === null) continue;
    const mask = new Uint8Array(small.data.length);
    let bright = 0;
    for (let i = 0; i < mask.length; i++) {
      if ((small.data[i] as number) > t) {
        mask[i] = 1;
        bright++;
      }
    }
    if (bright === 0 || bright === mask.length) continue;
    fillHoles(mask, small.width, small.height);
    for (const r of cardRegions(erode(mask, small.width, small.height), small)) {
      // the same card at both levels: the first level's outline holds its shaded edges too, keep it
      const same = found.some(
        (f) =>
          Math.hypot(f.rect.cx - r.rect.cx, f.rect.cy - r.rect.cy) < 0.5 * Math.min(f.rect.halfU, f.rect.halfV, r.rect.halfU, r.rect.halfV),
      );
      if (!same) found.push(r);
    }
  }
  if (found.length === 0) return noCard();
  found.sort((a, b) => b.area - a.area);
  return ok(found.map((f) => locationOf(f, step, frame)));
}

/** The region's rectangle in frame pixels, as corners of the card held upright-ish. */
function locationOf(best: Region, step: number, frame: Frame): CardLocation {
  // the erosion took one pixel off each side; give it back, then scale to the frame
  const r = best.rect;
  const grown: RotatedRect = {
    cx: (r.cx + 0.5) * step,
    cy: (r.cy + 0.5) * step,
    ux: r.ux,
    uy: r.uy,
    halfU: (r.halfU + 1) * step,
    halfV: (r.halfV + 1) * step,
  };
  const corners = portraitCorners(grown);
  const [tl, tr] = corners;
  const angle = (Math.atan2(tr.y - tl.y, tr.x - tl.x) * 180) / Math.PI;
  return { corners, angle, coverage: rectArea(grown) / (frame.width * frame.height), fill: best.fill };
}

/** Otsu's level among the pixels brighter than `level`, when they are spread enough to hold two classes. */
function upperLevel(img: Gray, level: number): number | null {
  const above = img.data.filter((v) => v > level);
  if (above.length < 64) return null;
  const sub: Gray = { width: above.length, height: 1, data: above };
  return spread(sub) >= 40 ? otsu(sub) : null;
}

const noCard = (): Result<never> =>
  err('ERR_NO_CARD', 'No card found in the frame: hold one card face up, flat and whole in view, on a darker table.');

function spread(img: Gray): number {
  let lo = 255;
  let hi = 0;
  for (const v of img.data) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return hi - lo;
}

/**
 * Sets every dark pixel that cannot reach the frame's edge through dark
 * pixels (8-connected): the ink, boxes and frame lines printed on the card,
 * which would otherwise cut its face into pieces.
 */
function fillHoles(mask: Uint8Array, w: number, h: number): void {
  const outside = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const push = (i: number): void => {
    if (!mask[i] && !outside[i]) {
      outside[i] = 1;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (top > 0) {
    const i = stack[--top] as number;
    const x = i % w;
    const y = (i - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) push(ny * w + nx);
      }
    }
  }
  for (let i = 0; i < mask.length; i++) if (!outside[i]) mask[i] = 1;
}

/** 3x3 erosion (a pixel stays only if all 8 neighbours are set). */
function erode(mask: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (
        mask[i] &&
        mask[i - 1] &&
        mask[i + 1] &&
        mask[i - w] &&
        mask[i + w] &&
        mask[i - w - 1] &&
        mask[i - w + 1] &&
        mask[i + w - 1] &&
        mask[i + w + 1]
      )
        out[i] = 1;
    }
  }
  return out;
}

interface Region {
  readonly rect: RotatedRect;
  readonly fill: number;
  readonly area: number;
}

/** Labels 4-connected regions and returns those shaped like a card. */
function cardRegions(mask: Uint8Array, img: Gray): Region[] {
  const { width: w, height: h } = img;
  const label = new Int32Array(mask.length);
  const stack = new Int32Array(mask.length);
  let next = 0;
  const out: Region[] = [];
  const minArea = MIN_COVERAGE * w * h;
  const rowMin = new Int32Array(h);
  const rowMax = new Int32Array(h);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start]) continue;
    next++;
    // flood fill, keeping each row's leftmost and rightmost pixel (enough for the hull)
    rowMin.fill(w);
    rowMax.fill(-1);
    let area = 0;
    let top = 0;
    stack[top++] = start;
    label[start] = next;
    while (top > 0) {
      const i = stack[--top] as number;
      area++;
      const x = i % w;
      const y = (i - x) / w;
      if (x < (rowMin[y] as number)) rowMin[y] = x;
      if (x > (rowMax[y] as number)) rowMax[y] = x;
      // the four neighbours, inlined (no array a pixel: this runs for every bright pixel, twice a frame)
      if (x > 0 && mask[i - 1] && !label[i - 1]) {
        label[i - 1] = next;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && mask[i + 1] && !label[i + 1]) {
        label[i + 1] = next;
        stack[top++] = i + 1;
      }
      if (y > 0 && mask[i - w] && !label[i - w]) {
        label[i - w] = next;
        stack[top++] = i - w;
      }
      if (y < h - 1 && mask[i + w] && !label[i + w]) {
        label[i + w] = next;
        stack[top++] = i + w;
      }
    }
    if (area < minArea) continue;
    const points: Point[] = [];
    for (let y = 0; y < h; y++) {
      const x = rowMin[y] as number;
      const x2 = rowMax[y] as number;
      if (x2 < 0) continue;
      points.push({ x: x - 0.5, y: y - 0.5 }, { x: x - 0.5, y: y + 0.5 }, { x: x2 + 0.5, y: y - 0.5 }, { x: x2 + 0.5, y: y + 0.5 });
    }
    const rect = minAreaRect(convexHull(points));
    if (!rect) continue;
    const fill = area / rectArea(rect);
    const aspect = Math.max(rect.halfU, rect.halfV) / Math.max(1e-9, Math.min(rect.halfU, rect.halfV));
    if (fill < MIN_FILL || aspect < MIN_ASPECT || aspect > MAX_ASPECT) continue;
    out.push({ rect, fill, area });
  }
  return out;
}

/**
 * Samples the card upright into a `width` x `height` RGBA frame (bilinear).
 * `inset` trims that share of each side (the card's edge and rounded corners
 * read as junk).
 */
export function straighten(frame: Frame, loc: CardLocation, width: number, height: number, inset = 0): Frame {
  const [tl, tr, , bl] = loc.corners;
  const ax = (tr.x - tl.x) / width;
  const ay = (tr.y - tl.y) / width;
  const bx = (bl.x - tl.x) / height;
  const by = (bl.y - tl.y) / height;
  const ox = tl.x + inset * width * ax + inset * height * bx;
  const oy = tl.y + inset * width * ay + inset * height * by;
  const s = 1 - 2 * inset;
  const out = new Uint8Array(width * height * 4);
  const fw = frame.width;
  const fh = frame.height;
  const d = frame.data;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const px = ox + (x + 0.5) * s * ax + (y + 0.5) * s * bx - 0.5;
      const py = oy + (x + 0.5) * s * ay + (y + 0.5) * s * by - 0.5;
      const x0 = Math.floor(px);
      const y0 = Math.floor(py);
      if (x0 < 0 || y0 < 0 || x0 >= fw - 1 || y0 >= fh - 1) {
        out.fill(255, o, o + 4);
        continue;
      }
      const fx = px - x0;
      const fy = py - y0;
      const i00 = (y0 * fw + x0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + fw * 4;
      const i11 = i01 + 4;
      for (let c = 0; c < 3; c++) {
        const top = (d[i00 + c] as number) * (1 - fx) + (d[i10 + c] as number) * fx;
        const bottom = (d[i01 + c] as number) * (1 - fx) + (d[i11 + c] as number) * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}
