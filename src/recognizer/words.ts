/**
 * Reading a card's words fast: instead of a sparse-text read of the whole
 * card (most of the time went on its small effect text, frame lines and
 * pips), the lines of print big enough to be a domain word or a name are cut
 * out, each on white with only its own ink, stacked into one small image and
 * read once. A card with no such line (small print only) is read whole, as
 * before.
 */
import type { InkMap, InkRegion } from './glyphs';
import type { Gray } from './image';
import type { Ocr, OcrRead } from './ocr';

/** A line of print: its box on the card and the regions it holds. */
export interface PrintLine {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly glyphs: readonly InkRegion[];
}

/** Lines lower than this share of the card's height are small print (effect text) and are not read. */
const MIN_LINE = 0.04;
/** Glyphs taller than this share are the card's big value, not words. */
const MAX_GLYPH = 0.1;
/** At most this many lines are read (the biggest). */
const MAX_LINES = 5;
const GAP = 14;

/** Letter-sized regions grouped into lines (side by side, overlapping in height), top to bottom. */
export function printLines(ink: InkMap): PrintLine[] {
  const maxH = ink.height * MAX_GLYPH;
  const chars = ink.regions
    .filter((r) => {
      const h = r.y1 - r.y0;
      const w = r.x1 - r.x0;
      // letters run together by blur or a tight font make one wide region: keep it
      return h >= 4 && h <= maxH && w <= 8 * h && r.pixels >= 0.1 * w * h && r.x0 > 0 && r.y0 > 0 && r.x1 < ink.width && r.y1 < ink.height;
    })
    .sort((a, b) => a.x0 - b.x0);
  const lines: { x0: number; y0: number; x1: number; y1: number; glyphs: InkRegion[] }[] = [];
  for (const c of chars) {
    const ch = c.y1 - c.y0;
    let host: (typeof lines)[number] | null = null;
    let best = 0;
    for (const l of lines) {
      const lh = l.y1 - l.y0;
      const overlap = Math.min(l.y1, c.y1) - Math.max(l.y0, c.y0);
      const gap = c.x0 - l.x1;
      if (overlap >= 0.5 * Math.min(lh, ch) && gap <= 1.0 * Math.max(lh, ch) && gap >= -0.5 * ch && overlap > best) {
        host = l;
        best = overlap;
      }
    }
    if (host) {
      host.glyphs.push(c);
      host.x0 = Math.min(host.x0, c.x0);
      host.y0 = Math.min(host.y0, c.y0);
      host.x1 = Math.max(host.x1, c.x1);
      host.y1 = Math.max(host.y1, c.y1);
    } else {
      lines.push({ x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1, glyphs: [c] });
    }
  }
  return lines.filter((l) => l.glyphs.length >= 2).sort((a, b) => a.y0 - b.y0);
}

/** The lines worth reading: tall enough, at most MAX_LINES of the tallest, top to bottom. */
export function wordLines(ink: InkMap): PrintLine[] {
  const min = ink.height * MIN_LINE;
  const tall = printLines(ink).filter((l) => l.y1 - l.y0 >= min);
  return tall
    .sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))
    .slice(0, MAX_LINES)
    .sort((a, b) => a.y0 - b.y0);
}

/**
 * The lines stacked on white, each with the ink of its box only (an i's dot
 * and a comma stay; a frame line running through the box is painted out).
 */
export function stackLines(card: Gray, ink: InkMap, lines: readonly PrintLine[]): Gray {
  const boxes = lines.map((l) => {
    const pad = Math.max(3, Math.round((l.y1 - l.y0) * 0.25));
    return {
      x0: Math.max(0, l.x0 - pad),
      y0: Math.max(0, l.y0 - pad),
      x1: Math.min(card.width, l.x1 + pad),
      y1: Math.min(card.height, l.y1 + pad),
    };
  });
  const width = Math.max(...boxes.map((b) => b.x1 - b.x0)) + 2 * GAP;
  const height = boxes.reduce((s, b) => s + b.y1 - b.y0 + GAP, GAP);
  const out = new Uint8Array(width * height).fill(255);
  const regionBox = new Map<number, InkRegion>();
  for (const r of ink.regions) regionBox.set(r.label, r);
  let top = GAP;
  for (const b of boxes) {
    // the box's paper becomes white and its ink black: under coloured or dim light the paper is gray
    let lo = 255;
    let hi = 0;
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) {
        const v = card.data[y * card.width + x] as number;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    const k = hi - lo >= 8 ? 255 / (hi - lo) : 1;
    const base = hi - lo >= 8 ? lo : 0;
    for (let y = b.y0; y < b.y1; y++) {
      for (let x = b.x0; x < b.x1; x++) {
        const i = y * card.width + x;
        const label = ink.labels[i] as number;
        if (label !== 0) {
          const r = regionBox.get(label);
          // ink reaching out of the box belongs to something else (a frame, the big value, a neighbouring line)
          if (!r || r.x0 < b.x0 || r.y0 < b.y0 || r.x1 > b.x1 || r.y1 > b.y1) continue;
        }
        out[(top + y - b.y0) * width + GAP + x - b.x0] = Math.min(255, Math.round(((card.data[i] as number) - base) * k));
      }
    }
    top += b.y1 - b.y0 + GAP;
  }
  return { width, height, data: out };
}

/** Reads the card's words: its big lines stacked into one image, or the whole card when it has none. */
export async function readWords(ocr: Ocr, card: Gray, ink: InkMap): Promise<OcrRead> {
  const lines = wordLines(ink);
  if (lines.length === 0) return ocr.read(card, 'sparse');
  return ocr.read(stackLines(card, ink, lines), 'block');
}

/** How much real text a read holds: confident letters in words of three or more. */
export function wordQuality(read: OcrRead): number {
  let q = 0;
  for (const w of read.words) {
    const letters = w.text.replace(/[^A-Za-z]/g, '');
    if (letters.length >= 3) q += (letters.length * Math.max(0, w.confidence)) / 100;
  }
  return q;
}
