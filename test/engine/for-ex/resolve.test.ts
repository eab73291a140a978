/** For-Ex resolution: contracts paid or turned into loans, loans, dividends, and the end after the last dividend. */
import { describe, expect, it } from 'vitest';
import { freeLetters } from '../../../src/engine/for-ex/queue';
import { standing } from '../../../src/engine/for-ex/rates';
import type { ContractItem, ForExState, LoanItem, QueueItem } from '../../../src/engine/for-ex/types';
import { act, board, newGame, refused, withCertificates, withMoney, withRates } from './helpers';

const contract = (
  letter: ContractItem['letter'],
  owner: number,
  pay: [ContractItem['pay']['currency'], number],
  receive: [ContractItem['pay']['currency'], number],
): ContractItem => ({
  kind: 'contract',
  letter,
  owner,
  pay: { currency: pay[0], amount: pay[1] },
  receive: { currency: receive[0], amount: receive[1] },
  madeOnTurn: 1,
});

const CAD_STRONGEST = 'CAD>GBP:3, CAD>EUR:1, CAD>USD:1, CAD>CHF:1, CAD>JPY:1';

const withQueue = (s: ForExState, queue: QueueItem[]): ForExState => ({ ...s, queue });

describe('For-Ex resolve: contracts', () => {
  it('a contract that can be paid is paid, its owner receives, and its letter is free again', () => {
    const s = withQueue(newGame(3), [contract('A', 1, ['USD', 2], ['JPY', 3]), { kind: 'dividends' }]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.money[1]).toMatchObject({ USD: 0, JPY: 5 });
    expect(t.money[0]).toEqual(s.money[0]);
    expect(t.queue).toEqual([{ kind: 'dividends' }]);
    expect(freeLetters(t.queue)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(t.phase).toMatchObject({ kind: 'turn', player: 1 });
  });

  it('a contract that cannot be paid still pays out and becomes a loan of amount + 1 at the back', () => {
    const s = withQueue(newGame(3), [
      contract('B', 1, ['USD', 4.5], ['JPY', 3]),
      { kind: 'dividends' },
      contract('A', 2, ['EUR', 1], ['GBP', 1]),
    ]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.money[1]).toMatchObject({ USD: 2, JPY: 5 });
    expect(t.queue).toEqual([
      { kind: 'dividends' },
      contract('A', 2, ['EUR', 1], ['GBP', 1]),
      { kind: 'loan', letters: ['B'], owner: 1, debts: [{ currency: 'USD', amount: 5.5 }] },
    ]);
    // The letter stays in use while the loan is outstanding.
    expect(freeLetters(t.queue)).toEqual(['C', 'D', 'E', 'F']);
  });

  it("a new loan merges into the owner's existing loan, which keeps its letter and its place; the contract's letter is freed (BGA)", () => {
    const loan: LoanItem = { kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 3 }] };
    const s = withQueue(newGame(3), [
      contract('B', 1, ['USD', 9], ['JPY', 3]),
      loan,
      { kind: 'dividends' },
      contract('C', 1, ['CNY', 7], ['GBP', 1]),
    ]);
    let t = act(s, { type: 'resolve', player: 0 });
    expect(t.queue[0]).toEqual({ kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'USD', amount: 13 }] });
    expect(t.queue).toHaveLength(3);
    expect(freeLetters(t.queue)).toEqual(['B', 'D', 'E', 'F']);
    // A debt in another currency is added beside it.
    t = withQueue(t, [t.queue[2] as QueueItem, t.queue[0] as QueueItem, t.queue[1] as QueueItem]);
    t = act(t, { type: 'resolve', player: 1 });
    expect(t.queue[0]).toEqual({
      kind: 'loan',
      letters: ['A'],
      owner: 1,
      debts: [
        { currency: 'USD', amount: 13 },
        { currency: 'CNY', amount: 8 },
      ],
    });
    expect(t.money[1]?.GBP).toBe(3);
  });
});

