/** The recognizer works offline: local OCR data only, every network call blocked. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localLangPath, ocrWorkerOptions } from '../../src/recognizer/ocr';
import { FIXTURES } from './helpers';

const here = path.dirname(fileURLToPath(import.meta.url));
/** tsx's ESM loader, given by absolute path: the child runs in an empty temporary folder. */
const tsxLoader = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'loader.mjs');

describe('the OCR worker options point at local files only', () => {
  it('language data from the @tesseract.js-data/eng package folder, gzip, no cache', () => {
    const o = ocrWorkerOptions();
    expect(path.isAbsolute(o.langPath)).toBe(true);
    expect(o.langPath).not.toMatch(/^[a-z]+:\/\//i);
    expect(o.langPath).toBe(localLangPath());
    expect(o.langPath).toContain(`${path.sep}@tesseract.js-data${path.sep}eng${path.sep}4.0.0_best_int`);
    expect(existsSync(path.join(o.langPath, 'eng.traineddata.gz'))).toBe(true);
    expect(o.gzip).toBe(true);
    expect(o.cacheMethod).toBe('none');
    expect(Object.keys(o).sort()).toEqual(['cacheMethod', 'gzip', 'langPath']);
  });
});

describe('recognizing with every network call blocked', () => {
  let cwd = '';
  let log = '';
  beforeAll(async () => {
    cwd = await mkdtemp(path.join(os.tmpdir(), 'deckside-offline-'));
    log = path.join(os.tmpdir(), `deckside-net-${process.pid}.log`);
  });
  afterAll(async () => {
    await rm(cwd, { recursive: true, force: true });
    await rm(log, { force: true });
  });

  it('reads a card, tries no outside request, and writes nothing into the working folder', async () => {
    const image = path.join(FIXTURES, 'tech-deck-7sc-0.jpg');
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [
          '--import',
          pathToFileURL(path.join(here, 'no-network.mjs')).href,
          '--import',
          pathToFileURL(tsxLoader).href,
          path.join(here, 'offline-run.ts'),
          image,
          'tech-deck',
        ],
        { cwd, env: { ...process.env, DECKSIDE_NET_LOG: log }, timeout: 50_000 },
        (error, out, errOut) => (error ? reject(new Error(`${error.message}\n${errOut}`)) : resolve(out)),
      );
    });
    const attempts = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean) : [];
    // the trap was set in the main thread and in both worker threads (the sanity one and tesseract's),
    // and it works there: the sanity request was caught
    expect(attempts.filter((a) => a === 'trap set in main thread').length).toBe(1);
    expect(attempts.filter((a) => a === 'trap set in worker thread').length).toBe(2);
    expect(attempts).toContain('fetch https://sanity-check.invalid/');
    // and nothing else tried to go out
    expect(attempts.filter((a) => !a.startsWith('trap set') && !a.includes('sanity-check.invalid'))).toEqual([]);
    const result = JSON.parse(stdout.trim().split('\n').at(-1) as string);
    expect(result.ok).toBe(true);
    expect(result.value.card).toBe('7sc');
    // no traineddata (or anything else) cached into the working folder
    expect(readdirSync(cwd)).toEqual([]);
  });
});
