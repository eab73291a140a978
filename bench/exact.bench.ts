/**
 * The referee's exact check of card knowledge (core/knowledge-exact.ts), on
 * random Trades games of the stats bench's kind (3-5 players, 40 actions of
 * trading, 30% of the cards given unnamed): what it costs the referee at the
 * table, and the same questions put to MiniSat (logic-solver, the tests'
 * exact referee) as a peer in the same run.
 *
 * Per game: the log up to the final hands folded as the statistics fold it
 * (the tables' answer) and as the referee at the table and `replay` fold it
 * (checked exactly); then every seat's true final hand and HANDS hands made
 * from them by swapping a card (the kind of typo an operator makes), each
 * checked as the table checks an entry. Prints the folds' times, each
 * check's time (median, 99th percentile, most), how many questions went past
 * the tables to the exact check and how many of those the witness world
 * answered without the solver, and how many hands the tables alone would
 * have accepted though impossible (all refused exactly).
 *
 *   npm run bench -- exact   (EXACT_BENCH_GAMES=N games, 20 by default; EXACT_BENCH_HANDS=M swaps a game, 60)
 */
import { loadavg } from 'node:os';
import { check, fold } from '../src/engine/core/match';
import { exactStats } from '../src/engine/core/knowledge-exact';
import { changesOf, trailOf, type Change } from '../src/engine/core/knowledge-change-log';
import { tradesGame } from '../src/engine/trades/index';
import { randomTradesGame } from '../test/engine/trades/random-game';
import { SatKnowledge } from '../test/engine/core/knowledge-sat';

const GAMES = Number(process.env.EXACT_BENCH_GAMES ?? 20);
const HANDS = Number(process.env.EXACT_BENCH_HANDS ?? 60);
const CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap((r) => ['C', 'D', 'H', 'S'].map((s) => r + s));

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const ms = (x: number): string => `${x.toFixed(x < 10 ? 2 : 0)} ms`;

console.log(
  `machine load average at the start: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(', ')}`,
);
let foldTables = 0;
let foldExact = 0;
const exactChecks: number[] = [];
const tableChecks: number[] = [];
const miniSat: number[] = [];
let hands = 0;
let mended = 0;
let disagreed = 0;
const asked0 = exactStats.asked;
const gaveUp0 = exactStats.gaveUp;
const witness0 = exactStats.byWitness;
for (let g = 0; g < GAMES; g++) {
  const seed = `bench-${2 * g}`;
  const game = randomTradesGame({ seed, players: 3 + ((2 * g) % 3), steps: 40 });
  const entering = game.events.findIndex((e) => e.action.type === 'enterHand');
  const events = game.events.slice(0, entering);
  const at = (events[events.length - 1]?.at ?? 0) + 1000;
  let t = performance.now();
  const tables = fold(tradesGame, game.config, events);
  foldTables += performance.now() - t;
  t = performance.now();
  const exact = fold(tradesGame, game.config, events, { onRefused: 'stop', exact: true });
  foldExact += performance.now() - t;
  if (!tables.ok || !exact.ok || exact.value.applied !== entering) throw new Error(`${seed}: the true game does not replay`);
  // The peer: MiniSat over the same history, as recorded by the knowledge itself.
  const trail = trailOf(exact.value.state.knowledge);
  const [start, ...rest] = trail ? changesOf(trail) : [];
  const sat = new SatKnowledge(start as Change);
  for (const c of rest) sat.apply(c);
  const questions: { seat: number; cards: string[] }[] = game.truth.hands.map((h, seat) => ({ seat, cards: [...h] }));
  for (let i = 0; questions.length < game.truth.hands.length + HANDS; i++) {
    const seat = i % game.truth.hands.length;
    const hand = game.truth.hands[seat] ?? [];
    const code = CODES[(i * 7 + g) % CODES.length] as string;
    if (hand.includes(code)) continue;
    questions.push({ seat, cards: hand.map((c, j) => (j === i % hand.length ? code : c)) });
  }
  for (const q of questions) {
    const action = { type: 'enterHand', player: q.seat, cards: q.cards };
    t = performance.now();
    const byTables = check(tradesGame, tables.value.state, { action, at }) === null;
    tableChecks.push(performance.now() - t);
    t = performance.now();
    const exactly = check(tradesGame, exact.value.state, { action, at }) === null;
    exactChecks.push(performance.now() - t);
    t = performance.now();
    const possible = sat.possible(sat.exactly(`hand:${q.seat}`, q.cards));
    miniSat.push(performance.now() - t);
    hands++;
    if (exactly !== possible) disagreed++;
    if (byTables && !exactly) mended++;
  }
}
const asked = exactStats.asked - asked0;
console.log(`${GAMES} Trades games of the stats bench's kind, ${hands} final hands checked (true ones and one-card swaps):`);
console.log(
  `  fold to the final hands: tables ${ms(foldTables / GAMES)} a game, checked exactly ${ms(foldExact / GAMES)} a game (x${(foldExact / foldTables).toFixed(2)})`,
);
console.log(
  `  a final hand checked at the table: median ${ms(quantile(exactChecks, 0.5))}, p99 ${ms(quantile(exactChecks, 0.99))}, most ${ms(Math.max(...exactChecks))}; by the tables alone: median ${ms(quantile(tableChecks, 0.5))}, most ${ms(Math.max(...tableChecks))}`,
);
console.log(
  `  peer, MiniSat (logic-solver) on the same questions: median ${ms(quantile(miniSat, 0.5))}, p99 ${ms(quantile(miniSat, 0.99))}, most ${ms(Math.max(...miniSat))}`,
);
console.log(
  `  questions past the tables (folds and checks): ${asked}, ${exactStats.byWitness - witness0} of them answered by the witness world without the solver; the solver ran out of budget on ${exactStats.gaveUp - gaveUp0}; impossible hands the tables alone accept, refused exactly: ${mended}; answers differing from MiniSat: ${disagreed}`,
);
