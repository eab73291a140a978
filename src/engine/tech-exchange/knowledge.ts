/**
 * Tech Exchange on the shared card knowledge (core/knowledge.ts). Places:
 * `hand:<seat>`, `deck`, `discard`, `stack:<domain>`, `out` (expelled) and
 * `resolving` (a used card lying face up). Draws take the deck's top; when
 * the deck is empty the discard is shuffled into a new deck first, so a card
 * revealed after a reshuffle must be one the discard could hold.
 *
 * The hands' and the discard's `known` lists are read from the knowledge
 * after every action (the counts stay in the state as before).
 */
import { DOMAINS, type CardCode, type Domain } from '../core/cards';
import {
  assignExactly,
  canName,
  countIn,
  knownIn,
  moveNamed,
  moveUnnamed,
  placedKnowledge,
  placesOf,
  relocate,
  shuffleInto,
  type Knowledge,
  type Place,
  type Wording,
} from '../core/knowledge';
import type { Result } from '../core/result';
import { ok } from '../core/result';
import type { TechExchangeState, Zone } from './types';
import { withState } from './shape';

export const handPlace = (seat: number): Place => `hand:${seat}`;
export const stackPlace = (d: Domain): Place => `stack:${d}`;
export const DECK: Place = 'deck';
export const DISCARD: Place = 'discard';
export const OUT: Place = 'out';
export const RESOLVING: Place = 'resolving';

export function placeName(s: TechExchangeState, place: Place): string {
  if (place.startsWith('hand:')) return `${s.players[Number(place.slice(5))] ?? place}'s hand`;
  if (place.startsWith('stack:')) return `the ${place.slice(6)} stock stack`;
  if (place === OUT) return 'out of the game';
  if (place === RESOLVING) return 'the effect being resolved';
  return `the ${place}`;
}

export const wording = (s: TechExchangeState, rule: string, path: string): Wording => ({ names: (p) => placeName(s, p), rule, path });

