/**
 * Tech Grid Poker (docs/rules/grid-poker.md): the
 * game's definition for the registry. Poker hands are scored by the
 * evaluator in ./evaluator; card effects are resolved as guided, logged edits.
 */
import type { GameDefinition } from '../core/game';
import { stateCheckedExactly } from '../core/knowledge';
import { apply } from './apply';
import { describe } from './describe';
import { clocks, due, flow, summary } from './flow';
import { insight } from './insight';
import { canHold, handPlace } from './knowledge';
import { legalActions } from './legal';
import { GRID_POKER_OPTIONS } from './options';
import { parseAction } from './parse';
import { MAX_PLAYERS, MIN_PLAYERS, setup } from './setup';
import type { GridPokerAction, GridPokerState } from './types';
import { validate } from './validate';
import { outcome, score } from './scoring';
import { view } from './view';

export type { GridPokerAction, GridPokerErrorCode, GridPokerState } from './types';

export const gridPokerGame: GameDefinition<GridPokerState, GridPokerAction> = {
  id: 'grid-poker',
  name: 'Tech Grid Poker',
  description: 'Poker hands on a 3x3 market of Tech Deck cards, with companies and card effects; 2-6 players, four rounds.',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: GRID_POKER_OPTIONS,
  deck: 'tech-deck',
  setup,
  parseAction,
  validate,
  apply,
  legalActions,
  flow,
  clocks,
  due,
  view,
  summary: (state) => summary(state),
  outcome,
  score,
  describe,
  actingSeat: (a) => (a.type !== 'setFirstPlayer' && 'seat' in a ? a.seat : undefined),
  checkedExactly: stateCheckedExactly,
  insight,
};
// What the renderer needs besides the definition (it imports a game only through this file).
export type * from './types';

/** Whether some table consistent with everything seen so far has `code` in `seat`'s hand (the card fields mark the others). */
export const mayBeInHand = (state: GridPokerState, seat: number, code: string): boolean =>
  canHold(state, handPlace(seat), [code], 'Tech Grid Poker', '').ok;
