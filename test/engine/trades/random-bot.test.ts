/** Trades' random bot judges only the candidates it draws, and stays uniform over the legal ones (test/engine/sim/random-move.ts). */
import { describe, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { tradesBotGame, tradesSimulation } from '../../../src/engine/trades/bots';
import { checkRandomMove } from '../sim/random-move';

describe('Trades random bot', () => {
  it('picks only actions moves lists, and each place of the list about equally often', () => {
    const start = unwrap(tradesSimulation.setup({ players: ['A', 'B', 'C', 'D'], options: {}, seed: 'tr-random', at: 0 }));
    checkRandomMove(tradesBotGame, start, 'tr-random', 200, 25);
  });
  it('also in turns mode', () => {
    const start = unwrap(tradesSimulation.setup({ players: ['A', 'B', 'C'], options: { mode: 'turns' }, seed: 'tr-turns', at: 0 }));
    checkRandomMove(tradesBotGame, start, 'tr-turns', 200, 25);
  });
});
