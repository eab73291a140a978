/**
 * Reading a found card: straighten it, read its words once in sparse-text
 * mode (names, domain words, numbers anywhere), then read the tallest glyph
 * groups alone with a whitelist for the value (fast, and sure of big lone
 * numbers the sparse read may drop), and for a standard deck look at the
 * pips for the suit.
 */
import type { DeckKind } from '../engine/core/cards';
import { cropGroup, glyphGroups, inkMap, type GlyphGroup } from './glyphs';
import { scaleGray, stretchContrast, toGray, type Frame } from './image';
import { straighten, type CardLocation } from './locate';
import type { Ocr, OcrWord } from './ocr';
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
const VALUE_GLYPH_HEIGHT = 32;

export async function readCard(ocr: Ocr, frame: Frame, loc: CardLocation, kind: DeckKind): Promise<CardReading> {
  const color = straighten(frame, loc, CARD_WIDTH, CARD_HEIGHT, 0.025);
  const card = toGray(color);
  const ink = inkMap(card);
  const groups = glyphGroups(ink, CARD_HEIGHT * 0.06);
  const chosen = kind === 'standard' ? cornerIndex(groups) : tallestFirst(groups);
  const sparse = ocr.read(card, 'sparse');
  const values: ValueRead[] = [];
  for (const g of chosen) {
    // glyphs about 32 pixels tall, black on white, read best (measured); a second mode catches what the first drops
    const crop = stretchContrast(scaleGray(cropGroup(card, ink, g), VALUE_GLYPH_HEIGHT / (g.y1 - g.y0)));
    let read = await ocr.read(crop, 'line', WHITELIST[kind]);
    if (!read.text.trim() || (read.words[0]?.confidence ?? 0) < 60) {
      const again = await ocr.read(crop, 'raw', WHITELIST[kind]);
      if ((again.words[0]?.confidence ?? 0) > (read.words[0]?.confidence ?? 0)) read = again;
    }
    const word = read.words[0];
    const text = read.text.replace(/\s+/g, '');
    if (!text) continue;
    values.push({
      text,
      confidence: Math.max(0, Math.min(1, (word?.confidence ?? 0) / 100)),
      x: (g.x0 + g.x1) / 2 / CARD_WIDTH,
      y: (g.y0 + g.y1) / 2 / CARD_HEIGHT,
      size: (g.y1 - g.y0) / CARD_HEIGHT,
    });
  }
  const all = await sparse;
  const suit = kind === 'standard' ? readSuit(color, ink, chosen[0] ?? null) : null;
  const text = [...values.map((v) => v.text), all.text.replace(/\s+/g, ' ')].join(' ').trim();
  return { text, words: all.words, values, suit };
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
