/**
 * The fast reading of parseTechExchangeAction (the actions a game steps
 * most, read without the schema) answers exactly what the schema's full
 * parse answers, for inputs of every shape: right and wrong types, card
 * codes in other spellings or false, seats out of range, missing, extra and
 * undefined keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBySchema, parseTechExchangeAction } from '../../../src/engine/tech-exchange/actions';

const code = fc.constantFrom('3kn', '13se', 'wild', '1te', '10sc', '3KN', 'K♠', 'x', '', '14kn', 'ace', 3);
const value = fc.oneof(
  code,
  fc.constantFrom(0, 1, 5, 6, -1, 1.5, 10, 11, 'te', 'kn', 'sc', 'se', 'tech', undefined, null, true),
  fc.array(code, { maxLength: 12 }),
);
const types = fc.constantFrom(
  'trade',
  'reveal',
  'announceDone',
  'passEffect',
  'acceptScore',
  'revealHand',
  'endTrading',
  'finishEffect',
  'placeWild',
  'nope',
);
const keys = fc.constantFrom('a', 'b', 'aGives', 'bGives', 'card', 'stack', 'seat', 'cards', 'extra');

describe('the fast reading of a Tech Exchange action', () => {
  it('gives what the full parse gives, for any action-like input', () => {
    fc.assert(
      fc.property(types, fc.dictionary(keys, value, { maxKeys: 6 }), (type, fields) => {
        const raw = { type, ...fields };
        expect(parseTechExchangeAction(raw)).toStrictEqual(parseBySchema(raw));
      }),
      { numRuns: 4000 },
    );
  });

  it('gives it for trades and reveals of mostly right fields', () => {
    const seat = fc.constantFrom(0, 1, 2, 5, 6);
    const real = fc.constantFrom('3kn', '13se', '1te', '10sc', 'wild', '3KN');
    const gives = fc.oneof(fc.constantFrom(1, 3, 10, 11, 0), fc.array(real, { minLength: 0, maxLength: 11 }));
    fc.assert(
      fc.property(seat, seat, gives, gives, real, fc.constantFrom('te', 'kn', 'x', undefined), (a, b, aGives, bGives, card, stack) => {
        for (const raw of [
          { type: 'trade', a, b, aGives, bGives },
          { type: 'reveal', card, ...(stack !== undefined ? { stack } : {}) },
        ])
          expect(parseTechExchangeAction(raw)).toStrictEqual(parseBySchema(raw));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives it for the actions the bots make', () => {
    const actions: unknown[] = [
      { type: 'trade', a: 0, b: 1, aGives: ['3kn', '13se'], bGives: 2 },
      { bGives: ['1te'], aGives: ['10sc'], b: 0, a: 1, type: 'trade' },
      { type: 'reveal', card: 'wild', stack: 'te' },
      { type: 'reveal', card: '3kn' },
      { type: 'announceDone', seat: 2 },
      { type: 'revealHand', seat: 1, cards: ['3kn', '3kn'] },
      { type: 'revealHand', seat: 1, cards: [] },
      { type: 'endTrading' },
      { type: 'finishEffect' },
    ];
    for (const raw of actions) {
      const fast = parseTechExchangeAction(raw);
      expect(fast.ok).toBe(true);
      expect(fast).toStrictEqual(parseBySchema(raw));
    }
  });
});
