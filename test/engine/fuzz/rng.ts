/** A mutable wrapper over the engine's seeded PRNG, for test drivers that draw many numbers. */
import { randomInt, seedRng, type RngState } from '../../../src/engine/core/rng';

export interface Rng {
  /** A whole number in [0, n). */
  int(n: number): number;
}

export function createRng(seed: string | number): Rng {
  let state: RngState = seedRng(seed);
  return {
    int(n: number): number {
      if (n <= 1) return 0;
      const [v, next] = randomInt(state, n);
      state = next;
      return v;
    },
  };
}
