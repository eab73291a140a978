/**
 * Lookup tables and the strength layout of the Grid Poker evaluator.
 *
 * A strength is one small integer (below 2^24): the category in bits 20-23,
 * then up to five 4-bit rank nibbles, most significant first, in the order
 * poker compares them (the grouped ranks, then the kickers high to low).
 * Ranks run 1..14 (14 = ace played high, 1 = ace played low), so a missing
 * card (a 4-card hand) is the nibble 0, lower than any card: comparing
 * strengths with < and === is exactly the rules' ordering, domains never
 * enter it, and equal strengths are ties.
 */

export const CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'five-of-a-kind',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const HIGH_CARD = 0 << 20;
export const PAIR = 1 << 20;
export const TWO_PAIR = 2 << 20;
export const THREE_OF_A_KIND = 3 << 20;
export const STRAIGHT = 4 << 20;
export const FLUSH = 5 << 20;
export const FULL_HOUSE = 6 << 20;
export const FOUR_OF_A_KIND = 7 << 20;
export const STRAIGHT_FLUSH = 8 << 20;
export const FIVE_OF_A_KIND = 9 << 20;

/** The category of a strength (a strength below 0 means "no hand"). */
export function categoryOf(strength: number): Category {
  return CATEGORIES[strength >>> 20] as Category;
}

/** Ranks as bits 1..14 of a mask; 15 bits hold every set of ranks. */
const MASKS = 1 << 15;

/**
 * SEQ[mask]: the ranks of the mask, highest first, as nibbles left-aligned in
 * 20 bits (a mask of k ranks fills the top k nibbles). Comparing two SEQ
 * values compares the rank lists card by card, a shorter list losing to a
 * longer one it starts.
 */
export const SEQ: Int32Array = (() => {
  const t = new Int32Array(MASKS);
  for (let m = 0; m < MASKS; m++) {
    let v = 0;
    let shift = 16;
    for (let r = 14; r >= 1 && shift >= 0; r--) {
      if (m & (1 << r)) {
        v |= r << shift;
        shift -= 4;
      }
    }
    t[m] = v;
  }
  return t;
})();

/** The highest rank of a non-empty mask. */
export const topRank = (mask: number): number => 31 - Math.clz32(mask);

/** Masks of 5 ranks that make a straight, for one ace rule: mask -> top rank (0: no straight). */
export function straightTable(aceBoth: boolean): Uint8Array {
  const t = new Uint8Array(MASKS);
  for (let top = 5; top <= 14; top++) t[0b11111 << (top - 4)] = top;
  // Ace high: the ace is bit 14, and 1-2-3-4-5 (the wheel) is still a straight to the 5.
  // Ace low only: the ace is bit 1 (bits 1..5 are the straight to the 5) and bit 14 never occurs.
  if (aceBoth) t[(1 << 14) | 0b111100] = 5;
  return t;
}

/** The straight windows of one ace rule, best first: [top rank, mask of its 5 ranks]. */
export function straightWindows(aceBoth: boolean): readonly (readonly [number, number])[] {
  const out: [number, number][] = [];
  for (let top = aceBoth ? 14 : 13; top >= 6; top--) out.push([top, 0b11111 << (top - 4)]);
  out.push([5, aceBoth ? (1 << 14) | 0b111100 : 0b111110]);
  return out;
}
