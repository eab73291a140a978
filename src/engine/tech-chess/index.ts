/**
 * Tech Chess: a two-player chess variant on a 6x6 board played with Tech Deck
 * cards as pieces (docs/rules/tech-chess.md). The definition the registry,
 * the UI, the store and the command line use; helpers a board UI needs
 * (`dests`, `allDests`, notation, `moveList`) and perft are exported too.
 */
import type { GameDefinition } from '../core/game';
import { OK } from '../core/result';
import { parseTechChessAction } from './actions';
import { insightOf } from './insight';
import { step } from './rules';
import { setup, TECH_CHESS_OPTIONS } from './setup';
import type { TechChessAction, TechChessState } from './types';
import { describe, legalActions, score, summary, view } from './view';

export const techChessGame: GameDefinition<TechChessState, TechChessAction> = {
  id: 'tech-chess',
  name: 'Tech Chess',
  description: 'Chess on a 6x6 board with Tech Deck cards as pieces: two kings each, upgrades, builds and card effects.',
  minPlayers: 2,
  maxPlayers: 2,
  options: TECH_CHESS_OPTIONS,
  deck: 'tech-deck',
  setup,
  parseAction: parseTechChessAction,
  validate(state, action, ctx) {
    const r = step(state, action, ctx);
    return r.ok ? OK : r;
  },
  apply(state, action, ctx) {
    const r = step(state, action, ctx);
    // apply is only called on validated actions; a refusal here is a bug in the caller.
    if (!r.ok) throw new Error(`tech-chess apply on a refused action: ${r.error.code}: ${r.error.message}`);
    return r.value;
  },
  legalActions,
  view,
  summary,
  outcome: (state) => state.result,
  score,
  describe,
  actingSeat: (a) => (a.type === 'resign' ? a.seat : undefined),
  insight: insightOf,
};

export { allDests, buildSquares, checkedKings, dests, upgradableSquares, type TechChessView } from './view';
export { formatAction, formatMove, moveList, parseMove, parseMoveList, parseTypedAction, formatTypedAction } from './notation';
export { perft } from './perft';
export { decide, type Ended } from './ending';
export type * from './types';
