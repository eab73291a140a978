/**
 * Card entry helpers for the UI: completion of typed codes (`7s` offers
 * `7sc` and `7se`), normalizing any accepted spelling to the canonical code,
 * and the faces the picker draws (value plus domain/suit letters always, with
 * a colour only as a second cue). A card's spoken name and a row's title
 * are in the shown language ("7 of science", "7 di scienza").
 */
import {
  DOMAINS,
  SUITS,
  WILD,
  cardDomain,
  normalizeCode,
  standardDeckCodes,
  techDeckCodes,
  type CardCode,
  type DeckKind,
} from '../../engine/core/cards';
import type { Result } from '../../engine/core/result';
import { t } from '../i18n/index.svelte';
import { domainName } from '../i18n/engine-text';

export type DeckName = 'tech-deck' | 'standard-52';

export const deckKind = (deck: DeckName): DeckKind => (deck === 'tech-deck' ? 'tech' : 'standard');

/** Every distinct code of a deck, in picker order. */
export function deckCodes(deck: DeckName): CardCode[] {
  return deck === 'tech-deck' ? [...new Set(techDeckCodes())] : standardDeckCodes();
}

/** The codes that start with what was typed (case-insensitive); an exact match first. */
export function complete(deck: DeckName, typed: string): CardCode[] {
  const t = typed.trim().toLowerCase();
  if (!t) return [];
  const codes = deckCodes(deck);
  const exact = normalizeCode(deckKind(deck), t);
  const starts = codes.filter((c) => c.toLowerCase().startsWith(t));
  // "10" should offer the tens, not 1-something: startsWith already does; a
  // long form ("7-science") completes to its normalized code.
  if (exact.ok && !starts.includes(exact.value)) starts.unshift(exact.value);
  if (exact.ok) return [exact.value, ...starts.filter((c) => c !== exact.value)];
  return starts;
}

export function normalize(deck: DeckName, text: string): Result<CardCode> {
  return normalizeCode(deckKind(deck), text);
}

/** Splits a typed line ("7sc 3kn, 10H") into words. */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter(Boolean);
}

export interface CardFace {
  readonly code: CardCode;
  /** The big value ("7", "K"). */
  readonly value: string;
  /** The letters that name domain or suit ("sc", "S"). */
  readonly mark: string;
  /** Spoken/visible full name ("7 of science", "king of spades"). */
  readonly name: string;
  /** Which colour family (a CSS class); never the only cue. */
  readonly tone: string;
}

const SUIT_TONE: Readonly<Record<string, string>> = { S: 'tone-1', H: 'tone-2', D: 'tone-3', C: 'tone-4' };
const DOMAIN_TONE: Readonly<Record<string, string>> = { kn: 'tone-1', sc: 'tone-2', te: 'tone-3', se: 'tone-4' };
const RANK_WORDS: Readonly<Record<string, () => string>> = {
  A: () => t('cardNames.ranks.A'),
  J: () => t('cardNames.ranks.J'),
  Q: () => t('cardNames.ranks.Q'),
  K: () => t('cardNames.ranks.K'),
};
const rankName = (rank: string): string => RANK_WORDS[rank]?.() ?? rank;
const SUIT_WORDS: Readonly<Record<(typeof SUITS)[number], () => string>> = {
  S: () => t('cardNames.suits.S'),
  H: () => t('cardNames.suits.H'),
  D: () => t('cardNames.suits.D'),
  C: () => t('cardNames.suits.C'),
};
const suitName = (suit: (typeof SUITS)[number]): string => SUIT_WORDS[suit]();
const isSuit = (s: string): s is (typeof SUITS)[number] => (SUITS as readonly string[]).includes(s);

export function cardFace(code: CardCode): CardFace {
  if (code === WILD) return { code, value: '★', mark: 'wild', name: t('cardNames.wild'), tone: 'tone-0' };
  const domain = cardDomain(code);
  if (domain) {
    const value = code.slice(0, code.length - 2);
    return {
      code,
      value,
      mark: domain,
      name: t('cardNames.tech', { value, domain: domainName(domain) }),
      tone: DOMAIN_TONE[domain] ?? 'tone-0',
    };
  }
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  const name = t('cardNames.standard', { rank: rankName(rank), suit: isSuit(suit) ? suitName(suit) : suit });
  return { code, value: rank, mark: suit, name, tone: SUIT_TONE[suit] ?? 'tone-0' };
}

/** The picker's rows: one per domain or suit. */
export function pickerRows(deck: DeckName): { mark: string; title: string; codes: CardCode[] }[] {
  if (deck === 'tech-deck') {
    const rows = DOMAINS.map((d) => ({ mark: d, title: domainName(d), codes: Array.from({ length: 13 }, (_, i) => `${i + 1}${d}`) }));
    return [...rows, { mark: 'wild', title: t('cardNames.wildRow'), codes: [WILD] }];
  }
  const all = standardDeckCodes();
  return SUITS.map((s) => ({ mark: s, title: suitName(s), codes: all.filter((c) => c.endsWith(s)) }));
}
