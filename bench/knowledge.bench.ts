/**
 * Card knowledge speed: random Trades, Tech Exchange and Grid Poker games,
 * first played (the driver choosing among legal actions, every action
 * validated and applied), then replayed (validate + apply only). Prints
 * actions per second per game and the load average, so a change to
 * core/knowledge can be compared before and after on the same machine.
 * Then the figures the issues ask for: random bots through the simulator
 * (src/sim, Trades and Tech Exchange, actions/s), one Trades log replayed
 * (ms), and microseconds per prune of the tables met in those replays
 * (memos bypassed: each table is a fresh copy), beside a peer in the same
 * run: structuredClone of the same tables (a fixed amount of plain work, so
 * a loaded machine shows in both).
 *
 *   npm run bench -- knowledge
 *   (KNOWLEDGE_BENCH_GAMES=N: games per kind; KNOWLEDGE_BENCH_ONLY=trades: one game)
 */
import { loadavg } from 'node:os';
import type { Knowledge } from '../src/engine/core/knowledge';
import { prune, type Table } from '../src/engine/core/knowledge-table';
import { batchPlayer, jobsOf } from '../src/sim/jobs';
import { simulationSource } from '../src/sim/games';
import { play, type MatchConfig } from '../src/engine/core/game';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { gridPokerGame } from '../src/engine/grid-poker/index';
import { techExchangeGame } from '../src/engine/tech-exchange/index';
import type { TechExchangeAction, TechExchangeState } from '../src/engine/tech-exchange/types';
import { tradesGame } from '../src/engine/trades/index';
import { randomGame as randomGridGame } from '../test/engine/grid-poker/driver';
import { config as techConfig } from '../test/engine/tech-exchange/helpers';
import { randomTradesGame } from '../test/engine/trades/random-game';

const GAMES = Number(process.env.KNOWLEDGE_BENCH_GAMES ?? 6);
const rate = (n: number, ms: number): string => `${Math.round(n / (ms / 1000)).toLocaleString('en')} actions/s`;

function report(game: string, played: number, playMs: number, replayed: number, replayMs: number): void {
  console.log(
    `${game.padEnd(14)} play ${rate(played, playMs).padStart(18)} (${played} actions)   replay ${rate(replayed, replayMs).padStart(18)}`,
  );
}

/** Tables met in the replays, for the per-prune figure. */
const tables: Table[] = [];
/** Most alternatives (knowledge-cases.ts) seen in a replay. */
let mostCases = 1;
const keep = (k: Knowledge): void => {
  mostCases = Math.max(mostCases, k.cases.length);
  for (const t of k.cases) if (tables.length < 4000) tables.push(t);
};

function trades(): void {
  let t = performance.now();
  const games = Array.from({ length: GAMES }, (_, i) => randomTradesGame({ seed: `bench-${i}`, players: 4, steps: 150 }));
  const playMs = performance.now() - t;
  const n = games.reduce((s, g) => s + g.events.length, 0);
  t = performance.now();
  for (const g of games) {
    const first = tradesGame.setup(g.config);
    if (!first.ok) throw new Error(first.error.message);
    let state = first.value;
    for (const e of g.events) {
      const r = play(tradesGame, state, e.action, { at: e.at });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
      keep(state.knowledge);
    }
  }
  const replayMs = performance.now() - t;
  report('trades', n, playMs, n, replayMs);
  console.log(`trades         one log replayed: ${(replayMs / games.length).toFixed(1)} ms (${Math.round(n / games.length)} actions)`);
}

