/**
 * Engine speed (issue 2, item 11), on Trades:
 * - validate+apply per action over one 50,000-action match: median and 99th
 *   percentile, and whether it stays flat (the first 1,000 actions against the
 *   last 1,000, and every 5,000 in between);
 * - replay of a 10,000-event log read back from JSON: time, and peak memory
 *   (heap sampled during an instrumented fold, and the process's peak RSS).
 * The matches are random legal games (test/engine/trades/random-game.ts) with
 * a one-week time limit and unlimited deck trades, so mandatory, optional and
 * deck trades, queues and blind picks keep cycling for the whole match.
 * Run: npx tsx bench/engine.bench.ts (or npm run bench -- engine)
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { MatchConfig } from '../src/engine/core/game';
import { replay, type LogEvent } from '../src/engine/core/log';
import { tradesGame } from '../src/engine/trades/index';
import type { TradesAction, TradesState } from '../src/engine/trades/types';
import { RandomTradesDriver } from '../test/engine/trades/random-game';

const LONG_MATCH = 50_000;
const REPLAY_EVENTS = 10_000;
const WINDOW = 1_000;

/** A gc function: the one --expose-gc gives, or one obtained through V8 flags. */
function getGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const gc = getGc();

function buildMatch(seed: string, actions: number): { config: MatchConfig; events: LogEvent<TradesAction>[] } {
  const driver = new RandomTradesDriver({ seed, players: 5, maxGapMs: 20, options: { timeLimitSeconds: 604_800, deckTrades: 1_000_000 } });
  while (driver.events.length < actions) if (!driver.tradingStep()) break;
  if (driver.events.length < actions) throw new Error(`the match ended after ${driver.events.length} actions`);
  return { config: driver.config, events: driver.events.slice(0, actions) };
}

const sorted = (xs: ArrayLike<number>): number[] => Array.from(xs).sort((a, b) => a - b);
const quantile = (s: readonly number[], q: number): number => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
const us = (ms: number): string => `${(ms * 1000).toFixed(2)} µs`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Times validate+apply of each event, folding from the setup. */
function timeEachAction(config: MatchConfig, events: readonly LogEvent<TradesAction>[]): Float64Array {
  const setup = tradesGame.setup(config);
  if (!setup.ok) throw new Error(setup.error.message);
  let state: TradesState = setup.value;
  const times = new Float64Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as LogEvent<TradesAction>;
    const ctx = { at: e.at };
    const t0 = performance.now();
    const verdict = tradesGame.validate(state, e.action, ctx);
    if (!verdict.ok) throw new Error(`event ${e.seq} refused: ${verdict.error.message}`);
    state = tradesGame.apply(state, e.action, ctx);
    times[i] = performance.now() - t0;
  }
  return times;
}

function describeWindow(label: string, times: ArrayLike<number>): string {
  const s = sorted(times);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return `${label.padEnd(26)} median ${us(quantile(s, 0.5)).padStart(10)}  p99 ${us(quantile(s, 0.99)).padStart(10)}  mean ${us(mean).padStart(10)}`;
}

