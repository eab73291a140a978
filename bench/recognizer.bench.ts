/**
 * Recognizer benchmark (issue 8): accuracy on the generated test set (correct,
 * unsure, wrong), time to start the recognizer, median and 95th-percentile
 * time per card after start (decode + find + read + match), and peak memory.
 *
 *   node scripts/make-card-images.mjs        # once: renders bench/.generated/cards
 *   npx tsx bench/recognizer.bench.ts [--limit N] [--only tech-deck|standard-52] [--verbose]
 *
 * Targets on a 2-core machine: >= 95% correct, <= 1% wrong, median < 250 ms, start < 2 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckFile } from '../src/engine/core/deck';
import { loadDeck } from '../src/recognizer/decks';
import { startRecognizer } from '../src/recognizer/recognizer';

interface Item {
  readonly file: string;
  readonly deck: 'tech-deck' | 'standard-52';
  readonly code: string;
  readonly style: string;
  readonly background: string;
  readonly angle: number;
}

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '.generated', 'cards');
const manifestFile = path.join(folder, 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No test set at ${folder}: run  node scripts/make-card-images.mjs  first.`);
  process.exit(1);
}
let items = JSON.parse(readFileSync(manifestFile, 'utf8')) as Item[];
const only = opt('only');
if (only) items = items.filter((i) => i.deck === only);
const limit = Number(opt('limit') ?? '0');
if (limit > 0) items = items.filter((_, i) => i % Math.ceil(items.length / limit) === 0);

const decks = new Map<string, DeckFile>();
for (const id of ['tech-deck', 'standard-52']) {
  const d = await loadDeck(id);
  if (!d.ok) throw new Error(d.error.message);
  decks.set(id, d.value);
}

let t = performance.now();
const recognizer = await startRecognizer();
const startMs = performance.now() - t;

const times: number[] = [];
const tally = new Map<string, { correct: number; unsure: number; wrong: number; failed: number }>();
const wrongs: string[] = [];
for (const item of items) {
  const bytes = await readFile(path.join(folder, item.file));
  t = performance.now();
  const r = await recognizer.recognizeImage(bytes, decks.get(item.deck) as DeckFile);
  times.push(performance.now() - t);
  const row = tally.get(item.deck) ?? { correct: 0, unsure: 0, wrong: 0, failed: 0 };
  tally.set(item.deck, row);
  if (!r.ok) {
    row.failed++;
    if (verbose) console.log(`FAILED ${item.file}: ${r.error.code}`);
  } else if (r.value.card === null) {
    row.unsure++;
    if (verbose) console.log(`unsure ${item.file} (${item.style}, ${item.background}, ${item.angle}): [${r.value.candidates.join(' ')}] ${r.value.confidence} "${r.value.text}"`);
  } else if (r.value.card === item.code) {
    row.correct++;
  } else {
    row.wrong++;
    wrongs.push(`${item.file} -> ${r.value.card} (${r.value.confidence}) "${r.value.text}"`);
  }
}
await recognizer.close();

const sorted = [...times].sort((a, b) => a - b);
const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const all = { correct: 0, unsure: 0, wrong: 0, failed: 0 };
console.log(`recognizer bench: ${items.length} images from ${folder}`);
for (const [deck, row] of tally) {
  const n = row.correct + row.unsure + row.wrong + row.failed;
  console.log(`  ${deck.padEnd(12)} ${n} images: correct ${row.correct} (${pct(row.correct, n)}), unsure ${row.unsure + row.failed} (${pct(row.unsure + row.failed, n)}; no card found ${row.failed}), wrong ${row.wrong} (${pct(row.wrong, n)})`);
  for (const k of Object.keys(all) as (keyof typeof all)[]) all[k] += row[k];
}
const n = items.length;
console.log(`  all          ${n} images: correct ${pct(all.correct, n)}, unsure ${pct(all.unsure + all.failed, n)}, wrong ${pct(all.wrong, n)}   (targets: >= 95% correct, <= 1% wrong)`);
console.log(`  start ${startMs.toFixed(0)} ms (target < 2000); per card median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? NaN).toFixed(0)} ms (target median < 250)`);
console.log(`  peak memory (max RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
for (const w of wrongs) console.log(`  WRONG ${w}`);
