/**
 * The games' own random drivers, for the fuzzer: where a game's offers leave
 * details to the table (Grid Poker's market cards, For-Ex's amounts), these
 * propose full actions so the fuzz reaches deep states.
 */
import { seedRng } from '../../../src/engine/core/rng';
import type { ForExState } from '../../../src/engine/for-ex/types';
import type { GridPokerState } from '../../../src/engine/grid-poker/types';
import { randomLegalAction as forExAction } from '../for-ex/random-game';
import { randomAction as gridPokerAction } from '../grid-poker/driver';
import type { Proposer } from './fuzzer';
import type { Rng } from './rng';

const rngStateFrom = (rng: Rng) => seedRng(rng.int(2 ** 31));

export const PROPOSERS: Readonly<Record<string, Proposer>> = {
  // The fuzzer calls a proposer only with the state of its own game.
  'grid-poker': (state, rng) => gridPokerAction(state as GridPokerState, rngStateFrom(rng))[0],
  'for-ex': (state, rng) => forExAction(state as ForExState, rngStateFrom(rng))[0],
};
