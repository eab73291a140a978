/**
 * In the installed app the deck files and the OCR model are extra resources
 * beside app.asar (electron-builder.yml): the recognizer finds them there
 * when Electron's process.resourcesPath holds them, and in the repository
 * otherwise (Node, or Electron run from node_modules).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { bundledDeckFolder } from '../../src/recognizer/decks';
import { localLangPath } from '../../src/recognizer/ocr';

const root = path.resolve(import.meta.dirname, '../..');
// Node's process has no resourcesPath; Electron's has (a string): set and removed here as Electron would have it.
const proc = process as { resourcesPath?: string };
let resources = '';
afterEach(() => {
  delete proc.resourcesPath;
  if (resources) rmSync(resources, { recursive: true, force: true });
});

it('uses the repository folders when there is no resources folder', () => {
  expect(path.resolve(bundledDeckFolder())).toBe(path.join(root, 'resources/decks'));
  expect(localLangPath()).toBe(path.join(root, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'));
});

it("uses the installed app's resources folder when the decks and the model are there", () => {
  resources = mkdtempSync(path.join(tmpdir(), 'deckside-resources-'));
  mkdirSync(path.join(resources, 'decks'));
  mkdirSync(path.join(resources, 'tessdata/eng/4.0.0_best_int'), { recursive: true });
  proc.resourcesPath = resources;
  expect(path.resolve(bundledDeckFolder())).toBe(path.join(resources, 'decks'));
  expect(localLangPath()).toBe(path.join(resources, 'tessdata/eng/4.0.0_best_int'));
});

it("keeps the repository's when Electron's resources folder has neither (Electron run from node_modules)", () => {
  resources = mkdtempSync(path.join(tmpdir(), 'deckside-resources-'));
  proc.resourcesPath = resources;
  expect(path.resolve(bundledDeckFolder())).toBe(path.join(root, 'resources/decks'));
  expect(localLangPath()).toBe(path.join(root, 'node_modules/@tesseract.js-data/eng/4.0.0_best_int'));
});
