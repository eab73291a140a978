/**
 * Where a Tech Chess card cannot come from the player's hand, read from the
 * engine's state (never guessed): a card standing on the board, in the
 * discard pile, expelled, named in the other player's hand, or missing from
 * a hand the app knows in full (and from the cards whose place is unknown).
 * The card fields of the turn's card actions mark or leave these out.
 */
import type { TechChessState, Seat } from '../../../engine/tech-chess/index';
import type { CardUnavailable } from '../../lib/card-entry.svelte';
import { t } from '../../i18n/index.svelte';
import { FILES } from './model';

/** Why `code` cannot be in `seat`'s hand now, or null when it may be. */
export function notInHand(s: TechChessState, seat: Seat, names: readonly string[]): CardUnavailable {
  return (code) => {
    const at = s.board.findIndex((p) => p?.card === code);
    if (at >= 0) return t('techChess.where.onBoard', { card: code, square: `${FILES[at % 6]}${Math.floor(at / 6) + 1}` });
    if (s.discard.includes(code)) return t('techChess.where.discard', { card: code });
    if (s.expelled.includes(code)) return t('techChess.where.expelled', { card: code });
    const other = (1 - seat) as Seat;
    if (s.hands[other].known.includes(code)) return t('techChess.where.otherHand', { card: code, name: names[other] ?? '' });
    const own = s.hands[seat];
    if (own.known.includes(code)) return null;
    if (own.unknown === 0 || !s.pool.includes(code)) return t('techChess.where.notInHand', { card: code, name: names[seat] ?? '' });
    return null;
  };
}
