/**
 * Where the cards are. Every card is in exactly one place: a hand, a stock
 * stack, the deck, the discard, out of the game, or face up while its effect
 * resolves. These are the table's views (counts and the cards a screen
 * shows as known); whether a declared card may come from a place is the card
 * knowledge's question (knowledge.ts, over src/engine/core/knowledge.ts).
 */
import { DOMAINS, type CardCode, type Domain } from '../core/cards';
import { EMPTY_ZONE, without, type Zone } from '../core/zone';
import type { TechExchangeState } from './types';
import { withStack, withState } from './shape';

export { addKnown, addUnknown, countOf, EMPTY_ZONE, takeKnown, takeUnknown, without } from '../core/zone';

/** How many copies of each code are known to be somewhere. */
export function knownCounts(state: TechExchangeState): Map<CardCode, number> {
  const m = new Map<CardCode, number>();
  const add = (codes: readonly CardCode[]): void => {
    for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
  };
  for (const h of state.hands) add(h.known);
  for (const d of DOMAINS) add(state.stacks[d]);
  add(state.discard.known);
  add(state.expelled);
  if (state.effects?.resolving) add([state.effects.resolving.card]);
  return m;
}

/** Copies of a code whose place is unknown (a hand's unknown cards, the deck, the discard's unknown cards). */
export function poolCount(state: TechExchangeState, code: CardCode, known = knownCounts(state)): number {
  return (state.composition[code] ?? 0) - (known.get(code) ?? 0);
}

export function setHand(state: TechExchangeState, seat: number, zone: Zone): TechExchangeState {
  const hands = state.hands.slice();
  hands[seat] = zone;
  return withState(state, { hands });
}

export function addToStack(state: TechExchangeState, domain: Domain, card: CardCode): TechExchangeState {
  return withState(state, { stacks: withStack(state.stacks, domain, [...state.stacks[domain], card]) });
}

export function removeFromStack(state: TechExchangeState, domain: Domain, card: CardCode): TechExchangeState {
  return withState(state, { stacks: withStack(state.stacks, domain, without(state.stacks[domain], [card])) });
}

/** Cards the table can still draw: the deck, then the discard shuffled into it. */
export const drawable = (state: TechExchangeState): number => state.deck + state.discard.count;

/**
 * Takes `n` cards off the deck, shuffling the discard into a new deck when it
 * runs out (tech-exchange.txt, DECK RUNNING OUT OF CARDS). Returns the state
 * and how many cards were actually taken (fewer only when both are empty).
 */
export function takeFromDeck(state: TechExchangeState, n: number): [TechExchangeState, number] {
  let s = state;
  let taken = 0;
  while (taken < n) {
    if (s.deck === 0) {
      if (s.discard.count === 0) break;
      s = withState(s, {
        deck: s.discard.count,
        discard: EMPTY_ZONE,
        reshuffles: s.reshuffles + 1,
        note: 'The deck ran out: the discard was shuffled into a new deck.',
      });
    }
    const k = Math.min(n - taken, s.deck);
    s = withState(s, { deck: s.deck - k });
    taken += k;
  }
  return [s, taken];
}

/** Every card of the game, wherever it is: this never changes (a property test checks it). */
export function cardsInPlay(state: TechExchangeState): number {
  return (
    state.hands.reduce((n, h) => n + h.count, 0) +
    DOMAINS.reduce((n, d) => n + state.stacks[d].length, 0) +
    state.deck +
    state.discard.count +
    state.expelled.length +
    (state.effects?.resolving ? 1 : 0)
  );
}
