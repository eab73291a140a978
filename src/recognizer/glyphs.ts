/**
 * Ink on a straightened card: dark connected regions, and groups of them
 * that sit side by side at the same height (the "10" of a corner index). The
 * tallest groups are where a card prints its value, whatever its layout, so
 * they are read alone with a tight whitelist, which is both faster and surer
 * than finding a big lone number in a whole-card read (toolchain.md).
 */
import { otsu, type Gray } from './image';

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface InkMap {
  readonly width: number;
  readonly height: number;
  /** Region label per pixel (0 = paper). */
  readonly labels: Int32Array;
  readonly regions: readonly InkRegion[];
}

export interface InkRegion extends Box {
  readonly label: number;
  readonly pixels: number;
}

export interface GlyphGroup extends Box {
  readonly labels: readonly number[];
}

/** Labels the card's ink (darker than Otsu's level, and clearly darker than the paper). */
export function inkMap(card: Gray): InkMap {
  const { width: w, height: h, data } = card;
  const level = Math.min(otsu(card), paperLevel(card) - 40);
  const labels = new Int32Array(w * h);
  const stack = new Int32Array(w * h);
  const regions: InkRegion[] = [];
  let next = 0;
  for (let start = 0; start < data.length; start++) {
    if ((data[start] as number) > level || labels[start]) continue;
    next++;
    let top = 0;
    stack[top++] = start;
    labels[start] = next;
    let x0 = w;
    let y0 = h;
    let x1 = -1;
    let y1 = -1;
    let pixels = 0;
    while (top > 0) {
      const i = stack[--top] as number;
      pixels++;
      const x = i % w;
      const y = (i - x) / w;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      // the four neighbours, inlined: this loop runs for every ink pixel of every card
      let j = i - 1;
      if (x > 0 && !labels[j] && (data[j] as number) <= level) {
        labels[j] = next;
        stack[top++] = j;
      }
      j = i + 1;
      if (x < w - 1 && !labels[j] && (data[j] as number) <= level) {
        labels[j] = next;
        stack[top++] = j;
      }
      j = i - w;
      if (y > 0 && !labels[j] && (data[j] as number) <= level) {
        labels[j] = next;
        stack[top++] = j;
      }
      j = i + w;
      if (y < h - 1 && !labels[j] && (data[j] as number) <= level) {
        labels[j] = next;
        stack[top++] = j;
      }
    }
    regions.push({ label: next, pixels, x0, y0, x1: x1 + 1, y1: y1 + 1 });
  }
  return { width: w, height: h, labels, regions };
}

/** The paper's brightness: a high percentile of the card. */
function paperLevel(card: Gray): number {
  const hist = new Uint32Array(256);
  for (const v of card.data) hist[v] = (hist[v] as number) + 1;
  let seen = 0;
  const want = card.data.length * 0.25;
  for (let v = 255; v >= 0; v--) {
    seen += hist[v] as number;
    if (seen >= want) return v;
  }
  return 255;
}

/** Character-sized regions at least `minHeight` tall, grouped into side-by-side runs, tallest first. */
export function glyphGroups(ink: InkMap, minHeight: number): GlyphGroup[] {
  const maxHeight = ink.height * 0.45;
  const chars = ink.regions.filter((r) => {
    const h = r.y1 - r.y0;
    const w = r.x1 - r.x0;
    return (
      h >= minHeight &&
      h <= maxHeight &&
      w <= 1.6 * h &&
      r.pixels >= 0.08 * w * h &&
      r.x0 > 0 &&
      r.y0 > 0 &&
      r.x1 < ink.width &&
      r.y1 < ink.height
    );
  });
  chars.sort((a, b) => a.x0 - b.x0);
  const groups: { box: { x0: number; y0: number; x1: number; y1: number }; labels: number[] }[] = [];
  for (const c of chars) {
    const ch = c.y1 - c.y0;
    const host = groups.find((g) => {
      const gh = g.box.y1 - g.box.y0;
      const overlap = Math.min(g.box.y1, c.y1) - Math.max(g.box.y0, c.y0);
      const gap = c.x0 - g.box.x1;
      return overlap >= 0.6 * Math.min(gh, ch) && ch <= 1.4 * gh && gh <= 1.4 * ch && gap <= 0.6 * Math.max(gh, ch) && gap >= -0.2 * ch;
    });
    if (host) {
      host.box = {
        x0: Math.min(host.box.x0, c.x0),
        y0: Math.min(host.box.y0, c.y0),
        x1: Math.max(host.box.x1, c.x1),
        y1: Math.max(host.box.y1, c.y1),
      };
      host.labels.push(c.label);
    } else {
      groups.push({ box: { x0: c.x0, y0: c.y0, x1: c.x1, y1: c.y1 }, labels: [c.label] });
    }
  }
  return groups
    .filter((g) => g.labels.length <= 3)
    .map((g) => ({ ...g.box, labels: g.labels }))
    .sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0));
}

/**
 * The group alone on white paper, with a margin: other ink in the margin is
 * painted out, so the reader sees no border line or neighbouring word.
 */
export function cropGroup(card: Gray, ink: InkMap, group: GlyphGroup): Gray {
  const h = group.y1 - group.y0;
  const pad = Math.round(h * 0.3);
  const x0 = group.x0 - pad;
  const y0 = group.y0 - pad;
  const w = group.x1 - group.x0 + 2 * pad;
  const hh = h + 2 * pad;
  const keep = new Set(group.labels);
  const out = new Uint8Array(w * hh).fill(255);
  for (let y = 0; y < hh; y++) {
    const sy = y0 + y;
    if (sy < 0 || sy >= card.height) continue;
    for (let x = 0; x < w; x++) {
      const sx = x0 + x;
      if (sx < 0 || sx >= card.width) continue;
      const i = sy * card.width + sx;
      const label = ink.labels[i] as number;
      if (label === 0 || keep.has(label)) out[y * w + x] = card.data[i] as number;
    }
  }
  return { width: w, height: hh, data: out };
}

/**
 * Black ink on white paper, whatever the light: the darkest pixel becomes
 * black and the paper (the crop's 80th-percentile brightness) white. Under
 * warm, cold or dim light the paper is gray, and gray paper beside the white
 * the crop paints out reads as a box edge.
 */
export function whitenPaper(img: Gray): Gray {
  const hist = new Uint32Array(256);
  let lo = 255;
  for (const v of img.data) {
    hist[v] = (hist[v] as number) + 1;
    if (v < lo) lo = v;
  }
  let seen = 0;
  let paper = 255;
  for (let v = 0; v < 256; v++) {
    seen += hist[v] as number;
    if (seen >= img.data.length * 0.8) {
      paper = v;
      break;
    }
  }
  if (paper - lo < 16) return img;
  const k = 255 / (paper - lo);
  return { ...img, data: img.data.map((v) => (v >= paper ? 255 : Math.round((v - lo) * k))) };
}
