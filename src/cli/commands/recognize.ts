/**
 * `deckside recognize [--deck tech-deck|standard-52] <image|folder ...>`: reads
 * one card in each image (PNG or JPEG, a folder means the images in it) and
 * prints one line per image:
 *   {"file": f, "card": code|null, "confidence": x, "candidates": [codes], "text": t}
 * with `card` null when the recognizer is unsure. A file that cannot be read,
 * is not an image or shows no card gives {"error": {"code", "message", "file"}}
 * on its own line and the batch goes on; the exit code is then 1. Each file's
 * declared size is checked before it is decoded (ERR_FRAME_TOO_LARGE: see
 * src/recognizer/image.ts), and the OCR starts only for the first picture
 * that passes, so a batch of refusals answers in milliseconds.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUNDLED_DECKS, loadDeck } from '../../recognizer/decks';
import { decodeImage } from '../../recognizer/image';
import { startRecognizer, type Recognizer } from '../../recognizer/recognizer';
import type { CliCommand } from '../io';
import { describeJsonError } from '../json-file';

const USAGE = 'usage: deckside recognize [--deck tech-deck|standard-52|<deck file>] <image.png|image.jpg|folder ...>';
const IMAGE = /\.(png|jpe?g)$/i;

interface Args {
  readonly deck: string;
  readonly inputs: readonly string[];
}

export function parseRecognizeArgs(args: readonly string[]): Args | string {
  let deck = 'tech-deck';
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--deck') {
      const v = args[++i];
      if (!v) return '--deck needs a deck id or deck file';
      deck = v;
    } else if (a.startsWith('--deck=')) {
      deck = a.slice('--deck='.length);
    } else if (a.startsWith('--')) {
      return `Unknown option "${a}".`;
    } else {
      inputs.push(a);
    }
  }
  if (inputs.length === 0) return 'give at least one image';
  return { deck, inputs };
}

/** Files to read, in order: a folder stands for its PNG and JPEG files, sorted by name. */
async function expand(inputs: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    try {
      if ((await stat(input)).isDirectory()) {
        const names = (await readdir(input)).filter((n) => IMAGE.test(n)).sort();
        files.push(...names.map((n) => path.join(input, n)));
        continue;
      }
    } catch {
      // not there: reported as that file's error line below
    }
    files.push(input);
  }
  return files;
}

const errorFor = (file: string, code: string, message: string): string => JSON.stringify({ error: { code, message, file } });

export const recognizeCommand: CliCommand = async (args, io) => {
  const parsed = parseRecognizeArgs(args);
  if (typeof parsed === 'string') {
    io.err(`deckside recognize: ${parsed}\n${USAGE}`);
    return 2;
  }
  // A deck file of the user's: a JSON fault is told as file:line, never by quoting the file.
  if (!(BUNDLED_DECKS as readonly string[]).includes(parsed.deck)) {
    const text = await readFile(parsed.deck, 'utf8').catch(() => null);
    if (text !== null) {
      try {
        JSON.parse(text);
      } catch (e) {
        io.err(`deckside recognize: the deck file ${describeJsonError(text, e, parsed.deck)}`);
        return 2;
      }
    }
  }
  const deck = await loadDeck(parsed.deck);
  if (!deck.ok) {
    io.err(`deckside recognize: ${deck.error.message}`);
    return 2;
  }
  const files = await expand(parsed.inputs);
  let failed = false;
  let recognizer: Recognizer | null = null;
  try {
    for (const file of files) {
      let bytes: Uint8Array;
      try {
        bytes = await readFile(file);
      } catch (e) {
        failed = true;
        io.out(errorFor(file, 'ERR_FILE_READ', `Could not read ${file}: ${(e as Error).message}`));
        continue;
      }
      const frame = decodeImage(bytes);
      if (!frame.ok) {
        failed = true;
        io.out(errorFor(file, frame.error.code, frame.error.message));
        continue;
      }
      recognizer ??= await startRecognizer();
      const r = await recognizer.recognizeFrame(frame.value, deck.value);
      if (!r.ok) {
        failed = true;
        io.out(errorFor(file, r.error.code, r.error.message));
        continue;
      }
      const { card, confidence, candidates, text } = r.value;
      io.out(JSON.stringify({ file, card, confidence, candidates, text }));
    }
  } finally {
    await recognizer?.close();
  }
  return failed ? 1 : 0;
};
