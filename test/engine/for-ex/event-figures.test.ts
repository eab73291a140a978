/**
 * For-Ex's event figures (contracts made, paid and failed, loans, spot deals) on random legal games, against a
 * second count written apart: contracts keyed by letter, owner and turn as strings, compared as sets.
 */
import { expect, it } from 'vitest';
import { FOR_EX_EVENT_FIGURES, forExEventFigures } from '../../../src/engine/for-ex/insight';
import type { ForExAction, ForExState, QueueItem } from '../../../src/engine/for-ex/types';
import { randomGame } from './random-game';

function referenceCount(before: ForExState, after: ForExState, action: ForExAction, counts: Record<string, number>): void {
  const keys = (q: readonly QueueItem[]): Set<string> =>
    new Set(q.flatMap((i) => (i.kind === 'contract' ? [`${i.letter}/${i.owner}/${i.madeOnTurn}`] : [])));
  const debt = (q: readonly QueueItem[]): number =>
    q.reduce((n, i) => n + (i.kind === 'loan' ? i.debts.reduce((m, d) => m + d.amount, 0) : 0), 0);
  const loans = (q: readonly QueueItem[]): number => q.filter((i) => i.kind === 'loan').length;
  const bump = (k: string, n: number): void => void (counts[k] = (counts[k] ?? 0) + n);
  if (action.type === 'contract') bump('contractsMade', 1);
  if (action.type === 'spotAccept') bump('spotDeals', 1);
  const still = keys(after.queue);
  const left = [...keys(before.queue)].filter((k) => !still.has(k)).length;
  if (left > 0) bump(debt(after.queue) > debt(before.queue) ? 'contractsFailed' : 'contractsPaid', left);
  const more = loans(after.queue) - loans(before.queue);
  if (more > 0) bump('loansTaken', more);
}

it('counts the same figures as a count written apart, on 60 random games', () => {
  let contractsLeft = 0;
  for (let g = 0; g < 60; g++) {
    const game = randomGame(`figures-${g}`, { players: 2 + (g % 5), maxActions: 400 });
    const fast: Record<string, number> = Object.fromEntries(FOR_EX_EVENT_FIGURES.map((n) => [n, 0]));
    const reference: Record<string, number> = Object.fromEntries(FOR_EX_EVENT_FIGURES.map((n) => [n, 0]));
    game.events.forEach((e, i) => {
      const [before, after] = [game.states[i] as ForExState, game.states[i + 1] as ForExState];
      forExEventFigures(before, after, e.action, fast);
      referenceCount(before, after, e.action, reference);
    });
    expect(fast).toEqual(reference);
    contractsLeft += (fast.contractsPaid ?? 0) + (fast.contractsFailed ?? 0);
  }
  // The games do pay and fail contracts, so the comparison is not of zeros.
  expect(contractsLeft).toBeGreaterThan(100);
});
