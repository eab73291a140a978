/**
 * Where the cards are. Every card is in exactly one place: a hand, a stock
 * stack, the deck, the discard, out of the game, or face up while its effect
 * resolves. The referee knows the identity of some of them; the others are
 * "in the pool": a card code can only be declared (revealed, traded, entered)
 * while a copy of it is not already known to be elsewhere.
 */
import { DOMAINS, type CardCode, type Domain } from '../core/cards';
import { err, OK, type Result } from '../core/result';
import type { TechExchangeState, Zone } from './types';

export const EMPTY_ZONE: Zone = { count: 0, known: [] };

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

export function countOf(codes: readonly CardCode[]): Map<CardCode, number> {
  const m = new Map<CardCode, number>();
  for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/**
 * Checks that `codes` can come out of a place whose known cards are `own` and
 * which has `unknown` cards of unknown identity: each code is either one of
 * `own` or a card still in the pool.
 */
export function checkCanHold(
  state: TechExchangeState,
  codes: readonly CardCode[],
  own: readonly CardCode[],
  unknown: number,
  where: string,
  rule: string,
  path: string,
): Result<undefined> {
  const known = knownCounts(state);
  const ownCount = countOf(own);
  let fromPool = 0;
  for (const [code, n] of countOf(codes)) {
    if (!(code in state.composition))
      return err('ERR_CARD_NOT_IN_GAME', `${code} is not a card of this game${code === 'wild' ? ' (played without wild cards)' : ''}.`, {
        rule,
        path,
      });
    const mine = Math.min(n, ownCount.get(code) ?? 0);
    const extra = n - mine;
    if (extra > poolCount(state, code, known)) {
      const copies = state.composition[code] ?? 0;
      return err(
        'ERR_CARD_ELSEWHERE',
        `${code} cannot come from ${where}: ${copies === 1 ? 'the only copy is' : `all ${copies} copies are`} known to be elsewhere on the table.`,
        { rule, path },
      );
    }
    fromPool += extra;
  }
  if (fromPool > unknown)
    return err(
      'ERR_CARD_ELSEWHERE',
      `${where} does not hold ${codes.join(', ')}: the cards known to be there are ${own.join(', ') || 'none'}.`,
      { rule, path },
    );
  return OK;
}

/** Removes one copy of each code from a list (codes not in it are ignored). */
export function without(list: readonly CardCode[], codes: readonly CardCode[]): CardCode[] {
  const out = list.slice();
  for (const c of codes) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A zone after `codes` (known identities) left it; unknown cards make up the rest of the count. */
export function takeKnown(zone: Zone, codes: readonly CardCode[]): Zone {
  return { count: zone.count - codes.length, known: without(zone.known, codes) };
}

/** A zone after `n` unidentified cards left it: the referee can no longer tell which known cards remain. */
export function takeUnknown(zone: Zone, n: number): Zone {
  return { count: zone.count - n, known: n === 0 ? zone.known : [] };
}

export function addKnown(zone: Zone, codes: readonly CardCode[]): Zone {
  return { count: zone.count + codes.length, known: [...zone.known, ...codes] };
}

export const addUnknown = (zone: Zone, n: number): Zone => ({ count: zone.count + n, known: zone.known });

export function setHand(state: TechExchangeState, seat: number, zone: Zone): TechExchangeState {
  const hands = state.hands.slice();
  hands[seat] = zone;
  return { ...state, hands };
}

export function addToStack(state: TechExchangeState, domain: Domain, card: CardCode): TechExchangeState {
  return { ...state, stacks: { ...state.stacks, [domain]: [...state.stacks[domain], card] } };
}

export function removeFromStack(state: TechExchangeState, domain: Domain, card: CardCode): TechExchangeState {
  return { ...state, stacks: { ...state.stacks, [domain]: without(state.stacks[domain], [card]) } };
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
      s = {
        ...s,
        deck: s.discard.count,
        discard: EMPTY_ZONE,
        reshuffles: s.reshuffles + 1,
        note: 'The deck ran out: the discard was shuffled into a new deck.',
      };
    }
    const k = Math.min(n - taken, s.deck);
    s = { ...s, deck: s.deck - k };
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
