/**
 * The card recognizer's half of the DecksideApi (`recognize`, `teachCard`),
 * served by the host (./host-api.ts) to both transports: Electron main and
 * the browser-mode server. The recognizer starts on the first call (its OCR
 * worker costs about half a second) and is kept: one worker per process.
 * Calls run one at a time, so two teach calls never overwrite each other's
 * record. Arguments arrive already checked by the shared schemas (deck from
 * a fixed list, base64 of a JPEG or PNG, size).
 */
import type { DeckFile } from '../engine/core/deck';
import { normalizeCode } from '../engine/core/cards';
import { err, ok, type Result } from '../engine/core/result';
import { decodeImage, loadDeck, startRecognizer, type Recognizer, type RecognizerOptions } from '../recognizer';
import {
  MAX_SCAN_IMAGE_BYTES,
  type ApiMethod,
  type CardScan,
  type DecksideApi,
  type RecognizerMethod,
  type ScanDeck,
  type TaughtCard,
} from '../contract/api';

export interface RecognizerApiOptions {
  /** Where teach mode keeps what it learned (the data folder's `teach` folder). */
  readonly teachFolder: string;
  /** The user's saved edit of a deck (the store's getDeck); null or absent: the bundled deck file. */
  readonly editedDeck?: (id: ScanDeck) => Promise<Result<DeckFile | null>>;
  /** Starts the recognizer; tests pass a fake. */
  readonly start?: (options: RecognizerOptions) => Promise<Recognizer>;
}

export interface RecognizerApi extends Pick<DecksideApi, RecognizerMethod> {
  /** Stops the OCR worker if it was started (the next call starts a new one). */
  close(): Promise<void>;
}

/** The methods this half answers (the store answers the rest). */
export const RECOGNIZER_METHODS: readonly ApiMethod[] = ['recognize', 'teachCard'] satisfies readonly RecognizerMethod[];

export function recognizerApi(options: RecognizerApiOptions): RecognizerApi {
  const start = options.start ?? startRecognizer;
  let starting: Promise<Recognizer> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const bundled = new Map<ScanDeck, DeckFile>();

  /** The running recognizer, started on first use; a failed start is not remembered. */
  async function recognizer(): Promise<Result<Recognizer>> {
    if (!starting) {
      const attempt = start({ teachFolder: options.teachFolder });
      starting = attempt;
      attempt.catch(() => {
        if (starting === attempt) starting = null;
      });
    }
    try {
      return ok(await starting);
    } catch (e) {
      return err('ERR_RECOGNIZER_START', `The card recognizer could not start: ${e instanceof Error ? e.message : String(e)}.`);
    }
  }

  async function deckFor(id: ScanDeck): Promise<Result<DeckFile>> {
    if (options.editedDeck) {
      const edited = await options.editedDeck(id);
      if (!edited.ok) return err(edited.error.code, `Your saved ${id} deck could not be read: ${edited.error.message}`);
      if (edited.value) return ok(edited.value);
    }
    const cached = bundled.get(id);
    if (cached) return ok(cached);
    const loaded = await loadDeck(id);
    if (loaded.ok) bundled.set(id, loaded.value);
    return loaded;
  }

  /** One call at a time through the single OCR worker and the teach record. */
  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  }

  function bytesOf(imageBase64: string): Result<Uint8Array> {
    const bytes = Buffer.from(imageBase64, 'base64');
    if (bytes.length > MAX_SCAN_IMAGE_BYTES)
      return err('ERR_IMAGE_TOO_LARGE', `The image is ${bytes.length} bytes; the recognizer takes up to ${MAX_SCAN_IMAGE_BYTES}.`);
    return ok(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  }

  /** The picture a call sent, size-checked and decoded. */
  function frameOf(imageBase64: string): ReturnType<typeof decodeImage> {
    const bytes = bytesOf(imageBase64);
    return bytes.ok ? decodeImage(bytes.value) : bytes;
  }

  return {
    recognize: (deckId, imageBase64, guide) =>
      serial(async (): Promise<Result<CardScan>> => {
        const frame = frameOf(imageBase64);
        if (!frame.ok) return frame;
        const deck = await deckFor(deckId);
        if (!deck.ok) return deck;
        const rec = await recognizer();
        if (!rec.ok) return rec;
        const r = await rec.value.recognizeFrame(frame.value, deck.value, { guide: guide ?? null });
        if (!r.ok) return r;
        const { card, confidence, candidates, text, corners } = r.value;
        return ok({ card, confidence, candidates: [...candidates], text, corners: corners.map(({ x, y }) => ({ x, y })) });
      }),

    teachCard: (deckId, code, imageBase64, guide) =>
      serial(async (): Promise<Result<TaughtCard>> => {
        const frame = frameOf(imageBase64);
        if (!frame.ok) return frame;
        const deck = await deckFor(deckId);
        if (!deck.ok) return deck;
        // Any accepted spelling (7SC, 7-science) becomes the deck's own code.
        const canonical = normalizeCode(deck.value.kind, code);
        if (!canonical.ok) return err('ERR_TEACH_UNKNOWN_CARD', `"${code}" is not a card of ${deckId}: ${canonical.error.message}`);
        const rec = await recognizer();
        if (!rec.ok) return rec;
        const taught = await rec.value.teach(frame.value, deck.value, canonical.value, { guide: guide ?? null });
        if (!taught.ok) return taught;
        return ok({ deck: deckId, deckVersion: deck.value.version, code: canonical.value, taught: Object.keys(taught.value.cards) });
      }),

    async close() {
      const running = starting;
      starting = null;
      if (running) await running.then((r) => r.close()).catch(() => undefined);
    },
  };
}
