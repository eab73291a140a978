/**
 * Trades (trades.txt, CLARIFICATIONS.md): the game definition, refereed by
 * the app from the public state of the table (see types.ts for the model).
 */
import type { GameDefinition } from '../core/game';
import { stateCheckedExactly, stateTrustingCards } from '../core/knowledge';
import { applyTrades } from './apply';
import { describeTrades } from './describe';
import { tradesClocks, tradesDue, tradesFlow } from './flow';
import { tradesInsight } from './insight';
import { tradesLegalActions } from './legal';
import { TRADES_MAX_PLAYERS, TRADES_MIN_PLAYERS, TRADES_OPTIONS } from './options';
import { parseTradesAction } from './parse';
import { setupTrades } from './setup';
import type { TradesAction, TradesState } from './types';
import { validateTrades } from './validate';
import { tradesOutcome, tradesScore } from './scoring';
import { tradesSummary, tradesView, type TradesView } from './view';

export const tradesGame: GameDefinition<TradesState, TradesAction, TradesView> = {
  id: 'trades',
  name: 'Trades',
  description: 'Trade cards against the clock; the lowest hand total wins.',
  minPlayers: TRADES_MIN_PLAYERS,
  maxPlayers: TRADES_MAX_PLAYERS,
  options: TRADES_OPTIONS,
  deck: 'standard-52',
  setup: setupTrades,
  parseAction: parseTradesAction,
  validate: validateTrades,
  apply: applyTrades,
  legalActions: tradesLegalActions,
  flow: tradesFlow,
  clocks: tradesClocks,
  due: tradesDue,
  view: tradesView,
  summary: tradesSummary,
  outcome: tradesOutcome,
  score: tradesScore,
  describe: describeTrades,
  actingSeat: (a) => (a.type === 'declare' ? a.from : 'player' in a ? a.player : undefined),
  checkedExactly: stateCheckedExactly,
  // Its hands' lists follow each action (refs.ts removeCards, receiveCards, identify); the knowledge only refines them.
  trustingCards: stateTrustingCards,
  insight: tradesInsight,
};

export type { TradesAction, TradesState } from './types';
export type { TradesView } from './view';
export { handTotal } from './scoring';
// What the renderer needs besides the definition (it imports a game only through this file).
export type * from './types';
export { isUnderWay } from './queue';
export { anonymousCount, codesPossibleIn } from './refs';
