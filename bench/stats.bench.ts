/**
 * `deckside stats` on 5,000 playtests: generates them once (random legal
 * Trades and For-Ex games, two rules versions; cached in bench/.generated),
 * then times the command as a fresh process, with its peak memory, on a
 * first look (every log replayed) and later looks (records cache), and the
 * aggregation alone. Targets (issue 7): under 1 s and under 300 MB.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeStats } from '../src/insight/aggregate';
import { compareSets } from '../src/insight/compare';
import type { MatchHeader } from '../src/shared/api';
import { readPlaytestRecords } from '../src/store/playtest-records';
import { RECORDS_CACHE_FILE } from '../src/store/records-cache';
import { randomGame } from '../test/engine/for-ex/random-game';
import { randomTradesGame } from '../test/engine/trades/random-game';

const COUNT = Number(process.env.STATS_BENCH_COUNT ?? 5000);
const dir = path.resolve(`bench/.generated/playtests-${COUNT}`);

function header(
  game: MatchHeader['game'],
  i: number,
  players: readonly string[],
  options: MatchHeader['options'],
  seed: string,
  startedAt: number,
): MatchHeader {
  return {
    format: 'deckside-match',
    formatVersion: 1,
    matchId: `20260101-000000-${i.toString(16).padStart(8, '0')}`,
    game,
    options,
    seed,
    players: players.map((name, seat) => ({ name, seat })),
    deckVersion: null,
    rulesVersion: i % 2 ? 'v2' : 'v1',
    startedAt,
    appVersion: 'bench',
  };
}

function generate(): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  for (let i = 0; i < COUNT; i++) {
    const seed = `bench-${i}`;
    let h: MatchHeader;
    let events: readonly unknown[];
    if (i % 2 === 0) {
      const g = randomTradesGame({ seed, players: 3 + (i % 3), steps: 40 });
      h = header('trades', i, g.config.players, g.config.options, g.config.seed, g.config.at);
      events = g.events;
    } else {
      const g = randomGame(seed, { players: 3 + (i % 3), maxActions: 400 });
      h = header('for-ex', i, g.config.players, g.config.options, g.config.seed, g.config.at);
      events = g.events;
    }
    writeFileSync(path.join(dir, `${h.matchId}.jsonl`), [h, ...events].map((l) => JSON.stringify(l)).join('\n') + '\n');
  }
  console.log(`generated ${COUNT} playtests in ${((performance.now() - t0) / 1000).toFixed(1)} s into ${dir}`);
}

if (!existsSync(dir) || readdirSync(dir).filter((f) => f.endsWith('.jsonl')).length !== COUNT) generate();

interface Run {
  wallMs: number;
  inProcessMs: number;
  maxRssMB: number;
}
function runStats(): Run {
  const t = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/measure-cli.ts', 'stats', dir, '--compare-rules-version', 'v2', '--rules-version', 'v1'],
    { encoding: 'utf8' },
  );
  const wallMs = performance.now() - t;
  if (child.status !== 0) throw new Error(`stats failed: ${child.stderr}`);
  const m = JSON.parse(child.stdout.trim().split('\n').pop() as string) as { ms: number; maxRssMB: number };
  return { wallMs, inProcessMs: m.ms, maxRssMB: m.maxRssMB };
}
const show = (label: string, r: Run): void =>
  console.log(
    `${label}: ${r.inProcessMs.toFixed(0)} ms in process, ${r.wallMs.toFixed(0)} ms as a whole process (node + tsx start included), peak memory ${r.maxRssMB.toFixed(0)} MB`,
  );

rmSync(path.join(dir, RECORDS_CACHE_FILE), { force: true });
const cold = runStats();
const warm = [runStats(), runStats(), runStats()].reduce((a, b) => (a.inProcessMs < b.inProcessMs ? a : b));
console.log(`stats on ${COUNT} playtests, filtered to one rules version and compared with the other:`);
show('  first look (every log replayed, records cache written)', cold);
show('  later looks (records cache; best of 3)', warm);
console.log(
  `  targets for later looks: under 1000 ms -> ${warm.inProcessMs < 1000 ? 'met' : 'NOT met'}; under 300 MB -> ${Math.max(cold.maxRssMB, warm.maxRssMB) < 300 ? 'met' : 'NOT met'} (peak of both)`,
);

const t1 = performance.now();
const { records } = await readPlaytestRecords(dir, { useCache: false });
const t2 = performance.now();
computeStats(records);
compareSets(
  records.filter((r) => r.rulesVersion === 'v1'),
  records.filter((r) => r.rulesVersion === 'v2'),
);
const t3 = performance.now();
console.log(
  `  of which: reading and replaying ${records.length} logs ${(t2 - t1).toFixed(0)} ms; aggregating and comparing ${(t3 - t2).toFixed(1)} ms (the dashboard's recomputation on a filter change)`,
);
