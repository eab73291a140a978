/**
 * Seeded randomness kept in game state, so a match replays bit for bit.
 * Written here rather than taken from a library because the generator state
 * must be a plain JSON value inside the immutable game state (libraries such
 * as seedrandom hide it in closures). sfc32 is small, fast and well tested;
 * the seed string is spread into 128 bits with cyrb128.
 */

/** The four 32-bit words of an sfc32 generator. */
export type RngState = readonly [number, number, number, number];

export function seedRng(seed: string | number): RngState {
  const text = String(seed);
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  let state: RngState = [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
  // Discard the first outputs: sfc32 mixes poorly in its first rounds.
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

/** The next 32-bit unsigned integer and the generator state after it. */
export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  a >>>= 0;
  b >>>= 0;
  c >>>= 0;
  d >>>= 0;
  let t = (a + b) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  d = (d + 1) | 0;
  t = (t + d) | 0;
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomInt(state: RngState, n: number): [number, RngState] {
  if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new RangeError(`randomInt: bad bound ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [x % n, s];
  }
}

/** A shuffled copy (Fisher-Yates) and the generator state after it. */
export function shuffle<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = randomInt(s, i + 1);
    s = next;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, s];
}

/** k distinct positions out of n, in draw order (the "pick blind" helper). */
export function pickPositions(state: RngState, n: number, k: number): [number[], RngState] {
  const [order, s] = shuffle(
    state,
    Array.from({ length: n }, (_, i) => i),
  );
  return [order.slice(0, Math.min(k, n)), s];
}
