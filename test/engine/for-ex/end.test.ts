/** For-Ex end of game: the strongest currency and the conversion into it. */
import { describe, expect, it } from 'vitest';
import { finish } from '../../../src/engine/for-ex/apply';
import { convert, standings, strongestCandidates } from '../../../src/engine/for-ex/end';
import { forExGame } from '../../../src/engine/for-ex/index';
import type { ForExState, LoanItem } from '../../../src/engine/for-ex/types';
import { act, board, money, newGame, refused, withCertificates, withMoney, withRates } from './helpers';

/** GBP, EUR and USD each the stronger side of five pairs. */
const THREE_WAY = 'USD>GBP:2';
const CAD_STRONGEST = 'CAD>GBP:3, CAD>EUR:1, CAD>USD:1, CAD>CHF:1, CAD>JPY:1';

const zeroMoney = (s: ForExState): ForExState => ({ ...s, money: s.money.map(() => money({})) });

describe('For-Ex: the strongest currency', () => {
  it('is the stronger side of the most pairs', () => {
    expect(strongestCandidates(withRates(newGame(2), board(CAD_STRONGEST)))).toEqual(['CAD']);
  });

  it("on a tie, the one with the most certificates in players' hands", () => {
    let s = withRates(newGame(3), board(THREE_WAY));
    expect(strongestCandidates(s)).toEqual(['GBP', 'EUR', 'USD']);
    s = withCertificates(s, 0, { EUR: 1, CNY: 4 });
    s = withCertificates(s, 2, { EUR: 1, USD: 1 });
    expect(strongestCandidates(s)).toEqual(['EUR']);
    s = withCertificates(s, 1, { GBP: 2 });
    expect(strongestCandidates(s)).toEqual(['GBP', 'EUR']);
  });

  it('still tied: the player who took the last turn chooses, with an action', () => {
    // The old reading keeps the board as it is: with nobody holding a certificate, nothing is strengthened.
    let s = withRates(newGame(3, { dividends: '0', noHoldersStrengthenNothing: true }), board(THREE_WAY));
    s = act(s, { type: 'contract', player: 0, pay: 'EUR', receive: 'GBP', amount: 1 });
    // Bo resolves the last dividend (nobody holds a certificate: nothing is strengthened) ...
    s = act(s, { type: 'resolve', player: 1 });
    expect(s.phase).toEqual({ kind: 'finalResolution' });
    expect(forExGame.legalActions(s, null).map((o) => o.action)).toEqual([{ type: 'resolve' }]);
    // ... then the table resolves Ann's contract; the queue is empty and the tie is still there.
    s = act(s, { type: 'resolve' });
    expect(s.phase).toEqual({ kind: 'chooseStrongest', chooser: 1, candidates: ['GBP', 'EUR', 'USD'] });
    expect(s.end).toEqual({ reason: 'queueEmpty', bankrupt: null, strongest: null });
    expect(forExGame.outcome(s)).toBeNull();
    expect(forExGame.summary(s, 0)).toMatchObject({ turn: 1, finished: false });
    expect(forExGame.legalActions(s, 1).map((o) => o.action)).toEqual(
      ['GBP', 'EUR', 'USD'].map((currency) => ({ type: 'chooseStrongest', player: 1, currency })),
    );
    expect(forExGame.legalActions(s, 0)).toEqual([]);
    refused(s, { type: 'chooseStrongest', player: 0, currency: 'GBP' }, 'ERR_NOT_CHOOSER');
    refused(s, { type: 'chooseStrongest', player: 1, currency: 'CAD' }, 'ERR_NOT_TIED');
    refused(s, { type: 'resolve', player: 1 }, 'ERR_WRONG_PHASE');
    s = act(s, { type: 'chooseStrongest', player: 1, currency: 'EUR' });
    expect(s.end?.strongest).toBe('EUR');
    expect(s.phase.kind).toBe('over');
    expect(forExGame.outcome(s)?.reason).toMatch(/EUR/);
    refused(s, { type: 'chooseStrongest', player: 1, currency: 'EUR' }, 'ERR_GAME_OVER');
  });
});

