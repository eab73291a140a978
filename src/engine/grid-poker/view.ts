/**
 * What the screen shows. Everything the referee knows at the table is
 * public (committed hand cards are face down, so not known until the
 * reveal); the view is the same for every seat.
 */
import { totals } from './scoring';
import type { GridPokerState } from './types';

export function view(state: GridPokerState, _viewer: number | null): unknown {
  const { rng: _rng, composition: _composition, ...shown } = state;
  return { ...shown, totals: totals(state) };
}
