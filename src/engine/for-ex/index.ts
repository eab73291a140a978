/**
 * For-Ex (Hollandspiele 2017) refereed end to end: Deckside is the bank and
 * the rate board. The definition wires the pure pieces of this folder into
 * the engine's GameDefinition; the rate history for charts is exported beside
 * it (history.ts) because it is folded from the log, not kept in the state.
 */
import type { GameDefinition } from '../core/game';
import { applyForEx } from './apply';
import { describeForEx } from './describe';
import { flowForEx, phaseId } from './flow';
import { offersFor } from './legal';
import { forExInsight } from './insight';
import { FOR_EX_OPTIONS } from './options';
import { parseForExAction } from './parse';
import { MAX_PLAYERS, MIN_PLAYERS, setupForEx } from './setup';
import { outcomeForEx, scoreForEx } from './scoring';
import type { ForExAction, ForExState } from './types';
import { validateForEx } from './validate';
import { phaseText, viewForEx, type ForExView } from './view';

export const forExGame: GameDefinition<ForExState, ForExAction, ForExView> = {
  id: 'for-ex',
  name: 'For-Ex',
  description: 'Currency trading with contracts, loans and a shifting rate board; Deckside is the bank.',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: FOR_EX_OPTIONS,
  deck: null,
  setup: setupForEx,
  parseAction: parseForExAction,
  validate: (state, action) => validateForEx(state, action),
  apply: (state, action) => applyForEx(state, action),
  legalActions: offersFor,
  flow: flowForEx,
  // For-Ex is played without clocks, and time forces nothing.
  clocks: () => [],
  due: () => null,
  view: (state) => viewForEx(state),
  summary: (state) => ({
    phase: phaseText(state),
    phaseId: phaseId(state),
    turn:
      state.phase.kind === 'turn'
        ? state.phase.player
        : state.phase.kind === 'divestRound'
          ? state.phase.asked
          : state.phase.kind === 'chooseStrongest'
            ? state.phase.chooser
            : null,
    round: Math.min(state.dividendsPaid + 1, state.settings.dividends.length),
    finished: state.phase.kind === 'over',
  }),
  outcome: outcomeForEx,
  score: scoreForEx,
  describe: describeForEx,
  actingSeat: (action) => ('player' in action ? action.player : undefined),
  insight: forExInsight,
};

export type { ForExAction, ForExErrorCode, ForExState } from './types';
export { rateHistory, strengthPoint, turnEnded, type RateHistory, type StrengthPoint } from './history';
export { endsPhase, legalActionsOf } from './legal';
export type { ForExView } from './view';
// What the renderer needs besides the definition (it imports a game only through this file).
export type * from './types';
export type { QueueItemView } from './view';
export { atRate } from './rates';
export { CURRENCIES } from './types';
