/**
 * Property: over random contract-heavy games (loans are frequent), a failed
 * contract merged into its owner's Loan frees its letter at once under the
 * BGA reading, and stays with the Loan under mergedLoanKeepsLetters; either
 * way no letter is ever held twice. The games are played carelessly
 * (prudence 0) so that contracts fail and merge often.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeLetters, lettersInUse } from '../../../src/engine/for-ex/queue';
import type { ForExState } from '../../../src/engine/for-ex/types';
import { randomGame } from './random-game';

const WEIGHTS = { contract: 30, resolve: 10, invest: 2, spotOffer: 1 };

/** For a resolve that merges the front contract into a Loan: the letter and the Loan after it. */
function mergeOf(before: ForExState, after: ForExState) {
  const front = before.queue[0];
  if (front?.kind !== 'contract') return null;
  const loanBefore = before.queue.find((q) => q.kind === 'loan' && q.owner === front.owner);
  if (loanBefore?.kind !== 'loan') return null;
  if ((before.money[front.owner]?.[front.pay.currency] ?? 0) >= front.pay.amount) return null;
  const loanAfter = after.queue.find((q) => q.kind === 'loan' && q.owner === front.owner);
  return loanAfter?.kind === 'loan' ? { letter: front.letter, loanBefore, loanAfter } : null;
}

describe('For-Ex merged loans over random games', () => {
  it('the merged letter is freed (BGA) or kept by the Loan (option); the Loan keeps its own letter and place', () => {
    let merges = 0;
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 2, max: 5 }), fc.boolean(), (seed, players, keep) => {
        const game = randomGame(seed, { players, prudence: 0, weights: WEIGHTS, options: { mergedLoanKeepsLetters: keep } });
        game.events.forEach((e, i) => {
          const before = game.states[i] as ForExState;
          const after = game.states[i + 1] as ForExState;
          const used = [...lettersInUse(after.queue)];
          expect(used.length + freeLetters(after.queue).length).toBe(6);
          if (e.action.type !== 'resolve') return;
          const m = mergeOf(before, after);
          if (!m) return;
          merges++;
          expect(lettersInUse(after.queue).has(m.letter)).toBe(keep);
          expect(m.loanAfter.letters).toEqual(keep ? [...m.loanBefore.letters, m.letter] : m.loanBefore.letters);
          // Its place: the same items stand before it as before, less the resolved contract.
          const at = (s: ForExState, skip: number) =>
            s.queue.slice(skip).findIndex((q) => q.kind === 'loan' && q.owner === m.loanAfter.owner);
          expect(at(after, 0)).toBe(at(before, 1));
        });
      }),
      { numRuns: 40 },
    );
    // The games must merge loans for this property to mean anything.
    expect(merges).toBeGreaterThan(10);
  });
});
