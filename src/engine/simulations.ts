/**
 * Every game's simulation by id (core/bot.ts's GameSimulation): the setup
 * dealt by the app, who decides, and its bots (random, greedy, mcts:N), for
 * the balance lab (src/sim), a bot seat at a live table and tests. Each game
 * folder exports its own from bots.ts and adds one line here.
 */
import type { GameSimulation } from './core/bot';
import type { GameId } from './core/game';
import { err, ok, type Result } from './core/result';
import { isGameId } from './registry';
import { forExSimulation } from './for-ex/bots';
import { gridPokerSimulation } from './grid-poker/bots';
import { techChessSimulation } from './tech-chess/bots';
import { techExchangeSimulation } from './tech-exchange/bots';
import { tradesSimulation } from './trades/bots';

export { botName, parseBotSpec, DEFAULT_MCTS_ITERATIONS } from './core/bots';

/** A simulation with its state and action types erased, for the registry and tools (the pipeline parses every action). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- games of different S and A share one table; every action a bot returns goes through the pipeline's parseAction and validate.
export type AnyGameSimulation = GameSimulation<any, any>; // any: erased per game, see the line above

export const SIMULATIONS: Readonly<Record<GameId, AnyGameSimulation>> = {
  'tech-exchange': techExchangeSimulation,
  'tech-chess': techChessSimulation,
  'grid-poker': gridPokerSimulation,
  'for-ex': forExSimulation,
  trades: tradesSimulation,
};

export function getSimulation(id: string): Result<AnyGameSimulation> {
  if (!isGameId(id))
    return err('ERR_UNKNOWN_GAME', `There is no game "${id}". Games: ${Object.keys(SIMULATIONS).join(', ')}.`, {
      params: { variant: 'gameGames', id, keys: Object.keys(SIMULATIONS).join(', ') },
    });
  return ok(SIMULATIONS[id]);
}
