/**
 * Tech Exchange scoring: time per hand to find the best grouping and the best
 * 8 cards to keep of a random 10-card hand (issue 3), plus the whole hand
 * without keep, on the same seeded hands. Run: npx tsx bench/tech-exchange-score.bench.ts
 */
import { performance } from 'node:perf_hooks';
import { techDeckCodes } from '../src/engine/core/cards';
import { randomInt, seedRng, shuffle } from '../src/engine/core/rng';
import { bestGrouping, type StackSizes } from '../src/engine/tech-exchange/scoring';

const HANDS = 5_000;
let rng = seedRng('tech-exchange-score-bench');
const hands: string[][] = [];
const stacks: StackSizes[] = [];
for (let h = 0; h < HANDS; h++) {
  let deck: string[];
  [deck, rng] = shuffle(rng, techDeckCodes());
  hands.push(deck.slice(0, 10));
  const sizes: number[] = [];
  for (let i = 0; i < 4; i++) {
    let n: number;
    [n, rng] = randomInt(rng, 8);
    sizes.push(1 + n);
  }
  stacks.push({ kn: sizes[0] ?? 1, sc: sizes[1] ?? 1, te: sizes[2] ?? 1, se: sizes[3] ?? 1 });
}

function run(keep: number | undefined): { perHandUs: number; p99Us: number; checksum: number } {
  const times: number[] = [];
  let checksum = 0;
  for (let h = 0; h < HANDS; h++) {
    const t = performance.now();
    checksum += bestGrouping(hands[h] as string[], stacks[h] as StackSizes, keep).score;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return { perHandUs: (total / HANDS) * 1000, p99Us: (times[Math.floor(HANDS * 0.99)] ?? 0) * 1000, checksum };
}

run(8); // warm-up
for (const keep of [8, undefined]) {
  const r = run(keep);
  console.log(
    `tech-exchange score, 10-card hand${keep === undefined ? ', no keep' : `, keep ${keep}`}: ${r.perHandUs.toFixed(1)} us per hand (mean), p99 ${r.p99Us.toFixed(1)} us, ${HANDS} hands, checksum ${r.checksum}`,
  );
}