describe('For-Ex resolve: loans', () => {
  it('a loan is paid in full and frees all its letters', () => {
    const loan: LoanItem = {
      kind: 'loan',
      letters: ['A', 'C'],
      owner: 2,
      debts: [
        { currency: 'USD', amount: 1.5 },
        { currency: 'EUR', amount: 2 },
      ],
    };
    const s = withQueue(newGame(3), [loan, { kind: 'dividends' }]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.money[2]).toMatchObject({ USD: 0.5, EUR: 0 });
    expect(t.queue).toEqual([{ kind: 'dividends' }]);
    expect(freeLetters(t.queue)).toHaveLength(6);
  });

  it('a loan that cannot be paid in full is bankruptcy: the game ends at once', () => {
    const loan: LoanItem = {
      kind: 'loan',
      letters: ['A'],
      owner: 2,
      debts: [
        { currency: 'USD', amount: 1 },
        { currency: 'EUR', amount: 2.5 },
      ],
    };
    const s = withQueue(withRates(newGame(3), board('GBP>USD:3')), [loan, { kind: 'dividends' }]);
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.end).toMatchObject({ reason: 'bankruptcy', bankrupt: 2 });
    expect(t.phase.kind).toBe('over');
    // Nothing of the loan is paid.
    expect(t.money[2]).toEqual(s.money[2]);
    refused(t, { type: 'resolve', player: 1 }, 'ERR_GAME_OVER');
  });
});

describe('For-Ex resolve: dividends', () => {
  const holders = (): ForExState => {
    let s = withRates(newGame(3, { dividends: '3,2' }), board());
    s = withCertificates(s, 0, { USD: 2, EUR: 1 });
    s = withCertificates(s, 1, { USD: 1, JPY: 3 });
    return s;
  };

  it('pays the dividend value per certificate, then strengthens the most-held currency', () => {
    const s = holders();
    const t = act(s, { type: 'resolve', player: 0, strengthen: 'USD' });
    expect(t.money[0]).toMatchObject({ USD: 8, EUR: 5, JPY: 2 });
    expect(t.money[1]).toMatchObject({ USD: 5, JPY: 11 });
    expect(t.money[2]).toEqual(s.money[2]);
    expect(standing(t.rates, 'USD', 'GBP')).toMatchObject({ stronger: 'USD', position: 1 });
  });

  it('on a tie for most held, the acting player chooses which currency is strengthened', () => {
    const s = holders();
    refused(s, { type: 'resolve', player: 0 }, 'ERR_STRENGTHEN_CHOICE_NEEDED');
    refused(s, { type: 'resolve', player: 0, strengthen: 'EUR' }, 'ERR_STRENGTHEN_NOT_TIED');
    const t = act(s, { type: 'resolve', player: 0, strengthen: 'JPY' });
    expect(standing(t.rates, 'JPY', 'GBP')).toMatchObject({ stronger: 'JPY', position: 1 });
    expect(standing(t.rates, 'USD', 'GBP')).toMatchObject({ stronger: 'GBP', position: 1 });
    // The Dividends item goes to the back; one dividend is left.
    expect(t.queue).toEqual([{ kind: 'dividends' }]);
    expect(t.dividendsPaid).toBe(1);
  });

  it('strengthens the single most-held currency without asking', () => {
    const s = withCertificates(holders(), 2, { USD: 1 });
    refused(s, { type: 'resolve', player: 0, strengthen: 'JPY' }, 'ERR_STRENGTHEN_NOT_TIED');
    const t = act(s, { type: 'resolve', player: 0 });
    expect(standing(t.rates, 'USD', 'GBP')).toMatchObject({ stronger: 'USD', position: 1 });
    expect(act(s, { type: 'resolve', player: 0, strengthen: 'USD' })).toEqual(t);
  });

  it('pays nothing for a currency on the 8 space', () => {
    const s = withRates(holders(), board('GBP>JPY:10'));
    const t = act(s, { type: 'resolve', player: 0, strengthen: 'USD' });
    expect(t.money[1]).toMatchObject({ USD: 5, JPY: 2 });
    // Position 9 is not the 8 space.
    const u = act(withRates(holders(), board('GBP>JPY:9')), { type: 'resolve', player: 0, strengthen: 'USD' });
    expect(u.money[1]?.JPY).toBe(11);
  });

  it('option noHoldersStrengthenNothing: strengthens nothing when nobody holds a certificate', () => {
    const s = withRates(newGame(2, { noHoldersStrengthenNothing: true }), board());
    refused(s, { type: 'resolve', player: 0, strengthen: 'GBP' }, 'ERR_STRENGTHEN_NOT_TIED');
    const t = act(s, { type: 'resolve', player: 0 });
    expect(t.rates).toEqual(s.rates);
    expect(t.money).toEqual(s.money);
  });

  it('refuses to resolve an empty queue (only reachable from an edited state)', () => {
    refused(withQueue(newGame(2), []), { type: 'resolve', player: 0 }, 'ERR_QUEUE_EMPTY');
  });

  it('a strengthen choice is refused when the front item is not the dividends', () => {
    const s = withQueue(newGame(3), [contract('A', 1, ['USD', 1], ['JPY', 1]), { kind: 'dividends' }]);
    refused(s, { type: 'resolve', player: 0, strengthen: 'USD' }, 'ERR_STRENGTHEN_NOT_ALLOWED');
  });
});

