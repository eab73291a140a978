/**
 * The pixel types the recognizer works on, and decoding of PNG/JPEG files.
 * A frame is what a camera or a file gives (RGBA, as ImageData has it); a
 * gray image is one byte per pixel. Decoding uses pngjs and jpeg-js (pure JS,
 * no native build), chosen by the file's magic bytes rather than its name.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { err, ok, type Result } from '../engine/core/result';

/** An RGBA frame, row-major, 4 bytes a pixel (the layout of ImageData). */
export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** One byte a pixel, row-major. */
export interface Gray {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Largest frame side accepted (a 8K camera frame is 7680). */
export const MAX_SIDE = 8192;

/**
 * Largest frame accepted, in pixels: 50 million (a 48 MP phone photo is
 * 8000x6000), 200 MB once decoded to RGBA. A PNG or JPEG declares its size in
 * its first bytes, and a tiny file can claim 30000x30000 (3.6 GB decoded):
 * imageSize reads that claim so decodeImage refuses it before any decoding.
 */
export const MAX_FRAME_PIXELS = 50_000_000;

/** Refuses a size over the side or pixel limit; null when it is within both. */
function sizeProblem(width: number, height: number): Result<never> | null {
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_FRAME_PIXELS) {
    return err(
      'ERR_FRAME_TOO_LARGE',
      `The frame is ${width}x${height}; the recognizer takes frames up to ${MAX_SIDE} pixels a side and ${MAX_FRAME_PIXELS / 1_000_000} million pixels.`,
    );
  }
  return null;
}

const isPngBytes = (b: Uint8Array): boolean => b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpegBytes = (b: Uint8Array): boolean => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const be16 = (b: Uint8Array, i: number): number => ((b[i] as number) << 8) | (b[i + 1] as number);
const be32 = (b: Uint8Array, i: number): number => be16(b, i) * 65536 + be16(b, i + 2);

/**
 * The width and height an image file declares in its header, read without
 * decoding: a PNG's IHDR chunk (always the first, at byte 8), a JPEG's first
 * start-of-frame segment (SOF0..SOF15 but DHT, JPG and DAC), found by walking
 * the segments before it. Null when the header does not say (the decoder then
 * reports the file as damaged).
 */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (isPngBytes(bytes)) {
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { width: be32(bytes, 16), height: be32(bytes, 20) };
  }
  if (!isJpegBytes(bytes)) return null;
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] as number;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers without a length: TEM, RST0..7 (and SOI/EOI).
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      i += 2;
      continue;
    }
    if (marker === 0xda) return null; // scan data before any frame header
    const length = be16(bytes, i + 2);
    if (length < 2) return null;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (i + 9 > bytes.length) return null;
      return { width: be16(bytes, i + 7), height: be16(bytes, i + 5) };
    }
    i += 2 + length;
  }
  return null;
}

/** Checks a frame's shape before any pixel is read: bad frames are answered, never thrown. */
export function checkFrame(frame: Frame): Result<Frame> {
  const { width, height, data } = frame ?? ({} as Partial<Frame>);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    return err('ERR_EMPTY_FRAME', 'The frame has no pixels (its width or height is 0 or not a whole number).');
  }
  const tooLarge = sizeProblem(width, height);
  if (tooLarge) return tooLarge;
  if (!(data instanceof Uint8Array || data instanceof Uint8ClampedArray) || data.length !== width * height * 4) {
    return err('ERR_BAD_FRAME', `The frame's pixel data must be RGBA bytes, ${width * height * 4} of them for ${width}x${height}.`);
  }
  return ok(frame);
}

/**
 * Decodes a PNG or JPEG file's bytes to an RGBA frame. The size the header
 * declares is checked first (imageSize), so an oversized picture is refused
 * in microseconds instead of being decoded into gigabytes.
 */
export function decodeImage(bytes: Uint8Array): Result<Frame> {
  const isPng = isPngBytes(bytes);
  const isJpeg = isJpegBytes(bytes);
  if (!isPng && !isJpeg) return err('ERR_NOT_AN_IMAGE', 'The file is not a PNG or JPEG image.');
  const declared = imageSize(bytes);
  const tooLarge = declared && sizeProblem(declared.width, declared.height);
  if (tooLarge) return tooLarge;
  try {
    if (isPng) {
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      return checkFrame({
        width: png.width,
        height: png.height,
        data: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.length),
      });
    }
    const img = jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: 70, formatAsRGBA: true });
    return checkFrame({ width: img.width, height: img.height, data: img.data });
  } catch (e) {
    return err('ERR_BAD_IMAGE', `The ${isPng ? 'PNG' : 'JPEG'} image could not be decoded: ${e instanceof Error ? e.message : String(e)}.`);
  }
}

