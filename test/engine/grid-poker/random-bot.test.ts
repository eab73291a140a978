/** Grid Poker's random bot judges only the candidates it draws, and stays uniform over the accepted ones (test/engine/sim/random-move.ts). */
import { describe, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { gridPokerBotGame, gridPokerSimulation } from '../../../src/engine/grid-poker/bots';
import { checkRandomMove } from '../sim/random-move';

describe('Grid Poker random bot', () => {
  it('picks only actions moves lists, and each place of the list about equally often', () => {
    const start = unwrap(gridPokerSimulation.setup({ players: ['A', 'B', 'C'], options: {}, seed: 'gp-random', at: 0 }));
    checkRandomMove(gridPokerBotGame, start, 'gp-random', 200, 25);
  });
});
