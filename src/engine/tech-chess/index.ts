/**
 * Tech Chess: a two-player chess variant on a 6x6 board played with Tech Deck
 * cards as pieces (docs/rules/tech-chess.md). The definition the registry,
 * the UI, the store and the command line use; helpers a board UI needs
 * (`dests`, `allDests`, notation, `moveList`) and perft are exported too.
 */
import type { GameDefinition } from '../core/game';
import { parseTechChessAction } from './actions';
import { apply } from './apply';
import { describe } from './describe';
import { clocks, due, flow } from './flow';
import { insightOf } from './insight';
import { legalActions } from './legal';
import { TECH_CHESS_OPTIONS } from './options';
import { outcome, score } from './scoring';
import { setup } from './setup';
import type { TechChessAction, TechChessState } from './types';
import { validate } from './validate';
import { summary, view, type TechChessView } from './view';

export const techChessGame: GameDefinition<TechChessState, TechChessAction, TechChessView> = {
  id: 'tech-chess',
  name: 'Tech Chess',
  description: 'Chess on a 6x6 board with Tech Deck cards as pieces: two kings each, upgrades, builds and card effects.',
  minPlayers: 2,
  maxPlayers: 2,
  options: TECH_CHESS_OPTIONS.specs,
  deck: 'tech-deck',
  setup,
  parseAction: parseTechChessAction,
  validate,
  apply,
  legalActions,
  flow,
  clocks,
  due,
  view,
  summary,
  outcome,
  score,
  describe,
  actingSeat: (a) => (a.type === 'resign' ? a.seat : undefined),
  insight: insightOf,
};

export { abilityOffered, allDests, buildSquares, checkedKings, dests, upgradableSquares } from './legal';
export type { TechChessView } from './view';
export { formatAction, formatMove, moveList, parseMove, parseMoveList, parseTypedAction, formatTypedAction } from './notation';
export { perft } from './perft';
export { decide, type Ended } from './ending';
export { rulesEvaluations } from './memo';
export type * from './types';
// What the renderer needs besides the definition (it imports a game only through this file).
export { kindOf } from './board';
export { LAYOUT_VALUES } from './setup';
export { SEAT_DOMAINS } from './types';
