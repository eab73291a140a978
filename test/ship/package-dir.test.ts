/**
 * electron-builder packs the app for real, offline: given a stand-in Electron
 * runtime (a file with Electron's fuse wire in it, the defaults of a fresh
 * Electron) it builds the unpacked Linux app, and then the fuses are flipped
 * as electron-builder.yml says, app.asar holds the built app and no second OCR
 * model, and the deck files and the model sit beside it as extra resources.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPackage } from '@electron/asar';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
// A fresh Electron's fuse wire (version 1, eight fuses): RunAsNode on, cookie encryption off, NODE_OPTIONS on,
// inspector flags on, asar integrity off, only-asar off, browser V8 snapshot off, file:// privileges on.
const FRESH_WIRE = '10110001';
const work = mkdtempSync(path.join(tmpdir(), 'deckside-pack-'));
const app = path.join(work, 'out', 'linux-unpacked');
let log = '';

beforeAll(() => {
  if (!existsSync(path.join(root, 'out/main/index.js'))) {
    const built = spawnSync(path.join(root, 'node_modules/.bin/electron-vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
  }
  const runtime = path.join(work, 'electron');
  mkdirSync(path.join(runtime, 'resources'), { recursive: true });
  const binary = path.join(runtime, 'electron');
  writeFileSync(
    binary,
    Buffer.concat([Buffer.from('#!/bin/sh\nexit 0\n#'), Buffer.from(SENTINEL), Buffer.from([1, 8]), Buffer.from(FRESH_WIRE + '\n')]),
  );
  chmodSync(binary, 0o755);
  writeFileSync(path.join(runtime, 'version'), '45.5.0');
  writeFileSync(path.join(runtime, 'LICENSE'), 'stand-in');
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/electron-builder'),
    ['--linux', 'dir', '--publish', 'never', `-c.electronDist=${runtime}`, `-c.directories.output=${path.join(work, 'out')}`],
    { cwd: root, encoding: 'utf8', timeout: 240_000 },
  );
  log = run.stdout + run.stderr;
  expect(run.status, log).toBe(0);
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('flips the fuses at packaging: no running as Node, no NODE_OPTIONS, no inspector; asar checked and the only app source', () => {
  const binary = readFileSync(path.join(app, 'deckside'));
  const at = binary.indexOf(SENTINEL) + SENTINEL.length;
  expect([binary[at], binary[at + 1]]).toEqual([1, 8]);
  // The other three fuses keep a fresh Electron's values.
  expect(binary.toString('latin1', at + 2, at + 10)).toBe('00001101');
});

it('app.asar holds the built app and the production packages, and no OCR model', () => {
  const files = listPackage(path.join(app, 'resources/app.asar'), { isPack: false });
  for (const f of ['/package.json', '/out/main/index.js', '/out/renderer/index.html']) expect(files).toContain(f);
  expect(files.some((f) => f.startsWith('/out/preload/'))).toBe(true);
  expect(files.some((f) => f.startsWith('/node_modules/tesseract.js/'))).toBe(true);
  expect(files.some((f) => f.startsWith('/src/') || f.startsWith('/test/') || f.includes('tesseract.js-data'))).toBe(false);
});

it('puts the deck files and the English model beside app.asar', () => {
  expect(readdirSync(path.join(app, 'resources/decks')).sort()).toEqual(['standard-52.json', 'tech-deck.json']);
  expect(readdirSync(path.join(app, 'resources/tessdata/eng/4.0.0_best_int'))).toEqual(['eng.traineddata.gz']);
  expect(existsSync(path.join(app, 'resources/app.asar.unpacked/node_modules/tesseract.js'))).toBe(true);
});
