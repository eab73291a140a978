/** Decoding PNG and JPEG pictures for the recognizer. */
import { PNG } from 'pngjs';
import jpeg from 'jpeg-js';
import { describe, expect, it, vi } from 'vitest';
import { decodeImage, imageSize, MAX_FRAME_PIXELS, otsu, shrinkFrame } from '../../src/recognizer/image';
import { hugeJpeg, hugePng } from './huge-image';
import { bestMatch, levenshtein, similarity, tokens } from '../../src/recognizer/text';

function pngBytes(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([i % 256, 10, 20, 255], i * 4);
  return PNG.sync.write(png);
}

describe('decodeImage', () => {
  it('decodes a PNG to RGBA', () => {
    const r = decodeImage(pngBytes(5, 3));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.value.width, r.value.height]).toEqual([5, 3]);
    expect(Array.from(r.value.data.slice(4, 8))).toEqual([1, 10, 20, 255]);
  });
  it('decodes a JPEG to RGBA', () => {
    const raw = { width: 8, height: 8, data: Buffer.alloc(8 * 8 * 4, 200) };
    const r = decodeImage(jpeg.encode(raw, 90).data);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.data.length).toBe(8 * 8 * 4);
  });
  it('says a text file is not an image', () => {
    const r = decodeImage(Buffer.from('{"not": "an image"}'));
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_NOT_AN_IMAGE');
  });
  it('says an empty file is not an image', () => {
    const r = decodeImage(new Uint8Array(0));
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_NOT_AN_IMAGE');
  });
  it('says a cut-off PNG cannot be decoded, without throwing', () => {
    const cut = pngBytes(20, 20).subarray(0, 40);
    const r = decodeImage(cut);
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_BAD_IMAGE');
  });
  it('says a cut-off JPEG cannot be decoded, without throwing', () => {
    const full = jpeg.encode({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 90) }, 90).data;
    const r = decodeImage(full.subarray(0, 30));
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_BAD_IMAGE');
  });
});

describe('shrinkFrame', () => {
  it('leaves a frame within the size alone', () => {
    const f = { width: 4, height: 2, data: new Uint8Array(32) };
    expect(shrinkFrame(f, 4)).toBe(f);
  });
  it('averages whole blocks of a larger frame', () => {
    const data = new Uint8Array(4 * 2 * 4);
    for (let i = 0; i < 8; i++) data.set([i * 10, 100, 200, 255], i * 4);
    const s = shrinkFrame({ width: 4, height: 2, data }, 2);
    expect([s.width, s.height]).toEqual([2, 1]);
    // the first 2x2 block holds pixels 0, 1, 4 and 5
    expect(Array.from(s.data.slice(0, 4))).toEqual([25, 100, 200, 255]);
  });
});

describe('otsu', () => {
  it('splits a two-level image between its levels', () => {
    const data = new Uint8Array(100);
    data.fill(40, 0, 50);
    data.fill(220, 50);
    const t = otsu({ width: 10, height: 10, data });
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(220);
  });
});

describe('text matching helpers', () => {
  it('tokens are lower-case letters and digits', () => {
    expect(tokens('E-commerce, 11 KNOWLEDGE!')).toEqual(['e', 'commerce', '11', 'knowledge']);
  });
  it('edit distance and similarity', () => {
    expect(levenshtein('science', 'sclence')).toBe(1);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(similarity('abc', 'abc')).toBe(1);
    expect(similarity('abcd', 'wxyz')).toBe(0);
  });
  it('bestMatch joins a word OCR split in two and ignores a short token for a long word', () => {
    expect(bestMatch('knowledge', ['know', 'ledge'])).toBe(1);
    expect(bestMatch('technology', ['te'])).toBeLessThan(0.5);
  });
});

describe('the declared size is checked before decoding', () => {
  it('reads the size a PNG and a JPEG declare from their headers', () => {
    expect(imageSize(pngBytes(5, 3))).toEqual({ width: 5, height: 3 });
    const raw = { width: 8, height: 6, data: Buffer.alloc(8 * 6 * 4, 200) };
    expect(imageSize(jpeg.encode(raw, 90).data)).toEqual({ width: 8, height: 6 });
    expect(imageSize(hugeJpeg(30000, 20000))).toEqual({ width: 30000, height: 20000 });
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
  });
  it.each([
    [16000, 16000],
    [30000, 30000],
    [8192, 8192], // within the side limit, over the pixel limit
  ])('refuses a %ix%i PNG of a few hundred bytes with ERR_FRAME_TOO_LARGE', (w, h) => {
    const bytes = hugePng(w, h);
    expect(bytes.length).toBeLessThan(1000);
    const read = vi.spyOn(PNG.sync, 'read');
    const r = decodeImage(bytes);
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_FRAME_TOO_LARGE');
    if (!r.ok) expect(r.error.message).toContain(`${w}x${h}`);
    // Refused from the header: the decoder (gigabytes for this claim) never ran.
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });
  it('refuses a JPEG that declares 30000x20000 with ERR_FRAME_TOO_LARGE', () => {
    const decode = vi.spyOn(jpeg, 'decode');
    const r = decodeImage(hugeJpeg(30000, 20000));
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_FRAME_TOO_LARGE');
    expect(decode).not.toHaveBeenCalled();
    decode.mockRestore();
  });
  it('passes a picture within the limits on to the decoder', () => {
    const bytes = hugePng(2000, 1500);
    expect(2000 * 1500).toBeLessThan(MAX_FRAME_PIXELS);
    const read = vi.spyOn(PNG.sync, 'read');
    const r = decodeImage(bytes);
    expect(r.ok ? 'ok' : r.error.code).not.toBe('ERR_FRAME_TOO_LARGE');
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
  });
});
