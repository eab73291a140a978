/**
 * Deck files: the cards of a deck as data (resources/decks/*.json), never code.
 * A card has its code (cards.ts notation), value, domain or suit, a name and,
 * per game, the effect text printed on it plus an optional structured form the
 * engine can carry out. What is not known yet is null and marked "unknown", so
 * the deck editor can list what is left to fill in from a physical deck.
 *
 * Deck files come from disk or from an import, so they are untrusted: they are
 * parsed with zod and checked for a complete, consistent card list. Editing is
 * done with the pure functions at the end (set a name or an effect text, bump
 * the version), which a UI can call and then save.
 */
import { z } from 'zod';
import { DOMAINS, SUITS, cardDomain, cardValue, normalizeCode, standardDeckCodes, techDeckCodes, WILD, type CardCode } from './cards';
import { firstIssue } from './issues';
import { err, ok, type Result } from './result';

/** Games whose cards carry effects; a deck file keeps one effect entry per such game. */
export const EFFECT_GAMES = ['tech-exchange', 'tech-chess', 'grid-poker'] as const;
export type EffectGame = (typeof EFFECT_GAMES)[number];

/**
 * Effects the engine can carry out itself. Everything else is resolved by the
 * operator through guided, logged edits with the card's text on screen.
 */
export type StructuredEffect =
  /** Replace a neutral card in play (a stock stack card) with the top card of the deck; a card in the wrong stack moves to its domain's stack. */
  | { readonly kind: 'replaceStackCard' }
  /** Reveal `count` cards from the deck onto the stacks of their domains. */
  | { readonly kind: 'revealToStacks'; readonly count: number }
  /** Remove a card from the game. */
  | { readonly kind: 'expelCard' }
  /** Use the effect of another card again. */
  | { readonly kind: 'copyEffect' }
  /** Tech Chess: exchange a piece in play (never a king) for another card, like an upgrade that does not count against the limit. */
  | { readonly kind: 'exchangePiece' };

/** Where an effect text comes from: a physical card, a summary of what a rules text says of it, or nowhere yet. */
export type TextStatus = 'printed' | 'rules-summary' | 'unknown';

export interface CardEffect {
  /** The text shown to players; null while unknown. */
  readonly text: string | null;
  readonly status: TextStatus;
  readonly structured?: StructuredEffect;
}

export interface DeckCard {
  /** Unique within the deck file (the code, or `wild-1`, `wild-2` for copies). */
  readonly id: string;
  /** Canonical card code (cards.ts). */
  readonly code: CardCode;
  /** 1..13; null for a wild card. */
  readonly value: number | null;
  /** Tech Deck domain (`kn`...) or standard suit (`S`...); null for a wild card. */
  readonly domain: string | null;
  /** The field of technology printed on the card; null while unknown. */
  readonly name: string | null;
  readonly nameStatus: 'known' | 'unknown';
  /** Per game (tech-exchange, tech-chess, grid-poker): the card's effect. Empty for decks without effects. */
  readonly effects: Readonly<Partial<Record<EffectGame, CardEffect>>>;
}

export interface DeckFile {
  readonly format: 'deckside-deck';
  readonly formatVersion: 1;
  /** `tech-deck` or `standard-52`, or a user deck's id. */
  readonly id: string;
  readonly name: string;
  /** Recorded with every logged match; bumped on each saved edit. */
  readonly version: string;
  readonly kind: 'tech' | 'standard';
  readonly notes?: string;
  readonly cards: readonly DeckCard[];
}

const structuredSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('replaceStackCard') }).strict(),
  z.object({ kind: z.literal('revealToStacks'), count: z.number().int().min(1).max(20) }).strict(),
  z.object({ kind: z.literal('expelCard') }).strict(),
  z.object({ kind: z.literal('copyEffect') }).strict(),
  z.object({ kind: z.literal('exchangePiece') }).strict(),
]);

const effectSchema = z
  .object({
    text: z.string().max(2000).nullable(),
    status: z.enum(['printed', 'rules-summary', 'unknown']),
    structured: structuredSchema.optional(),
  })
  .strict();

const cardSchema = z
  .object({
    id: z.string().min(1).max(40),
    code: z.string().min(1).max(20),
    value: z.number().int().min(1).max(13).nullable(),
    domain: z.string().nullable(),
    name: z.string().max(200).nullable(),
    nameStatus: z.enum(['known', 'unknown']),
    effects: z.partialRecord(z.enum(EFFECT_GAMES), effectSchema),
  })
  .strict();

const deckSchema = z
  .object({
    format: z.literal('deckside-deck'),
    formatVersion: z.literal(1),
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'a lower-case id of letters, digits and dashes'),
    name: z.string().min(1).max(200),
    version: z.string().min(1).max(40),
    kind: z.enum(['tech', 'standard']),
    notes: z.string().max(5000).optional(),
    cards: z.array(cardSchema).max(200),
  })
  .strict();

