/**
 * Card references in Trades actions (see types.ts for the model): parsing a
 * reference, and resolving the references of one action against one hand
 * (which card each names, which anonymous cards it identifies), with the
 * errors a wrong reference earns.
 */
import { normalizeCode, type CardCode } from '../core/cards';
import { err, ok, type Result } from '../core/result';
import type { CardId, CardRef, Hand, Token, TradesDeckKind, TradesState } from './types';

const TOKEN = /^#[1-9]\d{0,8}$/;

export const isToken = (text: string): text is Token => TOKEN.test(text);

/** The deck kind a canonical code belongs to (standard and Tech codes never look alike). */
export function deckKindOf(code: CardCode): TradesDeckKind {
  return /^\d{1,2}(kn|sc|te|se)$/.test(code) ? 'tech' : 'standard';
}

/** Reads a card reference: `?`, a token `#n`, or a card code of either deck (any accepted spelling, canonical out). */
export function parseCardRef(text: string): Result<CardRef> {
  const t = text.trim();
  if (t === '?') return ok('?');
  if (isToken(t)) return ok(t);
  return parseAnyCode(t);
}

/** A code of either deck, canonical. Tech Deck wilds are not part of Trades. */
export function parseAnyCode(text: string): Result<CardCode> {
  const std = normalizeCode('standard', text);
  if (std.ok) return std;
  const tech = normalizeCode('tech', text);
  if (tech.ok && tech.value !== 'wild') return tech;
  return err(
    'ERR_BAD_CARD_CODE',
    `"${text}" is not a card: write a standard card (AS, 10H, TD, KC), a Tech Deck card (7sc, 11-services), a marked card (#3) or ? for an unidentified card.`,
    {
      rule: 'Card notation (tech-deck.md)',
    },
  );
}

/** Checks that a canonical code belongs to the match's deck. */
export function checkDeck(state: TradesState, code: CardCode, path: string): Result<undefined> {
  if (deckKindOf(code) === state.options.deck) return ok(undefined);
  const deckName = state.options.deck === 'tech' ? 'the Tech Deck (e.g. 7sc)' : 'a standard 52-card deck (e.g. 7H)';
  return err('ERR_WRONG_DECK', `${code} is not a card of this match: it is played with ${deckName}.`, {
    rule: 'Trades: deck option',
    path,
  });
}

/** Where a code is known to be, other than the given seat's hand: a seat, 'deck', or null. */
export function knownElsewhere(state: TradesState, code: CardCode, seat: number | null): number | 'deck' | null {
  for (let s = 0; s < state.hands.length; s++) {
    if (s !== seat && (state.hands[s] as Hand).known.includes(code)) return s;
  }
  return state.deck.cycled.includes(code) ? 'deck' : null;
}

export const anonymousCount = (hand: Hand): number => hand.size - hand.known.length - hand.marked.length;

/** How one reference resolved: a known card, a marked card, an anonymous card newly identified, or an anonymous one. */
export type Resolved =
  | { readonly kind: 'known'; readonly id: CardCode }
  | { readonly kind: 'marked'; readonly id: Token }
  | { readonly kind: 'declared'; readonly id: CardCode }
  | { readonly kind: 'anonymous'; readonly id: null };

export interface RefInput {
  readonly ref: CardRef;
  /** Where it sits in the action, for error messages ("give[1]"). */
  readonly path: string;
}

/**
 * Resolves references to distinct cards of one hand. Refuses a code of the
 * wrong deck, the same card twice, a token not in the hand, a code known to be
 * elsewhere, and more anonymous cards than the hand has.
 */
export function resolveRefs(state: TradesState, seat: number, refs: readonly RefInput[]): Result<Resolved[]> {
  const hand = state.hands[seat] as Hand;
  const name = state.players[seat] as string;
  const seen = new Set<string>();
  const out: Resolved[] = [];
  let anonymousUsed = 0;
  for (const { ref, path } of refs) {
    if (ref === '?') {
      anonymousUsed++;
      out.push({ kind: 'anonymous', id: null });
      continue;
    }
    if (seen.has(ref))
      return err('ERR_DUPLICATE_CARD', `${ref} is named twice: each card can move only once in a trade.`, {
        rule: 'Trades: card references',
        path,
      });
    seen.add(ref);
    if (isToken(ref)) {
      if (!hand.marked.includes(ref)) {
        const list = hand.marked.length ? `${name}'s marked cards are ${hand.marked.join(', ')}` : `${name} holds no marked card`;
        return err('ERR_UNKNOWN_CARD', `${ref} is not a marked card in ${name}'s hand (${list}).`, {
          rule: 'Trades: card references',
          path,
        });
      }
      out.push({ kind: 'marked', id: ref });
      continue;
    }
    const inDeck = checkDeck(state, ref, path);
    if (!inDeck.ok) return inDeck;
    if (hand.known.includes(ref)) {
      out.push({ kind: 'known', id: ref });
      continue;
    }
    const where = knownElsewhere(state, ref, seat);
    if (where !== null) {
      const place = where === 'deck' ? 'in the deck' : `in ${state.players[where]}'s hand`;
      return err('ERR_CARD_ELSEWHERE', `${ref} cannot come from ${name}'s hand: it is known to be ${place}.`, {
        rule: 'Trades: card references',
        path,
      });
    }
    anonymousUsed++;
    out.push({ kind: 'declared', id: ref });
  }
  const available = anonymousCount(hand);
  if (anonymousUsed > available) {
    const hint =
      hand.marked.length || hand.known.length
        ? ` Name the others by their code or mark (${[...hand.known, ...hand.marked].join(', ')}).`
        : '';
    return err(
      'ERR_NOT_ENOUGH_UNIDENTIFIED',
      `${name} has ${available} unidentified card${available === 1 ? '' : 's'}, but ${anonymousUsed} are named with ? or a new code.${hint}`,
      { rule: 'Trades: card references', path: refs[refs.length - 1]?.path ?? '' },
    );
  }
  return ok(out);
}

/** How many of the resolved cards are among those the hand received in its last trade. */
export function countFromLastTrade(hand: Hand, resolved: readonly Resolved[]): number {
  let n = 0;
  for (const r of resolved) if (r.id !== null && hand.lastReceived.includes(r.id)) n++;
  return n;
}

/** The hand after the resolved cards leave it. */
export function removeCards(hand: Hand, resolved: readonly Resolved[]): Hand {
  const codes = new Set<CardId>();
  for (const r of resolved) if (r.id !== null) codes.add(r.id);
  return {
    size: hand.size - resolved.length,
    known: hand.known.filter((c) => !codes.has(c)),
    marked: hand.marked.filter((t) => !codes.has(t)),
    lastReceived: hand.lastReceived.filter((c) => !codes.has(c)),
  };
}

/** The hand after a completed trade brings `received` (ids): they become its last trade; older marks lapse. */
export function receiveCards(hand: Hand, received: readonly CardId[]): Hand {
  const codes = received.filter((id) => !isToken(id));
  const tokens = received.filter(isToken);
  return { size: hand.size + received.length, known: [...hand.known, ...codes], marked: tokens, lastReceived: [...received] };
}

/** Identifies anonymous cards of a hand whose codes were just declared (they stay in the hand). */
export function identify(hand: Hand, resolved: readonly Resolved[]): Hand {
  const declared = resolved.filter((r) => r.kind === 'declared').map((r) => r.id as CardCode);
  return declared.length ? { ...hand, known: [...hand.known, ...declared] } : hand;
}