export function must(r: Result<Knowledge>): Knowledge {
  if (!r.ok) throw new Error(`Tech Exchange knowledge on an unvalidated action: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** A fresh deal: starters on their stacks, expelled cards out, every other card dealt or in the deck unseen. */
export function dealtKnowledge(s: TechExchangeState): Knowledge {
  return knownDeal(s, []);
}

/** A fresh deal whose hands are known too (`hands[seat]`: the app dealt them); the deck's cards are then known by elimination. */
export function knownDeal(s: TechExchangeState, hands: readonly (readonly CardCode[])[]): Knowledge {
  const places: [Place, number][] = [
    ...s.hands.map((h, seat): [Place, number] => [handPlace(seat), h.count]),
    [DECK, s.deck],
    [DISCARD, s.discard.count],
    [OUT, s.expelled.length],
    ...DOMAINS.map((d): [Place, number] => [stackPlace(d), s.stacks[d].length]),
  ];
  const named: [Place, readonly CardCode[]][] = [
    ...DOMAINS.map((d): [Place, readonly CardCode[]] => [stackPlace(d), s.stacks[d]]),
    [OUT, s.expelled],
    ...hands.map((h, seat): [Place, readonly CardCode[]] => [handPlace(seat), h]),
  ];
  const k = placedKnowledge(s.composition, places, named);
  // The deal was made from these very cards: cards that do not fit are a bug in the deal, not bad input.
  if (!k) throw new Error('Tech Exchange deal: the dealt cards do not fit the deck.');
  return k;
}

/**
 * A revealed hand: all its cards (exactly these), or only the kept ones (the
 * others were discarded unseen).
 */
export function assignOrName(k: Knowledge, s: TechExchangeState, seat: number, cards: readonly CardCode[], w: Wording): Result<Knowledge> {
  const place = handPlace(seat);
  if (cards.length === countIn(k, place)) return assignExactly(k, place, cards, w);
  const kept = moveNamed(k, place, 'kept', cards, w);
  if (!kept.ok) return kept;
  const rest = moveUnnamed(kept.value, place, DISCARD, countIn(kept.value, place));
  return ok(relocate(rest, 'kept', place));
}

/** Before a draw: an empty deck takes the shuffled discard. */
export function readyToDraw(k: Knowledge): Knowledge {
  return countIn(k, DECK) === 0 && countIn(k, DISCARD) > 0 ? shuffleInto(k, [DISCARD], DECK) : k;
}

/** Draws named cards one by one (reshuffling when the deck runs out) into `to`. */
export function drawNamed(k: Knowledge, codes: readonly CardCode[], to: Place | readonly Place[], w: Wording): Result<Knowledge> {
  let out = k;
  for (const [i, code] of codes.entries()) {
    out = readyToDraw(out);
    const dest = typeof to === 'string' ? to : (to[i] as Place);
    const r = moveNamed(out, DECK, dest, [code], { ...w, names: (p) => (p === DECK ? 'the top of the deck' : w.names(p)) });
    if (!r.ok) return r;
    out = r.value;
  }
  return ok(out);
}

/** Checks that named cards can be drawn from the deck in this order. */
export function canDraw(k: Knowledge, codes: readonly CardCode[], w: Wording): Result<undefined> {
  const r = drawNamed(k, codes, 'check', w);
  return r.ok ? ok(undefined) : r;
}

/** Draws `n` unnamed cards into `to`, reshuffling when the deck runs out. */
export function drawUnnamed(k: Knowledge, n: number, to: Place): Knowledge {
  let out = k;
  for (let i = 0; i < n; i++) {
    out = readyToDraw(out);
    if (countIn(out, DECK) === 0) break;
    out = moveUnnamed(out, DECK, to, 1);
  }
  return out;
}

/** One side of a trade: named cards, or a count of unnamed ones. */
export function tradeKnowledge(
  k: Knowledge,
  a: { seat: number; gives: number | readonly CardCode[] },
  b: { seat: number; gives: number | readonly CardCode[] },
  w: Wording,
): Result<Knowledge> {
  let out = k;
  for (const [side, tag] of [
    [a, 'transit:a'],
    [b, 'transit:b'],
  ] as const) {
    if (typeof side.gives === 'number') out = moveUnnamed(out, handPlace(side.seat), tag, side.gives);
    else {
      const r = moveNamed(out, handPlace(side.seat), tag, side.gives, w);
      if (!r.ok) return r;
      out = r.value;
    }
  }
  out = relocate(out, 'transit:a', handPlace(b.seat));
  return ok(relocate(out, 'transit:b', handPlace(a.seat)));
}

export const canHold = (s: TechExchangeState, place: Place, codes: readonly CardCode[], rule: string, path: string): Result<undefined> =>
  canName(s.knowledge, place, codes, wording(s, rule, path));

/** Known cards of a zone, in the order it listed them, new ones last. */
function zoneOf(k: Knowledge, place: Place, before: Zone, count: number): Zone {
  const now = knownIn(k, place);
  const left = now.slice();
  const kept: CardCode[] = [];
  for (const c of before.known) {
    const i = left.indexOf(c);
    if (i >= 0) {
      kept.push(c);
      left.splice(i, 1);
    }
  }
  const known = [...kept, ...left];
  return known.length === before.known.length && known.every((c, i) => c === before.known[i]) && count === before.count
    ? before
    : { count, known };
}

/** The hands' and the discard's known cards, read again from the knowledge. */
export function synced(s: TechExchangeState, k: Knowledge): TechExchangeState {
  return withState(s, {
    knowledge: k,
    hands: s.hands.map((h, seat) => zoneOf(k, handPlace(seat), h, h.count)),
    discard: zoneOf(k, DISCARD, s.discard, s.discard.count),
  });
}

/**
 * Why a card cannot be in `place` now, in plain words, or null when it may
 * be: what the card fields ask to leave out or mark the impossible cards
 * (a stack's card, one known in another hand, one expelled).
 */
export function cardUnavailableIn(s: TechExchangeState, place: Place): (code: CardCode) => string | null {
  return (code) => {
    if ((s.composition[code] ?? 0) === 0) return 'it is not a card of this game';
    const places = placesOf(s.knowledge, code);
    if (places.includes(place)) return null;
    const names = places.map((p) => placeName(s, p));
    if (names.length === 0) return 'every copy is accounted for elsewhere';
    if (names.length === 1) return `it is in ${names[0]}`;
    return `it can only be in ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  };
}
