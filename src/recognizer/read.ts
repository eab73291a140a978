/**
 * Reading a found card: straighten it, read its words once in sparse-text
 * mode (names, domain words, numbers anywhere), then read the tallest glyph
 * groups alone with a whitelist for the value (fast, and sure of big lone
 * numbers the sparse read may drop), and for a standard deck look at the
 * pips for the suit.
 */
import type { DeckKind } from '../engine/core/cards';
import { cropGroup, glyphGroups, inkMap, type GlyphGroup } from './glyphs';
import { padGray, scaleGray, stretchContrast, toGray, type Frame, type Gray } from './image';
import { straighten, type CardLocation } from './locate';
import type { Ocr, OcrWord } from './ocr';
import { parseValue } from './match';
import { readSuit, type SuitRead } from './suit';

/** Size the card is straightened to (a poker card's 5:7). */
export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 420;

export interface ValueRead {
  readonly text: string;
  /** 0..1 */
  readonly confidence: number;
  /** Where it was printed on the upright card, as shares of its size (0 = top/left). */
  readonly x: number;
  readonly y: number;
  /** Glyph height as a share of the card's height. */
  readonly size: number;
}

export interface CardReading {
  /** Everything read, the value reads first, as one line of text. */
  readonly text: string;
  readonly words: readonly OcrWord[];
  readonly values: readonly ValueRead[];
  readonly suit: SuitRead | null;
}

const WHITELIST: Readonly<Record<DeckKind, string>> = { tech: '0123456789', standard: '0123456789AJQK' };
/** At most this many glyph groups are read for the value. */
const MAX_VALUE_READS = 3;
/** Glyph heights (pixels) a value is read at, and the white margin around it. */
const VALUE_GLYPH_HEIGHTS = [24, 40] as const;
const VALUE_MARGIN = 8;

/**
 * `words: false` skips the whole-card read (the costliest part): a standard
 * card prints no words, only its corner index and pips, unless teach mode
 * recorded some.
 */
export async function readCard(ocr: Ocr, frame: Frame, loc: CardLocation, kind: DeckKind, words = true): Promise<CardReading> {
  const color = straighten(frame, loc, CARD_WIDTH, CARD_HEIGHT, 0.025);
  const card = toGray(color);
  const ink = inkMap(card);
  const groups = glyphGroups(ink, CARD_HEIGHT * 0.06);
  const chosen = kind === 'standard' ? cornerIndex(groups) : tallestFirst(groups);
  const sparse = words ? ocr.read(card, 'sparse') : Promise.resolve({ text: '', words: [] });
  const values: ValueRead[] = [];
  for (const g of chosen) {
    for (const read of await readValue(ocr, cropGroup(card, ink, g), g.y1 - g.y0, kind)) {
      values.push({
        ...read,
        x: (g.x0 + g.x1) / 2 / CARD_WIDTH,
        y: (g.y0 + g.y1) / 2 / CARD_HEIGHT,
        size: (g.y1 - g.y0) / CARD_HEIGHT,
      });
    }
  }
  const all = await sparse;
  const suit = kind === 'standard' ? readSuit(color, ink, chosen[0] ?? null) : null;
  const text = [...new Set(values.map((v) => v.text)), all.text.replace(/\s+/g, ' ')].join(' ').trim();
  return { text, words: all.words, values, suit };
}

/**
 * Reads one glyph group alone, black on white with a margin, at two glyph
 * heights: tesseract drops or misreads a lone glyph at one size now and then
 * but rarely the same way at both (measured on the test set). Two agreeing
 * reads weigh as one sure read, two disagreeing ones leave the value in doubt.
 */
async function readValue(ocr: Ocr, crop: Gray, glyphHeight: number, kind: DeckKind): Promise<{ text: string; confidence: number }[]> {
  const reads: { text: string; confidence: number }[] = [];
  for (const height of VALUE_GLYPH_HEIGHTS) {
    const img = padGray(stretchContrast(scaleGray(crop, height / glyphHeight)), VALUE_MARGIN);
    const read = await ocr.read(img, 'line', WHITELIST[kind]);
    const text = read.text.replace(/\s+/g, '');
    // a read that is no value of this deck ("1" on a standard card, "14") is as good as none
    if (text && parseValue(text, kind) !== null)
      reads.push({ text, confidence: Math.max(0, Math.min(100, read.words[0]?.confidence ?? 0)) / 100 });
  }
  // two reads count half each (agreeing, they make one sure read); a lone read counts a little more
  if (reads.length > 0) return reads.map((r) => ({ ...r, confidence: r.confidence * (reads.length === 1 ? 0.7 : 0.5) }));
  // neither size gave anything: one more try in raw-line mode
  const img = padGray(stretchContrast(scaleGray(crop, 32 / glyphHeight)), VALUE_MARGIN);
  const read = await ocr.read(img, 'raw', WHITELIST[kind]);
  const text = read.text.replace(/\s+/g, '');
  return text ? [{ text, confidence: (0.7 * Math.max(0, Math.min(100, read.words[0]?.confidence ?? 0))) / 100 }] : [];
}

/** The tallest groups, read top first: an index printed upside down at the bottom reads 6 as 9. */
function tallestFirst(groups: readonly GlyphGroup[]): GlyphGroup[] {
  const top = groups[0];
  if (!top) return [];
  const tall = groups.slice(0, MAX_VALUE_READS + 1).filter((g) => g.y1 - g.y0 >= 0.55 * (top.y1 - top.y0));
  return tall.sort((a, b) => a.y0 - b.y0).slice(0, MAX_VALUE_READS);
}

/** A standard card's rank is its corner index: the group nearest the top-left corner (pips can be taller). */
function cornerIndex(groups: readonly GlyphGroup[]): GlyphGroup[] {
  const corner = groups.filter((g) => (g.x0 + g.x1) / 2 < CARD_WIDTH * 0.35 && (g.y0 + g.y1) / 2 < CARD_HEIGHT * 0.3);
  corner.sort((a, b) => a.x0 + a.y0 - (b.x0 + b.y0));
  return corner.length > 0 ? corner.slice(0, 1) : tallestFirst(groups).slice(0, 1);
}
