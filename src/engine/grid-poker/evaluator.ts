/**
 * The Grid Poker hand evaluator: the strength of a 5-card hand (4 cards for a
 * one-card company), ordering hands exactly as the rules and
 * CLARIFICATIONS.md do.
 *
 * Hand-written rather than taken from phe or pokersolver because the rules
 * need what they do not give: the `aceHigh` option (ace high and low, or only
 * low), jokers that take any value and domain (`wilds`), five of a kind and
 * repeated cards from two decks, and 4-card hands. phe's tables know one
 * 52-card deck only; pokersolver supports wilds but is far too slow for the
 * speed target (see bench/poker-eval.bench.ts) and has no ace-low-only rule.
 *
 * Cards are small integer ids (value * 4 + domain index, see cardId); the
 * wild-free 5-card path is branch-light bit arithmetic over rank masks plus
 * two table lookups, with no allocation. Hands with jokers take a slower path
 * that tries the few substitutions that can be best (see wildStrength).
 */
import { GRID_POKER_OPTION_DEFS } from './options';
import {
  FIVE_OF_A_KIND,
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  HIGH_CARD,
  PAIR,
  SEQ,
  STRAIGHT,
  STRAIGHT_FLUSH,
  straightTable,
  straightWindows,
  THREE_OF_A_KIND,
  topRank,
  TWO_PAIR,
} from './evaluator-tables';

export type AceHigh = 'both' | 'low';
export type WildRule = 'jokers' | 'removed';

export interface EvaluatorOptions {
  /** `both`: 1 plays high (10-11-12-13-1, and above 13 in comparisons) or low (1-2-3-4-5); `low`: 1 is only low. */
  readonly aceHigh: AceHigh;
  /** `jokers`: a wild takes whatever value and domain make the best hand; `removed`: wilds are not in play. */
  readonly wilds: WildRule;
}

/** The game's option defaults (declared once, in options.ts). */
export const DEFAULT_EVALUATOR_OPTIONS: EvaluatorOptions = GRID_POKER_OPTION_DEFS.defaults;

/** The id of a wild card. Valued cards are value * 4 + domain (4..55), so `id & 64` spots a wild. */
export const WILD_ID = 64;

/** Card id of a value 1..13 and a domain index 0..3 (kn, sc, te, se). */
export const cardIdOf = (value: number, domain: number): number => value * 4 + domain;

export interface PokerEvaluator {
  readonly options: EvaluatorOptions;
  /** Strength of 5 valued cards (no wild). Higher is better; equal is a tie. */
  strength5(a: number, b: number, c: number, d: number, e: number): number;
  /** Strength of 4 valued cards (no wild): no straights or flushes with four cards. */
  strength4(a: number, b: number, c: number, d: number): number;
  /**
   * Strength of 4 or 5 card ids, wilds allowed when the options keep them.
   * Returns -1 for another count of cards, an unknown id, or a wild when wilds are removed.
   */
  strength(ids: ArrayLike<number>): number;
}

const evaluators = new Map<string, PokerEvaluator>();

/** The evaluator for a set of options (built once per option pair, then shared). */
export function pokerEvaluator(options: EvaluatorOptions = DEFAULT_EVALUATOR_OPTIONS): PokerEvaluator {
  const key = `${options.aceHigh}/${options.wilds}`;
  let found = evaluators.get(key);
  if (!found) {
    found = buildEvaluator({ aceHigh: options.aceHigh, wilds: options.wilds });
    evaluators.set(key, found);
  }
  return found;
}

