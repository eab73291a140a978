/**
 * For-Ex parsing's fast path (actions already written as the log writes
 * them skip the schema): on any input it answers exactly what the schema
 * answers, key order included, and the actions of random legal games take it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, canonicalAction, parseBySchema, parseForExAction } from '../../../src/engine/for-ex/parse';
import { randomGameArbitrary } from './random-game';

const KEYS = ['type', 'player', 'partner', 'give', 'receive', 'pay', 'amount', 'currencies', 'currency', 'count', 'strengthen', 'extra'];
const code = fc.constantFrom('GBP', 'EUR', 'USD', 'CHF', 'JPY', 'CAD', 'CNY', 'gbp', 'Usd', 'XXX', '');
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 8 }),
  fc.constantFrom(0.5, -0, NaN, Infinity, -Infinity, 2 ** 53, 1e21, null, undefined, true, '1'),
  code,
);
const codes = fc.oneof(
  fc.array(code, { maxLength: 9 }),
  fc.constant(['GBP', , 'USD']), // a list with a hole
);
const value = fc.oneof(scalar, scalar, codes, fc.constant({}));
const input = fc.oneof(
  fc
    .record({
      type: fc.oneof(fc.constantFrom(...ACTION_TYPES), fc.constantFrom('nope', 3, undefined)),
      fields: fc.dictionary(fc.constantFrom(...KEYS.slice(1)), value, { maxKeys: 5 }),
    })
    .map(({ type, fields }) => ({ type, ...fields })),
  fc.constantFrom(null, 3, 'pass', [], [{ type: 'pass', player: 0 }]),
);

const keysDeep = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? String(v) : Object.is(v, -0) ? '-0' : v === undefined ? '(undefined)' : v,
  );

describe('For-Ex parsing, fast path', () => {
  it('answers what the schema answers, on any input, keys in the same order', () => {
    fc.assert(
      fc.property(input, (raw) => {
        const fast = parseForExAction(raw);
        const slow = parseBySchema(raw);
        expect(fast).toStrictEqual(slow);
        expect(keysDeep(fast)).toBe(keysDeep(slow));
      }),
      { numRuns: 3000 },
    );
  });

  it('is what replays take: every action of a random legal game is read without the schema, as the schema reads it', () => {
    fc.assert(
      fc.property(randomGameArbitrary({ maxActions: 120 }), (game) => {
        for (const e of game.events) {
          const fast = canonicalAction(e.action);
          expect(fast, JSON.stringify(e.action)).not.toBeNull();
          expect(keysDeep(fast)).toBe(keysDeep((parseBySchema(e.action) as { value: unknown }).value));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('leaves anything not already canonical to the schema (lower-case codes, an extra key)', () => {
    expect(canonicalAction({ type: 'spotOffer', player: 0, partner: 1, give: 'gbp', receive: 'USD' })).toBeNull();
    expect(canonicalAction({ type: 'pass', player: 0, extra: 1 })).toBeNull();
    expect(canonicalAction({ type: 'invest', player: 0, currencies: ['GBP', , 'USD'] })).toBeNull(); // a hole
    expect(parseForExAction({ type: 'resolve', player: undefined })).toEqual({ ok: true, value: { type: 'resolve' } });
  });
});