/** Luminance (Rec. 601 weights, integer arithmetic). */
export function toGray(frame: Frame): Gray {
  const n = frame.width * frame.height;
  const out = new Uint8Array(n);
  const d = frame.data;
  for (let i = 0, j = 0; i < n; i++, j += 4) out[i] = ((d[j] as number) * 77 + (d[j + 1] as number) * 150 + (d[j + 2] as number) * 29) >> 8;
  return { width: frame.width, height: frame.height, data: out };
}

/**
 * "Whiteness" at a reduced size: the smallest of R, G, B, box-averaged over
 * `step` x `step` cells. A card face is bright in all three channels; a red
 * cloth or green felt is not, however light it looks in gray.
 */
export function whitenessSmall(frame: Frame, step: number): Gray {
  const w = Math.floor(frame.width / step);
  const h = Math.floor(frame.height / step);
  const out = new Uint8Array(w * h);
  const d = frame.data;
  const fw = frame.width;
  const cell = step * step;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let yy = 0; yy < step; yy++) {
        let j = ((y * step + yy) * fw + x * step) * 4;
        for (let xx = 0; xx < step; xx++, j += 4) {
          const r = d[j] as number;
          const g = d[j + 1] as number;
          const b = d[j + 2] as number;
          sum += r < g ? (r < b ? r : b) : g < b ? g : b;
        }
      }
      out[y * w + x] = Math.round(sum / cell);
    }
  }
  return { width: w, height: h, data: out };
}

/** Otsu's threshold of a gray image (the level that best splits its histogram in two). */
export function otsu(img: Gray): number {
  const hist = new Float64Array(256);
  for (const v of img.data) hist[v] = (hist[v] as number) + 1;
  const total = img.data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/** Resizes by a factor: box average when shrinking, nearest pixel when growing. */
export function scaleGray(img: Gray, factor: number): Gray {
  const w = Math.max(1, Math.round(img.width * factor));
  const h = Math.max(1, Math.round(img.height * factor));
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.min(img.height - 1, Math.floor(y / factor));
    const y1 = Math.min(img.height, Math.max(y0 + 1, Math.floor((y + 1) / factor)));
    for (let x = 0; x < w; x++) {
      const x0 = Math.min(img.width - 1, Math.floor(x / factor));
      const x1 = Math.min(img.width, Math.max(x0 + 1, Math.floor((x + 1) / factor)));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) sum += img.data[yy * img.width + xx] as number;
      out[y * w + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width: w, height: h, data: out };
}

/** Stretches the darkest pixel to black and the lightest to white (blur and glare leave gray on gray). */
export function stretchContrast(img: Gray): Gray {
  let lo = 255;
  let hi = 0;
  for (const v of img.data) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (hi - lo < 8) return img;
  const k = 255 / (hi - lo);
  return { ...img, data: img.data.map((v) => Math.round((v - lo) * k)) };
}

/** Adds a white border of `pad` pixels on every side. */
export function padGray(img: Gray, pad: number): Gray {
  const w = img.width + 2 * pad;
  const h = img.height + 2 * pad;
  const out = new Uint8Array(w * h).fill(255);
  for (let y = 0; y < img.height; y++) out.set(img.data.subarray(y * img.width, (y + 1) * img.width), (y + pad) * w + pad);
  return { width: w, height: h, data: out };
}

/**
 * Shrinks a large frame by a whole factor (box average) so its longer side is
 * at most `maxSide`: the straightened card is 300x420, and sampling it
 * straight from a 1080p or 4K frame would skip most pixels (aliasing).
 */
export function shrinkFrame(frame: Frame, maxSide: number): Frame {
  const factor = Math.ceil(Math.max(frame.width, frame.height) / maxSide);
  if (factor <= 1) return frame;
  const w = Math.floor(frame.width / factor);
  const h = Math.floor(frame.height / factor);
  const out = new Uint8Array(w * h * 4);
  const d = frame.data;
  const cell = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = 0; yy < factor; yy++) {
        let j = ((y * factor + yy) * frame.width + x * factor) * 4;
        for (let xx = 0; xx < factor; xx++, j += 4) {
          r += d[j] as number;
          g += d[j + 1] as number;
          b += d[j + 2] as number;
        }
      }
      const o = (y * w + x) * 4;
      out[o] = Math.round(r / cell);
      out[o + 1] = Math.round(g / cell);
      out[o + 2] = Math.round(b / cell);
      out[o + 3] = 255;
    }
  }
  return { width: w, height: h, data: out };
}
