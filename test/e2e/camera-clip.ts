/**
 * A fake-webcam clip for Chromium (--use-file-for-fake-video-capture) made
 * from a rendered card image, in Node with no ffmpeg: the JPEG is decoded
 * with jpeg-js, converted to full-range YUV 4:2:0 (as JPEG itself uses) and
 * written as a YUV4MPEG2 file of a few identical frames. The clip loops, so
 * the camera shows a card held perfectly still.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';

/** Writes the clip for `jpegFile` (once per run) and answers its absolute path. */
export function y4mClipOf(jpegFile: string, frames = 5): string {
  const img = jpeg.decode(readFileSync(jpegFile), { useTArray: true, formatAsRGBA: true });
  // 4:2:0 needs even sides: drop a last odd row or column.
  const w = img.width & ~1;
  const h = img.height & ~1;
  const rgba = img.data;
  const yPlane = Buffer.alloc(w * h);
  const uPlane = Buffer.alloc((w / 2) * (h / 2));
  const vPlane = Buffer.alloc((w / 2) * (h / 2));
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const j = (y * img.width + x) * 4;
      yPlane[y * w + x] = clamp(0.299 * (rgba[j] as number) + 0.587 * (rgba[j + 1] as number) + 0.114 * (rgba[j + 2] as number));
    }
  }
  for (let y = 0; y < h / 2; y++) {
    for (let x = 0; x < w / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const j = ((2 * y + dy) * img.width + 2 * x + dx) * 4;
        r += rgba[j] as number;
        g += rgba[j + 1] as number;
        b += rgba[j + 2] as number;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      uPlane[y * (w / 2) + x] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      vPlane[y * (w / 2) + x] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), yPlane, uPlane, vPlane]);
  const dir = path.join(tmpdir(), 'deckside-e2e-camera');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(jpegFile, path.extname(jpegFile))}.y4m`);
  writeFileSync(out, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return out;
}
