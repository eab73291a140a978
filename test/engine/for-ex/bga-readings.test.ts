/**
 * The For-Ex readings settled on Board Game Arena where the reference is
 * silent, each with the other reading as a variant option: dividends while
 * nobody holds a certificate (all seven tie at zero), and the letter of a
 * failed contract merged into an existing Loan (freed at once).
 */
import { describe, expect, it } from 'vitest';
import { forExGame } from '../../../src/engine/for-ex/index';
import { legalActionsOf } from '../../../src/engine/for-ex/legal';
import { freeLetters } from '../../../src/engine/for-ex/queue';
import { standing } from '../../../src/engine/for-ex/rates';
import { CURRENCIES, type ContractItem, type ForExState, type LoanItem, type QueueItem } from '../../../src/engine/for-ex/types';
import { viewForEx } from '../../../src/engine/for-ex/view';
import { act, board, newGame, refused, withRates } from './helpers';

const withQueue = (s: ForExState, queue: QueueItem[]): ForExState => ({ ...s, queue });

describe('For-Ex dividends while nobody holds a certificate (BGA: all seven tie at zero)', () => {
  it('the acting player must choose which currency is strengthened', () => {
    const s = withRates(newGame(2), board());
    refused(s, { type: 'resolve', player: 0 }, 'ERR_STRENGTHEN_CHOICE_NEEDED');
    const t = act(s, { type: 'resolve', player: 0, strengthen: 'CAD' });
    // Every pair starts at 1:1 with the arrow towards the earlier currency: CAD now leads all six.
    for (const c of CURRENCIES) if (c !== 'CAD') expect(standing(t.rates, 'CAD', c).stronger).toBe('CAD');
    expect(standing(t.rates, 'CAD', 'CNY').position).toBe(2);
    expect(t.money).toEqual(s.money);
    expect(t.dividendsPaid).toBe(1);
    expect(t.phase).toMatchObject({ kind: 'turn', player: 1 });
  });

  it('on the opening board, the first dividend can be resolved at once with any of the seven', () => {
    const s = newGame(3);
    const resolves = legalActionsOf(s, 'resolve');
    expect(resolves).toEqual(CURRENCIES.map((c) => ({ type: 'resolve', player: 0, strengthen: c })));
    // The UI offers each choice as its own button, labelled with the currency.
    const offers = forExGame.legalActions(s, 0).filter((o) => o.type === 'resolve');
    expect(offers.map((o) => o.label)).toEqual(CURRENCIES.map((c) => `Resolve, strengthening ${c}`));
    const t = act(s, { type: 'resolve', player: 0, strengthen: 'CNY' });
    expect(standing(t.rates, 'CAD', 'CNY')).toMatchObject({ stronger: 'CAD', position: 3 });
    expect(forExGame.describe(s, { type: 'resolve', player: 0, strengthen: 'CNY' })).toBe(
      'Ann resolves the dividends (0 per certificate): nobody holds a certificate; CNY is strengthened',
    );
  });

  it('option noHoldersStrengthenNothing: no currency is strengthened and a choice is refused', () => {
    const s = withRates(newGame(2, { noHoldersStrengthenNothing: true }), board());
    const why = refused(s, { type: 'resolve', player: 0, strengthen: 'GBP' }, 'ERR_STRENGTHEN_NOT_TIED');
    expect(why).toMatch(/nobody holds a certificate/);
    expect(legalActionsOf(s, 'resolve')).toEqual([{ type: 'resolve', player: 0 }]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.rates).toEqual(s.rates);
    expect(t.dividendsPaid).toBe(1);
  });

  it('the option accepts text from a form, as other bool options do', () => {
    expect(newGame(2, { noHoldersStrengthenNothing: 'true' }).settings.noHoldersStrengthenNothing).toBe(true);
    expect(newGame(2).settings.noHoldersStrengthenNothing).toBe(false);
  });
});

