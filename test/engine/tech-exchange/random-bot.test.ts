/** Tech Exchange's random bot judges only the candidates it draws, and stays uniform over the accepted ones (test/engine/sim/random-move.ts). */
import { describe, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeBotGame, techExchangeSimulation } from '../../../src/engine/tech-exchange/bots';
import { checkRandomMove } from '../sim/random-move';

describe('Tech Exchange random bot', () => {
  it('picks only actions moves lists, and each place of the list about equally often', () => {
    const start = unwrap(techExchangeSimulation.setup({ players: ['A', 'B', 'C', 'D'], options: {}, seed: 'te-random', at: 0 }));
    checkRandomMove(techExchangeBotGame, start, 'te-random', 250, 25);
  });
});
