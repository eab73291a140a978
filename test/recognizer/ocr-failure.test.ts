/**
 * A job the OCR engine fails on must reject its own promise and leave the
 * process (the server, Electron main) running: tesseract.js rethrows such a
 * failure from its message listener unless the worker has an error handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOcr, type Ocr } from '../../src/recognizer/ocr';

let ocr: Ocr;
beforeAll(async () => {
  ocr = await startOcr();
});
afterAll(async () => {
  await ocr.close();
});

describe('OCR failures', () => {
  it('rejects the failed read, and the next read still works', async () => {
    const uncaught: unknown[] = [];
    const record = (e: unknown): void => void uncaught.push(e);
    process.on('uncaughtException', record);
    try {
      // A PGM header that promises more pixels than it carries: leptonica cannot read it.
      await expect(ocr.read({ width: 400, height: 400, data: new Uint8Array(3) }, 'sparse')).rejects.toBeDefined();
      const blank = { width: 64, height: 32, data: new Uint8Array(64 * 32).fill(255) };
      await expect(ocr.read(blank, 'word')).resolves.toMatchObject({ text: expect.any(String) });
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });
});
