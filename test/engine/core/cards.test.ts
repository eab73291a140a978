/**
 * Card notation (tech-deck.md): parse/format round trips over every card and
 * over random spellings, the long forms of the rules texts, and refusal of
 * anything that is not a card with ERR_BAD_CARD_CODE.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardDomain,
  cardValue,
  DOMAIN_NAMES,
  DOMAINS,
  formatStandardCard,
  formatTechCard,
  normalizeCode,
  parseStandardCard,
  parseTechCard,
  standardDeckCodes,
  SUITS,
  techDeckCodes,
  type StandardCard,
  type TechCard,
} from '../../../src/engine/core/cards';

const techCard = fc.oneof(
  fc.record({ kind: fc.constant('tech' as const), value: fc.integer({ min: 1, max: 13 }), domain: fc.constantFrom(...DOMAINS) }),
  fc.constant({ kind: 'wild' as const }),
) as fc.Arbitrary<TechCard>;
const standardCard = fc.record({
  kind: fc.constant('standard' as const),
  rank: fc.integer({ min: 1, max: 13 }),
  suit: fc.constantFrom(...SUITS),
}) as fc.Arbitrary<StandardCard>;

/** Randomly upper- or lower-cases each letter of a text. */
const anyCase = (text: string): fc.Arbitrary<string> =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch.toLowerCase())).join(''));

const LONG_NAMES: Record<string, readonly string[]> = {
  kn: ['knowledge'],
  sc: ['science'],
  te: ['technology'],
  se: ['service', 'services'],
};

describe('Tech Deck notation', () => {
  it('round-trips every card: parse(format(card)) is the card', () => {
    fc.assert(
      fc.property(techCard, (card) => {
        const parsed = parseTechCard(formatTechCard(card));
        expect(parsed).toEqual({ ok: true, value: card });
      }),
    );
  });

  it('formats to the short form: value then a two-letter domain, or "wild"', () => {
    expect(formatTechCard({ kind: 'tech', value: 7, domain: 'sc' })).toBe('7sc');
    expect(formatTechCard({ kind: 'tech', value: 11, domain: 'se' })).toBe('11se');
    expect(formatTechCard({ kind: 'wild' })).toBe('wild');
  });

  it('reads the long forms of the rules texts in any case, and always writes the short form', () => {
    const spelling = fc
      .record({ value: fc.integer({ min: 1, max: 13 }), domain: fc.constantFrom(...DOMAINS), longIdx: fc.nat(), dash: fc.boolean() })
      .chain(({ value, domain, longIdx, dash }) => {
        const names = [domain, ...(LONG_NAMES[domain] ?? [])];
        const name = names[longIdx % names.length] as string;
        return anyCase(`${value}${dash ? '-' : ''}${name}`).map((text) => ({ text, code: `${value}${domain}` }));
      });
    fc.assert(
      fc.property(spelling, ({ text, code }) => {
        expect(normalizeCode('tech', text)).toEqual({ ok: true, value: code });
      }),
    );
  });

  it.each([
    ['7-science', '7sc'],
    ['4-knowledge', '4kn'],
    ['11-service', '11se'],
    ['11-services', '11se'],
    ['11-SERVICES', '11se'],
    ['13-Technology', '13te'],
    ['  1KN ', '1kn'],
    ['WILD', 'wild'],
  ])('reads %s as %s', (text, code) => {
    expect(normalizeCode('tech', text)).toEqual({ ok: true, value: code });
  });

  it('knows each card value and domain', () => {
    for (const code of techDeckCodes({ wilds: false })) {
      const parsed = parseTechCard(code);
      if (!parsed.ok || parsed.value.kind !== 'tech') throw new Error(`${code} did not parse`);
      expect(cardValue(code)).toBe(parsed.value.value);
      expect(cardDomain(code)).toBe(parsed.value.domain);
      expect(DOMAIN_NAMES[parsed.value.domain]).toBeTruthy();
    }
    expect(cardValue('wild')).toBeNull();
    expect(cardDomain('wild')).toBeNull();
  });

  it('lists one deck: 52 distinct valued cards and 2 wilds', () => {
    const deck = techDeckCodes();
    expect(deck).toHaveLength(54);
    expect(deck.filter((c) => c === 'wild')).toHaveLength(2);
    expect(new Set(deck.filter((c) => c !== 'wild')).size).toBe(52);
    expect(techDeckCodes({ wilds: false })).toHaveLength(52);
  });

  it.each(['', '0sc', '14kn', '7xx', '7', 'sc', 'AS', '7-', '-7sc', '7 - scienc', '100sc', 'wildcard', '7sc7', '1.5kn'])(
    'refuses %j with ERR_BAD_CARD_CODE',
    (text) => {
      const r = parseTechCard(text);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_BAD_CARD_CODE');
        expect(r.error.message).toContain(JSON.stringify(text));
      }
    },
  );
});

describe('standard deck notation', () => {
  it('round-trips every card: parse(format(card)) is the card', () => {
    fc.assert(
      fc.property(standardCard, (card) => {
        expect(parseStandardCard(formatStandardCard(card))).toEqual({ ok: true, value: card });
      }),
    );
  });

  it('reads T as ten and any case, and writes 10 and capitals', () => {
    const spelling = fc
      .record({ suit: fc.constantFrom(...SUITS), ten: fc.constantFrom('T', '10') })
      .chain(({ suit, ten }) => anyCase(`${ten}${suit}`).map((text) => ({ text, code: `10${suit}` })));
    fc.assert(
      fc.property(spelling, ({ text, code }) => {
        expect(normalizeCode('standard', text)).toEqual({ ok: true, value: code });
      }),
    );
    expect(normalizeCode('standard', 'qd')).toEqual({ ok: true, value: 'QD' });
    expect(normalizeCode('standard', 'aS')).toEqual({ ok: true, value: 'AS' });
  });

  it('gives A=1, J=11, Q=12, K=13 and the pip values', () => {
    expect(['AS', '2H', '9D', '10C', 'JS', 'QH', 'KD'].map(cardValue)).toEqual([1, 2, 9, 10, 11, 12, 13]);
    expect(cardDomain('AS')).toBeNull();
  });

  it('lists 52 distinct cards that all parse', () => {
    const deck = standardDeckCodes();
    expect(new Set(deck).size).toBe(52);
    for (const code of deck) expect(normalizeCode('standard', code)).toEqual({ ok: true, value: code });
  });

  it.each(['', '1S', '11H', 'ZS', 'A', 'S', '10X', 'KSS', '7sc', 'JOKER', 'A-S'])('refuses %j with ERR_BAD_CARD_CODE', (text) => {
    const r = parseStandardCard(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_BAD_CARD_CODE');
  });
});

describe('any text', () => {
  it('either parses to a code that normalizes to itself, or is refused with ERR_BAD_CARD_CODE; never throws', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[0-9]{0,3}-?[a-zA-Z]{0,12}$/),
      fc.stringMatching(/^[0-9AJQKTajqkt]{1,2}[SHDCshdcx]$/),
    );
    fc.assert(
      fc.property(text, fc.constantFrom('tech' as const, 'standard' as const), (t, kind) => {
        const r = normalizeCode(kind, t);
        if (r.ok) expect(normalizeCode(kind, r.value)).toEqual(r);
        else expect(r.error.code).toBe('ERR_BAD_CARD_CODE');
      }),
      { numRuns: 2000 },
    );
  });
});
