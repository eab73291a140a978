/**
 * The best score of a whole hand, without the groups (issue 14: the bots weigh
 * many hands and read only the score). It is the same exact search as
 * bestGrouping (scoring.ts) with no budget: without a limit on the cards kept,
 * the values do not compete for cards, so after each flush choice the best
 * triples and quadruples of each value simply add up. Numbers only, no plans.
 * Tests hold it equal to bestGrouping(hand, stacks).score.
 */
import { cardDomain, cardValue, DOMAINS, type CardCode, type Domain } from '../core/cards';
import type { StackSizes } from './scoring';

interface Parsed {
  readonly value: number | null;
  readonly domain: Domain | null;
}

/** Card codes parsed once: the parse is a regular expression, and hands repeat the same 54 codes. */
const parsed = new Map<CardCode, Parsed>();
function parse(code: CardCode): Parsed {
  let p = parsed.get(code);
  if (!p) {
    p = { value: cardValue(code), domain: cardDomain(code) };
    parsed.set(code, p);
  }
  return p;
}

/** Best triples and quadruples among cards of one value, given as their stacks' sizes (at most 8 cards with two decks). */
function bestOfOneValue(sizes: readonly number[]): number {
  const n = sizes.length;
  if (n < 3) return 0;
  const [first, ...rest] = sizes as [number, ...number[]];
  let best = bestOfOneValue(rest); // the first card left out
  // The first card with 2 or 3 mates: every subset of the rest of that size.
  const m = rest.length;
  for (let mask = 1; mask < 1 << m; mask++) {
    let count = 0;
    let top = first;
    for (let i = 0; i < m; i++)
      if (mask & (1 << i)) {
        count++;
        const s = rest[i] as number;
        if (s > top) top = s;
      }
    if (count !== 2 && count !== 3) continue;
    const points = top * (count + 1);
    if (points + (m - count) * Math.max(...rest) <= best) continue; // cannot beat the best: skip the tail's search
    const others = rest.filter((_, i) => !(mask & (1 << i)));
    const total = points + bestOfOneValue(others);
    if (total > best) best = total;
  }
  return best;
}

/** Sum over values of their best groups, leaving out the cards at `skip` (hand positions of a flush). */
function valuesScore(cards: readonly Parsed[], stacks: StackSizes, skip: readonly number[]): number {
  const byValue = new Map<number, number[]>();
  cards.forEach((c, i) => {
    if (c.value === null || c.domain === null || skip.includes(i)) return;
    const list = byValue.get(c.value);
    if (list) list.push(stacks[c.domain]);
    else byValue.set(c.value, [stacks[c.domain]]);
  });
  let total = 0;
  for (const sizes of byValue.values()) if (sizes.length >= 3) total += bestOfOneValue(sizes);
  return total;
}

/** bestGrouping(hand, stacks).score, by a search over numbers only. */
export function bestScoreOf(hand: readonly CardCode[], stacks: StackSizes): number {
  const cards = hand.map(parse);
  let best = valuesScore(cards, stacks, []);
  for (const d of DOMAINS) {
    const suited: number[] = [];
    cards.forEach((c, i) => {
      if (c.domain === d && c.value !== null) suited.push(i);
    });
    const m = suited.length;
    if (m < 3) continue;
    for (let mask = 1; mask < 1 << m; mask++) {
      let count = 0;
      for (let i = 0; i < m; i++) if (mask & (1 << i)) count++;
      if (count !== 3 && count !== 4) continue;
      const flush = suited.filter((_, i) => mask & (1 << i));
      const total = stacks[d] * count + valuesScore(cards, stacks, flush);
      if (total > best) best = total;
    }
  }
  return best;
}
