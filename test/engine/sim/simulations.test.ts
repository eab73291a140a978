/**
 * The simulation registry: every game has a dealt-by-the-app setup, a
 * decider and a random bot, and a random-against-random match of each game
 * reaches an outcome through the pipeline with no refusal; the bot names
 * parse, and bad ones are refused with the list of bots.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { GAMES } from '../../../src/engine/registry';
import { getSimulation, parseBotSpec, SIMULATIONS } from '../../../src/engine/simulations';
import { playSimulated } from './play';

const PLAYERS: Record<string, number> = { 'tech-chess': 2, 'tech-exchange': 3, 'grid-poker': 3, 'for-ex': 3, trades: 4 };

describe('simulations: one per game', () => {
  it('covers every game id', () => {
    expect(Object.keys(SIMULATIONS).sort()).toEqual([...GAME_IDS].sort());
    expect(getSimulation('chess').ok).toBe(false);
  });

  for (const id of GAME_IDS) {
    it(`${id}: random against random reaches an outcome with no refusal`, () => {
      const def = GAMES[id];
      if (!def) throw new Error(`no game ${id}`);
      const sim = SIMULATIONS[id];
      const random = unwrap(sim.bot({ kind: 'random' }));
      for (const seed of ['a', 'b']) {
        const played = playSimulated(def, sim, { players: PLAYERS[id] ?? 2, seed, seats: [], table: random });
        expect(played.refusals).toEqual([]);
        expect(played.botErrors).toEqual([]);
        expect(def.outcome(played.state), `${id} seed ${seed} finished`).not.toBeNull();
        expect(played.events.length).toBeGreaterThan(5);
      }
    });
  }
});

describe('parseBotSpec', () => {
  it('reads random, greedy, mcts and mcts:N', () => {
    expect(parseBotSpec('random')).toEqual({ ok: true, value: { kind: 'random' } });
    expect(parseBotSpec('greedy')).toEqual({ ok: true, value: { kind: 'greedy' } });
    expect(parseBotSpec('mcts')).toEqual({ ok: true, value: { kind: 'mcts', iterations: 200 } });
    expect(parseBotSpec(' MCTS:50 ')).toEqual({ ok: true, value: { kind: 'mcts', iterations: 50 } });
  });

  it('refuses anything else with the list of bots', () => {
    for (const bad of ['', 'alphazero', 'mcts:', 'mcts:0', 'mcts:-3', 'mcts:1.5', 'mcts:abc', 'greedy:2']) {
      const r = parseBotSpec(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_BAD_BOT');
        expect(r.error.message).toMatch(/random|mcts/);
      }
    }
  });
});
