/**
 * Where the cards are. Every card is in one place: the market, a company, a
 * hand, committed face down to a line, the deck, the discard, out of the
 * game, or face up while its effect resolves. The state counts them per
 * place; which cards they may be is the card knowledge's (knowledge.ts), told
 * of every move made here.
 */
import type { CardCode } from '../core/cards';
import { knownIn } from '../core/knowledge';
import { shuffle } from '../core/rng';
import { DECK, DISCARD, handPlace, know, knowReshuffle } from './knowledge';
import type { CommittedHand, GridEntry, GridPokerState, Line, Zone } from './types';
import { withState } from './shape';

export const EMPTY_ZONE: Zone = { count: 0, known: [] };

/** Removes one copy of each code from a list (codes not in it are ignored). */
export function without(list: readonly CardCode[], codes: readonly CardCode[]): CardCode[] {
  const out = list.slice();
  for (const c of codes) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A zone with `n` more (or fewer) cards; its known cards are read again from the knowledge after the action. */
export const resized = (zone: Zone, n: number): Zone => ({ count: zone.count + n, known: zone.known });

export const lineSlots = (line: Line): number[] =>
  line.axis === 'row' ? [line.index * 3, line.index * 3 + 1, line.index * 3 + 2] : [line.index, line.index + 3, line.index + 6];

export const lineName = (line: Line): string => `${line.axis} ${line.index + 1}`;

export const slotName = (slot: number): string => `row ${Math.floor(slot / 3) + 1}, column ${(slot % 3) + 1}`;

/** Seat `k` places after the first player (turn order). */
export const seatInOrder = (state: GridPokerState, k: number): number => (state.firstPlayer + k) % state.players.length;

/** Position of a seat in this round's turn order (0 = the first player). */
export const orderOf = (state: GridPokerState, seat: number): number =>
  (seat - state.firstPlayer + state.players.length) % state.players.length;

export function setEntry(state: GridPokerState, seat: number, change: (e: GridEntry) => GridEntry): GridPokerState {
  const grid = state.grid;
  if (!grid) return state;
  return withState(state, { grid: { ...grid, entries: grid.entries.map((e, i) => (i === seat ? change(e) : e)) } });
}

/** The seat's committed hand cards have left the line (back to hand, or discarded). */
export const settle = (state: GridPokerState, seat: number): GridPokerState =>
  setEntry(state, seat, (e) => (e.hand ? { ...e, hand: { ...e.hand, settled: true } } : e));

/** A seat's hand cards committed face down and not yet revealed, if any. */
export function pendingCommit(state: GridPokerState, seat: number): CommittedHand | null {
  const hand = state.grid?.entries[seat]?.hand ?? null;
  return hand && hand.cards === null ? hand : null;
}

/** Cards the players and the deck can give: the deck, then the discard shuffled into a new deck (stated in the rules). */
export const drawable = (state: GridPokerState): number => state.deck + state.discard.count;

/** Whether the app deals (option `dealing: app`): every card leaves the deck named, from `dealt`. */
export const appDeals = (state: GridPokerState): boolean => state.dealt !== undefined;

/**
 * Draws up to `n` cards into a seat's hand: unidentified ones when the table
 * deals, the top of `dealt` named when the app does. When the deck runs
 * out, the discard is shuffled into a new deck and the draw goes on; if still
 * short, as many as possible (rules: "Running out of cards").
 */
export function drawToHand(state: GridPokerState, seat: number, n: number): GridPokerState {
  let s = state;
  let left = n;
  let drawn = 0;
  while (left > 0) {
    if (s.deck === 0) {
      if (s.discard.count === 0) break;
      s = reshuffle(s);
    }
    const take = Math.min(left, s.deck);
    if (s.dealt) {
      const cards = s.dealt.slice(0, take);
      s = know(withState(s, { deck: s.deck - take, dealt: s.dealt.slice(take) }), DECK, handPlace(seat), cards);
    } else s = know(withState(s, { deck: s.deck - take }), DECK, handPlace(seat), take);
    drawn += take;
    left -= take;
  }
  if (drawn === 0) return s;
  return withState(s, { hands: s.hands.map((h, i) => (i === seat ? resized(h, drawn) : h)) });
}

/** Readies the deck for a draw: an empty deck is the discard shuffled into a new one. */
export const readyDeck = (state: GridPokerState): GridPokerState =>
  state.deck === 0 && state.discard.count > 0 ? reshuffle(state) : state;

/** The card the app deals next (after a reshuffle the draw would cause), or null when the table deals or nothing is left. */
export const dealtTop = (state: GridPokerState): CardCode | null => readyDeck(state).dealt?.[0] ?? null;

/**
 * Takes the top card of the deck (named, or not) to a place, reshuffling the
 * discard in first when the deck is empty. When the app deals, the card is
 * the top of `dealt` (validation refuses any other).
 */
export function takeFromDeck(state: GridPokerState, card: CardCode | null, to: string): GridPokerState {
  const s = readyDeck(state);
  if (s.dealt) {
    const top = s.dealt[0];
    if (top === undefined) return s;
    return know(withState(s, { deck: s.deck - 1, dealt: s.dealt.slice(1) }), DECK, to, [top]);
  }
  return know(withState(s, { deck: s.deck - 1 }), DECK, to, card === null ? 1 : [card]);
}

/**
 * The discard shuffled into a new deck. When the app deals, it shuffles the
 * discard's cards (all named: validation asks for every card's name) with
 * the state's generator, so the next draws are known as well.
 */
export function reshuffle(state: GridPokerState): GridPokerState {
  let s: GridPokerState = withState(state, {
    deck: state.deck + state.discard.count,
    discard: EMPTY_ZONE,
    reshuffles: state.reshuffles + 1,
  });
  if (state.dealt) {
    const [order, rng] = shuffle(state.rng, knownIn(state.knowledge, DISCARD));
    s = withState(s, { rng, dealt: [...state.dealt, ...order] });
  }
  return knowReshuffle(s);
}
