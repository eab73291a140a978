/**
 * The balance lab (Node, no electron): plays games between bots on worker
 * threads through the one pipeline and summarises them.
 */
export { simulate, repeatableFigures, type Simulated, type SimulateOptions } from './run';
export { simulationSource } from './games';
export type { SimulationSource, AnyGameSimulation } from './source';
export type * from './types';
