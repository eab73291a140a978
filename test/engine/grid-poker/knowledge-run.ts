/**
 * Grid Poker's card knowledge against a brute-force model (worlds.ts): small
 * two-player games (five codes, four copies each, so every consistent table
 * can be listed) played through the engine's offers, with card names drawn
 * from a possible table and random corrections between any two places.
 * Before every action, each named card the referee is asked about (a card
 * from a hand, the deck or the discard; a company formed; a pair revealed)
 * is accepted exactly when some table the model keeps has it there: never
 * refused where it may be, never accepted where it cannot be.
 */
import type { CardCode } from '../../../src/engine/core/cards';
import { freshKnowledge } from '../../../src/engine/grid-poker/knowledge';
import { conservationProblems } from '../../../src/engine/grid-poker/conservation';
import type { GridPokerAction, GridPokerState, Place } from '../../../src/engine/grid-poker/types';
import { gridPokerGame as game } from '../../../src/engine/grid-poker/index';
import { act, CTX, offersOf, start } from './driver';
import { follow, Worlds } from './worlds';

const CODES: CardCode[] = ['2sc', '5kn', '5se', '9te', '13sc'];
const COPIES = 4;

/** A two-player game on the small deck: the rules' state as set up, with the composition swapped before any card is dealt. */
function smallGame(seed: string): GridPokerState {
  const s = start(2, { dealSize: 4, setupDiscards: 1, handLimit: 4, drawBelow: 3, wilds: 'removed', rounds: 3 }, seed);
  const composition = Object.fromEntries(CODES.map((c) => [c, COPIES]));
  const total = CODES.length * COPIES;
  // Only the deck exists yet (phase market, nothing dealt), so the state is consistent with the smaller deck.
  return { ...s, composition, deck: total, knowledge: freshKnowledge(composition, total) };
}

const PLACES = [
  'hand:0',
  'hand:1',
  'committed:0',
  'committed:1',
  'company:0',
  'company:1',
  'market',
  'deck',
  'discard',
  'out',
  'resolving',
];

const HIDDEN = ['hand:0', 'hand:1', 'committed:0', 'committed:1', 'deck', 'discard'];

const accepts = (s: GridPokerState, a: GridPokerAction): boolean => game.validate(s, a, CTX).ok;

const PAIRS: [CardCode, CardCode][] = CODES.flatMap((a, i) => CODES.slice(i).map((b): [CardCode, CardCode] => [a, b]));

/** Every question the referee answers from its knowledge here, with the model's answer; the mismatches. */
function mismatches(s: GridPokerState, w: Worlds): string[] {
  const out: string[] = [];
  // Every card some table allows is accepted. A card the model rules out is refused at least when all its copies lie
  // outside the hidden places: the lots keep each card's codes and places apart, so a tie the model sees between
  // two unnamed moves (if this card went there, that one did not) can be lost, and the referee then accepts more.
  const check = (a: GridPokerAction, model: boolean, codes: readonly CardCode[]): void => {
    const ok = accepts(s, a);
    if (model && !ok) out.push(`${JSON.stringify(a)}: referee refuses, model may`);
    if (!model && ok && codes.every((c) => w.located(c, HIDDEN))) out.push(`${JSON.stringify(a)}: referee accepts, model cannot`);
  };
  if (s.phase.kind === 'over') return out;
  const probes: [Place, Place, string][] = [
    [{ zone: 'hand', seat: 0 }, { zone: 'discard' }, 'hand:0'],
    [{ zone: 'hand', seat: 1 }, { zone: 'discard' }, 'hand:1'],
    [{ zone: 'discard' }, { zone: 'deck' }, 'discard'],
    [{ zone: 'deck' }, { zone: 'discard' }, 'deck'],
  ];
  for (const [from, to, place] of probes) {
    if (w.count(place) === 0 && !(place === 'deck' && w.count('discard') > 0)) continue;
    // An empty deck takes the shuffled discard before the card is drawn.
    const at = place === 'deck' && w.count('deck') === 0 ? 'discard' : place;
    for (const c of CODES) check({ type: 'moveCard', from, to, card: c }, w.may(at, [c]), [c]);
  }
  if (s.resolving) return out;
  const p = s.phase;
  if (p.kind === 'company' && (s.companies[p.turn]?.length ?? 0) === 0)
    for (const pair of PAIRS) check({ type: 'formCompany', seat: p.turn, cards: pair }, w.may(`hand:${p.turn}`, pair), pair);
  if (p.kind === 'reveal')
    s.grid?.entries.forEach((e, seat) => {
      if (e.hand && !e.hand.cards)
        for (const pair of PAIRS) check({ type: 'revealHand', seat, cards: pair }, w.exactly(`committed:${seat}`, pair), pair);
    });
  return out;
}

/** Cards of `place` in one possible table. */
function possible(w: Worlds, place: string, n: number, pick: (k: number) => number): CardCode[] {
  const t = w.sample(pick)[place] ?? [];
  const cards = CODES.flatMap((c, i) => Array<CardCode>(t[i] ?? 0).fill(c));
  const out: CardCode[] = [];
  while (out.length < n && cards.length > 0) out.push(cards.splice(pick(cards.length), 1)[0] as CardCode);
  return out;
}

