/**
 * 5-card poker evaluations per second: ours (src/engine/grid-poker/evaluator),
 * phe 0.6.0 and pokersolver 2.1.4 on the same random hands of one deck, in
 * the same run. Targets (issue 5): at least half of phe's rate and at least
 * 20 times pokersolver's. Each library gets its own native input, prepared
 * before timing: our card ids, phe's card codes, pokersolver's card strings.
 * Run: npx tsx bench/poker-eval.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { randomInt, seedRng } from '../src/engine/core/rng';
import { cardIdOf, pokerEvaluator } from '../src/engine/grid-poker/evaluator';
import { evaluateHand } from '../src/engine/grid-poker/evaluator-hand';
import { peerText, phe, pheCode, pokersolver } from '../test/engine/grid-poker/peers';

const HANDS = 200_000;
const DOMAINS = ['kn', 'sc', 'te', 'se'];

let rng = seedRng('poker-eval-bench');
const ours: number[][] = [];
const pheHands: number[][] = [];
const solverHands: string[][] = [];
const codeHands: string[][] = [];
for (let h = 0; h < HANDS; h++) {
  const picked = new Set<number>();
  while (picked.size < 5) {
    let i: number;
    [i, rng] = randomInt(rng, 52);
    picked.add(i);
  }
  const cards = [...picked].map((i) => ({ value: 1 + (i >> 2), domain: i & 3 }));
  ours.push(cards.map((c) => cardIdOf(c.value, c.domain)));
  pheHands.push(cards.map((c) => pheCode(c.value, c.domain)));
  solverHands.push(cards.map((c) => peerText(c.value, c.domain)));
  codeHands.push(cards.map((c) => `${c.value}${DOMAINS[c.domain]}`));
}

/** Evaluations per second of `fn` over the first `count` hands, best of `runs` timed passes after a warm-up pass. */
function rate(count: number, runs: number, fn: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < count; i++) sink += fn(i);
  let best = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    for (let i = 0; i < count; i++) sink += fn(i);
    const seconds = (performance.now() - t0) / 1000;
    best = Math.max(best, count / seconds);
  }
  if (sink === 0.5) console.log('unreachable'); // keeps the work observable
  return best;
}

const ev = pokerEvaluator({ aceHigh: 'both', wilds: 'jokers' });
const oursRate = rate(HANDS, 5, (i) => ev.strength(ours[i] as number[]));
const ours5Rate = rate(HANDS, 5, (i) => {
  const h = ours[i] as number[];
  return ev.strength5(h[0] as number, h[1] as number, h[2] as number, h[3] as number, h[4] as number);
});
const pheRate = rate(HANDS, 5, (i) => phe.evaluateCardCodes(pheHands[i] as number[]));
const solverCount = 20_000;
const solverRate = rate(solverCount, 2, (i) => pokersolver.Hand.solve(solverHands[i] as string[]).rank);
const oursCodesRate = rate(50_000, 3, (i) => {
  const r = evaluateHand(codeHands[i] as string[], { aceHigh: 'both', wilds: 'jokers' });
  return r.ok ? r.value.strength : 0;
});
const pheTextRate = rate(50_000, 3, (i) => phe.evaluateCards(solverHands[i] as string[]));

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
console.log(
  `poker-eval: 5-card hands of one deck, ${fmt(HANDS)} hands (pokersolver: ${fmt(solverCount)}), best of several passes, node ${process.version}`,
);
console.log(`  ours  strength(ids)         ${fmt(oursRate).padStart(12)} evals/s`);
console.log(`  ours  strength5(a..e)       ${fmt(ours5Rate).padStart(12)} evals/s`);
console.log(`  phe   evaluateCardCodes     ${fmt(pheRate).padStart(12)} evals/s`);
console.log(`  pokersolver Hand.solve      ${fmt(solverRate).padStart(12)} evals/s`);
console.log(`  from text: ours evaluateHand ${fmt(oursCodesRate)} evals/s, phe evaluateCards ${fmt(pheTextRate)} evals/s`);
const vsPhe = oursRate / pheRate;
const vsSolver = oursRate / solverRate;
console.log(`  ratio ours/phe         ${vsPhe.toFixed(2)}  (target >= 0.5)  ${vsPhe >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
console.log(`  ratio ours/pokersolver ${vsSolver.toFixed(1)}  (target >= 20)  ${vsSolver >= 20 ? 'OK' : 'BELOW TARGET'}`);
process.exitCode = vsPhe >= 0.5 && vsSolver >= 20 ? 0 : 1;
