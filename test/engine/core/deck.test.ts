/** The shipped deck files against the rules texts: composition, names, effects. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  formatStandardCard,
  formatTechCard,
  parseStandardCard,
  parseTechCard,
  standardDeckCodes,
  techDeckCodes,
} from '../../../src/engine/core/cards';
import {
  bumpVersion,
  cardEffect,
  displayName,
  findCard,
  lookupCard,
  parseDeckFile,
  setCardName,
  setEffectText,
  unknownFields,
  type DeckFile,
} from '../../../src/engine/core/deck';
import { unwrap } from '../../../src/engine/core/result';

const load = (name: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../resources/decks/${name}.json`, import.meta.url)), 'utf8'));
const sorted = (xs: readonly string[]): string[] => [...xs].sort();

describe('shipped deck files', () => {
  it('tech-deck.json parses: 54 cards, the Tech Deck composition, codes round-trip with cards.ts', () => {
    const deck = unwrap(parseDeckFile(load('tech-deck')));
    expect(deck.id).toBe('tech-deck');
    expect(deck.kind).toBe('tech');
    expect(deck.cards).toHaveLength(54);
    expect(sorted(deck.cards.map((c) => c.code))).toEqual(sorted(techDeckCodes()));
    for (const card of deck.cards) {
      expect(formatTechCard(unwrap(parseTechCard(card.code)))).toBe(card.code);
    }
    expect(deck.cards.filter((c) => c.code === 'wild').map((c) => c.id)).toEqual(['wild-1', 'wild-2']);
  });

  it('tech-deck.json has exactly the known names of tech-deck.md, the rest null and marked unknown', () => {
    const deck = unwrap(parseDeckFile(load('tech-deck')));
    const named = Object.fromEntries(deck.cards.filter((c) => c.name !== null).map((c) => [c.code, c.name]));
    expect(named).toEqual({
      '1kn': 'Data Mining',
      '1sc': 'Material Sciences',
      '1te': 'Internet of Things',
      '1se': 'E-commerce',
      '7sc': 'Earth Sciences',
      '9se': 'Professional Services',
      '13sc': 'AI',
      '13te': 'Robotics',
    });
    for (const c of deck.cards) expect(c.nameStatus).toBe(c.name === null ? 'unknown' : 'known');
    expect(displayName(unwrap(lookupCard(deck, '2kn')))).toBe('2kn (name unknown)');
  });

  it('tech-deck.json carries the effects the rules texts describe, the rest unknown', () => {
    const deck = unwrap(parseDeckFile(load('tech-deck')));
    const ai = cardEffect(deck, '13-science', 'tech-exchange');
    expect(ai?.status).toBe('rules-summary');
    expect(ai?.structured).toEqual({ kind: 'replaceStackCard' });
    expect(ai?.text).toMatch(/top card of the deck/);
    for (const code of ['9se', '7sc', '13te']) expect(cardEffect(deck, code, 'tech-chess')?.structured).toEqual({ kind: 'exchangePiece' });
    expect(cardEffect(deck, '13kn', 'tech-chess')).toEqual({ text: null, status: 'unknown' });
    const known = deck.cards.flatMap((c) =>
      Object.entries(c.effects)
        .filter(([, e]) => e.text !== null)
        .map(([g]) => `${c.code}/${g}`),
    );
    expect(sorted(known)).toEqual(sorted(['13sc/tech-exchange', '9se/tech-chess', '7sc/tech-chess', '13te/tech-chess']));
  });

  it('standard-52.json parses: 52 cards that round-trip with cards.ts, no effects', () => {
    const deck = unwrap(parseDeckFile(load('standard-52')));
    expect(deck.kind).toBe('standard');
    expect(deck.cards).toHaveLength(52);
    expect(sorted(deck.cards.map((c) => c.code))).toEqual(sorted(standardDeckCodes()));
    for (const card of deck.cards) {
      expect(formatStandardCard(unwrap(parseStandardCard(card.code)))).toBe(card.code);
      expect(card.effects).toEqual({});
    }
    expect(findCard(deck, 'th')?.name).toBe('10 of hearts');
    expect(findCard(deck, 'qd')?.value).toBe(12);
  });
});

describe('parseDeckFile refuses bad files with clear errors', () => {
  const good = load('tech-deck') as DeckFile;
  const withCards = (cards: unknown[]): unknown => ({ ...good, cards });
  const cases: [string, unknown, RegExp][] = [
    ['not an object', 42, /not valid/],
    ['wrong format', { ...good, format: 'other' }, /format/],
    ['missing version', { ...good, version: undefined }, /version/],
    ['a bad code', withCards([{ ...good.cards[0], code: '14kn' }, ...good.cards.slice(1)]), /values run from 1 to 13/],
    ['a long-form code', withCards([{ ...good.cards[0], code: '1-knowledge' }, ...good.cards.slice(1)]), /short form "1kn"/],
    ['value not matching the code', withCards([{ ...good.cards[0], value: 2 }, ...good.cards.slice(1)]), /does not match the code/],
    ['domain not matching the code', withCards([{ ...good.cards[0], domain: 'sc' }, ...good.cards.slice(1)]), /domain/],
    ['name null but marked known', withCards([{ ...good.cards[0], name: null }, ...good.cards.slice(1)]), /nameStatus/],
    [
      'effect text null but marked printed',
      withCards([{ ...good.cards[0], effects: { 'tech-exchange': { text: null, status: 'printed' } } }, ...good.cards.slice(1)]),
      /effect text is null/,
    ],
    [
      'an unknown structured effect',
      withCards([
        { ...good.cards[0], effects: { 'tech-exchange': { text: 'x', status: 'printed', structured: { kind: 'boom' } } } },
        ...good.cards.slice(1),
      ]),
      /not valid/,
    ],
    ['a missing card', withCards(good.cards.slice(1)), /lacks 1kn/],
    ['a duplicate card', withCards([...good.cards, { ...good.cards[0], id: 'again' }]), /one 1kn too many/],
    ['a duplicate id', withCards([...good.cards.slice(0, 53), { ...good.cards[53], id: 'wild-1' }]), /unique/],
    ['an unknown field', { ...good, extra: 1 }, /not valid/],
  ];
  for (const [what, raw, message] of cases) {
    it(`refuses ${what}`, () => {
      const r = parseDeckFile(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_BAD_DECK_FILE');
        expect(r.error.message).toMatch(message);
      }
    });
  }
});

describe('deck editing (pure)', () => {
  const deck = unwrap(parseDeckFile(load('tech-deck')));

  it('sets a name and clears it back to unknown, without touching the input', () => {
    const named = unwrap(setCardName(deck, '2kn', '  Cloud Computing '));
    expect(findCard(named, '2kn')).toMatchObject({ name: 'Cloud Computing', nameStatus: 'known' });
    expect(findCard(deck, '2kn')?.name).toBeNull();
    const cleared = unwrap(setCardName(named, '2kn', ''));
    expect(findCard(cleared, '2kn')).toMatchObject({ name: null, nameStatus: 'unknown' });
    expect(unwrap(parseDeckFile(JSON.parse(JSON.stringify(named))))).toEqual(named);
  });

  it('sets an effect text as printed and keeps the structured effect', () => {
    const edited = unwrap(setEffectText(deck, '13sc', 'tech-exchange', 'Replace a neutral card with the top card of the deck.'));
    expect(cardEffect(edited, '13sc', 'tech-exchange')).toEqual({
      text: 'Replace a neutral card with the top card of the deck.',
      status: 'printed',
      structured: { kind: 'replaceStackCard' },
    });
    expect(unknownFields(edited).length).toBe(unknownFields(deck).length);
    const filled = unwrap(setEffectText(deck, '2kn', 'grid-poker', 'Draw a card.'));
    expect(unknownFields(filled).length).toBe(unknownFields(deck).length - 1);
  });

  it('refuses unknown cards and over-long texts', () => {
    const a = setCardName(deck, 'nope', 'x');
    expect(!a.ok && a.error.code).toBe('ERR_CARD_NOT_IN_DECK');
    const b = setEffectText(deck, '2kn', 'tech-exchange', 'x'.repeat(2001));
    expect(!b.ok && b.error.code).toBe('ERR_TEXT_TOO_LONG');
    expect(lookupCard(deck, '99zz').ok).toBe(false);
  });

  it('bumps the version', () => {
    expect(bumpVersion(deck).version).toBe('1.0.1');
    expect(bumpVersion({ ...deck, version: 'print-2022' }).version).toBe('print-2023');
    expect(bumpVersion({ ...deck, version: 'draft' }).version).toBe('draft.1');
    expect(deck.version).toBe('1.0.0');
  });
});
