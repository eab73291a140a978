/**
 * Bots never make an illegal move: many games of every game between random
 * bots, and shorter ones with greedy and MCTS seats, all through the
 * pipeline, with zero refusals and zero bots left without a move; and the
 * same seeds give the same games.
 */
import { describe, expect, it } from 'vitest';
import type { BotSpec } from '../../../src/engine/core/bot';
import { GAME_IDS, type GameId } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { GAMES } from '../../../src/engine/registry';
import { SIMULATIONS } from '../../../src/engine/simulations';
import { playSimulated } from './play';

/** Random games per game: fewer of the slow ones (their knowledge solver dominates). */
const RANDOM_GAMES: Record<GameId, number> = { 'tech-chess': 20, 'for-ex': 12, 'grid-poker': 20, trades: 6, 'tech-exchange': 3 };
const PLAYERS: Record<GameId, number> = { 'tech-chess': 2, 'tech-exchange': 3, 'grid-poker': 3, 'for-ex': 3, trades: 4 };

function play(id: GameId, seed: string, specs: readonly BotSpec[], maxActions?: number) {
  const def = GAMES[id];
  if (!def) throw new Error(id);
  const sim = SIMULATIONS[id];
  const seats = specs.map((s) => unwrap(sim.bot(s)));
  const table = unwrap(sim.bot({ kind: 'random' }));
  return playSimulated(def, sim, { players: PLAYERS[id], seed, seats, table, ...(maxActions ? { maxActions } : {}) });
}

describe('bots play only legal actions', () => {
  for (const id of GAME_IDS) {
    it(`${id}: ${RANDOM_GAMES[id]} random games, one greedy and one mcts, no refusal`, () => {
      let actions = 0;
      for (let g = 0; g < RANDOM_GAMES[id]; g++) {
        const p = play(id, `random-${g}`, []);
        expect(p.refusals, `${id} game ${g}`).toEqual([]);
        expect(p.botErrors, `${id} game ${g}`).toEqual([]);
        expect(GAMES[id]?.outcome(p.state), `${id} game ${g} finished`).not.toBeNull();
        actions += p.events.length;
      }
      expect(actions).toBeGreaterThan(RANDOM_GAMES[id] * 5);
      const n = PLAYERS[id];
      const greedy = play(
        id,
        'greedy',
        Array.from({ length: n }, (_, i): BotSpec => (i === 0 ? { kind: 'greedy' } : { kind: 'random' })),
      );
      expect(greedy.refusals).toEqual([]);
      expect(greedy.botErrors).toEqual([]);
      const mcts = play(
        id,
        'mcts',
        Array.from({ length: n }, (_, i): BotSpec => (i === 0 ? { kind: 'mcts', iterations: 3 } : { kind: 'random' })),
        120,
      );
      expect(mcts.refusals).toEqual([]);
      expect(mcts.botErrors).toEqual([]);
    }, 300_000);
  }

  it('the same seed gives the same game (For-Ex and Grid Poker, random bots)', () => {
    for (const id of ['for-ex', 'grid-poker'] as const) {
      const a = play(id, 'same', []);
      const b = play(id, 'same', []);
      expect(a.events).toEqual(b.events);
      expect(play(id, 'other', []).events).not.toEqual(a.events);
    }
  });
});
