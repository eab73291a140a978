/**
 * The one tesseract.js worker the recognizer keeps, started once (about half
 * a second) and reused for every read. It never touches the network: the
 * language data is read from the @tesseract.js-data/eng package folder
 * (gzip, the LSTM "best_int" model), nothing is cached to disk, and in Node
 * the worker and core come from node_modules (toolchain.md).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Gray } from './image';

/** The options the worker is created with: local files only, no cache written. */
export interface OcrWorkerOptions {
  readonly langPath: string;
  readonly gzip: true;
  readonly cacheMethod: 'none';
}

/**
 * Where the English LSTM model lives on disk (an absolute folder, never a
 * URL): the package's folder, or in the installed app the copy its installer
 * put beside app.asar (extraResources in electron-builder.yml).
 */
export function localLangPath(): string {
  // Electron's process has resourcesPath; Node's has not (hence the widened type).
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  const packaged = resources ? path.join(resources, 'tessdata', 'eng', '4.0.0_best_int') : '';
  if (packaged && existsSync(packaged)) return packaged;
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export function ocrWorkerOptions(): OcrWorkerOptions {
  return { langPath: localLangPath(), gzip: true, cacheMethod: 'none' };
}

export interface OcrWord {
  readonly text: string;
  /** 0..100 as tesseract reports it. */
  readonly confidence: number;
}

export interface OcrRead {
  readonly text: string;
  readonly words: readonly OcrWord[];
}

export type ReadMode = 'sparse' | 'block' | 'word' | 'line' | 'raw';

/** A running worker; `read` calls are queued one after another by tesseract.js. */
export interface Ocr {
  read(image: Gray, mode: ReadMode, whitelist?: string): Promise<OcrRead>;
  close(): Promise<void>;
}

/** PGM (P5) is the cheapest format leptonica reads: a header and the raw bytes. */
export function encodePgm(img: Gray): Uint8Array {
  const header = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'ascii');
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}

const PSM_OF: Readonly<Record<ReadMode, PSM>> = {
  sparse: PSM.SPARSE_TEXT,
  block: PSM.SINGLE_BLOCK,
  word: PSM.SINGLE_WORD,
  line: PSM.SINGLE_LINE,
  raw: PSM.RAW_LINE,
};

export async function startOcr(): Promise<Ocr> {
  const worker: Worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...ocrWorkerOptions(),
    // Without a handler tesseract.js rethrows a failed job from its message
    // listener, which no caller can catch and which ends the whole process
    // (the server, or Electron main). The job's own promise still rejects,
    // and the caller turns that into a Result.
    errorHandler: () => undefined,
  });
  // a fixed resolution stops tesseract guessing it (and printing that it did) on every read
  // tesseract's own notes ("Detected 17 diacritics") would land on standard error: the CLI's channel for real errors
  await worker.setParameters({ user_defined_dpi: '300', debug_file: '/dev/null' });
  let current = '';
  let queue: Promise<unknown> = Promise.resolve();
  const run = async (image: Gray, mode: ReadMode, whitelist: string): Promise<OcrRead> => {
    const key = `${mode}|${whitelist}`;
    if (key !== current) {
      await worker.setParameters({ tessedit_pageseg_mode: PSM_OF[mode], tessedit_char_whitelist: whitelist });
      current = key;
    }
    const result = await worker.recognize(Buffer.from(encodePgm(image)), {}, { text: true, blocks: true });
    const words: OcrWord[] = [];
    for (const block of result.data.blocks ?? []) {
      for (const para of block.paragraphs)
        for (const line of para.lines) for (const w of line.words) words.push({ text: w.text, confidence: w.confidence });
    }
    return { text: result.data.text.trim(), words };
  };
  return {
    // reads are chained so a parameter change never lands between another read's setup and its run
    read(image, mode, whitelist = '') {
      const next = queue.then(() => run(image, mode, whitelist));
      queue = next.catch(() => undefined);
      return next;
    },
    close: () => worker.terminate().then(() => undefined),
  };
}