function perActionBench(): void {
  console.log(`Trades validate+apply per action, one match of ${LONG_MATCH.toLocaleString('en')} actions (5 players)`);
  const tb = performance.now();
  const warm = buildMatch('engine-bench-warmup', 5_000);
  const match = buildMatch('engine-bench', LONG_MATCH);
  console.log(
    `  (matches generated in ${((performance.now() - tb) / 1000).toFixed(1)} s; warm-up pass of 5,000 actions on another match first)`,
  );
  const counts = new Map<string, number>();
  for (const e of match.events) counts.set(e.action.type, (counts.get(e.action.type) ?? 0) + 1);
  console.log(`  actions: ${[...counts].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  timeEachAction(warm.config, warm.events);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const times = timeEachAction(match.config, match.events);
  const cpu = process.cpuUsage(cpu0);
  const total = performance.now() - t0;
  console.log(`  ${describeWindow('all actions', times)}`);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `  total ${(total / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU: ${us(cpuMs / LONG_MATCH)} CPU per action (timer included; wall > CPU when the machine is shared)`,
  );
  const first = times.subarray(0, WINDOW);
  const last = times.subarray(LONG_MATCH - WINDOW);
  console.log(`  ${describeWindow(`actions 1-${WINDOW.toLocaleString('en')}`, first)}`);
  console.log(`  ${describeWindow(`actions ${(LONG_MATCH - WINDOW + 1).toLocaleString('en')}-${LONG_MATCH.toLocaleString('en')}`, last)}`);
  for (let from = 0; from < LONG_MATCH; from += 5_000) {
    console.log(
      `    ${describeWindow(`actions ${(from + 1).toLocaleString('en')}-${(from + 5_000).toLocaleString('en')}`, times.subarray(from, from + 5_000))}`,
    );
  }
  const ratio = quantile(sorted(last), 0.5) / quantile(sorted(first), 0.5);
  console.log(`  flat: median of the last 1,000 / median of the first 1,000 = ${ratio.toFixed(2)} (${ratio < 1.5 ? 'flat' : 'GROWS'})`);
}

function replayBench(): void {
  console.log(
    `\nReplay of a ${REPLAY_EVENTS.toLocaleString('en')}-event Trades log (read back from JSON Lines, parse+validate+apply each event)`,
  );
  const match = buildMatch('engine-bench-replay', REPLAY_EVENTS);
  const jsonl = match.events.map((e) => JSON.stringify(e)).join('\n');
  console.log(`  log size ${mb(Buffer.byteLength(jsonl))}`);
  const runs: number[] = [];
  const cpuRuns: number[] = [];
  let final: TradesState | null = null;
  for (let i = 0; i < 6; i++) {
    const events = jsonl.split('\n').map((line) => JSON.parse(line) as LogEvent);
    gc();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const r = replay(tradesGame, match.config, events);
    const cpu = process.cpuUsage(cpu0);
    const ms = performance.now() - t0;
    if (!r.ok || r.value.failure) throw new Error('replay failed');
    final = r.value.state;
    if (i > 0) {
      // The first run warms up.
      runs.push(ms);
      cpuRuns.push((cpu.user + cpu.system) / 1000);
    }
  }
  const s = sorted(runs);
  const c = sorted(cpuRuns);
  console.log(
    `  time over ${runs.length} runs: median ${quantile(s, 0.5).toFixed(1)} ms wall (best ${(s[0] ?? NaN).toFixed(1)} ms), median ${quantile(c, 0.5).toFixed(1)} ms CPU = ${us(quantile(c, 0.5) / REPLAY_EVENTS)} CPU per event`,
  );

  // Peak memory: the same fold as replay(), sampling the heap every 100 events.
  const events = jsonl.split('\n').map((line) => JSON.parse(line) as LogEvent);
  gc();
  const base = process.memoryUsage().heapUsed;
  const setup = tradesGame.setup(match.config);
  if (!setup.ok) throw new Error(setup.error.message);
  let state = setup.value;
  let peak = base;
  for (let i = 0; i < events.length; i++) {
    const e = events[i] as LogEvent;
    const parsed = tradesGame.parseAction(e.action);
    if (!parsed.ok) throw new Error(parsed.error.message);
    state = tradesGame.apply(state, parsed.value, { at: e.at });
    if (i % 100 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  gc();
  const retained = process.memoryUsage().heapUsed - base;
  console.log(`  heap: peak ${mb(peak - base)} above the loaded log (garbage included), ${mb(Math.max(0, retained))} retained after gc`);
  console.log(`  final state ${(Buffer.byteLength(JSON.stringify(final)) / 1024).toFixed(1)} KB as JSON (does not grow with the log)`);
  const ru = process.resourceUsage();
  console.log(
    `  process peak RSS so far (resourceUsage().maxRSS): ${mb(ru.maxRSS * 1024)}; heap now ${mb(process.memoryUsage().heapUsed)}`,
  );
  if (JSON.stringify(state) !== JSON.stringify(final)) throw new Error('instrumented fold disagrees with replay()');
}

perActionBench();
replayBench();
