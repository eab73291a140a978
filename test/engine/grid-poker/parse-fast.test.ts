/**
 * The fast reading of Grid Poker's parseAction (the actions a game steps
 * most, read without the schema) answers exactly what the schema's full
 * parse answers, for inputs of every shape: right and wrong types, card
 * codes in other spellings or false, seats and slots out of range, lines
 * right, wrong and null, missing, extra and undefined keys.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAction, parseBySchema } from '../../../src/engine/grid-poker/parse';

const code = fc.constantFrom('3kn', '13se', 'wild', '1te', '10sc', '3KN', 'x', '', '14kn', 3);
const line = fc.oneof(
  fc.constant(null),
  fc.record({ axis: fc.constantFrom('row', 'column', 'diagonal'), index: fc.constantFrom(0, 2, 3, 1.5) }),
  fc.constantFrom({ axis: 'row', index: 1, extra: 0 }, { axis: 'row' }, [], 'row'),
);
const value = fc.oneof(code, line, fc.constantFrom(0, 1, 8, 9, 63, 64, -1, 1.5, undefined, true), fc.array(code, { maxLength: 22 }));
const types = fc.constantFrom(
  'fillMarket',
  'passEffect',
  'commitHand',
  'placeCompany',
  'revealHand',
  'formCompany',
  'discardMarket',
  'finishEffect',
  'improveCompany',
  'nope',
);
const keys = fc.constantFrom('slot', 'card', 'seat', 'line', 'cards', 'extra');

describe('the fast reading of a Grid Poker action', () => {
  it('gives what the full parse gives, for any action-like input', () => {
    fc.assert(
      fc.property(types, fc.dictionary(keys, value, { maxKeys: 4 }), (type, fields) => {
        const raw = { type, ...fields };
        expect(parseAction(raw)).toStrictEqual(parseBySchema(raw));
      }),
      { numRuns: 1500 },
    );
  });

  it('gives it for actions of mostly right fields', () => {
    const seat = fc.constantFrom(0, 1, 63, 64);
    const slot = fc.constantFrom(0, 8, 9);
    const real = fc.constantFrom('3kn', '13se', '1te', 'wild', '3KN');
    fc.assert(
      fc.property(seat, slot, real, fc.array(real, { maxLength: 3 }), line, (s, sl, card, cards, l) => {
        for (const raw of [
          { type: 'fillMarket', slot: sl, card },
          { type: 'commitHand', seat: s, line: l },
          { type: 'placeCompany', line: l, seat: s },
          { type: 'revealHand', seat: s, cards },
          { type: 'discardMarket', seat: s, slot: sl },
          { type: 'passEffect', seat: s },
        ])
          expect(parseAction(raw)).toStrictEqual(parseBySchema(raw));
      }),
      { numRuns: 600 },
    );
    expect(parseAction({ type: 'commitHand', seat: 1, line: { axis: 'row', index: 2 } })).toStrictEqual({
      ok: true,
      value: { type: 'commitHand', seat: 1, line: { axis: 'row', index: 2 } },
    });
  });
});
