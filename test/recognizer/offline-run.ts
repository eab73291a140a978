/**
 * Run by offline.test.ts in a child process with no-network.mjs preloaded:
 * first proves the trap works inside a worker thread (where tesseract.js
 * runs), then recognizes one card and prints the result as JSON.
 */
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { loadDeck } from '../../src/recognizer/decks';
import { startRecognizer } from '../../src/recognizer/recognizer';

const [image, deckId] = process.argv.slice(2) as [string, string];
await new Promise<void>((resolve) => {
  const w = new Worker(new URL('./sanity-worker.mjs', import.meta.url));
  w.on('exit', () => resolve());
});
const deck = await loadDeck(deckId);
if (!deck.ok) throw new Error(deck.error.message);
const rec = await startRecognizer();
const r = await rec.recognizeImage(await readFile(image), deck.value);
await rec.close();
console.log(JSON.stringify(r));