describe('For-Ex: after the last dividend', () => {
  it('no more turns: the rest of the queue is resolved in order, then the game ends', () => {
    let s = withRates(newGame(3, { dividends: '1' }), board(CAD_STRONGEST));
    s = withQueue(s, [{ kind: 'dividends' }, contract('A', 1, ['USD', 9], ['EUR', 1]), contract('B', 2, ['JPY', 1], ['CHF', 3])]);
    s = withMoney(s, 1, { USD: 2 });
    // Nobody holds a certificate: Ann chooses which currency to strengthen (BGA).
    s = act(s, { type: 'resolve', player: 0, strengthen: 'CAD' });
    expect(s.phase).toEqual({ kind: 'finalResolution' });
    expect(s.lastTurnPlayer).toBe(0);
    refused(s, { type: 'invest', player: 1, currencies: ['USD'] }, 'ERR_WRONG_PHASE');
    refused(s, { type: 'resolve', strengthen: 'USD' }, 'ERR_STRENGTHEN_NOT_ALLOWED');
    // Bo cannot pay: the contract becomes a loan at the back of the queue.
    s = act(s, { type: 'resolve' });
    expect(s.queue.map((q) => q.kind)).toEqual(['contract', 'loan']);
    s = act(s, { type: 'resolve', player: 2 });
    expect(s.money[2]).toMatchObject({ JPY: 1, CHF: 5 });
    // The loan of 10 USD cannot be paid: bankruptcy ends the game.
    s = act(s, { type: 'resolve' });
    expect(s.end).toMatchObject({ reason: 'bankruptcy', bankrupt: 1, strongest: 'CAD' });
    expect(s.phase.kind).toBe('over');
  });

  it('ends when the queue is empty', () => {
    let s = withRates(newGame(2, { dividends: '0,0' }), board(CAD_STRONGEST));
    s = act(s, { type: 'resolve', player: 0, strengthen: 'CAD' });
    expect(s.phase).toMatchObject({ kind: 'turn', player: 1 });
    s = act(s, { type: 'resolve', player: 1, strengthen: 'CAD' });
    expect(s.queue).toEqual([]);
    expect(s.end).toEqual({ reason: 'queueEmpty', bankrupt: null, strongest: 'CAD' });
    expect(s.phase.kind).toBe('over');
  });
});
