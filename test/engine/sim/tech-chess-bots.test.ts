/**
 * Tech Chess bots: MCTS beats the random bot from either seat in at least
 * 70% of 30 games (a counting test: the time goes in the report, not in an
 * assertion). A game still going after MAX_PLIES counts as no win: a bot
 * that cannot finish a won endgame does not pass by waiting. The same seeds
 * give the same games; greedy never refuses either.
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { techChessSimulation as sim } from '../../../src/engine/tech-chess/bots';
import { techChessGame } from '../../../src/engine/tech-chess/index';
import { playSimulated } from './play';

const ITERATIONS = 100;
const GAMES = 30;
const MAX_PLIES = 400;

describe('Tech Chess bots', () => {
  it(`mcts:${ITERATIONS} beats random from either seat in at least 70% of ${GAMES} games`, () => {
    const mcts = unwrap(sim.bot({ kind: 'mcts', iterations: ITERATIONS }));
    const random = unwrap(sim.bot({ kind: 'random' }));
    const started = performance.now();
    let wins = 0;
    const bySeat = [0, 0];
    for (let g = 0; g < GAMES; g++) {
      const seat = g % 2;
      const played = playSimulated(techChessGame, sim, {
        players: 2,
        seed: `mcts-vs-random-${g}`,
        seats: seat === 0 ? [mcts, random] : [random, mcts],
        table: random,
        maxActions: MAX_PLIES,
      });
      expect(played.refusals).toEqual([]);
      const o = techChessGame.outcome(played.state);
      if (o && o.winners.length === 1 && o.winners[0] === seat) {
        wins++;
        bySeat[seat] = (bySeat[seat] ?? 0) + 1;
      }
    }
    console.log(
      `mcts:${ITERATIONS} won ${wins}/${GAMES} (seat 1: ${bySeat[0]}/15, seat 2: ${bySeat[1]}/15) in ${Math.round(performance.now() - started)} ms`,
    );
    expect(wins / GAMES).toBeGreaterThanOrEqual(0.7);
    expect(bySeat[0]).toBeGreaterThanOrEqual(8);
    expect(bySeat[1]).toBeGreaterThanOrEqual(8);
  }, 600_000);

  it('the same seeds give the same games, and greedy plays with no refusal', () => {
    const greedy = unwrap(sim.bot({ kind: 'greedy' }));
    const random = unwrap(sim.bot({ kind: 'random' }));
    const play = () =>
      playSimulated(techChessGame, sim, { players: 2, seed: 'repeat', seats: [greedy, random], table: random, maxActions: 200 });
    const a = play();
    const b = play();
    expect(a.refusals).toEqual([]);
    expect(a.events.map((e) => e.action)).toEqual(b.events.map((e) => e.action));
    expect(a.events.length).toBeGreaterThan(10);
  });
});
