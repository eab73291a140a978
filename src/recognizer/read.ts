/**
 * Reading a found card, whichever way up it lies: straighten it, tell from
 * its text lines whether it is upside down (orient.ts) and turn it round if
 * so, then read its value from both corner indices (the bottom one turned
 * round, as it is printed, so a 6 there reads 6 and the two must agree) or,
 * on a card with one big value, that value; read its big lines of words once
 * (words.ts); for a standard deck look at the pips for the suit. When the
 * text does not tell which way up the card is, the words are read both ways
 * up and the better read decides.
 */
import type { DeckKind } from '../engine/core/cards';
import { cropGroup, glyphGroups, inkMap, whitenPaper, type GlyphGroup, type InkMap } from './glyphs';
import { padGray, scaleGray, toGray, type Frame, type Gray } from './image';
import { straighten, type CardLocation } from './locate';
import type { Ocr, OcrRead, OcrWord } from './ocr';
import { parseValue } from './match';
import { orientation, SURE_ORIENTATION, turnFrame, turnGray, turnInk, turnLocation } from './orient';
import { readSuit, type SuitRead } from './suit';
import { readWords, wordQuality } from './words';

/** Size the card is straightened to (a poker card's 5:7). */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 420;

export interface ValueRead {
  readonly text: string;
  /** 0..1 */
  readonly confidence: number;
  /** Where it was printed on the upright card, as shares of its size (0 = top/left); a turned bottom index reports where it reads as a top one. */
  readonly x: number;
  readonly y: number;
  /** Glyph height as a share of the card's height. */
  readonly size: number;
  /** Which corner index it was read from (absent: the card's one big value). */
  readonly corner?: 'top' | 'bottom';
}

export interface CardReading {
  /** Everything read, the value reads first, as one line of text. */
  readonly text: string;
  readonly words: readonly OcrWord[];
  readonly values: readonly ValueRead[];
  readonly suit: SuitRead | null;
  /** The card's corners in the frame, its printed top-left first (turned round when it lay upside down). */
  readonly location: CardLocation;
  /** How the way up was told: text lines (`lines`), the better of two word reads (`words`), or not at all (`none`). */
  readonly orientedBy: 'lines' | 'words' | 'none';
}

const WHITELIST: Readonly<Record<DeckKind, string>> = { tech: '0123456789', standard: '0123456789AJQK' };
/** Glyph heights (pixels) a value is read at, and the white margin around it. */
const VALUE_GLYPH_HEIGHTS = [40, 56] as const;
const VALUE_MARGIN = 8;
/** Two corner reads agreeing at least this sure need no second glyph height. */
const SURE_READ = 0.6;
/** A word read holding less than this (wordQuality) is read the other way up too. */
const POOR_READ = 4;

/** The straightened card, its gray copy and its ink, one way up. */
interface Side {
  readonly color: Frame;
  readonly card: Gray;
  readonly ink: InkMap;
  readonly loc: CardLocation;
}

const turned = (s: Side): Side => ({ color: turnFrame(s.color), card: turnGray(s.card), ink: turnInk(s.ink), loc: turnLocation(s.loc) });

/**
 * `words: false` skips the word read (a standard card prints no words, only
 * its indices and pips, unless teach mode recorded some).
 */
