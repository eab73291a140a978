/**
 * The recognizer as the app and the command line use it: start it once (the
 * OCR worker costs about half a second), then hand it frames. One
 * implementation for the Electron main process, the browser-mode server and
 * the CLI; none of them touches pixels or OCR themselves.
 *
 *   const rec = await startRecognizer({ teachFolder });
 *   const r = await rec.recognizeFrame({ width, height, data }, deck);
 *   // r.ok ? r.value.card (null when unsure), .confidence, .candidates, .text, .corners
 *   await rec.recognizeFrame(frame, deck, { guide: { x: 0.3, y: 0.1, width: 0.4, height: 0.8 } }); // the card in the guide frame
 */
import type { DeckFile } from '../engine/core/deck';
import { err, ok, type Result } from '../engine/core/result';
import type { Point } from './geometry';
import { checkGuide, chooseCard, type Guide } from './guide';
import { checkFrame, decodeImage, shrinkFrame, type Frame } from './image';
import { findCards, type CardLocation } from './locate';
import { DEFAULT_THRESHOLD, expectations, matchReading, type Expectations } from './match';
import { startOcr, type Ocr } from './ocr';
import { readCard, type CardReading } from './read';
import { addTaughtRead, emptyTaught, teachRead, type TaughtDeck } from './teach';
import { teachStore, type TeachStore } from './teach-store';

/** Frames are shrunk to this longer side before the search (a 1080p frame by 2, 4K by 3). */
const MAX_WORK_SIDE = 1280;

/** The location in the caller's frame of a card found in a shrunk copy. */
function scaleLocation(loc: CardLocation, factor: number): CardLocation {
  if (factor === 1) return loc;
  const scale = (p: Point): Point => ({ x: p.x * factor, y: p.y * factor });
  const [a, b, c, d] = loc.corners;
  return { ...loc, corners: [scale(a), scale(b), scale(c), scale(d)] };
}

export interface Recognition {
  /** The card's code, or null when the recognizer is unsure. */
  readonly card: string | null;
  /** 0..1: the best card's share of belief. */
  readonly confidence: number;
  /** The most likely cards, best first. */
  readonly candidates: readonly string[];
  /** What was read, for the operator and the log. */
  readonly text: string;
  /** The outline of the card read, in the frame: its printed top-left, top-right, bottom-right, bottom-left (whichever way up it lies). */
  readonly corners: CardLocation['corners'];
  /** How many card outlines were in view (all but the one read were ignored); absent from older callers' fakes. */
  readonly cardsInView?: number;
}

/** Where to look: the guide frame the card is held in (shares of the frame); without one, the biggest card in view. */
export interface FrameOptions {
  readonly guide?: Guide | null;
}

export interface RecognizerOptions {
  /** Confidence below which the answer is "unsure" (default 0.75). */
  readonly threshold?: number;
  /** Folder of teach records; without one, teach mode keeps records in memory only. */
  readonly teachFolder?: string;
}

export interface Recognizer {
  recognizeFrame(frame: Frame, deck: DeckFile, options?: FrameOptions): Promise<Result<Recognition>>;
  /** A PNG or JPEG file's bytes. */
  recognizeImage(bytes: Uint8Array, deck: DeckFile, options?: FrameOptions): Promise<Result<Recognition>>;
  /** Teach mode: reads the card in the frame (in the guide frame, when given) and records it as `code` of the deck (saved when there is a teach folder). */
  teach(frame: Frame, deck: DeckFile, code: string, options?: FrameOptions): Promise<Result<TaughtDeck>>;
  /** The deck version's teach record (empty when nothing was taught). */
  taught(deck: DeckFile): Promise<Result<TaughtDeck>>;
  close(): Promise<void>;
}