function techExchange(): void {
  const logs: { config: MatchConfig; actions: TechExchangeAction[] }[] = [];
  let t = performance.now();
  let rng = seedRng('bench-tech');
  for (let i = 0; i < GAMES; i++) {
    const config = techConfig(3, {}, `bench-${i}`);
    const first = techExchangeGame.setup(config);
    if (!first.ok) throw new Error(first.error.message);
    let state: TechExchangeState = first.value;
    const actions: TechExchangeAction[] = [];
    for (let n = 0; n < 300; n++) {
      const offers = [null, 0, 1, 2]
        .flatMap((a) => techExchangeGame.legalActions(state, a))
        .filter((o) => o.action !== undefined && !o.disabledReason);
      if (offers.length === 0) break;
      let k: number;
      [k, rng] = randomInt(rng, offers.length);
      const pick = offers[k];
      const r = play(techExchangeGame, state, pick?.action as TechExchangeAction, { at: 0 });
      if (!r.ok) continue;
      state = r.value;
      actions.push(pick?.action as TechExchangeAction);
    }
    logs.push({ config, actions });
  }
  const playMs = performance.now() - t;
  const n = logs.reduce((s, g) => s + g.actions.length, 0);
  t = performance.now();
  for (const g of logs) {
    const first = techExchangeGame.setup(g.config);
    if (!first.ok) throw new Error(first.error.message);
    let state = first.value;
    for (const a of g.actions) {
      const r = play(techExchangeGame, state, a, { at: 0 });
      if (!r.ok) throw new Error(r.error.message);
      state = r.value;
      keep(state.knowledge);
    }
  }
  report('tech-exchange', n, playMs, n, performance.now() - t);
}

function gridPoker(): void {
  let t = performance.now();
  const games = Array.from({ length: GAMES }, (_, i) => randomGridGame(`bench-${i}`, 3, 300));
  const playMs = performance.now() - t;
  const n = games.reduce((s, g) => s + g.actions.length, 0);
  t = performance.now();
  games.forEach((g, i) => {
    let state = g.start;
    for (const a of g.actions) {
      const r = play(gridPokerGame, state, a, { at: 0 });
      if (!r.ok) throw new Error(`grid-poker game ${i}: ${r.error.message}`);
      state = r.value;
    }
  });
  report('grid-poker', n, playMs, n, performance.now() - t);
}

console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
const only = process.env.KNOWLEDGE_BENCH_ONLY;
if (!only || only === 'trades') trades();
if (!only || only === 'tech-exchange') techExchange();
if (!only || only === 'grid-poker') gridPoker();
/** Random bots through the simulator, as the balance lab runs them (one thread). */
function bots(game: 'trades' | 'tech-exchange', games: number): void {
  const player = batchPlayer(simulationSource, { game, games, seed: 'bench', bots: ['random'], options: {} }, false);
  if (!player.ok) throw new Error(player.error.message);
  const t = performance.now();
  const results = player.value(jobsOf(games, false));
  const ms = performance.now() - t;
  const actions = results.reduce((s, r) => s + r.actions, 0);
  console.log(`${game.padEnd(14)} random bots ${rate(actions, ms).padStart(18)} (${games} games, ${actions} actions)`);
}

/** Microseconds per prune of fresh copies of the replays' tables, and per structuredClone of them (the peer). */
function perPrune(): void {
  if (tables.length === 0) return;
  const copies = tables.map((k) => structuredClone(k));
  let t = performance.now();
  for (const k of copies) prune(k);
  const pruneUs = ((performance.now() - t) * 1000) / copies.length;
  t = performance.now();
  for (const k of tables) structuredClone(k);
  const cloneUs = ((performance.now() - t) * 1000) / tables.length;
  console.log(
    `prune          ${pruneUs.toFixed(1)} µs per table (${tables.length} tables, at most ${mostCases} cases at once); peer structuredClone ${cloneUs.toFixed(1)} µs (prune ${(pruneUs / cloneUs).toFixed(1)}x the peer)`,
  );
}

const BOT_GAMES = Number(process.env.KNOWLEDGE_BENCH_BOT_GAMES ?? 20);
if (!only || only === 'trades') bots('trades', BOT_GAMES);
if (!only || only === 'tech-exchange') bots('tech-exchange', BOT_GAMES);
perPrune();
console.log(
  `load average after:  ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
