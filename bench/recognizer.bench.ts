/**
 * Recognizer benchmark (issue 8): accuracy on the generated test set (correct,
 * unsure, wrong), time to start the recognizer, median and 95th-percentile
 * time per card after start (decode + find + read + match), and peak memory.
 *
 *   node scripts/make-card-images.mjs        # renders bench/.generated/cards (done here if missing)
 *   npx tsx bench/recognizer.bench.ts [--dir FOLDER] [--limit N] [--only tech-deck|standard-52] [--verbose]
 *
 * Per card it times the whole file (JPEG/PNG decode + find + read + match, what
 * the CLI does) and the frame alone (what the app does with a camera frame),
 * and the process CPU time (all threads), which says more than wall time when
 * other work shares the cores: the load average is printed with the figures.
 *
 * Targets on a 2-core machine: >= 95% correct, <= 1% wrong, median < 250 ms, start < 2 s.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckFile } from '../src/engine/core/deck';
import { loadDeck } from '../src/recognizer/decks';
import { decodeImage } from '../src/recognizer/image';
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
const folder = path.resolve(opt('dir') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '.generated', 'cards'));
const manifestFile = path.join(folder, 'manifest.json');
if (!existsSync(manifestFile)) {
  if (opt('dir')) {
    console.error(`No test set at ${folder} (no manifest.json).`);
    process.exit(1);
  }
  // a fresh clone: render the default set first (Chromium, about half a minute)
  console.log(`No test set at ${folder}: rendering it with scripts/make-card-images.mjs ...`);
  const made = spawnSync(
    process.execPath,
    [path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'make-card-images.mjs')],
    { stdio: 'inherit' },
  );
  if (made.status !== 0 || !existsSync(manifestFile)) {
    console.error('Could not render the test set (is /usr/bin/chromium installed?).');
    process.exit(1);
  }
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

const startCpu = process.cpuUsage();
let t = performance.now();
const recognizer = await startRecognizer();
const startMs = performance.now() - t;
const startCpuMs = (process.cpuUsage(startCpu).user + process.cpuUsage(startCpu).system) / 1000;

const times: number[] = [];
const frameTimes: number[] = [];
const cpuTimes: number[] = [];
const load0 = os.loadavg()[0] ?? 0;
const tally = new Map<string, { correct: number; unsure: number; wrong: number; failed: number }>();
const wrongs: string[] = [];
for (const item of items) {
  const bytes = await readFile(path.join(folder, item.file));
  const cpu = process.cpuUsage();
  t = performance.now();
  const frame = decodeImage(bytes);
  const t1 = performance.now();
  const r = frame.ok ? await recognizer.recognizeFrame(frame.value, decks.get(item.deck) as DeckFile) : frame;
  const t2 = performance.now();
  const used = process.cpuUsage(cpu);
  times.push(t2 - t);
  frameTimes.push(t2 - t1);
  cpuTimes.push((used.user + used.system) / 1000);
  const row = tally.get(item.deck) ?? { correct: 0, unsure: 0, wrong: 0, failed: 0 };
  tally.set(item.deck, row);
  if (!r.ok) {
    row.failed++;
    if (verbose) console.log(`FAILED ${item.file}: ${r.error.code}`);
  } else if (r.value.card === null) {
    row.unsure++;
    if (verbose)
      console.log(
        `unsure ${item.file} (${item.style}, ${item.background}, ${item.angle}): [${r.value.candidates.join(' ')}] ${r.value.confidence} "${r.value.text}"`,
      );
  } else if (r.value.card === item.code) {
    row.correct++;
  } else {
    row.wrong++;
    wrongs.push(`${item.file} -> ${r.value.card} (${r.value.confidence}) "${r.value.text}"`);
  }
}
await recognizer.close();

const stats = (xs: readonly number[]): string => {
  const sorted = [...xs].sort((a, b) => a - b);
  const q = (p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return `median ${q(0.5).toFixed(0)} ms, p95 ${q(0.95).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? NaN).toFixed(0)} ms`;
};
const pct = (n: number, of: number): string => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;
const all = { correct: 0, unsure: 0, wrong: 0, failed: 0 };
console.log(`recognizer bench: ${items.length} images from ${folder}`);
for (const [deck, row] of tally) {
  const n = row.correct + row.unsure + row.wrong + row.failed;
  console.log(
    `  ${deck.padEnd(12)} ${n} images: correct ${row.correct} (${pct(row.correct, n)}), unsure ${row.unsure + row.failed} (${pct(row.unsure + row.failed, n)}; no card found ${row.failed}), wrong ${row.wrong} (${pct(row.wrong, n)})`,
  );
  for (const k of Object.keys(all) as (keyof typeof all)[]) all[k] += row[k];
}
const n = items.length;
console.log(
  `  all          ${n} images: correct ${pct(all.correct, n)}, unsure ${pct(all.unsure + all.failed, n)}, wrong ${pct(all.wrong, n)}   (targets: >= 95% correct, <= 1% wrong)`,
);
console.log(`  start ${startMs.toFixed(0)} ms, CPU ${startCpuMs.toFixed(0)} ms (target < 2000)`);
console.log(`  per card, file (decode + recognize): ${stats(times)}   (target median < 250)`);
console.log(`  per card, frame (recognize only):    ${stats(frameTimes)}`);
console.log(`  per card, CPU time (all threads):    ${stats(cpuTimes)}`);
console.log(
  `  load average (1 min) at start ${load0.toFixed(1)}, at end ${(os.loadavg()[0] ?? 0).toFixed(1)}, on ${os.cpus().length} cores`,
);
console.log(`  peak memory (max RSS) ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
for (const w of wrongs) console.log(`  WRONG ${w}`);
