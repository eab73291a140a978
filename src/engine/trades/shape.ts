/**
 * Trades states and deck records built one way each: a state with some
 * fields changed is one literal with every field in the interface's order.
 * Why: V8 gives an object its hidden class by how it was built, and a spread
 * (`{ ...state, open }`) makes a class of its own at each place and from
 * each class it copies (15 state classes and 7 deck classes in 150
 * simulated games), so the rules' hot code kept meeting new ones and was
 * thrown out and optimised again. Same values either way. (For-Ex does the
 * same in its shape.ts.)
 */
import type { CardCode } from '../core/cards';
import type { DeckState, TradesState } from './types';

/** `s` with the fields of `c` in place of its own (a field absent from `c` stays; no field of a state is ever undefined). */
export function withState(s: TradesState, c: Partial<TradesState>): TradesState {
  return {
    players: c.players !== undefined ? c.players : s.players,
    options: c.options !== undefined ? c.options : s.options,
    phase: c.phase !== undefined ? c.phase : s.phase,
    clock: c.clock !== undefined ? c.clock : s.clock,
    rng: c.rng !== undefined ? c.rng : s.rng,
    hands: c.hands !== undefined ? c.hands : s.hands,
    deck: c.deck !== undefined ? c.deck : s.deck,
    open: c.open !== undefined ? c.open : s.open,
    nextTradeId: c.nextTradeId !== undefined ? c.nextTradeId : s.nextTradeId,
    nextToken: c.nextToken !== undefined ? c.nextToken : s.nextToken,
    deckTradesUsed: c.deckTradesUsed !== undefined ? c.deckTradesUsed : s.deckTradesUsed,
    turn: c.turn !== undefined ? c.turn : s.turn,
    tradesCompleted: c.tradesCompleted !== undefined ? c.tradesCompleted : s.tradesCompleted,
    lastTrade: c.lastTrade !== undefined ? c.lastTrade : s.lastTrade,
    finalHands: c.finalHands !== undefined ? c.finalHands : s.finalHands,
    knowledge: c.knowledge !== undefined ? c.knowledge : s.knowledge,
  };
}

export const deckOf = (unknownTop: number, cycled: readonly (CardCode | null)[]): DeckState => ({ unknownTop, cycled });
