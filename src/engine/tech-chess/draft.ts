/**
 * A mutable working copy of the card zones, used while one action is checked
 * and carried out, and the guided edits of card effects and corrections.
 * Every step returns an error instead of changing a zone it cannot change, so
 * an action either applies whole or is refused with its reason.
 *
 * Hidden hands: a card declared from a hand is taken from the hand's known
 * cards, or else from one of its unknown slots (the card must then be among
 * the cards whose place is unknown, the pool).
 */
import { cardDomain, cardValue, WILD, type CardCode } from '../core/cards';
import { err, OK, type Result } from '../core/result';
import { shuffle, type RngState } from '../core/rng';
import { domainSeat, squareIndex, squareName } from './board';
import type { Edit, Hand, Piece, Seat, TechChessErrorCode, TechChessState, Zone } from './types';

export interface Draft {
  board: (Piece | null)[];
  hands: [{ known: CardCode[]; unknown: number }, { known: CardCode[]; unknown: number }];
  pool: CardCode[];
  deckCount: number;
  discard: CardCode[];
  expelled: CardCode[];
  rng: RngState;
  /** The app deals (and so knows) every card drawn: the pool is then the deck, top first. */
  readonly appDeals: boolean;
}

export function draftOf(s: TechChessState): Draft {
  return {
    board: s.board.slice(),
    hands: [
      { known: s.hands[0].known.slice(), unknown: s.hands[0].unknown },
      { known: s.hands[1].known.slice(), unknown: s.hands[1].unknown },
    ],
    pool: s.pool.slice(),
    deckCount: s.deckCount,
    discard: s.discard.slice(),
    expelled: s.expelled.slice(),
    rng: s.rng,
    appDeals: s.options.dealing === 'app',
  };
}

export function commitDraft(s: TechChessState, d: Draft): TechChessState {
  const hands: [Hand, Hand] = [d.hands[0], d.hands[1]];
  return { ...s, board: d.board, hands, pool: d.pool, deckCount: d.deckCount, discard: d.discard, expelled: d.expelled, rng: d.rng };
}

export const handCount = (h: Hand): number => h.known.length + h.unknown;

function removeOne(list: CardCode[], card: CardCode): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** Where a card is known to be, for error messages. */
function whereIs(d: Draft, card: CardCode): string {
  const sq = d.board.findIndex((p) => p?.card === card);
  if (sq >= 0) return `it stands on ${squareName(sq)}`;
  if (d.discard.includes(card)) return 'it is in the discard pile';
  if (d.expelled.includes(card)) return 'it has been expelled';
  for (const seat of [0, 1] as const) if (d.hands[seat].known.includes(card)) return `it is in player ${seat + 1}'s hand`;
  return 'its place is unknown';
}

/** Takes a declared card out of `seat`'s hand. */
export function takeFromHand(d: Draft, seat: Seat, card: CardCode, path: string): Result<undefined, TechChessErrorCode> {
  const hand = d.hands[seat];
  if (removeOne(hand.known, card)) return OK;
  if (hand.unknown > 0 && removeOne(d.pool, card)) {
    hand.unknown--;
    return OK;
  }
  const why =
    hand.unknown > 0
      ? whereIs(d, card)
      : `player ${seat + 1}'s hand holds ${hand.known.length === 0 ? 'no cards' : `only ${hand.known.join(', ')}`}`;
  return err('ERR_CARD_NOT_IN_HAND', `${card} is not in player ${seat + 1}'s hand: ${why}.`, {
    rule: 'Tech Chess: cards are played from the hand',
    path,
    params: { card, seat: seat + 1, why },
  });
}

/** Draws `count` cards for `seat`; an empty deck is refilled from the discard (tech-chess.txt "Deck running out"). */
export function draw(d: Draft, seat: Seat, count: number): void {
  for (let i = 0; i < count; i++) {
    if (d.deckCount === 0) reshuffle(d);
    if (d.deckCount === 0) return;
    d.deckCount--;
    if (d.appDeals) {
      d.hands[seat].known.push(d.pool.shift()!);
    } else d.hands[seat].unknown++;
  }
}

export function reshuffle(d: Draft): void {
  const [pool, rng] = shuffle(d.rng, d.pool.concat(d.discard));
  d.deckCount += d.discard.length;
  d.pool = pool;
  d.discard = [];
  d.rng = rng;
}

export interface EditRules {
  /** A card effect (not a correction): kings stay put and expelled cards stay out. */
  readonly effect: boolean;
  /** The seat whose card effect this is (for messages). */
  readonly actor: Seat | null;
}

const EFFECT_RULE = 'Tech Chess: corner cases (kings may not be exchanged or replaced by a game effect)';