const RULE = 'Deck files';

/** Parses and checks a deck file (from disk, an import or the editor); never throws. */
export function parseDeckFile(raw: unknown): Result<DeckFile> {
  const parsed = deckSchema.safeParse(raw);
  if (!parsed.success) {
    const { path, message } = firstIssue(parsed.error);
    return err('ERR_BAD_DECK_FILE', `The deck file is not valid${path ? ` at ${path}` : ''}: ${message ?? 'unknown problem'}.`, {
      rule: RULE,
      path,
      params: { variant: 'deckFile', value: path ? ` at ${path}` : '', message: message ?? 'unknown problem' },
    });
  }
  const deck = parsed.data as DeckFile;
  const ids = new Set<string>();
  for (let i = 0; i < deck.cards.length; i++) {
    const checked = checkCard(deck, deck.cards[i] as DeckCard, `cards.${i}`);
    if (!checked.ok) return checked;
    const card = deck.cards[i] as DeckCard;
    if (ids.has(card.id))
      return err('ERR_BAD_DECK_FILE', `Two cards of the deck file have the id "${card.id}"; ids must be unique.`, {
        rule: RULE,
        path: `cards.${i}.id`,
        params: { variant: 'twoCards', id: card.id },
      });
    ids.add(card.id);
  }
  const composition = checkComposition(deck);
  if (!composition.ok) return composition;
  return ok(deck);
}

function checkCard(deck: DeckFile, card: DeckCard, path: string): Result<undefined> {
  const bad = (what: string, field: string): Result<never> =>
    err('ERR_BAD_DECK_FILE', `Card ${card.id} (${path}): ${what}.`, {
      rule: RULE,
      path: `${path}.${field}`,
      params: { variant: 'card', id: card.id, path, what },
    });
  const code = normalizeCode(deck.kind, card.code);
  if (!code.ok) return bad(code.error.message, 'code');
  if (code.value !== card.code) return bad(`the code must be written in its short form "${code.value}"`, 'code');
  const value = cardValue(card.code);
  if (card.value !== value) return bad(`the value ${String(card.value)} does not match the code ${card.code} (${String(value)})`, 'value');
  const domain = deck.kind === 'tech' ? cardDomain(card.code) : card.code === WILD ? null : card.code.slice(-1);
  if (card.domain !== domain)
    return bad(`the domain ${String(card.domain)} does not match the code ${card.code} (${String(domain)})`, 'domain');
  if (domain !== null && !(deck.kind === 'tech' ? (DOMAINS as readonly string[]) : (SUITS as readonly string[])).includes(domain))
    return bad(`unknown domain ${domain}`, 'domain');
  if ((card.name === null) !== (card.nameStatus === 'unknown'))
    return bad('a name is null exactly when its nameStatus is "unknown"', 'nameStatus');
  for (const [game, effect] of Object.entries(card.effects) as [EffectGame, CardEffect][]) {
    if ((effect.text === null) !== (effect.status === 'unknown'))
      return bad(`the ${game} effect text is null exactly when its status is "unknown"`, `effects.${game}.status`);
  }
  return ok(undefined);
}

/** A deck file must hold exactly its deck's cards: the editor changes texts, never which cards there are. */
function checkComposition(deck: DeckFile): Result<undefined> {
  const expected = deck.kind === 'tech' ? techDeckCodes() : standardDeckCodes();
  const left = new Map<string, number>();
  for (const c of expected) left.set(c, (left.get(c) ?? 0) + 1);
  for (const card of deck.cards) {
    const n = left.get(card.code) ?? 0;
    if (n === 0)
      return err(
        'ERR_BAD_DECK_FILE',
        `The deck file has one ${card.code} too many: a ${deck.kind === 'tech' ? 'Tech Deck' : 'standard deck'} has ${expected.filter((c) => c === card.code).length} of it.`,
        {
          rule: RULE,
          path: 'cards',
          params: {
            variant: 'deckFile2',
            code: card.code,
            value: deck.kind === 'tech' ? 'Tech Deck' : 'standard deck',
            filterCount: expected.filter((c) => c === card.code).length,
          },
        },
      );
    left.set(card.code, n - 1);
  }
  const missing = [...left].filter(([, n]) => n > 0).map(([c]) => c);
  if (missing.length > 0)
    return err(
      'ERR_BAD_DECK_FILE',
      `The deck file lacks ${missing.join(', ')}: a ${deck.kind === 'tech' ? 'Tech Deck has 54' : 'standard deck has 52'} cards.`,
      {
        rule: RULE,
        path: 'cards',
        params: {
          variant: 'deckFile3',
          missing: missing.join(', '),
          value: deck.kind === 'tech' ? 'Tech Deck has 54' : 'standard deck has 52',
        },
      },
    );
  return ok(undefined);
}

