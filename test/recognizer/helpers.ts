/**
 * Shared helpers for the recognizer tests: the bundled deck files (read from
 * disk and checked), and synthetic frames with a card drawn on a table.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDeckFile, type DeckFile } from '../../src/engine/core/deck';
import type { Frame } from '../../src/recognizer/image';

export function bundledDeck(id: 'tech-deck' | 'standard-52'): DeckFile {
  const file = fileURLToPath(new URL(`../../resources/decks/${id}.json`, import.meta.url));
  const deck = parseDeckFile(JSON.parse(readFileSync(file, 'utf8')));
  if (!deck.ok) throw new Error(deck.error.message);
  return deck.value;
}

export const FIXTURES = fileURLToPath(new URL('../fixtures/cards/', import.meta.url));

export type Table = 'plain' | 'checker' | 'stripes';

/**
 * A frame with a white card (5:7) turned `angle` degrees around (cx, cy),
 * a few dark marks printed on it, on a plain, checkered or striped table.
 */
export function syntheticFrame(opts: {
  width: number;
  height: number;
  cx: number;
  cy: number;
  cardHeight: number;
  angle: number;
  table: Table;
}): Frame {
  const { width, height, cx, cy, cardHeight, angle, table } = opts;
  const data = new Uint8Array(width * height * 4);
  const hw = (cardHeight * 5) / 7 / 2;
  const hh = cardHeight / 2;
  const a = (angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // into the card's own coordinates
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cy;
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      let rgb: [number, number, number];
      if (Math.abs(u) <= hw && Math.abs(v) <= hh) {
        const mark =
          (u < -hw * 0.5 && u > -hw * 0.8 && v < -hh * 0.6 && v > -hh * 0.85) || (Math.abs(u) < hw * 0.5 && Math.abs(v) < hh * 0.06);
        rgb = mark ? [30, 30, 30] : [245, 243, 236];
      } else if (table === 'checker') {
        rgb = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0 ? [120, 40, 36] : [60, 60, 70];
      } else if (table === 'stripes') {
        rgb = x % 18 < 5 ? [150, 150, 165] : [70, 50, 30];
      } else {
        rgb = [40, 90, 55];
      }
      const o = (y * width + x) * 4;
      data[o] = rgb[0];
      data[o + 1] = rgb[1];
      data[o + 2] = rgb[2];
      data[o + 3] = 255;
    }
  }
  return { width, height, data };
}