const ALL_PLACES: Place[] = [
  { zone: 'hand', seat: 0 },
  { zone: 'hand', seat: 1 },
  { zone: 'company', seat: 0 },
  { zone: 'company', seat: 1 },
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((slot): Place => ({ zone: 'market', slot })),
  { zone: 'deck' },
  { zone: 'discard' },
  { zone: 'expelled' },
];

const kplace = (p: Place): string =>
  p.zone === 'hand' || p.zone === 'company' ? `${p.zone}:${p.seat}` : p.zone === 'expelled' ? 'out' : p.zone;

/** The actions on offer, with card names from a possible table, and a few random corrections. */
function candidates(s: GridPokerState, w: Worlds, pick: (k: number) => number): GridPokerAction[] {
  const out: GridPokerAction[] = [];
  for (const o of offersOf(s)) {
    if (o.action) {
      if (!o.disabledReason) out.push(o.action as GridPokerAction);
      continue;
    }
    const seat = o.actor ?? 0;
    if (o.type === 'fillMarket') {
      const from = w.count('deck') > 0 ? 'deck' : 'discard';
      for (const card of possible(w, from, 1, pick)) out.push({ type: 'fillMarket', slot: s.market.indexOf(null), card });
    } else if (o.type === 'formCompany')
      out.push({ type: 'formCompany', seat, cards: possible(w, `hand:${seat}`, 2 - (s.companies[seat]?.length ?? 0), pick) });
    else if (o.type === 'revealHand') out.push({ type: 'revealHand', seat, cards: possible(w, `committed:${seat}`, 2, pick) });
    else if (o.type === 'useEffect' && s.phase.kind === 'handEffects')
      for (const card of possible(w, `hand:${seat}`, 1, pick)) out.push({ type: 'useEffect', seat, card });
    else if (o.type === 'useEffect' && (s.companies[seat]?.length ?? 0) > 0)
      out.push({ type: 'useEffect', seat, card: s.companies[seat]?.[0] as CardCode });
    else if (o.type === 'improveCompany') {
      const company = s.companies[seat] ?? [];
      for (const card of possible(w, `hand:${seat}`, 1, pick))
        out.push({ type: 'improveCompany', seat, card, replace: company.length >= 2 ? (company[0] as CardCode) : null });
    }
  }
  for (let i = 0; i < 2; i++) {
    const from = ALL_PLACES[pick(ALL_PLACES.length)] as Place;
    const to = ALL_PLACES[pick(ALL_PLACES.length)] as Place;
    const src = from.zone === 'deck' && w.count('deck') === 0 ? 'discard' : kplace(from);
    const card = pick(3) === 0 ? null : (possible(w, src, 1, pick)[0] ?? null);
    out.push({ type: 'moveCard', from, to, card });
  }
  return out.filter((a) => accepts(s, a));
}

/** The state's own count of a place, to keep the model in step with the rules. */
function placeCount(s: GridPokerState, place: string): number {
  const [kind, n] = place.split(':');
  const seat = Number(n);
  if (kind === 'hand') return s.hands[seat]?.count ?? 0;
  if (kind === 'company') return s.companies[seat]?.length ?? 0;
  if (kind === 'committed') return s.grid?.entries[seat]?.hand && !s.grid.entries[seat]?.hand?.settled ? 2 : 0;
  if (place === 'market') return s.market.filter((c) => c !== null).length;
  if (place === 'deck') return s.deck;
  if (place === 'discard') return s.discard.count;
  if (place === 'out') return s.expelled.length;
  return s.resolving?.out ? 1 : 0;
}

/** Plays one small game, checking the referee against the model before every action; the first disagreement, or null. */
export function runGame(seed: string, picks: readonly number[], log?: (line: string) => void): string | null {
  let s = smallGame(seed);
  const w = new Worlds(
    CODES,
    PLACES,
    CODES.map(() => COPIES),
  );
  let n = 0;
  const pick = (k: number): number => (k <= 1 ? 0 : (picks[n++ % picks.length] ?? 0) % k);
  for (let step = 0; step < 140 && s.phase.kind !== 'over'; step++) {
    if (w.tables.length === 0) return `step ${step}: the model lost the true table`;
    const bad = mismatches(s, w);
    if (bad.length > 0) {
      log?.(
        JSON.stringify({
          tables: w.tables.map((t) => ({ h0: t['hand:0'], d: t['discard'], deck: t['deck'], h1: t['hand:1'] })),
          cases: s.knowledge.cases,
        }),
      );
      return `step ${step}, phase ${s.phase.kind}: ${bad.join('; ')}`;
    }
    const options = candidates(s, w, pick);
    const a = options[pick(options.length)];
    if (!a || w.tables.length > 20000) break;
    log?.(`${step} ${s.phase.kind} ${JSON.stringify(a)} (${w.tables.length} tables)`);
    const next = act(s, a);
    follow(w, s, a, next);
    const problems = conservationProblems(next);
    if (problems.length > 0) return `after ${JSON.stringify(a)}: ${problems.join('; ')}`;
    for (const place of PLACES)
      if (w.count(place) !== placeCount(next, place))
        return `after ${JSON.stringify(a)}: the model has ${w.count(place)} cards in ${place}, the rules ${placeCount(next, place)}`;
    s = next;
  }
  return null;
}
