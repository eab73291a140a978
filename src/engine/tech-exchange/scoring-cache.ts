/**
 * Remembered best groupings (issue 14: random-bot simulation speed). Bots ask
 * for the best grouping of the same hands at the same stacks many times (every
 * offer they weigh, every candidate trade), and the exact search behind
 * bestGrouping is costly, so its answers are kept in a bounded table. The
 * search is a pure function of its inputs, so a remembered answer is the one
 * the search would give again: the results, and so the games, do not change.
 *
 * Two tables: whole answers keyed by the hand in its order (the groups and the
 * kept cards follow the hand's order), and bare scores keyed by the sorted hand
 * (a hand's best score does not depend on the order of its cards).
 */
import type { CardCode } from '../core/cards';
import { bestScoreOf } from './score-only';
import { bestGrouping, type HandScore, type StackSizes } from './scoring';

/** Entries a table holds before it starts afresh (a few megabytes at most). */
const LIMIT = 20_000;

const groupings = new Map<string, HandScore>();
const scores = new Map<string, number>();

const stacksKey = (st: StackSizes): string => `${st.kn},${st.sc},${st.te},${st.se}`;

function remember<V>(table: Map<string, V>, key: string, value: V): V {
  if (table.size >= LIMIT) table.clear();
  table.set(key, value);
  return value;
}

/** bestGrouping(hand, stacks, keep), remembered. The answer is shared: callers must not change it. */
export function bestGroupingCached(hand: readonly CardCode[], stacks: StackSizes, keep?: number): HandScore {
  const key = `${stacksKey(stacks)}|${keep ?? ''}|${hand.join(',')}`;
  return groupings.get(key) ?? remember(groupings, key, bestGrouping(hand, stacks, keep));
}

/** The best score of the whole hand at these stacks (bestGrouping(hand, stacks).score), remembered. */
export function bestScore(hand: readonly CardCode[], stacks: StackSizes): number {
  const key = `${stacksKey(stacks)}|${hand.slice().sort().join(',')}`;
  return scores.get(key) ?? remember(scores, key, bestScoreOf(hand, stacks));
}