export async function startRecognizer(options: RecognizerOptions = {}): Promise<Recognizer> {
  const ocr: Ocr = await startOcr();
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const store: TeachStore | null = options.teachFolder ? teachStore(options.teachFolder) : null;
  const taughtByDeck = new Map<string, TaughtDeck>();
  const expByDeck = new Map<string, { deck: DeckFile; exp: Expectations }>();
  let closed = false;
  const keyOf = (deck: DeckFile): string => `${deck.id}@${deck.version}`;

  const taught = async (deck: DeckFile): Promise<Result<TaughtDeck>> => {
    const cached = taughtByDeck.get(keyOf(deck));
    if (cached) return ok(cached);
    const loaded = store ? await store.load(deck) : ok(emptyTaught(deck));
    if (loaded.ok) taughtByDeck.set(keyOf(deck), loaded.value);
    return loaded;
  };

  const expectationsOf = async (deck: DeckFile): Promise<Result<Expectations>> => {
    const cached = expByDeck.get(keyOf(deck));
    // the same deck object (or an equal version) reuses the work
    if (cached && cached.deck === deck) return ok(cached.exp);
    const t = await taught(deck);
    if (!t.ok) return t;
    const exp = expectations(deck, t.value);
    expByDeck.set(keyOf(deck), { deck, exp });
    return ok(exp);
  };

  const read = async (
    frame: Frame,
    deck: DeckFile,
    words: boolean,
    options: FrameOptions,
  ): Promise<Result<{ reading: CardReading; cardsInView: number }>> => {
    if (closed) return err('ERR_RECOGNIZER_CLOSED', 'The recognizer was closed; start a new one.');
    const checked = checkFrame(frame);
    if (!checked.ok) return checked;
    const guide = options.guide ? checkGuide(options.guide) : null;
    if (guide && !guide.ok) return guide;
    const small = shrinkFrame(frame, MAX_WORK_SIDE);
    const found = findCards(small);
    if (!found.ok) return found;
    const pick = chooseCard(
      found.value.map((l) => l.corners),
      guide ? guide.value : null,
      small.width,
      small.height,
    );
    if (pick === null)
      return err(
        'ERR_NO_CARD_IN_GUIDE',
        `${found.value.length === 1 ? 'A card is' : `${found.value.length} cards are`} in view, but none inside the guide frame: hold the card to read inside it.`,
      );
    const loc = found.value[pick] as CardLocation;
    try {
      const reading = await readCard(ocr, small, loc, deck.kind, words);
      const location = scaleLocation(reading.location, frame.width / small.width);
      return ok({ reading: { ...reading, location }, cardsInView: found.value.length });
    } catch (e) {
      return err('ERR_OCR_FAILED', `Reading the card failed: ${e instanceof Error ? e.message : String(e)}.`);
    }
  };

  const recognizeFrame = async (frame: Frame, deck: DeckFile, options: FrameOptions = {}): Promise<Result<Recognition>> => {
    const exp = await expectationsOf(deck);
    if (!exp.ok) return exp;
    // words matter on Tech Deck cards, and on any card teach mode recorded words for
    const words = deck.kind === 'tech' || exp.value.taughtFrequency.size > 0;
    const r = await read(frame, deck, words, options);
    if (!r.ok) return r;
    const m = matchReading(exp.value, r.value.reading, threshold);
    return ok({
      card: m.card,
      confidence: m.confidence,
      candidates: m.candidates,
      text: r.value.reading.text,
      corners: r.value.reading.location.corners,
      cardsInView: r.value.cardsInView,
    });
  };

  return {
    recognizeFrame,
    async recognizeImage(bytes, deck, options) {
      const frame = decodeImage(bytes);
      return frame.ok ? recognizeFrame(frame.value, deck, options) : frame;
    },
    async teach(frame, deck, code, options = {}) {
      const t = await taught(deck);
      if (!t.ok) return t;
      const r = await read(frame, deck, true, options);
      if (!r.ok) return r;
      const next = addTaughtRead(t.value, deck, code, teachRead(r.value.reading, new Date().toISOString()));
      if (!next.ok) return next;
      if (store) {
        const saved = await store.save(next.value);
        if (!saved.ok) return saved;
      }
      taughtByDeck.set(keyOf(deck), next.value);
      expByDeck.delete(keyOf(deck));
      return next;
    },
    taught,
    async close() {
      if (closed) return;
      closed = true;
      await ocr.close();
    },
  };
}

let shared: Promise<Recognizer> | null = null;

/**
 * One recognizer for the whole process (the Electron main process or the
 * browser-mode server), started on first use. Closing it lets the next call
 * start a fresh one; a failed start is not remembered.
 */
export function sharedRecognizer(options: RecognizerOptions = {}): Promise<Recognizer> {
  if (!shared) {
    const starting = startRecognizer(options).then((rec) => ({
      ...rec,
      close: async () => {
        if (shared === starting) shared = null;
        await rec.close();
      },
    }));
    shared = starting;
    starting.catch(() => {
      if (shared === starting) shared = null;
    });
  }
  return shared;
}
