/**
 * The suit of a standard card from its pips. Colour splits red from black
 * (the pip's ink is clearly redder than it is green or blue); shape splits
 * within a colour from the outline alone, so it works for any font:
 * - a heart's top has a notch in the middle and it is about as wide as tall,
 *   a diamond's top is its point and it is clearly narrower;
 * - a club's top is a round lobe and its outline jumps outwards where its
 *   side lobes start; a spade's top is a point and it widens steadily down
 *   to its shoulders.
 * Each pip looked at votes; without a clear majority the suit is left open.
 */
import type { Suit } from '../engine/core/cards';
import type { Box, InkMap, InkRegion } from './glyphs';
import type { Frame } from './image';

/** Pips near the middle looked at besides the corner one. */
const MIDDLE_PIPS = 4;

export interface SuitRead {
  readonly color: 'red' | 'black' | null;
  readonly suit: Suit | null;
}

/** The card seen from its other end, with the bottom index's box as it reads there (under it, its pip). */
export interface TurnedCorner {
  readonly card: Frame;
  readonly ink: InkMap;
  readonly index: Box;
}

/**
 * Reads the suit from the pip under each corner index (the bottom one seen
 * turned round, so both pips stand upright) and the biggest pips near the
 * middle. A middle pip may be printed either way up (on real cards half of
 * them are), so it is looked at both ways and counts only when the two looks
 * do not contradict each other.
 */
export function readSuit(card: Frame, ink: InkMap, index: Box | null, bottom: TurnedCorner | null = null): SuitRead {
  const corner: { card: Frame; ink: InkMap; pip: InkRegion }[] = [];
  const topPip = index ? pipUnder(ink, index) : null;
  if (topPip) corner.push({ card, ink, pip: topPip });
  const bottomPip = bottom ? pipUnder(bottom.ink, bottom.index) : null;
  if (bottom && bottomPip) corner.push({ card: bottom.card, ink: bottom.ink, pip: bottomPip });
  const cx0 = ink.width * 0.2;
  const cx1 = ink.width * 0.8;
  const cy0 = ink.height * 0.2;
  const cy1 = ink.height * 0.8;
  const middle = ink.regions
    .filter((r) => r.x0 >= cx0 && r.x1 <= cx1 && r.y0 >= cy0 && r.y1 <= cy1 && r.y1 - r.y0 >= ink.height * 0.04 && pipShaped(r))
    .sort((a, b) => b.pixels - a.pixels)
    .slice(0, MIDDLE_PIPS);
  if (corner.length + middle.length === 0) return { color: null, suit: null };
  const colors = [...corner.map((c) => pipColor(c.card, c.ink, c.pip)), ...middle.map((p) => pipColor(card, ink, p))];
  const color = colors.every((c) => c === colors[0]) ? (colors[0] as 'red' | 'black') : null;
  if (!color) return { color: null, suit: null };
  const shape = color === 'red' ? redShape : blackShape;
  const votes = new Map<Suit | null, number>();
  const vote = (s: Suit | null): void => void votes.set(s, (votes.get(s) ?? 0) + 1);
  for (const c of corner) vote(shape(c.ink, c.pip));
  if (middle.length > 0) {
    const w = ink.width;
    const h = ink.height;
    const back = {
      width: w,
      height: h,
      labels: ink.labels.slice().reverse(),
      regions: [],
    } satisfies InkMap;
    for (const p of middle) {
      const upright = shape(ink, p);
      const flipped = shape(back, { ...p, x0: w - p.x1, x1: w - p.x0, y0: h - p.y1, y1: h - p.y0 });
      vote(eitherWayUp(color, upright, flipped));
    }
  }
  const [a, b] = (color === 'red' ? (['H', 'D'] as const) : (['S', 'C'] as const)).map((s) => votes.get(s) ?? 0) as [number, number];
  // two pips agreeing and none against, or a clear majority of many
  const decided = (top: number, other: number): boolean => (top >= 2 && other === 0) || (top >= 3 && top >= 3 * other);
  const suit = decided(a, b) ? (color === 'red' ? 'H' : 'S') : decided(b, a) ? (color === 'red' ? 'D' : 'C') : null;
  return { color, suit };
}

/**
 * A middle pip's suit from its two looks. A heart shows its notch at one end
 * only, a diamond its points at both: a heart either way is a heart, a
 * diamond must look like one both ways. A spade or a club seen from its stem
 * end looks like neither: one look with no answer leaves the other's, two
 * different answers leave none.
 */
export function eitherWayUp(color: 'red' | 'black', upright: Suit | null, flipped: Suit | null): Suit | null {
  if (color === 'red') {
    if (upright === 'H' || flipped === 'H') return upright === 'D' || flipped === 'D' ? null : 'H';
    return upright === 'D' && flipped === 'D' ? 'D' : null;
  }
  if (upright && flipped) return upright === flipped ? upright : null;
  return upright ?? flipped;
}

