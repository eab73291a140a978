// `npm run icons`: renders resources/icons/deckside.svg (drawn by hand) into
// the app icons electron-builder packs: PNGs of every size from 16 to 1024
// (png/<n>x<n>.png, the Linux icon set), deckside.ico (Windows) and
// deckside.icns (macOS). Both containers hold PNG images, which Windows
// (since Vista) and macOS (since 10.7) read, so a few lines write them. The
// outputs are committed; test/ship/icons.test.ts checks they match the SVG.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_DIR = path.join(root, 'resources/icons');
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
// ICNS entry types holding PNG data, by pixel size (the @2x types share a size with a plain one).
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['icp6', 64],
  ['ic12', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic13', 256],
  ['ic09', 512],
  ['ic14', 512],
  ['ic10', 1024],
];

/** Windows icon: a 6-byte header, a 16-byte entry per image, then the PNGs. */
export function icoFile(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e); // 0 means 256
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/** macOS icon: 'icns' and the total length, then per image its type, its length with this 8-byte head, and the PNG. */
export function icnsFile(entries) {
  const parts = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

/** Every icon file, by its path under resources/icons, rendered from the SVG's text. */
export async function makeIcons(svg) {
  const { Resvg } = await import('@resvg/resvg-js');
  const png = new Map(
    PNG_SIZES.map((size) => [size, Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng())]),
  );
  const files = new Map(PNG_SIZES.map((size) => [`png/${size}x${size}.png`, png.get(size)]));
  files.set('deckside.ico', icoFile(ICO_SIZES.map((size) => ({ size, png: png.get(size) }))));
  files.set('deckside.icns', icnsFile(ICNS_TYPES.map(([type, size]) => ({ type, png: png.get(size) }))));
  return files;
}

// `--out DIR` writes them elsewhere (the test compares a fresh set with the committed one).
if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : ICON_DIR;
  const files = await makeIcons(readFileSync(path.join(ICON_DIR, 'deckside.svg'), 'utf8'));
  for (const [name, bytes] of files) {
    mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    writeFileSync(path.join(out, name), bytes);
  }
  console.log(`deckside icons: wrote ${files.size} files into ${path.relative(root, out) || '.'}`);
}
