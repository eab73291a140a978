/**
 * Every Tech Exchange state, stacks record and statistics record of a game
 * is built one way (shape.ts), so V8 gives each one hidden class and the
 * rules' hot code is optimised once; built by spreads they came in 8 state,
 * 6 stacks and 18 statistics classes in 150 simulated games. The games are
 * the simulator's random bots through the one pipeline (core/match.ts step).
 * Hidden classes are V8's: the test asks V8 itself, through its natives
 * syntax (allowed here only, in this test's thread).
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { step } from '../../../src/engine/core/match';
import { seedRng, type RngState } from '../../../src/engine/core/rng';
import type { TechExchangeState } from '../../../src/engine/tech-exchange/types';
import { simulationSource } from '../../../src/sim/games';
import { playSetup, prepare } from '../../../src/sim/prepare';

setFlagsFromString('--allow-natives-syntax');
// V8's natives syntax parses only in code made at run time.
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;

/** How many hidden classes the objects come in. */
function classes(objects: readonly object[]): number {
  const seen: object[] = [];
  for (const o of objects) if (!seen.some((s) => sameMap(s, o))) seen.push(o);
  return seen.length;
}

/** Every state of `games` games of random bots. */
function states(games: number): TechExchangeState[] {
  const prepared = prepare(simulationSource, { game: 'tech-exchange', games, seed: 'shapes', bots: ['random'], options: {} });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const p = playSetup(prepared.value, 'base', 'shapes', false);
  const out: TechExchangeState[] = [];
  for (let g = 0; g < games; g++) {
    const setup = p.sim.setup({ players: p.players, options: p.options, seed: `shapes:${g}`, at: 0 });
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const rngs: RngState[] = p.bots.map((_, s) => seedRng(`shapes:${g}:seat${s}`));
    let table = seedRng(`shapes:${g}:table`);
    for (let seq = 1; seq < 2000; seq++) {
      // The simulation's states are Tech Exchange states: the request named the game.
      out.push(state as TechExchangeState);
      const who = p.sim.decider(state, seq * 1000);
      if (who.kind === 'done') break;
      const seat = who.kind === 'seat' ? who.seat : null;
      const bot = seat === null ? p.table : p.bots[seat];
      if (!bot) throw new Error('no bot');
      const choice = bot.choose(state, seat, seat === null ? table : (rngs[seat] as RngState), seq * 1000);
      if (!choice.ok) throw new Error(choice.error.message);
      if (seat === null) table = choice.value.rng;
      else rngs[seat] = choice.value.rng;
      const stepped = step(p.def, state, seq, { action: choice.value.action, at: seq * 1000, actor: seat });
      if (!stepped.ok) throw new Error(stepped.error.message);
      state = stepped.value.state;
    }
  }
  return out;
}

describe('Tech Exchange objects keep one hidden class each', () => {
  it('states, stacks and statistics of 30 games of random bots', () => {
    const all = states(30);
    expect(all.length).toBeGreaterThan(1000);
    expect(classes(all)).toBe(1);
    expect(classes(all.map((s) => s.stacks))).toBe(1);
    expect(classes(all.map((s) => s.stats))).toBe(1);
  });
});
