/**
 * The event log says what happened, not only what was declared: who paid
 * what, the loan a failed contract became, what each player was paid, which
 * currency was strengthened and that a currency on the 8 space paid nothing.
 */
import { describe, expect, it } from 'vitest';
import { forExGame } from '../../../src/engine/for-ex/index';
import type { ContractItem, Currency, ForExAction, ForExState, LoanItem, QueueItem } from '../../../src/engine/for-ex/types';
import { board, newGame, withCertificates, withMoney, withRates } from './helpers';

const contract = (letter: ContractItem['letter'], owner: number, pay: [Currency, number], receive: [Currency, number]): ContractItem => ({
  kind: 'contract',
  letter,
  owner,
  pay: { currency: pay[0], amount: pay[1] },
  receive: { currency: receive[0], amount: receive[1] },
  madeOnTurn: 1,
});
const withQueue = (s: ForExState, queue: QueueItem[]): ForExState => ({ ...s, queue });
const said = (s: ForExState, a: ForExAction) => forExGame.describe(s, a);
const resolve: ForExAction = { type: 'resolve', player: 0 };

describe('For-Ex log lines: resolving the queue', () => {
  it('a paid contract says who paid and received what', () => {
    const s = withQueue(newGame(3), [contract('A', 1, ['USD', 2], ['JPY', 3]), { kind: 'dividends' }]);
    expect(said(s, resolve)).toBe('Ann resolves contract A of Bo: Bo pays 2 USD and receives 3 JPY');
  });

  it('a failed contract names the loan it becomes, or the loan it is added to', () => {
    const s = withQueue(newGame(3), [contract('B', 1, ['USD', 4.5], ['JPY', 3]), { kind: 'dividends' }]);
    expect(said(s, resolve)).toBe('Ann resolves contract B of Bo: Bo cannot pay 4.5 USD: loan of 5.5 USD; Bo still receives 3 JPY');
    const loan: LoanItem = { kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 3 }] };
    const m = withQueue(newGame(3), [contract('B', 1, ['USD', 9], ['JPY', 3]), loan, { kind: 'dividends' }]);
    expect(said(m, resolve)).toBe(
      "Ann resolves contract B of Bo: Bo cannot pay 9 USD: 10 USD added to Bo's loan (now 13 USD); Bo still receives 3 JPY",
    );
  });

  it('a loan is paid, or its owner is bankrupt', () => {
    const debts = [
      { currency: 'USD', amount: 1.5 },
      { currency: 'EUR', amount: 2 },
    ] as const;
    const loan: LoanItem = { kind: 'loan', letters: ['A'], owner: 2, debts };
    const s = withQueue(newGame(3), [loan, { kind: 'dividends' }]);
    expect(said(s, resolve)).toBe('Ann resolves the loan of Cy: Cy pays 1.5 USD and 2 EUR');
    const broke = withMoney(s, 2, { EUR: 1 });
    expect(said(broke, resolve)).toBe('Ann resolves the loan of Cy: Cy cannot pay 1.5 USD and 2 EUR: Cy is bankrupt and the game ends');
  });

  it('dividends say what each player was paid, what paid nothing, and what was strengthened', () => {
    let s = withRates(newGame(3, { dividends: '3,2' }), board('GBP>JPY:10'));
    s = withCertificates(s, 0, { USD: 2, EUR: 1 });
    s = withCertificates(s, 1, { USD: 1, JPY: 3 });
    expect(said(s, { type: 'resolve', player: 0, strengthen: 'USD' })).toBe(
      'Ann resolves the dividends (3 per certificate): Ann is paid 3 EUR and 6 USD; Bo is paid 3 USD; Cy holds no certificate; ' +
        'JPY is on the 8 space and pays nothing; USD is strengthened',
    );
  });

  it('dividends that strengthen nothing say so', () => {
    const s = withRates(newGame(2, { noHoldersStrengthenNothing: true }), board());
    expect(said(s, resolve)).toBe('Ann resolves the dividends (0 per certificate): nobody holds a certificate; nothing is strengthened');
  });
});

describe('For-Ex log lines: certificates', () => {
  it('a divest says what the certificates were sold for', () => {
    const s = withCertificates(newGame(3), 0, { USD: 2 });
    expect(said(s, { type: 'divest', player: 0, currency: 'USD', count: 2 })).toBe('Ann divests 2 USD: sells 2 certificates for 4 USD');
  });
});
