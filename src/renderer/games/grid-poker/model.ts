/**
 * Read-only helpers over the Tech Grid Poker engine state for the views:
 * names of lines and slots, who committed where, the card texts from the
 * deck in use, the expected next step and the actions that reveal cards.
 * Nothing here decides legality: the engine validates every action sent.
 */
import type { DeckFile } from '../../../engine/core/deck';
import type { ActionOffer } from '../../../engine/core/game';
import type { GridPokerAction, GridPokerState, Line, LineHand, Place } from '../../../engine/grid-poker/index';
import { t } from '../../i18n/index.svelte';

export const LINES: readonly Line[] = [
  { axis: 'row', index: 0 },
  { axis: 'row', index: 1 },
  { axis: 'row', index: 2 },
  { axis: 'column', index: 0 },
  { axis: 'column', index: 1 },
  { axis: 'column', index: 2 },
];

/** Keys for the six lines, laid out like the grid: Q W E for rows 1-3, A S D for columns 1-3. */
export const LINE_KEYS: readonly string[] = ['q', 'w', 'e', 'a', 's', 'd'];

export const lineLabel = (line: Line): string =>
  line.axis === 'row' ? t('gridPoker.lines.row', { n: line.index + 1 }) : t('gridPoker.lines.column', { n: line.index + 1 });
export const sameLine = (a: Line | null | undefined, b: Line | null | undefined): boolean =>
  !!a && !!b && a.axis === b.axis && a.index === b.index;
export const lineSlots = (line: Line): number[] =>
  line.axis === 'row' ? [line.index * 3, line.index * 3 + 1, line.index * 3 + 2] : [line.index, line.index + 3, line.index + 6];
export const slotLabel = (slot: number): string => t('gridPoker.lines.slot', { row: Math.floor(slot / 3) + 1, column: (slot % 3) + 1 });

export interface CardText {
  readonly name: string | null;
  /** The Grid Poker effect text, or null when the deck file does not know it yet. */
  readonly text: string | null;
  readonly status: 'printed' | 'rules-summary' | 'unknown';
}

/** A card's name and Grid Poker effect text in the deck in use (null fields: not known yet). */
export function cardText(deck: DeckFile | null, code: string): CardText {
  const card = deck?.cards.find((c) => c.code === code) ?? null;
  const effect = card?.effects['grid-poker'] ?? null;
  return { name: card?.name ?? null, text: effect?.text ?? null, status: effect?.status ?? 'unknown' };
}

/** Seats in this round's turn order (the first player first). */
export const turnOrder = (s: GridPokerState): number[] => s.players.map((_, k) => (s.firstPlayer + k) % s.players.length);

/** Who is to act in a turn phase, or null. */
export function turnSeat(s: GridPokerState): number | null {
  if (s.resolving) return s.resolving.seat;
  const p = s.phase;
  if ('turn' in p) return p.turn;
  if (p.kind === 'marketDiscard') return p.queue[0]?.seat ?? null;
  return null;
}

/** Where the cards a player put in play this round are (the hand cards stay face down until the reveal). */
export function commitments(
  s: GridPokerState,
  seat: number,
): { hand: Line | null; handCards: readonly string[] | null; company: Line | null } {
  const e = s.grid?.entries[seat];
  return { hand: e?.hand?.line ?? null, handCards: e?.hand?.cards ?? null, company: e?.company ?? null };
}

/** The player hands on a line, for the markers beside the grid. */
export function markersOn(s: GridPokerState, line: Line): { seat: number; source: 'hand' | 'company' }[] {
  const out: { seat: number; source: 'hand' | 'company' }[] = [];
  for (const seat of turnOrder(s)) {
    const c = commitments(s, seat);
    if (sameLine(c.hand, line)) out.push({ seat, source: 'hand' });
    if (sameLine(c.company, line)) out.push({ seat, source: 'company' });
  }
  return out;
}

const CATEGORY_WORDS: Readonly<Record<LineHand['category'], () => string>> = {
  'high-card': () => t('gridPoker.categories.highCard'),
  pair: () => t('gridPoker.categories.pair'),
  'two-pair': () => t('gridPoker.categories.twoPair'),
  'three-of-a-kind': () => t('gridPoker.categories.threeOfAKind'),
  straight: () => t('gridPoker.categories.straight'),
  flush: () => t('gridPoker.categories.flush'),
  'full-house': () => t('gridPoker.categories.fullHouse'),
  'four-of-a-kind': () => t('gridPoker.categories.fourOfAKind'),
  'straight-flush': () => t('gridPoker.categories.straightFlush'),
  'five-of-a-kind': () => t('gridPoker.categories.fiveOfAKind'),
};
/** A poker hand's category in the shown language (the engine names them in English, hyphenated). */
export const categoryLabel = (c: LineHand['category']): string => CATEGORY_WORDS[c]();

