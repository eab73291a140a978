/**
 * What the screen shows. When the table deals, everything the referee knows
 * is public (committed hand cards are face down, so not known until the
 * reveal) and the view is the same for every seat. When the app deals it
 * knows every hand: the referee's view (null) shows them all, a seat's view
 * only that seat's own hand (and its own committed cards), and nobody sees
 * the order of the app's deck or the card knowledge behind the hands.
 */
import { totals } from './scoring';
import type { GridPokerState } from './types';

export function view(state: GridPokerState, viewer: number | null): unknown {
  const { rng: _rng, composition: _composition, dealt: _dealt, ...shown } = state;
  if (!state.dealt || viewer === null) return { ...shown, totals: totals(state) };
  const { knowledge: _knowledge, ...seen } = shown;
  return {
    ...seen,
    hands: state.hands.map((h, seat) => (seat === viewer ? h : { count: h.count, known: [] })),
    grid: state.grid && {
      ...state.grid,
      entries: state.grid.entries.map((e, seat) =>
        seat === viewer || !e.hand || e.hand.cards ? e : { ...e, hand: { ...e.hand, heldKnown: [] } },
      ),
    },
    totals: totals(state),
  };
}
