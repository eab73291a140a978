/**
 * Card conservation: every card of the game is in exactly one place, so the
 * places' counts add up to the deck composition, and no code is known to be
 * in more places than it has copies. The rules never call this (they keep it
 * by moving cards, never setting them); the tests check it after every action.
 * The card knowledge must agree: the same counts per place, the face-up
 * cards named where they lie, and some table consistent with all of it.
 */
import type { CardCode } from '../core/cards';
import { isConsistent, knownIn } from '../core/knowledge';
import { companyPlace, knowledgeProblems, MARKET, OUT } from './knowledge';
import type { GridPokerState } from './types';
import { pendingCommit } from './zones';

/** How many copies of each code the state names somewhere (face up, or known in a zone). */
function knownCounts(state: GridPokerState): Map<CardCode, number> {
  const all: CardCode[] = [];
  for (const c of state.market) if (c !== null) all.push(c);
  for (const co of state.companies) all.push(...co);
  for (const h of state.hands) all.push(...h.known);
  all.push(...state.discard.known, ...state.expelled);
  if (state.resolving?.out) all.push(state.resolving.card);
  for (const e of state.grid?.entries ?? []) if (e.hand && !e.hand.settled && e.hand.cards) all.push(...e.hand.cards);
  const m = new Map<CardCode, number>();
  for (const c of all) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

const sameCards = (a: readonly CardCode[], b: readonly CardCode[]): boolean => a.slice().sort().join() === b.slice().sort().join();

/** Cards in each kind of place (the committed ones beside a line until they go back to hand or the discard). */
export function placeCounts(state: GridPokerState): Record<string, number> {
  const committed = (state.grid?.entries ?? []).reduce((n, e) => n + (e.hand && !e.hand.settled ? 2 : 0), 0);
  return {
    market: state.market.filter((c) => c !== null).length,
    companies: state.companies.reduce((n, c) => n + c.length, 0),
    hands: state.hands.reduce((n, h) => n + h.count, 0),
    committed,
    deck: state.deck,
    discard: state.discard.count,
    expelled: state.expelled.length,
    resolving: state.resolving?.out ? 1 : 0,
  };
}

export const compositionTotal = (state: GridPokerState): number => Object.values(state.composition).reduce((a, b) => a + b, 0);

/** What breaks conservation in a state, in plain words; empty when the cards are all accounted for. */
export function conservationProblems(state: GridPokerState): string[] {
  const out: string[] = [];
  const counts = placeCounts(state);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const expected = compositionTotal(state);
  if (total !== expected) out.push(`the places hold ${total} cards, the decks ${expected} (${JSON.stringify(counts)})`);
  for (const [place, n] of Object.entries(counts)) if (n < 0) out.push(`${place} holds ${n} cards`);
  for (const [code, n] of knownCounts(state)) {
    const copies: number = state.composition[code] ?? 0;
    if (n > copies) out.push(`${code} is known in ${n} places; the game has ${copies} cop${copies === 1 ? 'y' : 'ies'}`);
  }
  const zones: [string, number, readonly CardCode[]][] = [
    ...state.hands.map((h, seat): [string, number, readonly CardCode[]] => [`hand ${seat}`, h.count, h.known]),
    ['discard', state.discard.count, state.discard.known],
  ];
  for (const [name, count, known] of zones)
    if (known.length > count) out.push(`${name} holds ${count} cards but ${known.length} are known (${known.join(', ')})`);
  state.hands.forEach((h, seat) => {
    const c = pendingCommit(state, seat);
    // Until the reveal, the cards known at the commit are in the hand's unknown part or among the two committed.
    if (c && c.heldKnown.length > h.count - h.known.length + 2)
      out.push(
        `seat ${seat}'s hand and committed cards hold ${h.count - h.known.length + 2} unnamed cards, fewer than the ${c.heldKnown.length} known`,
      );
  });
  state.companies.forEach((c, seat) => c.length > 2 && out.push(`seat ${seat}'s company has ${c.length} cards`));
  out.push(...knowledgeProblems(state));
  const k = state.knowledge;
  const faceUp: [string, readonly CardCode[], CardCode[]][] = [
    ['the market', state.market.filter((c): c is CardCode => c !== null), knownIn(k, MARKET)],
    ['out of the game', state.expelled, knownIn(k, OUT)],
    ...state.companies.map((c, seat): [string, readonly CardCode[], CardCode[]] => [
      `seat ${seat}'s company`,
      c,
      knownIn(k, companyPlace(seat)),
    ]),
  ];
  for (const [name, table, known] of faceUp)
    if (!sameCards(table, known))
      out.push(`${name} shows ${table.join(', ') || 'nothing'}; the knowledge has ${known.join(', ') || 'nothing'}`);
  if (!isConsistent(k)) out.push('the card knowledge admits no table at all');
  return out;
}
