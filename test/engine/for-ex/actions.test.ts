/** For-Ex turns and actions: turn order, spot transactions, contracts, investing and divesting. */
import { describe, expect, it } from 'vitest';
import { forExGame } from '../../../src/engine/for-ex/index';
import { standing } from '../../../src/engine/for-ex/rates';
import type { ForExState } from '../../../src/engine/for-ex/types';
import { act, actAll, board, newGame, refused, withCertificates, withMoney, withRates } from './helpers';

describe('For-Ex turns', () => {
  it('refuses actions out of turn and from seats that do not exist', () => {
    const s = newGame(3);
    refused(s, { type: 'invest', player: 1, currencies: ['USD'] }, 'ERR_NOT_YOUR_TURN');
    refused(s, { type: 'resolve' }, 'ERR_NOT_YOUR_TURN');
    refused(s, { type: 'invest', player: 5, currencies: ['USD'] }, 'ERR_BAD_SEAT');
    refused(s, { type: 'pass', player: 0 }, 'ERR_WRONG_PHASE');
    refused(s, { type: 'chooseStrongest', player: 0, currency: 'USD' }, 'ERR_WRONG_PHASE');
  });

  it('passes the turn clockwise after one action', () => {
    let s = newGame(3);
    s = act(s, { type: 'invest', player: 0, currencies: ['USD'] });
    expect(s.phase).toMatchObject({ kind: 'turn', player: 1, spotDone: false });
    s = act(s, { type: 'resolve', player: 1 });
    s = act(s, { type: 'resolve', player: 2 });
    expect(s.phase).toMatchObject({ kind: 'turn', player: 0 });
    expect(s.turn).toBe(4);
    expect(s.lastTurnPlayer).toBe(2);
  });
});

