/**
 * Trades parsing's fast path (well-formed actions skip the schema's shape
 * check): on any input it answers exactly what the schema answers, key
 * order included, and the actions of random legal games take it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTradesAction, parseTradesActionBySchema } from '../../../src/engine/trades/parse';
import { randomTradesGame } from './random-game';

const TYPES = [
  'startClock',
  'pauseClock',
  'resumeClock',
  'timeUp',
  'declare',
  'pickBlind',
  'complete',
  'accept',
  'refuse',
  'withdraw',
  'deckTrade',
  'pass',
  'enterHand',
];
const KEYS = ['kind', 'from', 'to', 'give', 'faceUp', 'trade', 'picked', 'chosen', 'player', 'draw', 'cards', 'extra'];
const card = fc.constantFrom('AS', 'as', ' 10h', 'TD', '7sc', '#3', '?', 'zz', '', 'x'.repeat(41));
const scalar = fc.oneof(
  fc.integer({ min: -2, max: 70 }),
  fc.constantFrom(0.5, -0, NaN, Infinity, 2 ** 31, 2 ** 31 + 1, 2 ** 53, null, undefined, true, 'mandatory', 'optional'),
  card,
);
const cards = fc.oneof(
  fc.array(card, { maxLength: 5 }),
  fc.constant(Array.from({ length: 65 }, () => 'AS')),
  fc.constant(['AS', , '2C']), // a list with a hole
);
const input = fc.oneof(
  fc
    .record({
      type: fc.oneof(fc.constantFrom(...TYPES), fc.constantFrom('nope', 'toString', 3, undefined)),
      fields: fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(scalar, scalar, cards), { maxKeys: 6 }),
    })
    .map(({ type, fields }) => ({ type, ...fields })),
  fc.constantFrom(null, 3, 'pass', [], [{ type: 'pass', player: 0 }]),
);

const exact = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : Object.is(v, -0) ? '-0' : v === undefined ? '(undefined)' : v,
  );

describe('Trades parsing, fast path', () => {
  it('answers what the schema answers, on any input, keys in the same order', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const fast = parseTradesAction(raw);
        const slow = parseTradesActionBySchema(raw);
        expect(fast).toStrictEqual(slow);
        expect(exact(fast)).toBe(exact(slow));
      }),
      { numRuns: 1000 },
    );
  });

  it('reads every action of random legal games as the schema reads it', () => {
    for (let i = 0; i < 3; i++) {
      const g = randomTradesGame({ seed: `parse-fast-${i}`, players: 3 + (i % 3), steps: 40 });
      for (const e of g.events) expect(exact(parseTradesAction(e.action))).toBe(exact(parseTradesActionBySchema(e.action)));
    }
  });
});