const failing = (letter: ContractItem['letter'], owner: number): ContractItem => ({
  kind: 'contract',
  letter,
  owner,
  pay: { currency: 'USD', amount: 9 },
  receive: { currency: 'JPY', amount: 1 },
  madeOnTurn: 1,
});

/** Bo's Loan A behind five contracts of his, B-F, none of which he can pay: all six letters in use. */
function fullQueue(options: Record<string, boolean> = {}): ForExState {
  const loan: LoanItem = { kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 3 }] };
  const contracts = (['B', 'C', 'D', 'E', 'F'] as const).map((l) => failing(l, 1));
  return withQueue(newGame(3, options), [...contracts, loan, { kind: 'dividends' }]);
}

/** Resolves the five contracts in turn (Ann, Bo, Cy, Ann, Bo); each fails and merges into Bo's Loan. */
function resolveFive(s: ForExState): ForExState {
  for (let i = 0; i < 5; i++) s = act(s, { type: 'resolve', player: i % 3 });
  return s;
}

describe('For-Ex: a failed contract merged into an existing Loan (BGA: its letter is freed at once)', () => {
  it('frees the letter; the Loan keeps its own letter and its place', () => {
    const s = fullQueue();
    expect(freeLetters(s.queue)).toEqual([]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.queue).toHaveLength(6);
    expect(t.queue[4]).toEqual({ kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 13 }] });
    expect(freeLetters(t.queue)).toEqual(['B']);
    expect(viewForEx(t).players[1]?.letters).toEqual(['C', 'D', 'E', 'F', 'A']);
  });

  it('after five merged contracts, five letters are free and new contracts can be made', () => {
    let s = resolveFive(fullQueue());
    expect(s.queue).toEqual([{ kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 53 }] }, { kind: 'dividends' }]);
    expect(freeLetters(s.queue)).toEqual(['B', 'C', 'D', 'E', 'F']);
    // Bo received 5 JPY and paid nothing.
    expect(s.money[1]).toMatchObject({ USD: 2, JPY: 7 });
    expect(s.phase).toMatchObject({ kind: 'turn', player: 2 });
    s = act(s, { type: 'contract', player: 2, pay: 'EUR', receive: 'JPY', amount: 1 });
    expect(s.queue[2]).toMatchObject({ kind: 'contract', letter: 'B', owner: 2 });
    for (let k = 0; k < 4; k++) s = act(s, { type: 'contract', player: k % 3, pay: 'EUR', receive: 'JPY', amount: 1 });
    expect(freeLetters(s.queue)).toEqual([]);
    refused(s, { type: 'contract', player: 1, pay: 'EUR', receive: 'JPY', amount: 1 }, 'ERR_NO_FREE_CONTRACT');
  });

  it('paying the Loan frees its letter', () => {
    let s = resolveFive(fullQueue());
    s = { ...s, money: s.money.map((m, i) => (i === 1 ? { ...m, USD: 60 } : m)) };
    s = act(s, { type: 'resolve', player: 2 });
    expect(s.money[1]?.USD).toBe(7);
    expect(s.queue).toEqual([{ kind: 'dividends' }]);
    expect(freeLetters(s.queue)).toHaveLength(6);
  });

  it('option mergedLoanKeepsLetters: the Loan holds every merged letter until it is paid', () => {
    let s = act(fullQueue({ mergedLoanKeepsLetters: true }), { type: 'resolve', player: 0 });
    expect(s.queue[4]).toMatchObject({ kind: 'loan', letters: ['A', 'B'] });
    expect(freeLetters(s.queue)).toEqual([]);
    s = resolveFive(fullQueue({ mergedLoanKeepsLetters: true }));
    expect(s.queue[0]).toMatchObject({ kind: 'loan', letters: ['A', 'B', 'C', 'D', 'E', 'F'] });
    const why = refused(s, { type: 'contract', player: 2, pay: 'EUR', receive: 'JPY', amount: 1 }, 'ERR_NO_FREE_CONTRACT');
    expect(why).toMatch(/six contract letters/);
    expect(legalActionsOf(s, 'contract')).toEqual([]);
  });
});
