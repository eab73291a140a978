/**
 * Grid Poker on the shared card knowledge (core/knowledge.ts). Places:
 * `hand:<seat>`, `committed:<seat>` (the two cards face down beside a line),
 * `company:<seat>`, `market`, `deck`, `discard`, `out` (expelled) and
 * `resolving` (a hand card revealed for its effect). Every card move of the
 * rules (apply.ts, round.ts, zones.ts) is told to the knowledge as it
 * happens, so a card is accepted in a place exactly when some table
 * consistent with everything seen so far has it there.
 *
 * The hands' and the discard's `known` lists are read from the knowledge
 * after every action; the counts stay in the state as they were.
 */
import type { CardCode } from '../core/cards';
import {
  assignExactly,
  canName,
  countIn,
  knownIn,
  moveNamed,
  moveUnnamed,
  nameIn,
  shuffleInto,
  unknownTable,
  type Knowledge,
  type Place as KPlace,
  type Wording,
} from '../core/knowledge';
import { err, ok, type Result } from '../core/result';
import type { GridPokerErrorCode, GridPokerState, Place, Zone } from './types';
import { withState } from './shape';

export const handPlace = (seat: number): KPlace => `hand:${seat}`;
export const committedPlace = (seat: number): KPlace => `committed:${seat}`;
export const companyPlace = (seat: number): KPlace => `company:${seat}`;
export const MARKET: KPlace = 'market';
export const DECK: KPlace = 'deck';
export const DISCARD: KPlace = 'discard';
export const OUT: KPlace = 'out';
export const RESOLVING: KPlace = 'resolving';

/** The knowledge place of a place a guided edit names (the market's nine slots are one place: its cards are face up). */
export function knowledgePlace(p: Place): KPlace {
  switch (p.zone) {
    case 'hand':
      return handPlace(p.seat);
    case 'company':
      return companyPlace(p.seat);
    case 'market':
      return MARKET;
    case 'deck':
      return DECK;
    case 'discard':
      return DISCARD;
    case 'expelled':
      return OUT;
    case 'resolving':
      return RESOLVING;
  }
}

function placeName(s: GridPokerState, place: KPlace): string {
  const [kind, n] = place.split(':');
  const who = s.players[Number(n)] ?? `seat ${n}`;
  if (kind === 'hand') return `${who}'s hand`;
  if (kind === 'committed') return `${who}'s committed cards`;
  if (kind === 'company') return `${who}'s company`;
  if (place === OUT) return 'out of the game';
  if (place === RESOLVING) return 'the revealed effect card';
  if (place === DISCARD) return 'the discard pile';
  return `the ${place}`;
}

/**
 * Memo of knowledge answers per table. A Knowledge is immutable, so an answer
 * about it never changes; the offers ask the same questions of one table many
 * times (every line of a commit moves the same two cards), and each costs two
 * flow problems. Weakly held: a table no state keeps is forgotten with it.
 */
const memo = new WeakMap<Knowledge, Map<string, unknown>>();
function remembered<T>(k: Knowledge, key: string, compute: () => T): T {
  let m = memo.get(k);
  if (!m) memo.set(k, (m = new Map()));
  if (m.has(key)) return m.get(key) as T;
  const v = compute();
  m.set(key, v);
  return v;
}

export const wording = (s: GridPokerState, rule: string, path: string): Wording => ({ names: (p) => placeName(s, p), rule, path });

/** Nothing known yet: every card of the game is in the deck. */
export const freshKnowledge = (composition: Readonly<Record<CardCode, number>>, deck: number): Knowledge =>
  unknownTable(composition, [[DECK, deck]]);

/** Refuses a code the game does not use (a wild with wilds removed, a typo'd card). */
export function cardNotInGame(code: CardCode, rule: string, path: string): Result<never, GridPokerErrorCode> {
  return err('ERR_CARD_NOT_IN_GAME', `${code} is not a card of this game${code === 'wild' ? ' (played without wild cards)' : ''}.`, {
    rule,
    path,
    params: { variant: 'cardGame2', code, value: code === 'wild' ? ' (played without wild cards)' : '' },
  });
}

/** Core's refusals, in Grid Poker's closed codes. */
function fromCore<T>(r: Result<T>): Result<T, GridPokerErrorCode> {
  if (r.ok) return r;
  const code = r.error.code === 'ERR_CARD_NOT_IN_GAME' ? 'ERR_CARD_NOT_IN_GAME' : 'ERR_CARD_ELSEWHERE';
  return { ok: false, error: { ...r.error, code } };
}

/** Can `place` hold at least these codes (each entry one card)? */
export function canHold(
  s: GridPokerState,
  place: KPlace,
  codes: readonly CardCode[],
  rule: string,
  path: string,
): Result<undefined, GridPokerErrorCode> {
  for (const c of codes) if (!(c in s.composition)) return cardNotInGame(c, rule, path);
  const key = `can|${place}|${codes.join(',')}|${rule}|${path}|${s.players.join(',')}`;
  return remembered(s.knowledge, key, () => fromCore(canName(s.knowledge, place, codes, wording(s, rule, path))));
}

