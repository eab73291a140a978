/** Matching OCR reads to cards: values, both decks, teach-mode records, and the final decision. */
import { describe, expect, it } from 'vitest';
import { decide, expectations, matchReading, parseValue, type ReadingEvidence } from '../../src/recognizer/match';
import { addTaughtRead, emptyTaught, teachRead } from '../../src/recognizer/teach';
import { bundledDeck } from './helpers';

const tech = expectations(bundledDeck('tech-deck'));
const standard = expectations(bundledDeck('standard-52'));

/** A reading with a value read at the top of the card and the given words. */
function reading(value: string | null, words: string, suit: ReadingEvidence['suit'] = null): ReadingEvidence {
  return {
    values: value === null ? [] : [{ text: value, confidence: 0.95, y: 0.1 }],
    words: words
      .split(' ')
      .filter(Boolean)
      .map((text) => ({ text, confidence: 90 })),
    suit,
  };
}

describe('parseValue', () => {
  it('reads Tech Deck values 1-13 and refuses anything else', () => {
    expect(parseValue('7', 'tech')).toBe(7);
    expect(parseValue('13', 'tech')).toBe(13);
    expect(parseValue('14', 'tech')).toBeNull();
    expect(parseValue('0', 'tech')).toBeNull();
    expect(parseValue('Q', 'tech')).toBeNull();
  });
  it('reads standard ranks: A, 2-10, J, Q, K', () => {
    expect(parseValue('A', 'standard')).toBe(1);
    expect(parseValue('10', 'standard')).toBe(10);
    expect(parseValue('q', 'standard')).toBe(12);
    expect(parseValue('1', 'standard')).toBeNull();
    expect(parseValue('11', 'standard')).toBeNull();
  });
});

describe('matching a Tech Deck reading', () => {
  it('a value and a domain word give the card, surely', () => {
    const m = matchReading(tech, reading('11', 'KNOWLEDGE Copy the effect of another card'));
    expect(m.card).toBe('11kn');
    expect(m.confidence).toBeGreaterThan(0.9);
    expect(m.candidates[0]).toBe('11kn');
  });

  it('tolerates a misread letter in the domain word', () => {
    expect(matchReading(tech, reading('4', 'SClENCE')).card).toBe('4sc');
    expect(matchReading(tech, reading('2', 'Techno1ogy')).card).toBe('2te');
  });

  it('a known name alone is enough (Earth Sciences is 7 of science)', () => {
    expect(matchReading(tech, reading(null, 'Earth Sciences')).card).toBe('7sc');
    expect(matchReading(tech, reading(null, 'Robotics Technology')).card).toBe('13te');
  });

  it('a value without a domain is unsure and offers the four cards of that value', () => {
    const m = matchReading(tech, reading('9', ''));
    expect(m.card).toBeNull();
    expect([...m.candidates].sort()).toEqual(['9kn', '9sc', '9se', '9te']);
    expect(m.confidence).toBeLessThan(0.5);
  });

  it('a domain without a value is unsure', () => {
    const m = matchReading(tech, reading(null, 'Services'));
    expect(m.card).toBeNull();
    expect(m.candidates.every((c) => c.endsWith('se'))).toBe(true);
  });

  it('nothing read is unsure with low confidence', () => {
    const m = matchReading(tech, reading(null, ''));
    expect(m.card).toBeNull();
    expect(m.confidence).toBeLessThan(0.1);
    expect(m.candidates).toEqual([]);
  });

  it('the wild card by its word', () => {
    expect(matchReading(tech, reading(null, 'Wild Expel a card from the market')).card).toBe('wild');
  });

  it('the two corner indices disagreeing (a 6 at the top, a 9 from the turned bottom index) leave it unsure', () => {
    // read.ts turns the bottom index round before reading it: its read counts as much as the top one's
    const m = matchReading(tech, {
      values: [
        { text: '6', confidence: 0.95, y: 0.1, corner: 'top' },
        { text: '9', confidence: 0.95, y: 0.1, corner: 'bottom' },
      ],
      words: [{ text: 'SERVICES', confidence: 90 }],
      suit: null,
    });
    expect(m.card).toBeNull();
    expect([...m.candidates.slice(0, 2)].sort()).toEqual(['6se', '9se']);
  });

  it('corner indices that disagree leave it unsure even when the words favour one of them', () => {
    // 11 at the top, 1 from the turned bottom index (half hidden by a finger): the name of 1te must not decide it
    const m = matchReading(tech, {
      values: [
        { text: '11', confidence: 0.6, y: 0.1, corner: 'top' },
        { text: '1', confidence: 0.45, y: 0.1, corner: 'bottom' },
      ],
      words: [
        { text: 'Internet', confidence: 90 },
        { text: 'Things', confidence: 90 },
        { text: 'Technology', confidence: 90 },
      ],
      suit: null,
    });
    expect(m.card).toBeNull();
    expect(m.candidates).toContain('1te');
  });

  it('one index read two ways at two heights is no dispute between corners: the surer read counts more', () => {
    const m = matchReading(tech, {
      values: [
        { text: '5', confidence: 0.95 * 0.5, y: 0.1, corner: 'top' },
        { text: '5', confidence: 0.9 * 0.5, y: 0.1, corner: 'bottom' },
        { text: '2', confidence: 0.3 * 0.5, y: 0.1, corner: 'top' },
      ],
      words: [{ text: 'Knowledge', confidence: 90 }],
      suit: null,
    });
    expect(m.card).toBe('5kn');
  });

  it('two equally strong contradicting values leave it unsure', () => {
    const m = matchReading(tech, {
      values: [
        { text: '6', confidence: 0.95, y: 0.1 },
        { text: '9', confidence: 0.95, y: 0.2 },
      ],
      words: [{ text: 'SERVICES', confidence: 90 }],
      suit: null,
    });
    expect(m.card).toBeNull();
    expect([...m.candidates.slice(0, 2)].sort()).toEqual(['6se', '9se']);
  });

  it('a higher threshold turns a sure answer into unsure, with the same best candidate', () => {
    const r = reading('5', 'Knowledge');
    const sure = matchReading(tech, r, 0.5);
    const strict = matchReading(tech, r, 0.9999);
    expect(sure.card).toBe('5kn');
    expect(strict.card).toBeNull();
    expect(strict.candidates[0]).toBe('5kn');
  });
});

