/**
 * Card references in Trades actions (see types.ts for the model): parsing a
 * reference, and resolving the references of one action against one hand
 * (which card each names, which anonymous cards it identifies), with the
 * errors a wrong reference earns.
 */
import { normalizeCode, type CardCode } from '../core/cards';
import { err, ok, type Result } from '../core/result';
import { memoByText } from '../core/text-memo';
import { closed } from './errors';
import { canName, codesOfTag, mayBeIn, moveTagged, nameIn, placesOf } from '../core/knowledge';
import { deckCopies, handPlace, wording } from './knowledge';
import type { CardId, CardRef, Hand, Token, TradesDeckKind, TradesState, TradesErrorCode } from './types';

const TOKEN = /^#[1-9]\d{0,8}$/;

export const isToken = (text: string): text is Token => TOKEN.test(text);

/** The deck kind a canonical code belongs to (standard and Tech codes never look alike). */
export const deckKindOf: (code: CardCode) => TradesDeckKind = memoByText(
  (code) => (/^\d{1,2}(kn|sc|te|se)$/.test(code) ? 'tech' : 'standard'),
  () => true,
);

/** Reads a card reference: `?`, a token `#n`, or a card code of either deck (any accepted spelling, canonical out). */
export const parseCardRef: (text: string) => Result<CardRef, TradesErrorCode> = memoByText(readCardRef, (r) => r.ok);

function readCardRef(text: string): Result<CardRef, TradesErrorCode> {
  const t = text.trim();
  if (t === '?') return ok('?');
  if (isToken(t)) return ok(t);
  return parseAnyCode(t);
}

/** A code of either deck, canonical. Tech Deck wilds are not part of Trades. */
export const parseAnyCode: (text: string) => Result<CardCode, TradesErrorCode> = memoByText(readAnyCode, (r) => r.ok);

function readAnyCode(text: string): Result<CardCode, TradesErrorCode> {
  const std = normalizeCode('standard', text);
  if (std.ok) return std;
  const tech = normalizeCode('tech', text);
  if (tech.ok && tech.value !== 'wild') return tech;
  return err(
    'ERR_BAD_CARD_CODE',
    `"${text}" is not a card: write a standard card (AS, 10H, TD, KC), a Tech Deck card (7sc, 11-services), a marked card (#3) or ? for an unidentified card.`,
    {
      rule: 'Card notation',
      params: { variant: 'cardWrite', text },
    },
  );
}

/** Checks that a canonical code belongs to the match's deck. */
export function checkDeck(state: TradesState, code: CardCode, path: string): Result<undefined, TradesErrorCode> {
  if (deckKindOf(code) === state.options.deck) return ok(undefined);
  const deckName = state.options.deck === 'tech' ? 'the Tech Deck (e.g. 7sc)' : 'a standard 52-card deck (e.g. 7H)';
  return err('ERR_WRONG_DECK', `${code} is not a card of this match: it is played with ${deckName}.`, {
    rule: 'Trades: deck option',
    path,
    params: { code, deckName },
  });
}

export const anonymousCount = (hand: Hand): number => hand.size - hand.known.length - hand.marked.length;

/** How one reference resolved: a known card, a marked card, a card newly named, or an unnamed one. */
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

/** The marked card of a hand known to be `code`, if any. */
function markOfCode(state: TradesState, hand: Hand, code: CardCode): Token | null {
  for (const t of hand.marked) {
    const codes = codesOfTag(state.knowledge, t);
    if (codes && codes.length === 1 && codes[0] === code) return t;
  }
  return null;
}

/**
 * Resolves references to distinct cards of one hand. Refuses a code of the
 * wrong deck, the same card twice, a token not in the hand, a code that
 * cannot be in the hand, codes the hand cannot hold together, and more cards
 * than the hand holds. `?` is any card of the hand not named here.
 */