export const isWinner = (winners: readonly LineHand[], h: LineHand): boolean =>
  winners.some((w) => w.seat === h.seat && w.source === h.source && sameLine(w.line, h.line));

/** The places a guided edit moves cards between. */
export function places(s: GridPokerState): { place: Place; label: string }[] {
  const out: { place: Place; label: string }[] = [];
  s.players.forEach((p, seat) => out.push({ place: { zone: 'hand', seat }, label: t('gridPoker.lines.handOf', { name: p }) }));
  s.players.forEach((p, seat) => out.push({ place: { zone: 'company', seat }, label: t('gridPoker.lines.companyOf', { name: p }) }));
  for (let slot = 0; slot < 9; slot++)
    out.push({
      place: { zone: 'market', slot },
      label: s.market[slot]
        ? t('gridPoker.lines.marketSlot', { slot: slotLabel(slot), card: s.market[slot] ?? '' })
        : t('gridPoker.lines.marketEmpty', { slot: slotLabel(slot) }),
    });
  out.push({ place: { zone: 'deck' }, label: t('gridPoker.lines.deck') });
  out.push({ place: { zone: 'discard' }, label: t('gridPoker.lines.discard') });
  out.push({ place: { zone: 'expelled' }, label: t('gridPoker.lines.expelled') });
  if (s.resolving?.out) out.push({ place: { zone: 'resolving' }, label: t('gridPoker.lines.revealed', { card: s.resolving.card }) });
  return out;
}

export const placeKey = (p: Place): string => JSON.stringify(p);

/** The offer the table expects next: the main step of the phase for the seat whose turn it is. */
export function gridPokerNextStep(s: GridPokerState, offer: ActionOffer): boolean {
  if (offer.disabledReason) return false;
  if (s.resolving) return offer.type === 'finishEffect' || offer.type === 'moveCard';
  const p = s.phase;
  switch (p.kind) {
    case 'market':
    case 'refill':
      return offer.type === 'fillMarket';
    case 'company':
      return offer.type === 'formCompany';
    case 'setupDiscard':
      return offer.type === 'setupDiscard';
    case 'companyEffects':
    case 'handEffects':
      return offer.type === 'useEffect' && offer.actor === p.turn;
    case 'commit':
      return offer.type === 'commitHand' && offer.actor === p.turn;
    case 'place':
      return offer.type === 'placeCompany' && offer.actor === p.turn;
    case 'reveal':
      return offer.type === 'revealHand' || offer.type === 'fillMarket';
    case 'marketDiscard':
      return offer.type === 'discardMarket';
    case 'returnOrRedraw':
      return offer.type === 'returnOrRedraw';
    case 'improve':
      return offer.type === 'improveCompany' && offer.actor === p.turn;
    case 'endDiscard':
      return offer.type === 'endDiscard';
    case 'over':
      return false;
  }
}

/** Actions whose undo takes back something the players have seen (a face-up card, a reveal). */
export function gridPokerReveals(a: GridPokerAction): boolean {
  switch (a.type) {
    case 'fillMarket':
    case 'formCompany':
    case 'revealHand':
    case 'discardMarket':
      return true;
    case 'useEffect':
      return true;
    case 'moveCard':
      return a.card !== null;
    case 'improveCompany':
      return a.card !== null;
    case 'setupDiscard':
    case 'endDiscard':
      return (a.cards?.length ?? 0) > 0;
    default:
      return false;
  }
}

/**
 * Where the cards the referee can see are (the market, the companies, the
 * known hand cards, the discard, the expelled), by code, for card entry:
 * a code all of whose copies are placed cannot be dealt or named again.
 */
export function gridPokerPlaces(s: GridPokerState): ReadonlyMap<string, string> {
  const seen = new Map<string, { n: number; where: string }>();
  const put = (code: string, where: string) => seen.set(code, { n: (seen.get(code)?.n ?? 0) + 1, where });
  const player = (seat: number): string => s.players[seat] ?? t('moduleWords.gridPokerPlaces.seat', { n: seat + 1 });
  s.market.forEach((c, slot) => c !== null && put(c, t('moduleWords.gridPokerPlaces.market', { slot: slotLabel(slot) })));
  s.companies.forEach((cards, seat) => cards.forEach((c) => put(c, t('moduleWords.gridPokerPlaces.company', { player: player(seat) }))));
  s.hands.forEach((h, seat) => h.known.forEach((c) => put(c, t('moduleWords.gridPokerPlaces.hand', { player: player(seat) }))));
  s.discard.known.forEach((c) => put(c, t('moduleWords.gridPokerPlaces.discard')));
  s.expelled.forEach((c) => put(c, t('moduleWords.gridPokerPlaces.expelled')));
  const out = new Map<string, string>();
  for (const [code, { n, where }] of seen) if (n >= (s.composition[code] ?? 1)) out.set(code, where);
  return out;
}
