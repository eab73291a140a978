/**
 * Playtest store append with flush (issue 2, item 11): time per appendEvent
 * (schema-free store call: seq check, validate against the game's rules,
 * write one line, fdatasync) as median and 99th percentile, appends per
 * second, whether it stays flat from the first to the last appends of one
 * match, and the same raw write+fdatasync without the store for reference.
 * Then reopening: open (read and parse the file) and list (replay it) of the
 * written match. Uses the tiny counter game of the tests so it does not
 * depend on a real game's speed.
 * Run: npx tsx bench/store.bench.ts [--appends N] [--dir folder-on-the-disk-to-measure]
 */
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PlaytestStore } from '../src/store';
import { addEvent, counterRegistry, newCounterMatch } from '../test/store/counter-game';

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const APPENDS = Number(opt('appends') ?? 5000);
const parent = opt('dir') ?? tmpdir();

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const summary = (samples: readonly number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p99: quantile(s, 0.99), max: s[s.length - 1] ?? NaN };
};
const ms = (x: number): string => `${x.toFixed(3)} ms`;

const dir = await mkdtemp(path.join(parent, 'deckside-bench-'));
try {
  const store = await PlaytestStore.open({ dataDir: dir, appVersion: 'bench', getGame: counterRegistry });
  const created = await store.createMatch(newCounterMatch(1_764_480_000_000, 1_000_000));
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.matchId;

  const times: number[] = [];
  const t0 = performance.now();
  for (let seq = 1; seq <= APPENDS; seq++) {
    const a = performance.now();
    const r = await store.appendEvent(id, addEvent(seq));
    times.push(performance.now() - a);
    if (!r.ok) throw new Error(`append ${seq}: ${r.error.message}`);
  }
  const total = performance.now() - t0;
  const all = summary(times);
  const window = Math.max(1, Math.min(500, Math.floor(APPENDS / 4)));
  const first = summary(times.slice(0, window));
  const last = summary(times.slice(-window));
  await store.close();

  // Reference: the same lines written and flushed with no store around them.
  const raw: number[] = [];
  const handle = await open(path.join(dir, 'raw.jsonl'), 'a');
  const line = JSON.stringify(addEvent(1)) + '\n';
  for (let i = 0; i < Math.min(APPENDS, 2000); i++) {
    const a = performance.now();
    await handle.write(line);
    await handle.datasync();
    raw.push(performance.now() - a);
  }
  await handle.close();
  const rawSummary = summary(raw);

  const reopened = await PlaytestStore.open({ dataDir: dir, appVersion: 'bench', getGame: counterRegistry });
  let a = performance.now();
  const opened = await reopened.openMatch(id);
  const openMs = performance.now() - a;
  a = performance.now();
  const listed = await reopened.listMatches();
  const listMs = performance.now() - a;
  await reopened.close();
  if (!opened.ok || opened.value.events.length !== APPENDS) throw new Error('reopen lost events');
  if (!listed.ok) throw new Error(listed.error.message);

  console.log(`store append with flush: ${APPENDS} appends to one match in ${parent} (Node ${process.version}, ${process.platform})`);
  console.log(
    `  per append: median ${ms(all.median)}, p99 ${ms(all.p99)}, max ${ms(all.max)}; ${Math.round((APPENDS / total) * 1000)} appends/s`,
  );
  console.log(
    `  flat: first ${window} median ${ms(first.median)} p99 ${ms(first.p99)}; last ${window} median ${ms(last.median)} p99 ${ms(last.p99)}`,
  );
  console.log(`  raw write+fdatasync (no store): median ${ms(rawSummary.median)}, p99 ${ms(rawSummary.p99)}`);
  console.log(`  reopen ${APPENDS}-event match: open ${ms(openMs)}, list (replay) ${ms(listMs)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
