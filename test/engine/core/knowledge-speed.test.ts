/**
 * The speed-ups of card knowledge give the plain computation's answers:
 * sorted's already-sorted shortcut, the memos, and the integer-array flow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sorted } from '../../../src/engine/core/knowledge-table';

const plainSorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();

describe('knowledge speed-ups agree with the plain computation', () => {
  it('sorted: already-sorted, unsorted and repeated inputs give the Set-and-sort answer', () => {
    const bin = fc.constantFrom('deck', 'hand:0', 'hand:0~1', 'hand:0~#t2', 'hand:1~10', 'hand:1~9', 'discard', 'Z', 'a', '');
    fc.assert(
      fc.property(fc.array(bin, { maxLength: 12 }), fc.boolean(), (xs, presort) => {
        const input = presort ? plainSorted(xs) : xs;
        const out = sorted(input);
        expect(out).toEqual(plainSorted(input));
        expect(out).not.toBe(input);
      }),
      { numRuns: 500 },
    );
  });
});
