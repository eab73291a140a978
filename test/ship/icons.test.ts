/**
 * The app icons (resources/icons): the committed PNG, ICO and ICNS files are
 * exactly what scripts/make-icons.mjs renders from the SVG today, and each
 * container reads back as the format says (read here independently of the
 * writer).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const icons = path.join(root, 'resources/icons');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const fresh = mkdtempSync(path.join(tmpdir(), 'deckside-icons-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

it('the committed icons are what the script renders from the SVG now', () => {
  const run = spawnSync(process.execPath, ['scripts/make-icons.mjs', '--out', fresh], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const made = ['deckside.ico', 'deckside.icns', ...readdirSync(path.join(fresh, 'png')).map((f) => `png/${f}`)];
  expect(made.length).toBe(2 + SIZES.length);
  for (const f of made) expect(readFileSync(path.join(icons, f)).equals(readFileSync(path.join(fresh, f))), f).toBe(true);
});

it('has a square PNG of every size from 16 to 1024, named by its size', () => {
  expect(readdirSync(path.join(icons, 'png')).sort()).toEqual(SIZES.map((s) => `${s}x${s}.png`).sort());
  for (const s of SIZES) expect(pngSize(readFileSync(path.join(icons, `png/${s}x${s}.png`)))).toEqual([s, s]);
});

it('the ICO lists PNG images of 16 to 256 pixels, each where its entry says', () => {
  const ico = readFileSync(path.join(icons, 'deckside.ico'));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const count = ico.readUInt16LE(4);
  const sizes: number[] = [];
  for (let i = 0; i < count; i++) {
    const e = 6 + 16 * i;
    const side = ico.readUInt8(e) || 256;
    const [length, offset] = [ico.readUInt32LE(e + 8), ico.readUInt32LE(e + 12)];
    expect(offset + length).toBeLessThanOrEqual(ico.length);
    expect(pngSize(ico.subarray(offset, offset + length))).toEqual([side, side]);
    sizes.push(side);
  }
  expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
});

it('the ICNS holds PNG images of 16 to 1024 pixels under the types macOS reads them by', () => {
  const icns = readFileSync(path.join(icons, 'deckside.icns'));
  expect(icns.toString('latin1', 0, 4)).toBe('icns');
  expect(icns.readUInt32BE(4)).toBe(icns.length);
  const found = new Map<string, number>();
  for (let at = 8; at < icns.length;) {
    const [type, length] = [icns.toString('latin1', at, at + 4), icns.readUInt32BE(at + 4)];
    expect(length).toBeGreaterThan(8);
    found.set(type, pngSize(icns.subarray(at + 8, at + length))[0]);
    at += length;
  }
  expect(Object.fromEntries(found)).toEqual({
    icp4: 16,
    icp5: 32,
    ic11: 32,
    icp6: 64,
    ic12: 64,
    ic07: 128,
    ic08: 256,
    ic13: 256,
    ic09: 512,
    ic14: 512,
    ic10: 1024,
  });
});
