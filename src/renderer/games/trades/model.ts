/**
 * Read-only helpers over the Trades engine state for the views: each
 * player's situation (free, trading, waiting), the references the operator
 * may use for a hand's cards and the queue. Nothing here decides
 * legality: the engine validates every action the views send.
 */
import { cardValue } from '../../../engine/core/cards';
import {
  isUnderWay,
  anonymousCount,
  type CardRef,
  type Hand,
  type OpenTrade,
  type TradesAction,
  type TradesState,
  type TradesView,
} from '../../../engine/trades/index';
import type { DeckName } from '../../lib/cards';
import { deckCodes } from '../../lib/cards';
import type { ActionOffer } from '../../../engine/core/game';
import { t } from '../../i18n/index.svelte';
import { disabledText } from '../../i18n/refusal';

export const deckOf = (s: TradesState): DeckName => (s.options.deck === 'tech' ? 'tech-deck' : 'standard-52');

/** Deck codes without wilds (Trades plays the Tech Deck without them). */
export const tradesDeckCodes = (s: TradesState): string[] => deckCodes(deckOf(s)).filter((c) => c !== 'wild');

export interface RefChoice {
  readonly ref: CardRef;
  readonly label: string;
}

/** What the operator can name in a hand: an unidentified card, its marked cards, its known cards. */
export function refChoices(s: TradesState, seat: number): { mine: RefChoice[]; declare: string[] } {
  const hand = s.hands[seat] as Hand;
  const last = new Set<string>(hand.lastReceived);
  const mine: RefChoice[] = [];
  if (anonymousCount(hand) > 0) mine.push({ ref: '?', label: t('trades.refs.unidentifiedIn', { n: anonymousCount(hand) }) });
  for (const m of hand.marked) mine.push({ ref: m, label: t('trades.refs.marked', { ref: m }) });
  for (const c of hand.known)
    mine.push({ ref: c, label: last.has(c) ? t('trades.refs.knownLast', { card: c }) : t('trades.refs.known', { card: c }) });
  const known = new Set<string>(hand.known);
  return { mine, declare: tradesDeckCodes(s).filter((c) => !known.has(c)) };
}

export type PlayerStatus =
  | { readonly kind: 'free' }
  | { readonly kind: 'trading'; readonly trade: OpenTrade }
  | { readonly kind: 'waiting'; readonly trade: OpenTrade };

export function playerStatus(s: TradesState, seat: number): PlayerStatus {
  const open = s.open.find((o) => o.from === seat || o.to === seat);
  if (!open) return { kind: 'free' };
  return isUnderWay(s, open) ? { kind: 'trading', trade: open } : { kind: 'waiting', trade: open };
}

export const underWay = (s: TradesState, t: OpenTrade): boolean => isUnderWay(s, t);

export const deckTradesLeft = (s: TradesState, seat: number): number => Math.max(0, s.options.deckTrades - (s.deckTradesUsed[seat] ?? 0));

export const deckSize = (s: TradesState): number => s.deck.unknownTop + s.deck.cycled.length;

export const handTotal = (cards: readonly string[]): number => cards.reduce((sum, c) => sum + (cardValue(c) ?? 0), 0);

/** The expected next step: start the clock, finish the trade under way, enter the final hands. */
export function tradesNextStep(offer: ActionOffer): boolean {
  if (offer.type === 'startClock' || offer.type === 'pickBlind' || offer.type === 'complete' || offer.type === 'accept') return true;
  return offer.type === 'enterHand' && offer.label.startsWith('Enter');
}

/** Actions that take back something the players have seen when undone. */
export function tradesReveals(a: TradesAction): boolean {
  switch (a.type) {
    case 'complete':
    case 'accept':
    case 'deckTrade':
    case 'enterHand':
    case 'pickBlind':
      return true;
    case 'declare':
      return a.kind === 'optional' && a.faceUp.length > 0;
    default:
      return false;
  }
}

export function tradeTitle(s: TradesState, trade: OpenTrade): string {
  return t('trades.open.title', {
    id: trade.id,
    kind: trade.kind === 'optional' ? t('trades.kind.optional') : t('trades.kind.mandatory'),
    from: s.players[trade.from] ?? '?',
    to: s.players[trade.to] ?? '?',
    count: trade.give.length,
  });
}

/**
 * Why the declare form cannot send a trade of this kind for the seat now:
 * the engine's reason on its offer, or the phase when it offers none (the
 * clock not started, trading over). null when the engine offers it.
 */
export function declareBlocked(s: TradesState, offers: readonly ActionOffer[], kind: 'mandatory' | 'optional' | 'deck'): string | null {
  if (s.phase === 'ready') return t('trades.declare.notStarted');
  if (s.phase !== 'trading') return t('trades.declare.over');
  const offer = offers.find((o) =>
    kind === 'deck' ? o.type === 'deckTrade' : o.type === 'declare' && o.label.toLowerCase().startsWith(kind),
  );
  if (!offer) return t('trades.declare.notPossible');
  return offer.disabledReason === undefined ? null : disabledText('trades', offer.disabledReason, null);
}

/** Hand sizes, deck trades left and the deck count belong to the game in play, not to a finished one. */
export const inGameCounters = (phase: TradesState['phase']): boolean => phase === 'ready' || phase === 'trading';

export interface TotalsRow {
  readonly seat: number;
  readonly name: string;
  readonly cards: readonly string[];
  readonly total: number | null;
  readonly winner: boolean;
}

/** The totals table: each player's final hand, its total and whether the player won. */
export function totalsRows(view: TradesView, winners: readonly number[]): TotalsRow[] {
  return view.players.map((p) => ({
    seat: p.seat,
    name: p.name,
    cards: p.finalHand ?? [],
    total: p.total,
    winner: winners.includes(p.seat),
  }));
}
