/**
 * Which way up a straightened card lies. The locator knows the card's long
 * axis but not which end is its top (a card on a table lies any way up), so
 * the straightened card is either upright or upside down. Printed text says
 * which: letters stand on a common baseline, while their tops differ
 * (ascenders and capitals against x-height letters), and descenders are rare.
 * In a line of upright text the glyph bottoms line up better than the tops;
 * upside down it is the other way round. Lines of capitals or digits line up
 * both ways and say nothing. Pure pixel work, no OCR.
 */
import type { Frame, Gray } from './image';
import type { InkMap, InkRegion } from './glyphs';
import type { CardLocation } from './locate';

export interface Orientation {
  /** True when the card lies upside down as straightened (turn it round to read it). */
  readonly flip: boolean;
  /** Evidence for the decision: glyphs whose bottom lines up minus those whose top does (0: no text to tell by). */
  readonly score: number;
  /** Text lines looked at. */
  readonly lines: number;
}

/** Evidence below this is no decision (the words are then read both ways up). */
export const SURE_ORIENTATION = 3;

/** A text line: small ink regions side by side at the same height. */
interface Line {
  readonly glyphs: InkRegion[];
  y0: number;
  y1: number;
  x1: number;
}

/** Glyph-sized regions (letters of the words printed on the card, not its big value or frame lines). */
function letters(ink: InkMap): InkRegion[] {
  const maxH = ink.height * 0.06;
  return ink.regions.filter((r) => {
    const h = r.y1 - r.y0;
    const w = r.x1 - r.x0;
    return h >= 5 && h <= maxH && w <= 1.5 * h && w >= 2 && r.pixels >= 0.15 * w * h;
  });
}

/** Groups letters into lines: a letter joins the line it overlaps most in height, if it is near its right end. */
export function textLines(ink: InkMap): InkRegion[][] {
  const chars = letters(ink).sort((a, b) => a.x0 - b.x0);
  const lines: Line[] = [];
  for (const c of chars) {
    const ch = c.y1 - c.y0;
    let host: Line | null = null;
    let bestOverlap = 0;
    for (const l of lines) {
      const lh = l.y1 - l.y0;
      const overlap = Math.min(l.y1, c.y1) - Math.max(l.y0, c.y0);
      const gap = c.x0 - l.x1;
      if (overlap >= 0.5 * Math.min(lh, ch) && gap <= 1.2 * Math.max(lh, ch) && gap >= -0.5 * ch && overlap > bestOverlap) {
        host = l;
        bestOverlap = overlap;
      }
    }
    if (host) {
      host.glyphs.push(c);
      host.y0 = Math.min(host.y0, c.y0);
      host.y1 = Math.max(host.y1, c.y1);
      host.x1 = Math.max(host.x1, c.x1);
    } else {
      lines.push({ glyphs: [c], y0: c.y0, y1: c.y1, x1: c.x1 });
    }
  }
  return lines.filter((l) => l.glyphs.length >= 3).map((l) => l.glyphs);
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** The card's orientation from its text lines (see the module comment). */
export function orientation(ink: InkMap): Orientation {
  let score = 0;
  let lines = 0;
  for (const glyphs of textLines(ink)) {
    if (glyphs.length < 4) continue;
    const heights = glyphs.map((g) => g.y1 - g.y0);
    const tol = Math.max(1, 0.12 * median(heights));
    const bottoms = glyphs.map((g) => g.y1);
    const tops = glyphs.map((g) => g.y0);
    const mb = median(bottoms);
    const mt = median(tops);
    const alignedBottoms = bottoms.filter((b) => Math.abs(b - mb) <= tol).length;
    const alignedTops = tops.filter((t) => Math.abs(t - mt) <= tol).length;
    score += alignedBottoms - alignedTops;
    lines++;
  }
  return { flip: score < 0, score, lines };
}

/** A gray image turned half round. */
export function turnGray(img: Gray): Gray {
  return { width: img.width, height: img.height, data: img.data.slice().reverse() };
}

/** An RGBA frame turned half round (pixel order reversed, each pixel's bytes kept). */
export function turnFrame(frame: Frame): Frame {
  const n = frame.width * frame.height;
  const out = new Uint8Array(n * 4);
  const d = frame.data;
  for (let i = 0, j = (n - 1) * 4; i < n * 4; i += 4, j -= 4) {
    out[i] = d[j] as number;
    out[i + 1] = d[j + 1] as number;
    out[i + 2] = d[j + 2] as number;
    out[i + 3] = d[j + 3] as number;
  }
  return { width: frame.width, height: frame.height, data: out };
}

/** The ink map of the turned card (labels and boxes turned with it). */
export function turnInk(ink: InkMap): InkMap {
  const { width: w, height: h } = ink;
  return {
    width: w,
    height: h,
    labels: ink.labels.slice().reverse(),
    regions: ink.regions.map((r) => ({ ...r, x0: w - r.x1, x1: w - r.x0, y0: h - r.y1, y1: h - r.y0 })),
  };
}

/** The card's corners named from its other end: what was bottom-right is now its top-left. */
export function turnLocation(loc: CardLocation): CardLocation {
  const [tl, tr, br, bl] = loc.corners;
  return { ...loc, corners: [br, bl, tl, tr], angle: loc.angle > 0 ? loc.angle - 180 : loc.angle + 180 };
}
