/**
 * Confidence intervals for win rates. Wilson's score interval behaves well
 * for the small samples playtests give (a handful of games, rates near 0 or
 * 1), where the textbook normal interval fails. The difference of two rates
 * uses Newcombe's hybrid score interval (method 10 of his 1998 paper), built
 * from the two Wilson intervals. Written here: a few lines of closed-form
 * arithmetic, and no statistics library on npm offers both with the
 * "how many more games" question the designer asks.
 */

export const Z95 = 1.959963984540054;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** The 95% Wilson score interval of `wins` successes in `n` trials ([0, 1] when n is 0). */
export function wilson(wins: number, n: number, z = Z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Newcombe's interval for the difference pA - pB of two independent rates. */
export function rateDifference(winsA: number, nA: number, winsB: number, nB: number, z = Z95): Interval {
  const pA = nA > 0 ? winsA / nA : 0;
  const pB = nB > 0 ? winsB / nB : 0;
  const a = wilson(winsA, nA, z);
  const b = wilson(winsB, nB, z);
  const d = pA - pB;
  const low = d - Math.sqrt((pA - a.low) ** 2 + (b.high - pB) ** 2);
  const high = d + Math.sqrt((a.high - pA) ** 2 + (pB - b.low) ** 2);
  return { low: Math.max(-1, low), high: Math.min(1, high) };
}

const MAX_GAMES = 100_000;

/**
 * How many more games, at the rate seen so far, before the Wilson interval
 * excludes `expected` (e.g. 1/players for a seat's fair share). 0 when it
 * already does; null when the rate seen equals `expected` (no number of games
 * would call it) or more than 100,000 games would be needed.
 */
export function moreGamesToCall(wins: number, n: number, expected: number): number | null {
  if (n <= 0) return null;
  const p = wins / n;
  const excludes = (m: number): boolean => {
    const i = wilson(p * m, m);
    return expected < i.low || expected > i.high;
  };
  if (excludes(n)) return 0;
  if (Math.abs(p - expected) < 1e-12 || !excludes(MAX_GAMES)) return null;
  let lo = n;
  let hi = MAX_GAMES;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (excludes(mid)) hi = mid;
    else lo = mid;
  }
  return hi - n;
}

/**
 * How many more games in each of two sets (split as now) before the interval
 * of their difference excludes 0; same conventions as moreGamesToCall.
 */
export function moreGamesToSeparate(winsA: number, nA: number, winsB: number, nB: number): number | null {
  if (nA <= 0 || nB <= 0) return null;
  const pA = winsA / nA;
  const pB = winsB / nB;
  const excludesZero = (scale: number): boolean => {
    const i = rateDifference(pA * nA * scale, nA * scale, pB * nB * scale, nB * scale);
    return i.low > 0 || i.high < 0;
  };
  if (excludesZero(1)) return 0;
  const limit = MAX_GAMES / (nA + nB);
  if (Math.abs(pA - pB) < 1e-12 || !excludesZero(limit)) return null;
  let lo = 1;
  let hi = limit;
  while (hi - lo > 1e-3) {
    const mid = (lo + hi) / 2;
    if (excludesZero(mid)) hi = mid;
    else lo = mid;
  }
  return Math.ceil((nA + nB) * hi) - (nA + nB);
}
