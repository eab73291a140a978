/**
 * Whole games by a random legal driver, and the replay property: folding the
 * logged actions over the setup gives exactly the live state (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { unwrap } from '../../../src/engine/core/result';
import { gridPokerGame } from '../../../src/engine/grid-poker/index';
import { config, randomGame } from './driver';

describe('grid poker: random whole games', () => {
  it('plays 2 to 6 player games to the end, with sane card counts and a winner', () => {
    for (let players = 2; players <= 6; players++) {
      const { state } = randomGame(`whole-${players}`, players, 3000, players >= 5 ? { decks: 2 } : {});
      expect(state.phase.kind, `${players} players`).toBe('over');
      const o = gridPokerGame.outcome(state);
      expect(o?.winners.length).toBeGreaterThan(0);
      const inHands = state.hands.reduce((s, h) => s + h.count, 0);
      const inCompanies = state.companies.reduce((s, c) => s + c.length, 0);
      const committed = (state.grid?.entries ?? []).reduce((s, e) => s + (e.hand?.cards?.length ?? 0), 0);
      const market = state.market.filter((c) => c !== null).length;
      const total = Object.values(state.composition).reduce((a, b) => a + b, 0);
      expect(inHands + inCompanies + committed + market + state.deck + state.discard.count + state.expelled.length).toBe(total);
      for (const h of state.hands) expect(h.known.length).toBeLessThanOrEqual(h.count);
    }
  });

  it('reaches every kind of play action, end-of-round discards included, over long games', () => {
    const seen = new Set<string>();
    for (const seed of ['long-a', 'long-b', 'long-c']) {
      const { actions, state } = randomGame(seed, 3, 5000, { dealSize: 9, setupDiscards: 0, rounds: 6 });
      expect(state.phase.kind).toBe('over');
      for (const a of actions) seen.add(a.type);
    }
    expect([...seen].sort()).toEqual(
      [
        'commitHand',
        'discardMarket',
        'endDiscard',
        'fillMarket',
        'finishEffect',
        'formCompany',
        'improveCompany',
        'moveCard',
        'passEffect',
        'placeCompany',
        'returnOrRedraw',
        'revealHand',
        'useEffect',
      ].sort(),
    );
  });

  it('replay of the log equals the live state (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 400 }),
        (seed, players, steps) => {
          const options: Record<string, number> = players >= 5 ? { decks: 2 } : {};
          const { actions, state } = randomGame(seed, players, steps, options);
          const events: LogEvent[] = actions.map((action, i) => ({
            seq: i + 1,
            at: i * 1000,
            actor: null,
            action: JSON.parse(JSON.stringify(action)) as unknown,
          }));
          const replayed = unwrap(replay(gridPokerGame, config(players, options, seed), events));
          expect(replayed.failure).toBeUndefined();
          expect(replayed.applied).toBe(actions.length);
          expect(replayed.state).toEqual(state);
        },
      ),
      { numRuns: 12 },
    );
  });
});
