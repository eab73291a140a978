/**
 * Where the simulator gets a game's rules, its simulation (dealt-by-the-app
 * setup, who decides, bots) and the reading of a bot name. Passed in rather
 * than imported, so tests run the simulator on a small game of their own,
 * also on worker threads (a worker loads the source module by URL).
 */
import type { BotSpec } from '../engine/core/bot';
import type { AnyGameDefinition, GameId } from '../engine/core/game';
import type { Result } from '../engine/core/result';
import type { AnyGameSimulation } from '../engine/simulations';

export type { AnyGameSimulation };

export interface SimulationSource {
  game(id: string): Result<AnyGameDefinition>;
  simulation(id: GameId): Result<AnyGameSimulation>;
  /** "random", "greedy", "mcts", "mcts:N" to a spec, or why not. */
  parseBot(text: string): Result<BotSpec>;
}

/** What a game's "length" is counted in: its insight's turns or rounds, and the word for it. */
export const LENGTH_UNITS: Readonly<Record<GameId, { readonly field: 'turns' | 'rounds'; readonly unit: string }>> = {
  'tech-chess': { field: 'turns', unit: 'moves' },
  'for-ex': { field: 'turns', unit: 'turns' },
  trades: { field: 'turns', unit: 'trades' },
  'grid-poker': { field: 'rounds', unit: 'rounds' },
  'tech-exchange': { field: 'rounds', unit: 'rounds' },
};