export async function readCard(ocr: Ocr, frame: Frame, loc: CardLocation, kind: DeckKind, words = true): Promise<CardReading> {
  const color = straighten(frame, loc, CARD_WIDTH, CARD_HEIGHT, 0.025);
  const card = toGray(color);
  const asFound: Side = { color, card, ink: inkMap(card), loc };
  const o = orientation(asFound.ink);
  let side = o.flip ? turned(asFound) : asFound;
  let orientedBy: CardReading['orientedBy'] = Math.abs(o.score) >= SURE_ORIENTATION ? 'lines' : 'none';
  let read: OcrRead = { text: '', words: [] };
  if (words) {
    read = await readWords(ocr, side.card, side.ink);
    if (orientedBy === 'none' || wordQuality(read) < POOR_READ) {
      // the lines did not tell, or what they told gave no words: read the other way up too, keep the better read
      const other = turned(side);
      const otherRead = await readWords(ocr, other.card, other.ink);
      const better = wordQuality(otherRead) > wordQuality(read);
      if (better) {
        side = other;
        read = otherRead;
      }
      if (better || orientedBy === 'none') orientedBy = 'words';
    }
  }
  const groups = glyphGroups(side.ink, CARD_HEIGHT * 0.06);
  const values = await readValues(ocr, side, groups, kind);
  const index = cornerGroups(groups);
  const suit = kind === 'standard' ? standardSuit(side, index) : null;
  const text = [...new Set(values.map((v) => v.text)), read.text.replace(/\s+/g, ' ')].join(' ').trim();
  return { text, words: read.words, values, suit, location: side.loc, orientedBy };
}

/** The suit from the pips: the top index's pip, the bottom index's (seen turned round) and the middle ones. */
function standardSuit(side: Side, index: { top: GlyphGroup | null; bottom: GlyphGroup | null }): SuitRead {
  const other = index.bottom ? turned(side) : null;
  const bottom = index.bottom ? turnBox(index.bottom) : null;
  return readSuit(side.color, side.ink, index.top, other && bottom ? { card: other.color, ink: other.ink, index: bottom } : null);
}

const turnBox = (g: GlyphGroup): GlyphGroup => ({
  ...g,
  x0: CARD_WIDTH - g.x1,
  x1: CARD_WIDTH - g.x0,
  y0: CARD_HEIGHT - g.y1,
  y1: CARD_HEIGHT - g.y0,
});

/**
 * The value reads: the corner indices (each at one glyph height, a second
 * height only when they disagree or one gave nothing), else the biggest
 * glyph group (a card printing one big value) at two heights.
 */
async function readValues(ocr: Ocr, side: Side, groups: readonly GlyphGroup[], kind: DeckKind): Promise<ValueRead[]> {
  const { top, bottom } = cornerGroups(groups);
  const at = (g: GlyphGroup, upside: boolean, corner = true): Omit<ValueRead, 'text' | 'confidence'> => {
    const b = upside ? turnBox(g) : g;
    const where = { x: (b.x0 + b.x1) / 2 / CARD_WIDTH, y: (b.y0 + b.y1) / 2 / CARD_HEIGHT, size: (b.y1 - b.y0) / CARD_HEIGHT };
    return corner ? { ...where, corner: upside ? 'bottom' : 'top' } : where;
  };
  const crop = (g: GlyphGroup, upside: boolean): Gray => {
    const c = cropGroup(side.card, side.ink, g);
    return upside ? turnGray(c) : c;
  };
  const corners = [top ? { g: top, upside: false } : null, bottom ? { g: bottom, upside: true } : null].filter((c) => c !== null);
  if (corners.length === 0) {
    const big = tallest(groups);
    if (!big) return [];
    return (await readValue(ocr, crop(big, false), big.y1 - big.y0, kind, VALUE_GLYPH_HEIGHTS)).map((r) => ({
      ...r,
      ...at(big, false, false),
    }));
  }
  // (both indices in one read was tried: the reader then misreads both alike, "4" and "4" as "1" and "1")
  const first = await Promise.all(corners.map((c) => readValue(ocr, crop(c.g, c.upside), c.g.y1 - c.g.y0, kind, [40])));
  const texts = first.map((r) => r[0]?.text ?? null);
  const sure = first.every((r) => (r[0]?.confidence ?? 0) >= SURE_READ);
  const agree = corners.length === 2 && texts[0] !== null && texts[0] === texts[1] && sure;
  const reads = first.map((r, i) =>
    r.map((v) => ({ ...v, ...at((corners[i] as { g: GlyphGroup }).g, (corners[i] as { upside: boolean }).upside) })),
  );
  if (!agree) {
    // one more height for each corner: a lone or disputed read needs a second opinion
    const second = await Promise.all(corners.map((c) => readValue(ocr, crop(c.g, c.upside), c.g.y1 - c.g.y0, kind, [24])));
    second.forEach((r, i) =>
      (reads[i] as ValueRead[]).push(
        ...r.map((v) => ({ ...v, ...at((corners[i] as { g: GlyphGroup }).g, (corners[i] as { upside: boolean }).upside) })),
      ),
    );
  }
  const all = reads.flat();
  // reads count half each (two agreeing make one sure read); a lone read counts a little more
  return all.map((v) => ({ ...v, confidence: v.confidence * (all.length === 1 ? 0.7 : 0.5) }));
}

