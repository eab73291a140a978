/**
 * The games' own simulation source: the rules from the engine's registry,
 * each game's simulation (dealt-by-the-app setup, who decides, its bots)
 * from src/engine/simulations.ts, and the engine's reading of bot names.
 */
import { getGame } from '../engine/registry';
import { getSimulation, parseBotSpec } from '../engine/simulations';
import type { SimulationSource } from './source';

export const simulationSource: SimulationSource = {
  game: getGame,
  simulation: getSimulation,
  parseBot: parseBotSpec,
};