/** The pip under a corner index (the biggest pip-shaped region just below it). */
function pipUnder(ink: InkMap, index: Box): InkRegion | null {
  const h = index.y1 - index.y0;
  const under = ink.regions
    .filter(
      (r) =>
        r.y0 >= index.y1 - 2 &&
        r.y0 <= index.y1 + 1.2 * h &&
        (r.x0 + r.x1) / 2 >= index.x0 - 0.5 * h &&
        (r.x0 + r.x1) / 2 <= index.x1 + 0.5 * h,
    )
    .filter((r) => r.y1 - r.y0 >= 0.35 * h && pipShaped(r))
    .sort((a, b) => b.pixels - a.pixels);
  return under[0] ?? null;
}

function pipShaped(r: InkRegion): boolean {
  const w = r.x1 - r.x0;
  const h = r.y1 - r.y0;
  return w >= 0.55 * h && w <= 1.3 * h && r.pixels >= 0.35 * w * h && r.pixels <= 0.85 * w * h;
}

function pipColor(card: Frame, ink: InkMap, r: InkRegion): 'red' | 'black' {
  let red = 0;
  let n = 0;
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0; x < r.x1; x++) {
      const i = y * ink.width + x;
      if (ink.labels[i] !== r.label) continue;
      const d = card.data;
      red += (d[i * 4] as number) - ((d[i * 4 + 1] as number) + (d[i * 4 + 2] as number)) / 2;
      n++;
    }
  }
  return n > 0 && red / n > 40 ? 'red' : 'black';
}

/** First ink row of a column (as a share of the pip's height), 1 when the column is empty. */
function topOf(ink: InkMap, r: InkRegion, share: number): number {
  const x = Math.min(r.x1 - 1, Math.round(r.x0 + share * (r.x1 - r.x0 - 1)));
  for (let y = r.y0; y < r.y1; y++) if (ink.labels[y * ink.width + x] === r.label) return (y - r.y0) / (r.y1 - r.y0);
  return 1;
}

function redShape(ink: InkMap, r: InkRegion): Suit | null {
  const mid = Math.min(topOf(ink, r, 0.48), topOf(ink, r, 0.5), topOf(ink, r, 0.52));
  const lobes = Math.min(topOf(ink, r, 0.3), topOf(ink, r, 0.7));
  const sides = Math.min(topOf(ink, r, 0.2), topOf(ink, r, 0.8));
  const aspect = (r.x1 - r.x0) / (r.y1 - r.y0);
  // a heart is about as wide as tall, a diamond clearly narrower
  if (mid >= lobes + 0.06 && aspect > 0.85) return 'H';
  if (mid < 0.05 && sides >= 0.12 && aspect < 0.9) return 'D';
  return null;
}

function blackShape(ink: InkMap, r: InkRegion): Suit | null {
  const w = r.x1 - r.x0;
  const h = r.y1 - r.y0;
  // the outline's left and right edges per row, down to the widest row in the upper 80%
  const left: number[] = [];
  const right: number[] = [];
  for (let y = r.y0; y < r.y0 + Math.round(h * 0.8); y++) {
    let lx = -1;
    let rx = -1;
    for (let x = r.x0; x < r.x1; x++) {
      if (ink.labels[y * ink.width + x] === r.label) {
        if (lx < 0) lx = x - r.x0;
        rx = x - r.x0;
      }
    }
    if (lx >= 0) {
      left.push(lx);
      right.push(w - 1 - rx);
    }
  }
  // a club's side lobes make its outline jump outwards within two rows; a spade widens a little each row
  let jump = 0;
  for (const edge of [left, right]) {
    let widest = 0;
    for (let i = 1; i < edge.length; i++) if ((edge[i] as number) < (edge[widest] as number)) widest = i;
    for (let i = 2; i <= widest; i++) jump = Math.max(jump, (edge[i - 2] as number) - (edge[i] as number));
  }
  // a club's top is a round lobe, already wide just below its top; a spade's is a point that widens steadily
  const widthAt = (share: number): number => {
    const i = Math.min(left.length - 1, Math.round(share * h));
    return w - (left[i] as number) - (right[i] as number);
  };
  const roundTop = widthAt(0.1) / Math.max(1, widthAt(0.3));
  // measured on the 300x420 straightened card: spades have roundTop 0.2-0.5 and jump 2-3 pixels;
  // clubs have roundTop 0.53-1.2 and jump 5-8 pixels (a fifth of their width), or 3-4 when blurred
  if ((roundTop >= 0.55 && jump >= 3) || (roundTop >= 0.5 && (jump >= 5 || (jump >= 4 && jump >= 0.18 * w)))) return 'C';
  if (roundTop <= 0.48 && (jump <= 3 || jump <= 0.1 * w)) return 'S';
  return null;
}
