/**
 * What the shape tests of the games share: how many V8 hidden classes a list
 * of objects comes in (asked of V8 itself, through its natives syntax,
 * allowed only in the test thread that imports this), and every state of
 * simulated games of random bots. The states are those of the match
 * pipeline's fold over the events the simulator logged, so they are built by
 * the same apply a playtest's replay runs.
 */
import { setFlagsFromString } from 'node:v8';
import type { GameId } from '../../../src/engine/core/game';
import { configOf, fold } from '../../../src/engine/core/match';
import { playGame, SIM_START } from '../../../src/sim/play';
import { simulationSource } from '../../../src/sim/games';
import { playSetup, prepare } from '../../../src/sim/prepare';

setFlagsFromString('--allow-natives-syntax');
// V8's natives syntax parses only in code made at run time.
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;

/** How many hidden classes the objects come in. */
export function hiddenClasses(objects: readonly object[]): number {
  const seen: object[] = [];
  for (const o of objects) if (!seen.some((s) => sameMap(s, o))) seen.push(o);
  return seen.length;
}

/** Every state (the setup's included) of `games` simulated games of random bots, in play order. */
export function simulatedStates(game: GameId, games: number): unknown[] {
  const prepared = prepare(simulationSource, { game, games, seed: 'shapes', bots: ['random'], options: {} });
  if (!prepared.ok) throw new Error(prepared.error.message);
  const p = playSetup(prepared.value, 'base', 'shapes', true);
  const players = p.players.map((name, seat) => ({ name, seat }));
  const out: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const r = playGame(p, g, 'base');
    if (r.error) throw new Error(r.error.message);
    const config = configOf({ players, options: prepared.value.playOptions, seed: r.seed, startedAt: SIM_START });
    const folded = fold(p.def, config, r.events ?? [], {
      onRefused: 'stop',
      visit: (v) => {
        if (v.event.seq === 1) out.push(v.before);
        out.push(v.after);
      },
    });
    if (!folded.ok) throw new Error(folded.error.message);
    if (folded.value.failure) throw new Error(folded.value.failure.error.message);
  }
  return out;
}
