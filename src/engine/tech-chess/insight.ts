/**
 * Figures of a Tech Chess match for the playtest statistics: game length in
 * turns, upgrades and builds used, pieces and kings left, how the game ended.
 * The state keeps no history, so per-card figures cover only the cards the
 * app knows in each hand at the end. How the game ended is tallied from the
 * state's `ending` field, never read back from the reason text.
 */
import type { GameInsight } from '../core/game';
import { kindOf } from './board';
import type { TechChessState } from './types';

export function insightOf(state: TechChessState): GameInsight {
  const figures: Record<string, number> = { captures: state.discard.length + state.expelled.length - 2 };
  for (const seat of [0, 1] as const) {
    const pieces = state.board.filter((p) => p?.owner === seat);
    figures[`upgradesUsedP${seat + 1}`] = state.upgradesUsed[seat];
    figures[`buildsUsedP${seat + 1}`] = state.buildsUsed[seat];
    figures[`kingsLeftP${seat + 1}`] = pieces.filter((p) => kindOf(p!.card) === 'king').length;
    figures[`piecesLeftP${seat + 1}`] = pieces.length;
  }
  const end = state.ending;
  return {
    firstPlayer: 0,
    rounds: 1,
    turns: state.ply,
    roundScores: null,
    figures,
    tallies: end ? { [end]: 1 } : {},
    cards: state.hands.flatMap((h, seat) => h.known.map((code) => ({ code, seat, use: 'held' as const }))),
  };
}
