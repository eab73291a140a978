/**
 * Trades on the shared card knowledge (core/knowledge.ts): the places of a
 * Trades table (each hand, the never-drawn top of the deck, and one slot per
 * card put under the deck), how refusals name them, and the views the rest
 * of the game reads from the knowledge (a hand's known cards, the codes of
 * the cards put under the deck).
 */
import { standardDeckCodes, techDeckCodes, type CardCode } from '../core/cards';
import { knownIn, knownUntaggedIn, tagsIn, type Knowledge, type Place, type Wording } from '../core/knowledge';
import type { Hand, TradesDeckKind, TradesState } from './types';
import { deckOf, withState } from './shape';

export const handPlace = (seat: number): Place => `hand:${seat}`;
export const DECK_TOP: Place = 'deck';
/** The n-th card put under the deck in this match (0-based). */
export const slotPlace = (n: number): Place => `slot:${n}`;

/** One of each card of the deck kind: the same frozen object each time (every setup and replay asks for it). */
const copiesOf = new Map<TradesDeckKind, Readonly<Record<CardCode, number>>>();
export function deckCopies(kind: TradesDeckKind): Readonly<Record<CardCode, number>> {
  let copies = copiesOf.get(kind);
  if (!copies) {
    const codes = kind === 'tech' ? techDeckCodes({ wilds: false }) : standardDeckCodes();
    copiesOf.set(kind, (copies = Object.freeze(Object.fromEntries(codes.map((c) => [c, 1])))));
  }
  return copies;
}

/** How many cards have been put under the deck so far: one per deck trade. */
export const slotsMade = (s: TradesState): number => s.deckTradesUsed.reduce((a, b) => a + b, 0);

/** The slot place of the i-th card under the deck (0 = the one nearest the top). */
export const cycledPlace = (s: TradesState, i: number): Place => slotPlace(slotsMade(s) - s.deck.cycled.length + i);

/** The place the next drawn card comes from. */
export const topPlace = (s: TradesState): Place => (s.deck.unknownTop > 0 ? DECK_TOP : cycledPlace(s, 0));

export function placeName(s: TradesState, place: Place): string {
  if (place.startsWith('hand:')) return `${s.players[Number(place.slice(5))] ?? place}'s hand`;
  if (place === DECK_TOP) return 'the deck';
  if (place.startsWith('slot:')) return 'the bottom of the deck (put there in a deck trade)';
  return place;
}

export const wording = (s: TradesState, rule: string, path: string): Wording => ({ names: (p) => placeName(s, p), rule, path });

/** Known codes of a hand that carry no mark, in the order the hand listed them, new ones last. */
function knownOf(k: Knowledge, seat: number, before: readonly CardCode[]): CardCode[] {
  // A code that may be a marked card is that mark's: counting it here too would make a hand's lists exceed its size.
  const now = knownUntaggedIn(k, handPlace(seat));
  return [...before.filter((c) => now.includes(c)), ...now.filter((c) => !before.includes(c))];
}

/** The hands' and the deck's lists, read again from the knowledge after a change (kept as they are when the cards are trusted). */
export function synced(s: TradesState, k: Knowledge): TradesState {
  // Cards taken as judged (the statistics): the lists stay as the action left them, the knowledge unread.
  if (k.trusted) return withState(s, { knowledge: k });
  const hands = s.hands.map((h, seat): Hand => {
    const tags = tagsIn(k, handPlace(seat));
    const marked = h.marked.filter((t) => tags.includes(t));
    const known = knownOf(k, seat, h.known);
    const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((c, i) => c === b[i]);
    return same(known, h.known) && same(marked, h.marked) ? h : { ...h, known, marked };
  });
  const first = slotsMade(s) - s.deck.cycled.length;
  const cycled = s.deck.cycled.map((_, i) => {
    const codes = knownIn(k, slotPlace(first + i));
    return codes.length === 1 ? (codes[0] as CardCode) : null;
  });
  return withState(s, { knowledge: k, hands, deck: deckOf(s.deck.unknownTop, cycled) });
}