function buildEvaluator(options: EvaluatorOptions): PokerEvaluator {
  const aceBoth = options.aceHigh === 'both';
  const jokers = options.wilds === 'jokers';
  /** BIT[id]: the id's rank as a one-bit mask (0 for ids that are not valued cards). */
  const BIT = new Int32Array(WILD_ID + 1);
  /** RANK[id]: the id's rank 1..14. */
  const RANK = new Int32Array(WILD_ID + 1);
  for (let v = 1; v <= 13; v++) {
    const rank = v === 1 ? (aceBoth ? 14 : 1) : v;
    for (let d = 0; d < 4; d++) {
      BIT[cardIdOf(v, d)] = 1 << rank;
      RANK[cardIdOf(v, d)] = rank;
    }
  }
  const STRAIGHT_TOP = straightTable(aceBoth);
  const WINDOWS = straightWindows(aceBoth);
  /** The value a wild takes to be the highest card. */
  const TOP_VALUE = aceBoth ? 1 : 13;
  const valueOfRank = (rank: number): number => (rank === 14 ? 1 : rank);

  /** A flush whose ranks repeat (two decks): compared card by card, so every rank counts. */
  function repeatedFlush(a: number, b: number, c: number, d: number, e: number): number {
    const r = [RANK[a] as number, RANK[b] as number, RANK[c] as number, RANK[d] as number, RANK[e] as number].sort((x, y) => y - x);
    return (
      FLUSH | ((r[0] as number) << 16) | ((r[1] as number) << 12) | ((r[2] as number) << 8) | ((r[3] as number) << 4) | (r[4] as number)
    );
  }

  function strength5(a: number, b: number, c: number, d: number, e: number): number {
    const ba = BIT[a] as number;
    const bb = BIT[b] as number;
    const bc = BIT[c] as number;
    const bd = BIT[d] as number;
    const be = BIT[e] as number;
    // m_k: ranks seen at least k times, built card by card (higher masks first).
    let m1 = ba;
    let m2 = m1 & bb;
    m1 |= bb;
    let m3 = m2 & bc;
    m2 |= m1 & bc;
    m1 |= bc;
    let m4 = m3 & bd;
    m3 |= m2 & bd;
    m2 |= m1 & bd;
    m1 |= bd;
    const m5 = m4 & be;
    m4 |= m3 & be;
    m3 |= m2 & be;
    m2 |= m1 & be;
    m1 |= be;
    const flush = (((a ^ b) | (a ^ c) | (a ^ d) | (a ^ e)) & 3) === 0;
    if (m2 === 0) {
      const top = STRAIGHT_TOP[m1] as number;
      if (top !== 0) return (flush ? STRAIGHT_FLUSH : STRAIGHT) | (top << 16);
      return (flush ? FLUSH : HIGH_CARD) | (SEQ[m1] as number);
    }
    if (m5 !== 0) return FIVE_OF_A_KIND | (topRank(m5) << 16);
    let s: number;
    if (m4 !== 0) s = FOUR_OF_A_KIND | (topRank(m4) << 16) | (topRank(m1 ^ m4) << 12);
    else if (m3 !== 0) {
      const pair = m2 ^ m3;
      s =
        pair !== 0
          ? FULL_HOUSE | (topRank(m3) << 16) | (topRank(pair) << 12)
          : THREE_OF_A_KIND | (topRank(m3) << 16) | ((SEQ[m1 ^ m3] as number) >> 4);
    } else if ((m2 & (m2 - 1)) !== 0) s = TWO_PAIR | (SEQ[m2] as number) | ((SEQ[m1 ^ m2] as number) >> 8);
    else s = PAIR | (topRank(m2) << 16) | ((SEQ[m1 ^ m2] as number) >> 4);
    // Only two decks give a flush with a repeated rank; it beats anything below a full house.
    return flush && s < FLUSH ? repeatedFlush(a, b, c, d, e) : s;
  }

  // The rank-mask build-up repeats strength5's on purpose: folding it into a
  // shared helper means returning several masks per call (an object or an
  // array) on the hottest path of the evaluator, which the poker-eval bench
  // would pay for. Kept unrolled.
  function strength4(a: number, b: number, c: number, d: number): number {
    const bb = BIT[b] as number;
    const bc = BIT[c] as number;
    const bd = BIT[d] as number;
    let m1 = BIT[a] as number;
    let m2 = m1 & bb;
    m1 |= bb;
    let m3 = m2 & bc;
    m2 |= m1 & bc;
    m1 |= bc;
    const m4 = m3 & bd;
    m3 |= m2 & bd;
    m2 |= m1 & bd;
    m1 |= bd;
    if (m2 === 0) return HIGH_CARD | (SEQ[m1] as number);
    if (m4 !== 0) return FOUR_OF_A_KIND | (topRank(m4) << 16);
    if (m3 !== 0) return THREE_OF_A_KIND | (topRank(m3) << 16) | ((SEQ[m1 ^ m3] as number) >> 4);
    if ((m2 & (m2 - 1)) !== 0) return TWO_PAIR | (SEQ[m2] as number);
    return PAIR | (topRank(m2) << 16) | ((SEQ[m1 ^ m2] as number) >> 4);
  }

  const evalFilled = (ids: number[]): number =>
    ids.length === 5
      ? strength5(ids[0] as number, ids[1] as number, ids[2] as number, ids[3] as number, ids[4] as number)
      : strength4(ids[0] as number, ids[1] as number, ids[2] as number, ids[3] as number);

  /**
   * Jokers: the best of the substitutions that can win. Every wild joins the
   * largest (then highest) group of equal ranks, which gives the best five of
   * a kind, four of a kind, full house, three of a kind or pair; every wild
   * becomes the top card of the naturals' common domain, which gives the best
   * flush; the wilds fill the highest straight window the naturals fit in,
   * which gives the best straight (flush). Checked against an exhaustive
   * substitution search in test/engine/grid-poker/evaluator-wild.test.ts.
   */
  function wildStrength(naturals: number[], wilds: number, size: number): number {
    let suit = -1;
    let oneSuit = true;
    let mask = 0;
    let repeats = false;
    const counts = new Int8Array(15);
    for (const id of naturals) {
      const s = id & 3;
      if (suit < 0) suit = s;
      else if (s !== suit) oneSuit = false;
      const bit = BIT[id] as number;
      if (mask & bit) repeats = true;
      mask |= bit;
      counts[RANK[id] as number]++;
    }
    if (suit < 0) suit = 0;
    let groupRank = 0;
    for (let r = 14; r >= 1; r--) if ((counts[r] as number) > (counts[groupRank] as number)) groupRank = r;
    const groupValue = groupRank === 0 ? TOP_VALUE : valueOfRank(groupRank);
    const fill = (values: readonly number[]): number[] => naturals.concat(values.map((v) => cardIdOf(v, suit)));
    let best = evalFilled(fill(Array.from({ length: wilds }, () => groupValue)));
    if (size !== 5) return best;
    if (oneSuit) best = Math.max(best, evalFilled(fill(Array.from({ length: wilds }, () => TOP_VALUE))));
    if (!repeats) {
      for (const [, window] of WINDOWS) {
        if ((mask & ~window) !== 0) continue;
        const missing: number[] = [];
        for (let r = 1; r <= 14; r++) if (window & ~mask & (1 << r)) missing.push(valueOfRank(r));
        best = Math.max(best, evalFilled(fill(missing)));
        break;
      }
    }
    return best;
  }

  function strength(ids: ArrayLike<number>): number {
    const n = ids.length;
    if (n !== 4 && n !== 5) return -1;
    let wilds = 0;
    for (let i = 0; i < n; i++) {
      const id = ids[i] as number;
      if (id === WILD_ID) wilds++;
      else if (!Number.isInteger(id) || id < 0 || id > WILD_ID || BIT[id] === 0) return -1;
    }
    if (wilds === 0) {
      return n === 5
        ? strength5(ids[0] as number, ids[1] as number, ids[2] as number, ids[3] as number, ids[4] as number)
        : strength4(ids[0] as number, ids[1] as number, ids[2] as number, ids[3] as number);
    }
    if (!jokers) return -1;
    const naturals: number[] = [];
    for (let i = 0; i < n; i++) if (ids[i] !== WILD_ID) naturals.push(ids[i] as number);
    return wildStrength(naturals, wilds, n);
  }

  return { options, strength5, strength4, strength };
}
