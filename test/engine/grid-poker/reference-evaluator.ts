/**
 * A slow, plainly written poker reference for the tests: sorts the ranks,
 * groups them, and returns [category index, tie-break ranks...] to compare
 * lexicographically (a missing card counts as 0). Independent of the fast
 * evaluator's bit tricks, so the two can check each other.
 */
import { CATEGORIES } from '../../../src/engine/grid-poker/evaluator-tables';

export interface RefCard {
  readonly value: number;
  readonly domain: number;
}

export type RefValue = readonly number[];

export function refEvaluate(cards: readonly RefCard[], aceBoth: boolean): RefValue {
  const ranks = cards.map((c) => (c.value === 1 && aceBoth ? 14 : c.value));
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const desc = [...ranks].sort((a, b) => b - a);
  const five = cards.length === 5;
  const flush = five && cards.every((c) => c.domain === cards[0]?.domain);
  let straightTop = 0;
  if (five && groups.length === 5) {
    if ((desc[0] as number) - (desc[4] as number) === 4) straightTop = desc[0] as number;
    else if (aceBoth && desc.join() === '14,5,4,3,2') straightTop = 5;
  }
  const cat = (name: (typeof CATEGORIES)[number]): number => CATEGORIES.indexOf(name);
  const shape = groups.map((g) => g[1]).join('');
  const order = groups.map((g) => g[0]);
  if (shape === '5') return [cat('five-of-a-kind'), order[0] as number];
  if (straightTop && flush) return [cat('straight-flush'), straightTop];
  if (shape.startsWith('4')) return [cat('four-of-a-kind'), ...order];
  if (shape === '32') return [cat('full-house'), ...order];
  if (flush) return [cat('flush'), ...desc];
  if (straightTop) return [cat('straight'), straightTop];
  if (shape.startsWith('3')) return [cat('three-of-a-kind'), ...order];
  if (shape.startsWith('22')) return [cat('two-pair'), ...order];
  if (shape.startsWith('2')) return [cat('pair'), ...order];
  return [cat('high-card'), ...desc];
}

export function compareRef(a: RefValue, b: RefValue): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Exhaustive substitution: every wild (null) tries all 52 value/domain pairs;
 * the best result wins. Wilds are interchangeable, so each later wild starts
 * from the pair the previous one took (same search, fewer repeats).
 */
export function refEvaluateWild(cards: readonly (RefCard | null)[], aceBoth: boolean, from = 0): RefValue {
  const at = cards.indexOf(null);
  if (at < 0) return refEvaluate(cards as RefCard[], aceBoth);
  let best: RefValue = [-1];
  for (let k = from; k < 52; k++) {
    const next = cards.slice();
    next[at] = { value: 1 + Math.floor(k / 4), domain: k % 4 };
    const v = refEvaluateWild(next, aceBoth, k);
    if (compareRef(v, best) > 0) best = v;
  }
  return best;
}