export function resolveRefs(state: TradesState, seat: number, refs: readonly RefInput[]): Result<Resolved[], TradesErrorCode> {
  const hand = state.hands[seat] as Hand;
  const name = state.players[seat] as string;
  const place = handPlace(seat);
  const seen = new Set<string>();
  const out: Resolved[] = [];
  for (const { ref, path } of refs) {
    if (ref === '?') {
      out.push({ kind: 'anonymous', id: null });
      continue;
    }
    if (seen.has(ref))
      return err('ERR_DUPLICATE_CARD', `${ref} is named twice: each card can move only once in a trade.`, {
        rule: 'Trades: card references',
        path,
        params: { variant: 'namedTwice', ref },
      });
    seen.add(ref);
    if (isToken(ref)) {
      if (!hand.marked.includes(ref)) {
        const list = hand.marked.length ? `${name}'s marked cards are ${hand.marked.join(', ')}` : `${name} holds no marked card`;
        return err('ERR_UNKNOWN_CARD', `${ref} is not a marked card in ${name}'s hand (${list}).`, {
          rule: 'Trades: card references',
          path,
          params: { ref, name, list },
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
    const mark = markOfCode(state, hand, ref);
    if (mark !== null) {
      if (seen.has(mark))
        return err('ERR_DUPLICATE_CARD', `${ref} is ${mark}, named twice: each card can move only once in a trade.`, {
          rule: 'Trades: card references',
          path,
          params: { variant: 'namedTwice2', ref, mark },
        });
      seen.add(mark);
      out.push({ kind: 'marked', id: mark });
      continue;
    }
    if (!mayBeIn(state.knowledge, ref, place)) {
      const r = nameIn(state.knowledge, place, [ref], wording(state, 'Trades: card references', path));
      if (!r.ok) return closed(r);
    }
    out.push({ kind: 'declared', id: ref });
  }
  if (out.length > hand.size)
    return err('ERR_TRADE_SIZE', `${name} holds ${hand.size} cards; ${out.length} are named here.`, {
      rule: 'Trades: card references',
      path: refs[refs.length - 1]?.path ?? '',
      params: { variant: 'holdsCards', name, size: hand.size, outCount: out.length },
    });
  // Together: the marked cards set apart, can the hand hold every code named?
  let k = state.knowledge;
  const codes: CardCode[] = [];
  for (const r of out) {
    if (r.kind === 'marked') k = moveTagged(k, r.id, 'check');
    else if (r.id !== null) codes.push(r.id);
  }
  if (codes.length === 0) return ok(out);
  const joint = canName(k, place, codes, wording(state, 'Trades: card references', lastCodePath(refs)));
  return joint.ok ? ok(out) : closed(joint);
}

/** Where the last card code among the references sits: a refusal of the codes together points there. */
function lastCodePath(refs: readonly RefInput[]): string {
  for (let i = refs.length - 1; i >= 0; i--) {
    const r = refs[i] as RefInput;
    if (r.ref !== '?' && !isToken(r.ref)) return r.path;
  }
  return '';
}

/**
 * The codes that may be in a seat's hand now, by what the referee knows: the
 * codes a form offers for naming a card of that hand (a face-up card, say).
 * A code left out is known to be elsewhere; one offered may still be refused
 * with the other cards of the same action (the engine judges them together).
 */
export function codesPossibleIn(state: TradesState, seat: number): CardCode[] {
  const place = handPlace(seat);
  return Object.keys(deckCopies(state.options.deck)).filter((code) => placesOf(state.knowledge, code).includes(place));
}

/** How many of the named cards are among those the hand received in its last trade. */
export function countFromLastTrade(hand: Hand, resolved: readonly Resolved[]): number {
  let n = 0;
  for (const r of resolved) if (r.id !== null && hand.lastReceived.includes(r.id)) n++;
  return n;
}

/** Unnamed cards among the resolved ones. */
export const unnamedCount = (resolved: readonly Resolved[]): number => resolved.filter((r) => r.kind === 'anonymous').length;

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
