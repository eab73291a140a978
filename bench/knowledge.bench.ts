/**
 * Card knowledge speed: random Trades, Tech Exchange and Grid Poker games,
 * first played (the driver choosing among legal actions, every action
 * validated and applied), then replayed (validate + apply only). Prints
 * actions per second per game and the load average, so a change to
 * core/knowledge can be compared before and after on the same machine.
 *
 *   npm run bench -- knowledge
 *   (KNOWLEDGE_BENCH_GAMES=N: games per kind; KNOWLEDGE_BENCH_ONLY=trades: one game)
 */
import { loadavg } from 'node:os';
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
    }
  }
  report('trades', n, playMs, n, performance.now() - t);
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
console.log(
  `load average after:  ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