describe('matching a standard reading', () => {
  it('rank and suit give the card', () => {
    expect(matchReading(standard, reading('Q', '', { color: 'red', suit: 'D' })).card).toBe('QD');
    expect(matchReading(standard, reading('10', '', { color: 'black', suit: 'C' })).card).toBe('10C');
  });
  it('rank and colour only: unsure between the two suits of that colour', () => {
    const m = matchReading(standard, reading('7', '', { color: 'red', suit: null }));
    expect(m.card).toBeNull();
    expect([...m.candidates].sort()).toEqual(['7D', '7H']);
  });
  it('rank only: unsure among the four suits', () => {
    const m = matchReading(standard, reading('K', '', null));
    expect(m.card).toBeNull();
    expect([...m.candidates].sort()).toEqual(['KC', 'KD', 'KH', 'KS']);
  });
  it('pips that OCR reads as digits do not vote for a rank', () => {
    const m = matchReading(standard, reading('9', '4 4 4 4 4 4', { color: 'black', suit: 'S' }));
    expect(m.card).toBe('9S');
  });
});

describe('matching with what teach mode recorded', () => {
  it('recognizes a prototype card by words the deck file does not have', () => {
    const deck = bundledDeck('tech-deck');
    const read = teachRead(
      {
        words: [
          { text: 'Quantum', confidence: 92 },
          { text: 'Widgets', confidence: 90 },
        ],
        values: [],
      },
      '2026-01-01T00:00:00Z',
    );
    const taught = addTaughtRead(emptyTaught(deck), deck, '5kn', read);
    expect(taught.ok).toBe(true);
    if (!taught.ok) return;
    const without = matchReading(expectations(deck), reading('5', 'Quantum Widgets'));
    const withTeach = matchReading(expectations(deck, taught.value), reading('5', 'Quantum Widgets'));
    expect(without.card).toBeNull();
    expect(withTeach.card).toBe('5kn');
  });
});

describe('decide', () => {
  it('ranks by score and gives the top share as the confidence', () => {
    const d = decide(
      [
        { code: 'a', score: 10 },
        { code: 'b', score: 0 },
      ],
      0.75,
    );
    expect(d.card).toBe('a');
    expect(d.confidence).toBeGreaterThan(0.99);
    expect(d.candidates).toEqual(['a']);
  });
  it('equal scores are unsure', () => {
    const d = decide(
      [
        { code: 'a', score: 1 },
        { code: 'b', score: 1 },
      ],
      0.75,
    );
    expect(d.card).toBeNull();
    expect(d.confidence).toBe(0.5);
  });
  it('no cards at all is unsure with no candidates', () => {
    expect(decide([], 0.75)).toEqual({ card: null, confidence: 0, candidates: [] });
  });
});
