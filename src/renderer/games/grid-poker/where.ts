/**
 * Where a Grid Poker card cannot come from a player's hand, asked of the
 * engine's card knowledge (never guessed): a card the table has seen
 * elsewhere (the market, a company, another hand, the discard, expelled),
 * or one no table consistent with everything seen so far puts in that hand.
 * The hand-card fields (company, improvement, discards) mark these, as the
 * market field marks the cards already placed.
 */
import { mayBeInHand, type GridPokerState } from '../../../engine/grid-poker/index';
import type { CardUnavailable } from '../../lib/card-entry.svelte';
import { t } from '../../i18n/index.svelte';
import { gridPokerPlaces } from './model';

/** Why `code` cannot be in `seat`'s hand now, or null when it may be. */
export function notInHand(s: GridPokerState, seat: number): CardUnavailable {
  const placed = gridPokerPlaces(s);
  const name = s.players[seat] ?? '';
  return (code) => {
    // A code the game does not use is the entry's own refusal (it is not a card of the deck).
    if (!(code in s.composition)) return null;
    if (mayBeInHand(s, seat, code)) return null;
    const where = placed.get(code);
    return where ?? t('gridPoker.where.notInHand', { card: code, name });
  };
}