/**
 * Reads one glyph group alone, black on white with a margin, at the given
 * glyph heights; with nothing read at any, one more try in raw-line mode.
 */
async function readValue(
  ocr: Ocr,
  crop: Gray,
  glyphHeight: number,
  kind: DeckKind,
  heights: readonly number[],
): Promise<{ text: string; confidence: number }[]> {
  const reads: { text: string; confidence: number }[] = [];
  for (const height of heights) {
    const img = padGray(whitenPaper(scaleGray(crop, height / glyphHeight)), VALUE_MARGIN);
    const read = await ocr.read(img, 'line', WHITELIST[kind]);
    const text = read.text.replace(/\s+/g, '');
    // a read that is no value of this deck ("1" on a standard card, "14") is as good as none
    if (text && parseValue(text, kind) !== null)
      reads.push({ text, confidence: Math.max(0, Math.min(100, read.words[0]?.confidence ?? 0)) / 100 });
  }
  if (reads.length > 0) return reads;
  const img = padGray(whitenPaper(scaleGray(crop, 32 / glyphHeight)), VALUE_MARGIN);
  const read = await ocr.read(img, 'raw', WHITELIST[kind]);
  const text = read.text.replace(/\s+/g, '');
  return text && parseValue(text, kind) !== null
    ? [{ text, confidence: (0.7 * Math.max(0, Math.min(100, read.words[0]?.confidence ?? 0))) / 100 }]
    : [];
}

/** The biggest glyph group (a card printing one big value in its middle). */
function tallest(groups: readonly GlyphGroup[]): GlyphGroup | null {
  return groups[0] ?? null;
}

/**
 * The corner indices: the glyph group nearest the top-left corner and the one
 * nearest the bottom-right (printed turned round), each within its corner.
 * The index is nearer its corner than the pip under it, which can be taller.
 */
export function cornerGroups(groups: readonly GlyphGroup[]): { top: GlyphGroup | null; bottom: GlyphGroup | null } {
  const cx = (g: GlyphGroup): number => (g.x0 + g.x1) / 2;
  const cy = (g: GlyphGroup): number => (g.y0 + g.y1) / 2;
  const top = groups.filter((g) => cx(g) < CARD_WIDTH * 0.35 && cy(g) < CARD_HEIGHT * 0.3).sort((a, b) => a.x0 + a.y0 - (b.x0 + b.y0))[0];
  const bottom = groups
    .filter((g) => cx(g) > CARD_WIDTH * 0.65 && cy(g) > CARD_HEIGHT * 0.7)
    .sort((a, b) => CARD_WIDTH - a.x1 + CARD_HEIGHT - a.y1 - (CARD_WIDTH - b.x1 + CARD_HEIGHT - b.y1))[0];
  // two indices are printed alike: a bottom "index" of another size is something else (a frame's corner, a pip)
  const h = (g: GlyphGroup): number => g.y1 - g.y0;
  if (top && bottom && (h(bottom) < 0.7 * h(top) || h(bottom) > 1.4 * h(top) || bottom.labels.length !== top.labels.length)) {
    return { top, bottom: null };
  }
  return { top: top ?? null, bottom: bottom ?? null };
}
