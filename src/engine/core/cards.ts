/**
 * Card model and notation for the Tech Deck and the standard 52-card deck,
 * as fixed in docs/rules/tech-deck.md. Games keep cards as canonical code
 * strings (`7sc`, `wild`, `10H`): hands, stacks and piles are multisets of
 * codes, so two decks' identical cards are interchangeable. Parsers accept the
 * long forms of the rules texts; formatters always write the short form.
 */
import { err, ok, type Result } from './result';
import { memoByText } from './text-memo';

export const DOMAINS = ['kn', 'sc', 'te', 'se'] as const;
export type Domain = (typeof DOMAINS)[number];
export const DOMAIN_NAMES: Readonly<Record<Domain, string>> = {
  kn: 'knowledge',
  sc: 'science',
  te: 'technology',
  se: 'services',
};

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
export const SUIT_NAMES: Readonly<Record<Suit, string>> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** A canonical card code string (always the short form). */
export type CardCode = string;

export type TechCard = { readonly kind: 'tech'; readonly value: number; readonly domain: Domain } | { readonly kind: 'wild' };
export type StandardCard = { readonly kind: 'standard'; readonly rank: number; readonly suit: Suit };

export const WILD: CardCode = 'wild';

const LONG_DOMAIN: Readonly<Record<string, Domain>> = {
  kn: 'kn',
  knowledge: 'kn',
  sc: 'sc',
  science: 'sc',
  sciences: 'sc',
  te: 'te',
  tech: 'te',
  technology: 'te',
  se: 'se',
  service: 'se',
  services: 'se',
};

/** Parses `7sc`, `7-science`, `11-Service`, `wild` (case-insensitive, surrounding space ignored). */
export function parseTechCard(text: string): Result<TechCard> {
  const t = text.trim().toLowerCase();
  if (t === 'wild' || t === 'w') return ok({ kind: 'wild' });
  const m = /^(\d{1,2})\s*-?\s*([a-z]+)$/.exec(t);
  if (!m) return badCode(text, 'a Tech Deck card is a value 1-13 then kn, sc, te or se (e.g. 7sc), or "wild"');
  const value = Number(m[1]);
  const domain = LONG_DOMAIN[m[2] as string];
  if (value < 1 || value > 13) return badCode(text, 'Tech Deck values run from 1 to 13');
  if (!domain) return badCode(text, 'the domain must be kn, sc, te or se (knowledge, science, technology, services)');
  return ok({ kind: 'tech', value, domain });
}

export function formatTechCard(card: TechCard): CardCode {
  return card.kind === 'wild' ? WILD : `${card.value}${card.domain}`;
}

const RANK_TEXT: Readonly<Record<string, number>> = { A: 1, J: 11, Q: 12, K: 13, T: 10 };

/** Parses `AS`, `10H`, `TH`, `qd` (case-insensitive). */
export function parseStandardCard(text: string): Result<StandardCard> {
  const t = text.trim().toUpperCase();
  const m = /^(A|K|Q|J|T|10|[2-9])([SHDC])$/.exec(t);
  if (!m) return badCode(text, 'a standard card is a rank A, 2-10 (or T), J, Q, K then a suit S, H, D or C (e.g. 10H)');
  const r = m[1] as string;
  const rank = RANK_TEXT[r] ?? Number(r);
  return ok({ kind: 'standard', rank, suit: m[2] as Suit });
}

export function formatStandardCard(card: StandardCard): CardCode {
  const rank = card.rank === 1 ? 'A' : card.rank === 11 ? 'J' : card.rank === 12 ? 'Q' : card.rank === 13 ? 'K' : String(card.rank);
  return `${rank}${card.suit}`;
}

export type DeckKind = 'tech' | 'standard';

/** Normalizes any accepted spelling of a card of the given deck kind to its canonical code. */
export function normalizeCode(kind: DeckKind, text: string): Result<CardCode> {
  if (kind === 'tech') {
    const c = parseTechCard(text);
    return c.ok ? ok(formatTechCard(c.value)) : c;
  }
  const c = parseStandardCard(text);
  return c.ok ? ok(formatStandardCard(c.value)) : c;
}

/** The face value (1..13) of a canonical code of either deck; null for a wild card. */
export const cardValue: (code: CardCode) => number | null = memoByText(readCardValue, () => true);

function readCardValue(code: CardCode): number | null {
  if (code === WILD) return null;
  const tech = /^(\d{1,2})(kn|sc|te|se)$/.exec(code);
  if (tech) return Number(tech[1]);
  const std = /^(A|K|Q|J|10|[2-9])[SHDC]$/.exec(code);
  if (std) return RANK_TEXT[std[1] as string] ?? Number(std[1]);
  return null;
}

/** The domain of a canonical Tech Deck code; null for a wild or a non-Tech code. */
export function cardDomain(code: CardCode): Domain | null {
  const m = /^\d{1,2}(kn|sc|te|se)$/.exec(code);
  return m ? (m[1] as Domain) : null;
}

/** Every card of one Tech Deck: 52 valued cards then the 2 wilds. */
export function techDeckCodes(options: { wilds?: boolean } = {}): CardCode[] {
  const codes: CardCode[] = [];
  for (const d of DOMAINS) for (let v = 1; v <= 13; v++) codes.push(`${v}${d}`);
  if (options.wilds ?? true) codes.push(WILD, WILD);
  return codes;
}

/** Every card of one standard 52-card deck. */
export function standardDeckCodes(): CardCode[] {
  const codes: CardCode[] = [];
  for (const s of SUITS) for (let r = 1; r <= 13; r++) codes.push(formatStandardCard({ kind: 'standard', rank: r, suit: s }));
  return codes;
}

function badCode(text: string, why: string): Result<never> {
  return err('ERR_BAD_CARD_CODE', `"${text}" is not a card: ${why}.`, { rule: 'Card notation', params: { variant: 'card', text, why } });
}