// ---------------------------------------------------------------- look-ups

/** The first card of the deck with this code (any accepted spelling), or null. */
export function findCard(deck: DeckFile, code: string): DeckCard | null {
  const norm = normalizeCode(deck.kind, code);
  if (!norm.ok) return null;
  return deck.cards.find((c) => c.code === norm.value) ?? null;
}

/** The card with this code, or an error naming the deck; for rules that need a card's data. */
export function lookupCard(deck: DeckFile, code: string): Result<DeckCard> {
  const norm = normalizeCode(deck.kind, code);
  if (!norm.ok) return norm;
  const card = deck.cards.find((c) => c.code === norm.value);
  return card
    ? ok(card)
    : err('ERR_CARD_NOT_IN_DECK', `${norm.value} is not a card of the deck "${deck.name}".`, {
        rule: RULE,
        params: { variant: 'cardDeck', value: norm.value, name: deck.name },
      });
}

export function cardById(deck: DeckFile, id: string): DeckCard | null {
  return deck.cards.find((c) => c.id === id) ?? null;
}

/** A card's effect for a game, or null when the deck has none recorded for it. */
export function cardEffect(deck: DeckFile, code: string, game: EffectGame): CardEffect | null {
  return findCard(deck, code)?.effects[game] ?? null;
}

/** A name for screens: the card's name when known, else its code marked unknown. */
export function displayName(card: DeckCard): string {
  return card.name ?? `${card.code} (name unknown)`;
}

/** What is left to fill in from a physical deck: "7kn name", "7kn tech-exchange effect"... */
export function unknownFields(deck: DeckFile): { id: string; field: 'name' | EffectGame }[] {
  const out: { id: string; field: 'name' | EffectGame }[] = [];
  for (const card of deck.cards) {
    if (card.nameStatus === 'unknown') out.push({ id: card.id, field: 'name' });
    for (const game of EFFECT_GAMES) if (card.effects[game]?.status === 'unknown') out.push({ id: card.id, field: game });
  }
  return out;
}

// ---------------------------------------------------------------- editing (pure)

function editCard(deck: DeckFile, id: string, change: (card: DeckCard) => DeckCard): Result<DeckFile> {
  const i = deck.cards.findIndex((c) => c.id === id);
  if (i < 0)
    return err('ERR_CARD_NOT_IN_DECK', `The deck "${deck.name}" has no card ${id}.`, {
      rule: RULE,
      path: 'id',
      params: { variant: 'deckCard', name: deck.name, id },
    });
  const cards = deck.cards.slice();
  cards[i] = change(deck.cards[i] as DeckCard);
  return ok({ ...deck, cards });
}

const cleanText = (text: string | null): string | null => {
  const t = text === null ? null : text.trim();
  return t === null || t === '' ? null : t;
};

/** Sets (or, with null or blank text, clears back to unknown) a card's name. */
export function setCardName(deck: DeckFile, id: string, name: string | null): Result<DeckFile> {
  const n = cleanText(name);
  if (n !== null && n.length > 200)
    return err('ERR_TEXT_TOO_LONG', 'A card name has at most 200 characters.', {
      rule: RULE,
      path: 'name',
      params: { variant: 'cardName' },
    });
  return editCard(deck, id, (c) => ({ ...c, name: n, nameStatus: n === null ? 'unknown' : 'known' }));
}

/** Sets a card's printed effect text for one game (null or blank: unknown again); a structured effect already there is kept. */
export function setEffectText(deck: DeckFile, id: string, game: EffectGame, text: string | null): Result<DeckFile> {
  const t = cleanText(text);
  if (t !== null && t.length > 2000)
    return err('ERR_TEXT_TOO_LONG', 'An effect text has at most 2000 characters.', {
      rule: RULE,
      path: 'text',
      params: { variant: 'effectText' },
    });
  return editCard(deck, id, (c) => {
    const before = c.effects[game];
    const effect: CardEffect = {
      text: t,
      status: t === null ? 'unknown' : 'printed',
      ...(before?.structured ? { structured: before.structured } : {}),
    };
    return { ...c, effects: { ...c.effects, [game]: effect } };
  });
}

/** The next version: the last number in the version string goes up by one ("1.0.3" -> "1.0.4"); without one, ".1" is added. */
export function bumpVersion(deck: DeckFile): DeckFile {
  const m = /^(.*?)(\d+)(\D*)$/.exec(deck.version);
  const version = m ? `${m[1]}${Number(m[2]) + 1}${m[3]}` : `${deck.version}.1`;
  return { ...deck, version };
}
