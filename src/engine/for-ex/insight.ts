/**
 * What a For-Ex match tells the playtest statistics beyond the standings:
 * how it ended, how far it got, and which currency came out strongest,
 * read from the final state; and what happened on the way (contracts made
 * and failed, loans, spot deals), counted event by event from the states
 * before and after each one (forExEventFigures), since the state keeps no
 * history.
 */
import type { GameInsight } from '../core/game';
import { outcomeKind } from './scoring';
import { CURRENCIES, type ContractItem, type ForExAction, type ForExState, type QueueItem } from './types';

/** The tally name of each ending (kept from before outcome kinds, so older statistics still add up). */
const END_TALLY = { bankrupt: 'end:bankruptcy', 'queue-empty': 'end:queueEmpty' } as const;

/** Turns taken: the turn in progress is not counted; the one that paid the last dividend or saw a bankruptcy is. */
export function turnsTaken(state: ForExState): number {
  return state.phase.kind === 'turn' || state.phase.kind === 'divestRound' ? state.turn - 1 : state.turn;
}

export function forExInsight(state: ForExState): GameInsight {
  const strongest = state.end?.strongest ?? null;
  const tallies: Record<string, number> = {};
  if (strongest) tallies[`strongest:${strongest}`] = 1;
  const kind = outcomeKind(state);
  if (kind === 'bankrupt' || kind === 'queue-empty') tallies[END_TALLY[kind]] = 1;
  return {
    firstPlayer: 0,
    rounds: state.dividendsPaid,
    turns: turnsTaken(state),
    roundScores: null,
    figures: {
      bankruptcy: kind === 'bankrupt' ? 1 : 0,
      dividendsPaid: state.dividendsPaid,
      certificatesDivested: CURRENCIES.reduce((n, c) => n + state.retired[c], 0),
      certificatesHeld: state.certificates.reduce((n, h) => n + CURRENCIES.reduce((m, c) => m + h[c], 0), 0),
      queueItems: state.queue.length,
    },
    tallies,
    cards: [],
  };
}

/** The figures forExEventFigures counts (all start at 0). */
export const FOR_EX_EVENT_FIGURES = ['contractsMade', 'contractsFailed', 'contractsPaid', 'loansTaken', 'spotDeals'] as const;

/** The same contract: same letter, owner and turn made (a contract has no id of its own). */
const sameContract = (a: ContractItem, b: QueueItem): boolean =>
  b === a || (b.kind === 'contract' && b.letter === a.letter && b.owner === a.owner && b.madeOnTurn === a.madeOnTurn);
/** Contracts of `before` no longer in `after`, compared field by field (this runs on every queue change of every replay). */
function contractsLeft(before: readonly QueueItem[], after: readonly QueueItem[]): number {
  let left = 0;
  for (const item of before) if (item.kind === 'contract' && !after.some((b) => sameContract(item, b))) left++;
  return left;
}
const loanCount = (q: readonly QueueItem[]): number => q.filter((i) => i.kind === 'loan').length;
const debtTotal = (q: readonly QueueItem[]): number =>
  q.reduce((n, i) => n + (i.kind === 'loan' ? i.debts.reduce((m, d) => m + d.amount, 0) : 0), 0);

/**
 * Adds what one applied event did to `counts`: a contract made, a contract
 * that left the queue paid or failed (failed: it became a loan or grew one),
 * a new loan, an accepted spot deal. `after === before` means it was refused.
 */
export function forExEventFigures(before: ForExState, after: ForExState, action: ForExAction | null, counts: Record<string, number>): void {
  if (after === before || action === null) return;
  const add = (k: string, n = 1): void => {
    counts[k] = (counts[k] ?? 0) + n;
  };
  if (action.type === 'contract') add('contractsMade');
  if (action.type === 'spotAccept') add('spotDeals');
  // Most events leave the queue as it was (the same array): nothing to compare then.
  if (after.queue === before.queue) return;
  const left = contractsLeft(before.queue, after.queue);
  if (left > 0) add(debtTotal(after.queue) > debtTotal(before.queue) ? 'contractsFailed' : 'contractsPaid', left);
  const newLoans = loanCount(after.queue) - loanCount(before.queue);
  if (newLoans > 0) add('loansTaken', newLoans);
}
