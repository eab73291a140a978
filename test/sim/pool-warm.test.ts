/**
 * The simulator's pool keeps its workers warm between runs: a worker's
 * optimised code is its own (V8 compiles per thread), so a run on fresh
 * workers pays the compiling again, which costs about as much CPU as a few
 * hundred games. A second run takes the workers the first one left, plays
 * the same figures, and a worker that died while idle is simply not taken.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endIdleWorkers, idleWorkers } from '../../src/sim/pool';
import { repeatableFigures, simulate } from '../../src/sim/run';
import type { SimRequest } from '../../src/sim/types';
import { simulationSource } from './race-game';

const sourceUrl = new URL('./race-game.ts', import.meta.url).href;
const request = (r: Partial<SimRequest> = {}): SimRequest => ({
  game: 'trades',
  games: 40,
  seed: 'warm',
  bots: ['random', 'greedy'],
  options: { target: '5' },
  ...r,
});
const run = (r: Partial<SimRequest>) => simulate(request(r), { source: simulationSource, sourceUrl });

describe('simulator pool: warm workers', () => {
  afterEach(async () => {
    await endIdleWorkers();
  });

  it('a second run takes the workers the first one left, with the same figures', async () => {
    await endIdleWorkers();
    const first = await run({ workers: 2 });
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.warm).toBe(0);
    expect(idleWorkers()).toBe(2);
    const second = await run({ workers: 2 });
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.workers).toBe(2);
    expect(second.value.warm).toBe(2);
    expect(repeatableFigures(second.value.summary)).toEqual(repeatableFigures(first.value.summary));
    // Another request (other seed, versus set) on the same warm workers: the figures of a fresh run.
    const other = await run({ workers: 1, seed: 'other', versus: { target: 7 } });
    const here = await run({ workers: 0, seed: 'other', versus: { target: 7 } });
    if (!other.ok || !here.ok) throw new Error('a run failed');
    expect(other.value.warm).toBe(1);
    expect(repeatableFigures(other.value.summary)).toEqual(repeatableFigures(here.value.summary));
  });

  it('ended idle workers are not taken again', async () => {
    await endIdleWorkers();
    const first = await run({ workers: 1 });
    if (!first.ok) throw new Error(first.error.message);
    expect(idleWorkers()).toBe(1);
    await endIdleWorkers();
    expect(idleWorkers()).toBe(0);
    const second = await run({ workers: 1 });
    if (!second.ok) throw new Error(second.error.message);
    expect(second.value.warm).toBe(0);
    expect(second.value.workers).toBe(1);
  });
});
