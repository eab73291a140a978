/**
 * The card-knowledge property over random Trades games with unnamed moves
 * (blind picks, `?` cards to the deck and in trades): the test deals real
 * cards and follows them, and the referee's knowledge always admits the true
 * table (every card's real place is among its possible places, every true
 * final hand is accepted) while refusing impossible entries (a card in two
 * hands, a card where it cannot be).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/core/game';
import { placesOf } from '../../../src/engine/core/knowledge';
import { tradesGame } from '../../../src/engine/trades/index';
import { cycledPlace, DECK_TOP, handPlace } from '../../../src/engine/trades/knowledge';
import type { TradesState } from '../../../src/engine/trades/types';
import { randomTradesGame } from './random-game';

const games = fc.record({
  seed: fc.integer(),
  players: fc.integer({ min: 2, max: 6 }),
  steps: fc.integer({ min: 5, max: 50 }),
  unnamed: fc.constantFrom(0.3, 0.7, 1),
  identify: fc.constantFrom(0.2, 0.6),
  handSize: fc.integer({ min: 2, max: 7 }),
});

describe('Trades card knowledge against the real table', () => {
  it('always admits the true table and refuses a card entered in two hands', () => {
    fc.assert(
      fc.property(games, ({ seed, players, steps, unnamed, identify, handSize }) => {
        const game = randomTradesGame({
          seed,
          players,
          steps,
          unnamed,
          identify,
          keepStates: true,
          options: { handSize, deckTrades: 4, timeLimitSeconds: 3600 },
        });
        // The state when trading stopped (before the first final hand).
        const at = game.events.findIndex((e) => e.action.type === 'enterHand');
        const scoring = game.states[at] as TradesState;
        game.truth.hands.forEach((hand, seat) => {
          for (const code of hand) expect(placesOf(scoring.knowledge, code)).toContain(handPlace(seat));
        });
        game.truth.deck.forEach((code, i) => {
          const place = i < scoring.deck.unknownTop ? DECK_TOP : cycledPlace(scoring, i - scoring.deck.unknownTop);
          expect(placesOf(scoring.knowledge, code)).toContain(place);
        });
        // Every true final hand was accepted.
        expect(game.state.finalHands).toEqual(game.truth.hands);
        // A card of the first hand entered in the second is refused, whatever is known.
        const first = play(tradesGame, scoring, { type: 'enterHand', player: 0, cards: game.truth.hands[0] ?? [] }, { at: 0 });
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const stolen = [game.truth.hands[0]?.[0] as string, ...(game.truth.hands[1] ?? []).slice(1)];
        const twice = play(tradesGame, first.value, { type: 'enterHand', player: 1, cards: stolen }, { at: 0 });
        expect(twice.ok).toBe(false);
        // A card truly under the deck, known there, is refused in any hand.
        const known = scoring.deck.cycled.find((c) => c !== null);
        if (known) {
          const hand = [known, ...(game.truth.hands[1] ?? []).slice(1)];
          expect(play(tradesGame, scoring, { type: 'enterHand', player: 1, cards: hand }, { at: 0 }).ok).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });
});