function take(d: Draft, card: CardCode, from: Zone, path: string): Result<undefined, TechChessErrorCode> {
  switch (from.zone) {
    case 'hand':
      return takeFromHand(d, from.seat, card, path);
    case 'deck':
      if (d.deckCount > 0 && removeOne(d.pool, card)) {
        d.deckCount--;
        return OK;
      }
      return err(
        'ERR_CARD_NOT_IN_DECK',
        `${card} cannot come from the deck: ${d.deckCount === 0 ? 'the deck is empty' : whereIs(d, card)}.`,
        { path, params: { variant: 'cannotCome', card, value: d.deckCount === 0 ? 'the deck is empty' : whereIs(d, card) } },
      );
    case 'discard':
      return removeOne(d.discard, card)
        ? OK
        : err('ERR_CARD_NOT_IN_DISCARD', `${card} is not in the discard pile: ${whereIs(d, card)}.`, {
            path,
            params: { card, whereIs: whereIs(d, card) },
          });
    case 'expelled':
      return removeOne(d.expelled, card)
        ? OK
        : err('ERR_CARD_NOT_EXPELLED', `${card} has not been expelled: ${whereIs(d, card)}.`, {
            path,
            params: { card, whereIs: whereIs(d, card) },
          });
    case 'board': {
      const sq = squareIndex(from.square);
      if (sq < 0)
        return err('ERR_BAD_SQUARE', `"${from.square}" is not a square.`, { path, params: { variant: 'square', square: from.square } });
      if (d.board[sq]?.card !== card)
        return err('ERR_CARD_NOT_THERE', `${card} is not on ${squareName(sq)}: ${whereIs(d, card)}.`, {
          path,
          params: { card, squareName: squareName(sq), whereIs: whereIs(d, card) },
        });
      d.board[sq] = null;
      return OK;
    }
  }
}

function put(d: Draft, card: CardCode, to: Zone, path: string): Result<undefined, TechChessErrorCode> {
  switch (to.zone) {
    case 'hand':
      d.hands[to.seat].known.push(card);
      return OK;
    case 'deck':
      d.pool.push(card);
      d.deckCount++;
      return OK;
    case 'discard':
      d.discard.push(card);
      return OK;
    case 'expelled':
      d.expelled.push(card);
      return OK;
    case 'board': {
      const sq = squareIndex(to.square);
      if (sq < 0)
        return err('ERR_BAD_SQUARE', `"${to.square}" is not a square.`, { path, params: { variant: 'square', square: to.square } });
      if (d.board[sq])
        return err('ERR_SQUARE_OCCUPIED', `${squareName(sq)} is occupied by ${d.board[sq]!.card}: move that card away first.`, {
          path,
          params: { variant: 'occupiedMove', squareName: squareName(sq), card: d.board[sq]!.card },
        });
      const owner = to.owner ?? domainSeat(card);
      if (owner === null || card === WILD)
        return err('ERR_NOT_A_PIECE', `${card} cannot stand on the board: only valued Tech Deck cards are pieces.`, {
          path,
          params: { variant: 'cannotStand', card },
        });
      d.board[sq] = { card, owner };
      return OK;
    }
  }
}

export function applyEdits(d: Draft, edits: readonly Edit[], rules: EditRules, path: string): Result<undefined, TechChessErrorCode> {
  for (let i = 0; i < edits.length; i++) {
    const e = edits[i]!;
    const at = `${path}[${i}]`;
    if (e.op === 'draw') draw(d, e.seat, e.count);
    else if (e.op === 'reshuffle') reshuffle(d);
    else {
      if (cardValue(e.card) === null || cardDomain(e.card) === null) {
        if (e.card !== WILD)
          return err('ERR_BAD_CARD_CODE', `"${e.card}" is not a Tech Deck card.`, {
            path: `${at}.card`,
            params: { variant: 'techDeck', card: e.card },
          });
      }
      if (rules.effect) {
        if (cardValue(e.card) === 13 && (e.from.zone === 'board' || e.to.zone === 'board')) {
          return err('ERR_KING_PROTECTED', `${e.card} is a king: kings (13) may not be exchanged or replaced by a game effect.`, {
            rule: EFFECT_RULE,
            path: at,
            params: { card: e.card },
          });
        }
        if (e.from.zone === 'expelled')
          return err('ERR_CARD_EXPELLED', `${e.card} has been expelled: it is out of the game.`, {
            rule: 'Tech Chess: expelled cards',
            path: at,
            params: { card: e.card },
          });
      }
      const t = take(d, e.card, e.from, `${at}.from`);
      if (!t.ok) return t;
      const p = put(d, e.card, e.to, `${at}.to`);
      if (!p.ok) return p;
    }
  }
  return OK;
}
