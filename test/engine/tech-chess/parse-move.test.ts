/**
 * The plain-move reading of parseTechChessAction (a move without an ability,
 * read without the schema, for speed) answers exactly what the schema's full
 * parse answers, for moves of every spelling: real and false squares, upper
 * case, extra keys, a missing or non-string square, an ability given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBySchema, parseTechChessAction } from '../../../src/engine/tech-chess/actions';

const square = fc.oneof(
  fc.constantFrom('a1', 'd1', 'c3', 'f6', 'A1', 'D6', 'F1', 'g1', 'a7', 'a0', '', 'd', 'd10', ' d1'),
  fc.string({ maxLength: 3 }),
  fc.integer(),
);

describe('the plain-move reading of a Tech Chess action', () => {
  it('gives what the full parse gives, for any move-like input', () => {
    fc.assert(
      fc.property(
        square,
        square,
        fc.option(fc.constantFrom([], [{ op: 'reshuffle' }]), { nil: undefined }),
        fc.option(fc.dictionary(fc.constantFrom('note', 'seat', 'x'), fc.integer()), { nil: undefined }),
        (from, to, ability, extra) => {
          const raw = { ...extra, type: 'move', from, to, ...(ability !== undefined ? { ability } : {}) };
          expect(parseTechChessAction(raw)).toStrictEqual(parseBySchema(raw));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a plain move to the normal form and refuses what is not one', () => {
    expect(parseTechChessAction({ type: 'move', from: 'D1', to: 'c3', extra: 1 })).toStrictEqual({
      ok: true,
      value: { type: 'move', from: 'd1', to: 'c3' },
    });
    expect(parseTechChessAction({ type: 'move', from: 'g1', to: 'c3' }).ok).toBe(false);
    expect(parseTechChessAction(['move']).ok).toBe(false);
    expect(parseTechChessAction(null).ok).toBe(false);
  });
});