describe('For-Ex: conversion into the strongest currency', () => {
  it('rounds each conversion down on its own; the strongest currency itself counts as held', () => {
    const rates = board(CAD_STRONGEST + ', USD>CHF:4');
    // GBP: 5 / 2 = 2.5 -> 2; USD: 3.5 / 1 -> 3; CAD 1.5 as is; CHF: CAD>CHF at 1:1 -> 1.
    const c = convert(rates, money({ GBP: 5, USD: 3.5, CAD: 1.5, CHF: 1 }), 'CAD', 'each');
    expect(c.parts).toMatchObject({ GBP: 2, USD: 3, CAD: 1.5, CHF: 1, EUR: 0 });
    expect(c.total).toBe(7.5);
    // Rounded once: 2.5 + 3.5 + 1.5 + 1 = 8.5 -> 8.
    expect(convert(rates, money({ GBP: 5, USD: 3.5, CAD: 1.5, CHF: 1 }), 'CAD', 'total').total).toBe(8);
  });

  it('multiplies when the strongest currency is the weaker side of a pair', () => {
    // USD is the stronger side of GBP at position 4 (2.5): 1.5 USD = 3.75 GBP -> 3.
    const rates = board('USD>GBP:4');
    expect(convert(rates, money({ USD: 1.5 }), 'GBP', 'each').total).toBe(3);
    expect(convert(rates, money({ USD: 3 }), 'GBP', 'each').total).toBe(7);
    // 8 space: 1 CNY for 8 of the weaker.
    expect(convert(board('CNY>GBP:10'), money({ CNY: 2.5 }), 'GBP', 'each').total).toBe(20);
    expect(convert(board('CNY>GBP:10'), money({ GBP: 20 }), 'CNY', 'each').total).toBe(2);
    expect(convert(board('CNY>GBP:10'), money({ GBP: 23.5 }), 'CNY', 'each').total).toBe(2);
  });
});

describe('For-Ex: final standings', () => {
  const ended = (options = {}): ForExState => {
    let s = zeroMoney(withRates(newGame(3, options), board(CAD_STRONGEST)));
    s = withMoney(s, 0, { CAD: 5 });
    s = withMoney(s, 1, { GBP: 10 });
    s = withMoney(s, 2, { CAD: 4, EUR: 1 });
    return s;
  };

  it('most money wins; a tie goes to the most certificates of the strongest currency (BGA)', () => {
    let s = withCertificates(ended(), 1, { CAD: 1 });
    s = { ...finish({ ...s, lastTurnPlayer: 0 }, 'queueEmpty', null) };
    expect(s.phase.kind).toBe('over');
    expect(standings(s, 'CAD').map((r) => [r.seat, r.money, r.place])).toEqual([
      [1, 5, 1],
      [0, 5, 2],
      [2, 5, 2],
    ]);
    expect(forExGame.outcome(s)?.winners).toEqual([1]);
    const sheet = forExGame.score(s);
    expect(sheet.totals).toEqual([5, 5, 5]);
    expect(sheet.rows[1]?.[0]).toBe(5);
    expect(sheet.lowerIsBetter).toBe(false);
  });

  it('shares the win when the option says ties are shared', () => {
    const s = finish({ ...withCertificates(ended({ standingsTieBreak: 'shared' }), 1, { CAD: 1 }), lastTurnPlayer: 0 }, 'queueEmpty', null);
    expect(forExGame.outcome(s)?.winners).toEqual([0, 1, 2]);
  });

  it('a bankrupt player scores 0 and cannot win (BGA), unless the option says otherwise', () => {
    const loan: LoanItem = { kind: 'loan', letters: ['A'], owner: 1, debts: [{ currency: 'JPY', amount: 1 }] };
    const s = act({ ...withMoney(ended(), 1, { GBP: 40 }), queue: [loan, { kind: 'dividends' }] }, { type: 'resolve', player: 0 });
    expect(s.end).toMatchObject({ reason: 'bankruptcy', bankrupt: 1, strongest: 'CAD' });
    expect(forExGame.score(s).totals).toEqual([5, 0, 5]);
    expect(forExGame.outcome(s)?.winners).toEqual([0, 2]);
    expect(forExGame.outcome(s)?.reason).toMatch(/Bo went bankrupt/);
    const t = act(
      { ...withMoney(ended({ bankruptScoresZero: false }), 1, { GBP: 40 }), queue: [loan, { kind: 'dividends' }] },
      { type: 'resolve', player: 0 },
    );
    expect(forExGame.outcome(t)?.winners).toEqual([1]);
  });
});