/** Can `place` hold exactly these codes (a revealed pair)? */
export function canHoldExactly(
  s: GridPokerState,
  place: KPlace,
  codes: readonly CardCode[],
  rule: string,
  path: string,
): Result<undefined, GridPokerErrorCode> {
  for (const c of codes) if (!(c in s.composition)) return cardNotInGame(c, rule, path);
  const key = `exactly|${place}|${codes.join(',')}|${rule}|${path}|${s.players.join(',')}`;
  return remembered(s.knowledge, key, () => {
    const r = fromCore(assignExactly(s.knowledge, place, codes, wording(s, rule, path)));
    return r.ok ? ok(undefined) : r;
  });
}

const quiet: Wording = { names: (p) => p, rule: 'Tech Grid Poker', path: '' };

/**
 * Moves cards on the knowledge: named codes, or a count of unnamed ones.
 * Runs on validated actions, where naming cannot fail; should it (many copies
 * of one code at once with two decks can defeat the lot search) the cards go
 * as unnamed ones and are named where they land: wider knowledge, never a
 * true table refused.
 */
export function know(s: GridPokerState, from: KPlace, to: KPlace, cards: readonly CardCode[] | number): GridPokerState {
  const k = s.knowledge;
  if (typeof cards === 'number') {
    if (cards <= 0) return s;
    return withState(s, { knowledge: remembered(k, `move|${from}|${to}|${cards}`, () => moveUnnamed(k, from, to, cards)) });
  }
  if (cards.length === 0) return s;
  const knowledge = remembered(k, `move|${from}|${to}|${cards.join(',')}`, () => {
    const named = moveNamed(k, from, to, cards, quiet);
    if (named.ok) return named.value;
    const moved = moveUnnamed(k, from, to, cards.length);
    const landed = nameIn(moved, to, cards, quiet);
    return landed.ok ? landed.value : moved;
  });
  return withState(s, { knowledge });
}

/** The committed pair is these two cards. */
export function knowRevealed(s: GridPokerState, seat: number, cards: readonly CardCode[]): GridPokerState {
  const k = s.knowledge;
  const knowledge = remembered(k, `reveal|${seat}|${cards.join(',')}`, () => {
    const r = assignExactly(k, committedPlace(seat), cards, quiet);
    return r.ok ? r.value : k;
  });
  return withState(s, { knowledge });
}

/** The discard shuffled into a new deck. */
export const knowReshuffle = (s: GridPokerState): GridPokerState =>
  withState(s, {
    knowledge: remembered(s.knowledge, 'reshuffle', () => shuffleInto(s.knowledge, [DISCARD], DECK)),
  });

/** Known cards of a zone, in the order it listed them, new ones last. */
function zoneOf(k: Knowledge, place: KPlace, before: Zone): Zone {
  const left = remembered(k, `known|${place}`, () => knownIn(k, place)).slice();
  const kept: CardCode[] = [];
  for (const c of before.known) {
    const i = left.indexOf(c);
    if (i >= 0) {
      kept.push(c);
      left.splice(i, 1);
    }
  }
  const known = [...kept, ...left];
  return known.length === before.known.length && known.every((c, i) => c === before.known[i]) ? before : { count: before.count, known };
}

/** The hands' and the discard's known cards, read again from the knowledge. */
export function synced(s: GridPokerState): GridPokerState {
  const k = s.knowledge;
  return withState(s, { hands: s.hands.map((h, seat) => zoneOf(k, handPlace(seat), h)), discard: zoneOf(k, DISCARD, s.discard) });
}

/** Where the state's counts and the knowledge disagree (for the conservation check). */
export function knowledgeProblems(s: GridPokerState): string[] {
  const k = s.knowledge;
  const expect: [KPlace, number][] = [
    ...s.hands.map((h, seat): [KPlace, number] => [handPlace(seat), h.count]),
    ...s.companies.map((c, seat): [KPlace, number] => [companyPlace(seat), c.length]),
    ...(s.grid?.entries ?? []).map((e, seat): [KPlace, number] => [committedPlace(seat), e.hand && !e.hand.settled ? 2 : 0]),
    [MARKET, s.market.filter((c) => c !== null).length],
    [DECK, s.deck],
    [DISCARD, s.discard.count],
    [OUT, s.expelled.length],
    [RESOLVING, s.resolving?.out ? 1 : 0],
  ];
  return expect.flatMap(([place, n]) =>
    countIn(k, place) === n ? [] : [`the knowledge has ${countIn(k, place)} cards in ${place}, the table ${n}`],
  );
}
