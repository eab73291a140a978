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
} from '../../../engine/trades/index';
import type { DeckName } from '../../lib/cards';
import { deckCodes } from '../../lib/cards';
import type { ActionOffer } from '../../../engine/core/game';

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
  if (anonymousCount(hand) > 0) mine.push({ ref: '?', label: `? unidentified (${anonymousCount(hand)} in hand)` });
  for (const t of hand.marked) mine.push({ ref: t, label: `${t}: received in the last trade` });
  for (const c of hand.known) mine.push({ ref: c, label: `${c}: known${last.has(c) ? ', received in the last trade' : ''}` });
  const known = new Set<string>(hand.known);
  return { mine, declare: tradesDeckCodes(s).filter((c) => !known.has(c)) };
}

export type PlayerStatus =
  | { readonly kind: 'free' }
  | { readonly kind: 'trading'; readonly trade: OpenTrade }
  | { readonly kind: 'waiting'; readonly trade: OpenTrade };

export function playerStatus(s: TradesState, seat: number): PlayerStatus {
  const t = s.open.find((o) => o.from === seat || o.to === seat);
  if (!t) return { kind: 'free' };
  return isUnderWay(s, t) ? { kind: 'trading', trade: t } : { kind: 'waiting', trade: t };
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

export function tradeTitle(s: TradesState, t: OpenTrade): string {
  const from = s.players[t.from] ?? '?';
  const to = s.players[t.to] ?? '?';
  return `Trade ${t.id}: ${t.kind} · ${from} → ${to} · ${t.give.length} card${t.give.length === 1 ? '' : 's'}`;
}
