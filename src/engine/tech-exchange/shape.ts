/**
 * Tech Exchange states built one way: a state with some fields changed is
 * one literal with every field in the interface's order. Why: V8 gives an
 * object its hidden class by how it was built, and a spread
 * (`{ ...s, phase }`) makes a class of its own at each place and from each
 * class it copies (8 state classes in 150 simulated games), so the rules'
 * hot code kept meeting new ones and was thrown out and optimised again.
 * Same values either way. (For-Ex and Trades do the same in their shape.ts.)
 */
import type { CardCode, Domain } from '../core/cards';
import type { TechExchangeState, TechExchangeStats } from './types';

/** `s` with the fields of `c` in place of its own (a field absent from `c` stays; no field of a state is ever undefined). */
export function withState(s: TechExchangeState, c: Partial<TechExchangeState>): TechExchangeState {
  return {
    players: c.players !== undefined ? c.players : s.players,
    options: c.options !== undefined ? c.options : s.options,
    rng: c.rng !== undefined ? c.rng : s.rng,
    round: c.round !== undefined ? c.round : s.round,
    firstPlayer: c.firstPlayer !== undefined ? c.firstPlayer : s.firstPlayer,
    phase: c.phase !== undefined ? c.phase : s.phase,
    composition: c.composition !== undefined ? c.composition : s.composition,
    totalCards: c.totalCards !== undefined ? c.totalCards : s.totalCards,
    hands: c.hands !== undefined ? c.hands : s.hands,
    stacks: c.stacks !== undefined ? c.stacks : s.stacks,
    deck: c.deck !== undefined ? c.deck : s.deck,
    discard: c.discard !== undefined ? c.discard : s.discard,
    expelled: c.expelled !== undefined ? c.expelled : s.expelled,
    done: c.done !== undefined ? c.done : s.done,
    pending: c.pending !== undefined ? c.pending : s.pending,
    effects: c.effects !== undefined ? c.effects : s.effects,
    reveal: c.reveal !== undefined ? c.reveal : s.reveal,
    roundScores: c.roundScores !== undefined ? c.roundScores : s.roundScores,
    tradesThisPhase: c.tradesThisPhase !== undefined ? c.tradesThisPhase : s.tradesThisPhase,
    reshuffles: c.reshuffles !== undefined ? c.reshuffles : s.reshuffles,
    stats: c.stats !== undefined ? c.stats : s.stats,
    clock: c.clock !== undefined ? c.clock : s.clock,
    note: c.note !== undefined ? c.note : s.note,
    knowledge: c.knowledge !== undefined ? c.knowledge : s.knowledge,
  };
}

/** The stacks with `domain`'s replaced: the four in one literal, in the order setup makes them (a computed key in a spread makes yet another class). */
export function withStack(stacks: TechExchangeState['stacks'], domain: Domain, cards: readonly CardCode[]): TechExchangeState['stacks'] {
  return {
    kn: domain === 'kn' ? cards : stacks.kn,
    sc: domain === 'sc' ? cards : stacks.sc,
    te: domain === 'te' ? cards : stacks.te,
    se: domain === 'se' ? cards : stacks.se,
  };
}

/** `s` with the fields of `c` in place of its own, one literal in the order setup makes them (18 classes by spreads). */
export function withStats(s: TechExchangeStats, c: Partial<TechExchangeStats>): TechExchangeStats {
  return {
    startingPlayer: c.startingPlayer !== undefined ? c.startingPlayer : s.startingPlayer,
    tradesByRound: c.tradesByRound !== undefined ? c.tradesByRound : s.tradesByRound,
    effectsUsed: c.effectsUsed !== undefined ? c.effectsUsed : s.effectsUsed,
    wildsPlaced: c.wildsPlaced !== undefined ? c.wildsPlaced : s.wildsPlaced,
    effectCards: c.effectCards !== undefined ? c.effectCards : s.effectCards,
  };
}