describe('For-Ex spot transaction', () => {
  const base = () => withRates(newGame(3), board('GBP>USD:2'));

  it('trades 1 buck of the stronger currency for the rate in the weaker, either way round', () => {
    let s = act(base(), { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'USD' });
    expect(s.phase).toMatchObject({
      offer: { from: 0, to: 2, give: { currency: 'GBP', amount: 1 }, receive: { currency: 'USD', amount: 1.5 } },
    });
    refused(s, { type: 'invest', player: 0, currencies: ['USD'] }, 'ERR_SPOT_PENDING');
    refused(s, { type: 'spotAccept', player: 1 }, 'ERR_NOT_SPOT_PARTNER');
    refused(s, { type: 'spotWithdraw', player: 2 }, 'ERR_NOT_YOUR_TURN');
    s = act(s, { type: 'spotAccept', player: 2 });
    expect(s.money[0]).toMatchObject({ GBP: 1, USD: 3.5 });
    expect(s.money[2]).toMatchObject({ GBP: 3, USD: 0.5 });
    expect(s.phase).toMatchObject({ kind: 'turn', player: 0, spotDone: true, offer: null });
    // The other way round: give the weaker, get 1 of the stronger.
    const t = act(act(base(), { type: 'spotOffer', player: 0, partner: 1, give: 'USD', receive: 'GBP' }), {
      type: 'spotAccept',
      player: 1,
    });
    expect(t.money[0]).toMatchObject({ GBP: 3, USD: 0.5 });
  });

  it('allows one completed spot transaction per turn, before the action', () => {
    let s = actAll(base(), [
      { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' },
      { type: 'spotAccept', player: 1 },
    ]);
    refused(s, { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'USD' }, 'ERR_SPOT_ALREADY_DONE');
    // Nobody holds a certificate: all seven tie at zero and Ann chooses (BGA).
    s = act(s, { type: 'resolve', player: 0, strengthen: 'GBP' });
    // A new turn: Bo may trade.
    expect(forExGame.validate(s, { type: 'spotOffer', player: 1, partner: 0, give: 'EUR', receive: 'USD' }, { at: 0 }).ok).toBe(true);
  });

  it('a refused or withdrawn offer does not use up the spot transaction (BGA), unless the option says so', () => {
    let s = actAll(base(), [
      { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' },
      { type: 'spotRefuse', player: 1 },
    ]);
    expect(s.phase).toMatchObject({ spotDone: false, offer: null });
    s = actAll(s, [
      { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'USD' },
      { type: 'spotWithdraw', player: 0 },
      { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'USD' },
      { type: 'spotAccept', player: 2 },
    ]);
    expect(s.phase).toMatchObject({ spotDone: true });
    const strict = withRates(newGame(3, { refusedSpotCounts: true }), board('GBP>USD:2'));
    const t = actAll(strict, [
      { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' },
      { type: 'spotRefuse', player: 1 },
    ]);
    refused(t, { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'USD' }, 'ERR_SPOT_ALREADY_DONE');
  });

  it('needs both sides to hold the money', () => {
    const poorMe = withMoney(base(), 0, { GBP: 0.5 });
    refused(poorMe, { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' }, 'ERR_NOT_ENOUGH_MONEY');
    const poorPartner = withMoney(base(), 1, { USD: 1 });
    const why = refused(poorPartner, { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' }, 'ERR_PARTNER_CANNOT_PAY');
    expect(why).toMatch(/Bo would give 1.5 USD/);
  });

  it('refuses malformed offers', () => {
    const s = base();
    refused(s, { type: 'spotOffer', player: 0, partner: 0, give: 'GBP', receive: 'USD' }, 'ERR_SPOT_SELF');
    refused(s, { type: 'spotOffer', player: 0, partner: 4, give: 'GBP', receive: 'USD' }, 'ERR_BAD_SEAT');
    refused(s, { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'GBP' }, 'ERR_SAME_CURRENCY');
    refused(s, { type: 'spotAccept', player: 1 }, 'ERR_NO_SPOT_OFFER');
    refused(s, { type: 'spotRefuse', player: 1 }, 'ERR_NO_SPOT_OFFER');
    refused(s, { type: 'spotWithdraw', player: 0 }, 'ERR_NO_SPOT_OFFER');
    refused(s, { type: 'spotOffer', player: 1, partner: 0, give: 'GBP', receive: 'USD' }, 'ERR_NOT_YOUR_TURN');
  });
});

describe('For-Ex contracts', () => {
  const base = () => withRates(newGame(3), board('GBP>USD:8'));

  it('takes the lowest free letter and fixes both amounts at the current rate', () => {
    let s = act(base(), { type: 'contract', player: 0, pay: 'GBP', receive: 'USD', amount: 3 });
    expect(s.queue[1]).toEqual({
      kind: 'contract',
      letter: 'A',
      owner: 0,
      pay: { currency: 'GBP', amount: 3 },
      receive: { currency: 'USD', amount: 15 },
      madeOnTurn: 1,
    });
    // The weaker currency paid: the amount names the stronger one received.
    s = act(s, { type: 'contract', player: 1, pay: 'USD', receive: 'GBP', amount: 2 });
    expect(s.queue[2]).toMatchObject({ letter: 'B', pay: { currency: 'USD', amount: 10 }, receive: { currency: 'GBP', amount: 2 } });
    // Nothing is paid now, and money need not be owned.
    expect(s.money[1]).toMatchObject({ USD: 2, GBP: 2 });
    expect(s.phase).toMatchObject({ player: 2 });
  });

  it('refuses amounts that are not whole numbers 1-10', () => {
    const s = base();
    for (const amount of [0, 11, 2.5, -1])
      refused(s, { type: 'contract', player: 0, pay: 'GBP', receive: 'USD', amount }, 'ERR_CONTRACT_AMOUNT');
    refused(s, { type: 'contract', player: 0, pay: 'USD', receive: 'USD', amount: 1 }, 'ERR_SAME_CURRENCY');
  });

  it('refuses a seventh contract: six letters at most', () => {
    let s = base();
    for (let i = 0; i < 6; i++)
      s = act(s, { type: 'contract', player: s.phase.kind === 'turn' ? s.phase.player : 0, pay: 'EUR', receive: 'JPY', amount: 1 });
    const p = s.phase.kind === 'turn' ? s.phase.player : 0;
    const why = refused(s, { type: 'contract', player: p, pay: 'EUR', receive: 'JPY', amount: 1 }, 'ERR_NO_FREE_CONTRACT');
    expect(why).toMatch(/A-F/);
  });
});

describe('For-Ex invest', () => {
  it('buys one or two different certificates at 2 bucks each and strengthens them in the order bought', () => {
    const start = withRates(newGame(3, { removedCertificates: 'CNY,CNY,CNY,CNY,CNY,CNY' }), board('GBP>USD:9'));
    const a = act(start, { type: 'invest', player: 0, currencies: ['GBP', 'USD'] });
    const b = act(start, { type: 'invest', player: 0, currencies: ['USD', 'GBP'] });
    expect(a.money[0]).toMatchObject({ GBP: 0, USD: 0 });
    expect(a.certificates[0]).toMatchObject({ GBP: 1, USD: 1 });
    expect(a.supply).toMatchObject({ GBP: 7, USD: 7 });
    // Away from the caps the order does not matter (9 -> 10 -> 9, or 9 -> 8 -> 9) ...
    expect(standing(a.rates, 'GBP', 'USD')).toMatchObject({ stronger: 'GBP', position: 9 });
    expect(standing(b.rates, 'GBP', 'USD')).toMatchObject({ stronger: 'GBP', position: 9 });
    // ... at the cap it does: GBP first stays at 10 then USD pulls it to 9; USD first 10 -> 9, then GBP back to 10.
    const c = withRates(start, board('GBP>USD:10'));
    expect(standing(act(c, { type: 'invest', player: 0, currencies: ['GBP', 'USD'] }).rates, 'GBP', 'USD').position).toBe(9);
    expect(standing(act(c, { type: 'invest', player: 0, currencies: ['USD', 'GBP'] }).rates, 'GBP', 'USD').position).toBe(10);
  });

  it('refuses two of the same currency, none or three, a fifth certificate, none left, or too little money', () => {
    let s = newGame(3, { removedCertificates: 'CNY,CNY,CNY,CNY,CNY,CNY' });
    refused(s, { type: 'invest', player: 0, currencies: ['USD', 'USD'] }, 'ERR_INVEST_SAME_CURRENCY');
    refused(s, { type: 'invest', player: 0, currencies: [] }, 'ERR_INVEST_COUNT');
    refused(s, { type: 'invest', player: 0, currencies: ['USD', 'EUR', 'GBP'] }, 'ERR_INVEST_COUNT');
    refused(withCertificates(s, 0, { USD: 4 }), { type: 'invest', player: 0, currencies: ['EUR', 'USD'] }, 'ERR_CERTIFICATE_LIMIT');
    refused(
      { ...s, supply: { ...s.supply, CNY: 0 } },
      { type: 'invest', player: 0, currencies: ['EUR', 'CNY'] },
      'ERR_NO_CERTIFICATE_AVAILABLE',
    );
    refused(withMoney(s, 0, { JPY: 1.5 }), { type: 'invest', player: 0, currencies: ['JPY'] }, 'ERR_NOT_ENOUGH_MONEY');
    s = act(s, { type: 'invest', player: 0, currencies: ['CNY', 'JPY'] });
    expect(s.supply.CNY).toBe(1);
  });
});

describe('For-Ex divest', () => {
  const setupDivest = (): ForExState => {
    let s = withRates(newGame(4), board());
    s = withCertificates(s, 0, { USD: 2 });
    s = withCertificates(s, 1, { USD: 1 });
    s = withCertificates(s, 3, { USD: 3, EUR: 1 });
    return s;
  };

  it('sells for 2 bucks each, weakens once per certificate, then asks the others clockwise', () => {
    let s = act(setupDivest(), { type: 'divest', player: 0, currency: 'USD', count: 2 });
    expect(s.money[0]?.USD).toBe(6);
    expect(s.certificates[0]?.USD).toBe(0);
    expect(s.retired.USD).toBe(2);
    expect(standing(s.rates, 'USD', 'GBP')).toMatchObject({ stronger: 'GBP', position: 3 });
    // Cy holds no USD: skipped. Bo is asked first.
    expect(s.phase).toEqual({ kind: 'divestRound', player: 0, currency: 'USD', asked: 1 });
    refused(s, { type: 'divest', player: 3, currency: 'USD', count: 1 }, 'ERR_NOT_YOUR_TURN');
    refused(s, { type: 'divest', player: 1, currency: 'EUR', count: 1 }, 'ERR_DIVEST_CURRENCY');
    refused(s, { type: 'divest', player: 1, currency: 'USD', count: 2 }, 'ERR_NOT_ENOUGH_CERTIFICATES');
    refused(s, { type: 'resolve', player: 1 }, 'ERR_WRONG_PHASE');
    s = act(s, { type: 'pass', player: 1 });
    expect(s.phase).toMatchObject({ kind: 'divestRound', asked: 3 });
    s = act(s, { type: 'divest', player: 3, currency: 'USD', count: 3 });
    expect(s.money[3]?.USD).toBe(8);
    expect(s.retired.USD).toBe(5);
    // Five weakenings in all: against GBP (already stronger at 1:1) 1 -> 6; against CNY
    // (USD was the stronger side at 1:1) the first step flips the arrow, then 1 -> 5.
    expect(standing(s.rates, 'USD', 'GBP')).toMatchObject({ stronger: 'GBP', position: 6 });
    expect(standing(s.rates, 'USD', 'CNY')).toMatchObject({ stronger: 'CNY', position: 5 });
    expect(s.phase).toEqual({ kind: 'turn', player: 1, spotDone: false, offer: null });
    expect(s.lastTurnPlayer).toBe(0);
  });

  it('ends the turn at once when nobody else holds the currency', () => {
    const s = act(setupDivest(), { type: 'divest', player: 0, currency: 'USD', count: 1 });
    const t = act(withCertificates(withCertificates(setupDivest(), 1, { USD: 0 }), 3, { USD: 0 }), {
      type: 'divest',
      player: 0,
      currency: 'USD',
      count: 1,
    });
    expect(s.phase.kind).toBe('divestRound');
    expect(t.phase).toMatchObject({ kind: 'turn', player: 1 });
  });

  it('refuses divesting nothing, fractions or more than held', () => {
    const s = setupDivest();
    refused(s, { type: 'divest', player: 0, currency: 'USD', count: 0 }, 'ERR_DIVEST_COUNT');
    refused(s, { type: 'divest', player: 0, currency: 'USD', count: 1.5 }, 'ERR_DIVEST_COUNT');
    refused(s, { type: 'divest', player: 0, currency: 'USD', count: 3 }, 'ERR_NOT_ENOUGH_CERTIFICATES');
    refused(s, { type: 'divest', player: 0, currency: 'EUR', count: 1 }, 'ERR_NOT_ENOUGH_CERTIFICATES');
  });
});
