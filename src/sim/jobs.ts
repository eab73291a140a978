/**
 * The work of a run as jobs (one game of one set each) and the player of a
 * batch of them, shared by the worker threads and by the main thread when no
 * worker can start: both play a batch with the same function, so results
 * cannot depend on where a game ran.
 */
import type { Result } from '../engine/core/result';
import { playGame, type PlaySetup } from './play';
import { playSetup, prepare } from './prepare';
import type { SimulationSource } from './source';
import type { GameResult, SimRequest } from './types';

export interface Job {
  readonly index: number;
  readonly set: 'base' | 'versus';
}

/** Both sets' jobs, base first, each in game order. */
export function jobsOf(games: number, versus: boolean): Job[] {
  const jobs: Job[] = [];
  for (let i = 0; i < games; i++) jobs.push({ index: i, set: 'base' });
  if (versus) for (let i = 0; i < games; i++) jobs.push({ index: i, set: 'versus' });
  return jobs;
}

export type BatchPlayer = (jobs: readonly Job[]) => GameResult[];

/** A player of batches for `req` (prepared once), or why the request cannot be played. */
export function batchPlayer(source: SimulationSource, req: SimRequest, keepEvents: boolean): Result<BatchPlayer> {
  const p = prepare(source, req);
  if (!p.ok) return p;
  const setups: Record<Job['set'], PlaySetup> = {
    base: playSetup(p.value, 'base', req.seed, keepEvents),
    versus: playSetup(p.value, 'versus', req.seed, keepEvents),
  };
  return { ok: true, value: (jobs) => jobs.map((j) => playGame(setups[j.set], j.index, j.set)) };
}
