/**
 * Grid Poker states built one way: a state with some fields changed is one
 * literal with every field in the interface's order (two literals: with the
 * app's dealt cards or without). Why: V8 gives an object its hidden class by
 * how it was built, and a spread (`{ ...s, phase }`) makes a class of its
 * own at each place and from each class it copies, so the rules' hot code
 * kept meeting new ones and was thrown out and optimised again. Same values
 * and keys either way (`dealt` stays absent when the table deals). For-Ex,
 * Trades and Tech Exchange do the same in their shape.ts.
 */
import type { GridPokerState } from './types';

/** `s` with the fields of `c` in place of its own (a field absent from `c` stays; no field of a state is ever undefined but an absent `dealt`). */
export function withState(s: GridPokerState, c: Partial<GridPokerState>): GridPokerState {
  const players = c.players !== undefined ? c.players : s.players;
  const options = c.options !== undefined ? c.options : s.options;
  const rng = c.rng !== undefined ? c.rng : s.rng;
  const round = c.round !== undefined ? c.round : s.round;
  const firstPlayer = c.firstPlayer !== undefined ? c.firstPlayer : s.firstPlayer;
  const phase = c.phase !== undefined ? c.phase : s.phase;
  const composition = c.composition !== undefined ? c.composition : s.composition;
  const market = c.market !== undefined ? c.market : s.market;
  const companies = c.companies !== undefined ? c.companies : s.companies;
  const hands = c.hands !== undefined ? c.hands : s.hands;
  const deck = c.deck !== undefined ? c.deck : s.deck;
  const discard = c.discard !== undefined ? c.discard : s.discard;
  const expelled = c.expelled !== undefined ? c.expelled : s.expelled;
  const resolving = c.resolving !== undefined ? c.resolving : s.resolving;
  const grid = c.grid !== undefined ? c.grid : s.grid;
  const scores = c.scores !== undefined ? c.scores : s.scores;
  const reshuffles = c.reshuffles !== undefined ? c.reshuffles : s.reshuffles;
  const startingPlayer = c.startingPlayer !== undefined ? c.startingPlayer : s.startingPlayer;
  const actions = c.actions !== undefined ? c.actions : s.actions;
  const tallies = c.tallies !== undefined ? c.tallies : s.tallies;
  const scoredCards = c.scoredCards !== undefined ? c.scoredCards : s.scoredCards;
  const knowledge = c.knowledge !== undefined ? c.knowledge : s.knowledge;
  const dealt = c.dealt !== undefined ? c.dealt : s.dealt;
  const note = c.note !== undefined ? c.note : s.note;
  return dealt !== undefined
    ? {
        players,
        options,
        rng,
        round,
        firstPlayer,
        phase,
        composition,
        market,
        companies,
        hands,
        deck,
        discard,
        expelled,
        resolving,
        grid,
        scores,
        reshuffles,
        startingPlayer,
        actions,
        tallies,
        scoredCards,
        knowledge,
        dealt,
        note,
      }
    : {
        players,
        options,
        rng,
        round,
        firstPlayer,
        phase,
        composition,
        market,
        companies,
        hands,
        deck,
        discard,
        expelled,
        resolving,
        grid,
        scores,
        reshuffles,
        startingPlayer,
        actions,
        tallies,
        scoredCards,
        knowledge,
        note,
      };
}
