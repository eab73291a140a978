/** Tech Exchange setup: stock stacks, dealing, and two decks for 5-6 players. */
import { describe, expect, it } from 'vitest';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { cardsInPlay } from '../../../src/engine/tech-exchange/zones';
import { config, start } from './helpers';

describe('Tech Exchange setup', () => {
  it('3 players: four 1-value stock stacks, 8 cards each, the rest in the deck', () => {
    const s = start(3);
    expect(s.stacks).toEqual({ kn: ['1kn'], sc: ['1sc'], te: ['1te'], se: ['1se'] });
    expect(s.hands.map((h) => h.count)).toEqual([8, 8, 8]);
    expect(s.deck).toBe(54 - 4 - 24);
    expect(s.totalCards).toBe(54);
    expect(cardsInPlay(s)).toBe(54);
    expect(s.phase).toEqual({ kind: 'trading', number: 1 });
    expect(s.round).toBe(1);
  });

  it('deals 10 cards with 2 players', () => {
    const s = start(2);
    expect(s.hands.map((h) => h.count)).toEqual([10, 10]);
    expect(s.deck).toBe(30);
  });

  it('uses two decks with 5 and 6 players, 8 cards each; the second set of 1-values is in the deck', () => {
    for (const n of [5, 6]) {
      const s = start(n);
      expect(s.totalCards).toBe(108);
      expect(s.composition['7sc']).toBe(2);
      expect(s.composition.wild).toBe(4);
      expect(s.hands.every((h) => h.count === 8)).toBe(true);
      expect(s.deck).toBe(108 - 4 - 8 * n);
    }
    expect(start(4).totalCards).toBe(54);
  });

  it('picks the first player with the seeded rng: same seed, same player; seeds vary it', () => {
    expect(start(4, {}, 'x').firstPlayer).toBe(start(4, {}, 'x').firstPlayer);
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => start(4, {}, `seed-${i}`).firstPlayer));
    expect(firsts.size).toBeGreaterThan(1);
    for (const f of firsts) expect(f).toBeGreaterThanOrEqual(0);
    for (const f of firsts) expect(f).toBeLessThan(4);
  });

  it('takes every number as an option', () => {
    const s = start(3, { dealSize: 5, decks: 2, rounds: 2, firstPhaseStackLimit: 4, tradingStopsAtDeckSize: 7, wilds: false });
    expect(s.hands[0]?.count).toBe(5);
    expect(s.totalCards).toBe(104);
    expect(s.composition.wild).toBeUndefined();
    expect(s.options).toMatchObject({ rounds: 2, firstPhaseStackLimit: 4, tradingStopsAtDeckSize: 7, decks: 2, dealSize: 5 });
    expect(game.options.map((o) => o.name)).toEqual(
      expect.arrayContaining(['firstPhaseStackLimit', 'tradingStopsAtDeckSize', 'dealSize', 'decks', 'rounds']),
    );
  });

  it('refuses bad tables and options with a reason', () => {
    for (const [players, options, code] of [
      [1, {}, 'ERR_PLAYER_COUNT'],
      [7, {}, 'ERR_PLAYER_COUNT'],
      [3, { rounds: 0 }, 'ERR_BAD_OPTION'],
      [3, { nonsense: 1 }, 'ERR_UNKNOWN_OPTION'],
      [6, { decks: 1 }, 'ERR_NOT_ENOUGH_CARDS'],
    ] as const) {
      const r = game.setup(config(players, options as Record<string, number>));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
  });
});
