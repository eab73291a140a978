/**
 * The invariants the fuzzer checks after every accepted action, per game:
 * no card appears or vanishes (Grid Poker's own conservation check).
 */
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import { conservationProblems } from '../../../src/engine/grid-poker/conservation';
import type { Invariant } from './fuzzer';

export const INVARIANTS: Readonly<Record<string, Invariant>> = {
  // The fuzzer calls an invariant only with the state of its own game.
  'grid-poker': (state) => conservationProblems(state as GridPokerState).join('; ') || null,
};
