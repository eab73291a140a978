/**
 * Where the cards are. Every card is in one place: the market, a company, a
 * hand, committed face down to a line, the deck, the discard, out of the
 * game, or face up while its effect resolves. Cards whose identity the
 * referee does not know are "in the pool": a code can only be declared while
 * a copy of it is not already known to be elsewhere.
 */
import type { CardCode } from '../core/cards';
import { err, OK, type Result } from '../core/result';
import { addUnknown, checkCanHoldIn, type HoldCheck, countOf, EMPTY_ZONE, notInGame } from '../core/zone';
import type { CommittedHand, GridEntry, GridPokerErrorCode, GridPokerState, Line } from './types';

/** Core's card checks (core/zone.ts) answer with these two codes only; naming them keeps the game's codes closed. */
function fromCore(r: Result<undefined>): Result<undefined, GridPokerErrorCode> {
  if (r.ok) return r;
  const code = r.error.code === 'ERR_CARD_NOT_IN_GAME' ? 'ERR_CARD_NOT_IN_GAME' : 'ERR_CARD_ELSEWHERE';
  return { ok: false, error: { ...r.error, code } };
}

/** Refuses a code the game does not use (a wild with wilds removed, a typo'd card). */
export const cardNotInGame = (code: CardCode, rule: string, path: string): Result<undefined, GridPokerErrorCode> =>
  fromCore(notInGame(code, rule, path));

export { addKnown, addUnknown, countOf, EMPTY_ZONE, takeKnown, takeUnknown, without } from '../core/zone';

export const lineSlots = (line: Line): number[] =>
  line.axis === 'row' ? [line.index * 3, line.index * 3 + 1, line.index * 3 + 2] : [line.index, line.index + 3, line.index + 6];

export const lineName = (line: Line): string => `${line.axis} ${line.index + 1}`;

export const slotName = (slot: number): string => `row ${Math.floor(slot / 3) + 1}, column ${(slot % 3) + 1}`;

/** Seat `k` places after the first player (turn order). */
export const seatInOrder = (state: GridPokerState, k: number): number => (state.firstPlayer + k) % state.players.length;

/** Position of a seat in this round's turn order (0 = the first player). */
export const orderOf = (state: GridPokerState, seat: number): number =>
  (seat - state.firstPlayer + state.players.length) % state.players.length;

/** How many copies of each code are known to be somewhere. */
export function knownCounts(state: GridPokerState): Map<CardCode, number> {
  const all: CardCode[] = [];
  for (const c of state.market) if (c !== null) all.push(c);
  for (const co of state.companies) all.push(...co);
  for (const h of state.hands) all.push(...h.known);
  all.push(...state.discard.known, ...state.expelled);
  if (state.resolving?.out) all.push(state.resolving.card);
  for (const e of state.grid?.entries ?? []) if (e.hand && !e.hand.settled) all.push(...(e.hand.cards ?? e.hand.heldKnown));
  return countOf(all);
}

export function setEntry(state: GridPokerState, seat: number, change: (e: GridEntry) => GridEntry): GridPokerState {
  const grid = state.grid;
  if (!grid) return state;
  return { ...state, grid: { ...grid, entries: grid.entries.map((e, i) => (i === seat ? change(e) : e)) } };
}

/** The seat's committed hand cards have left the line (back to hand, or discarded). */
export const settle = (state: GridPokerState, seat: number): GridPokerState =>
  setEntry(state, seat, (e) => (e.hand ? { ...e, hand: { ...e.hand, settled: true } } : e));

/** A seat's hand cards committed face down and not yet revealed, if any. */
export function pendingCommit(state: GridPokerState, seat: number): CommittedHand | null {
  const hand = state.grid?.entries[seat]?.hand ?? null;
  return hand && hand.cards === null ? hand : null;
}

/** Copies of a code whose place is unknown (in a hand's unknown cards, the deck, the discard's unknown cards). */
export function poolCount(state: GridPokerState, code: CardCode, known = knownCounts(state)): number {
  return (state.composition[code] ?? 0) - (known.get(code) ?? 0);
}

/** Checks that a card of unknown place (from the deck, say) can be `code`. */
export function checkInPool(state: GridPokerState, code: CardCode, rule: string, path: string): Result<undefined, GridPokerErrorCode> {
  if (!(code in state.composition)) return cardNotInGame(code, rule, path);
  if (poolCount(state, code) <= 0) {
    const copies = state.composition[code] ?? 0;
    return err(
      'ERR_CARD_ELSEWHERE',
      `${code} cannot be that card: ${copies === 1 ? 'the only copy is' : `all ${copies} copies are`} known to be elsewhere on the table.`,
      { rule, path },
    );
  }
  return OK;
}

/**
 * Checks that `codes` can come out of a place whose known cards are `own` and
 * which holds `unknown` cards of unknown identity: each code is one of `own`
 * or a card still in the pool.
 */
export function checkCanHold(state: GridPokerState, ...check: HoldCheck): Result<undefined, GridPokerErrorCode> {
  return fromCore(checkCanHoldIn({ composition: state.composition, known: knownCounts(state) }, ...check));
}

/** Cards the players and the deck can give: the deck, then the discard shuffled into a new deck (stated in the rules). */
export const drawable = (state: GridPokerState): number => state.deck + state.discard.count;

/**
 * Draws up to `n` unidentified cards into a seat's hand. When the deck runs
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
    s = { ...s, deck: s.deck - take };
    drawn += take;
    left -= take;
  }
  if (drawn === 0) return s;
  return { ...s, hands: s.hands.map((h, i) => (i === seat ? addUnknown(h, drawn) : h)) };
}

/** Takes the top card of the deck for a face-up use (market, effect), reshuffling the discard in first when the deck is empty. */
export function takeFromDeck(state: GridPokerState): GridPokerState {
  const s = state.deck === 0 ? reshuffle(state) : state;
  return { ...s, deck: s.deck - 1 };
}

export function reshuffle(state: GridPokerState): GridPokerState {
  return { ...state, deck: state.deck + state.discard.count, discard: EMPTY_ZONE, reshuffles: state.reshuffles + 1 };
}
