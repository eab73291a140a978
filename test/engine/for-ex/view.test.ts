/** The For-Ex table view, offers, rate history and registry entry. */
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/core/log';
import { getGame } from '../../../src/engine/registry';
import { forExGame, legalActionsOf, rateHistory } from '../../../src/engine/for-ex/index';
import type { ForExAction } from '../../../src/engine/for-ex/types';
import type { ForExView } from '../../../src/engine/for-ex/view';
import { act, actAll, configFor, newGame, withCertificates } from './helpers';

describe('For-Ex table view', () => {
  it('shows the rate board, each currency against the other six, holdings, the queue and free letters', () => {
    let s = newGame(3);
    s = actAll(s, [
      { type: 'contract', player: 0, pay: 'USD', receive: 'CNY', amount: 2 },
      { type: 'invest', player: 1, currencies: ['CNY', 'JPY'] },
    ]);
    const v = forExGame.view(s, null) as ForExView;
    expect(v.board).toHaveLength(21);
    expect(v.board.find((p) => p.pair === 'GBP/CNY')).toMatchObject({ stronger: 'GBP', weaker: 'CNY', position: 6, rate: 3.5 });
    const cny = v.byCurrency.find((c) => c.currency === 'CNY');
    expect(cny?.against).toHaveLength(6);
    expect(cny?.against.find((a) => a.currency === 'GBP')).toEqual({
      currency: 'GBP',
      stronger: false,
      position: 6,
      rate: 3.5,
      valueIn: 1 / 3.5,
    });
    expect(cny?.certificatesHeld).toBe(1);
    expect(cny?.pairsStronger).toBe(0);
    expect(v.players[1]).toMatchObject({ name: 'Bo', money: { CNY: 0, JPY: 0, GBP: 2 }, certificates: { CNY: 1, JPY: 1 } });
    expect(v.players[0]?.letters).toEqual(['A']);
    expect(v.queue).toEqual([
      { kind: 'dividends', nextValue: 0, left: 5 },
      {
        kind: 'contract',
        letter: 'A',
        owner: 0,
        ownerName: 'Ann',
        pay: { currency: 'USD', amount: 2 },
        receive: { currency: 'CNY', amount: 7 },
      },
    ]);
    expect(v.freeLetters).toEqual(['B', 'C', 'D', 'E', 'F']);
    expect(v.phaseText).toBe("Cy's turn");
    expect(v.standings).toHaveLength(3);
    // Nothing is hidden: every seat sees the same table.
    expect(forExGame.view(s, 2)).toEqual(v);
  });

  it('names the phase in plain words', () => {
    let s = withCertificates(withCertificates(newGame(3), 0, { EUR: 1 }), 2, { EUR: 1 });
    s = act(s, { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'EUR' });
    expect(forExGame.summary(s, 0)).toEqual({
      phase: "Ann's turn: Bo to answer a spot offer",
      phaseId: 'spot',
      turn: 0,
      round: 1,
      finished: false,
    });
    s = actAll(s, [
      { type: 'spotRefuse', player: 1 },
      { type: 'divest', player: 0, currency: 'EUR', count: 1 },
    ]);
    expect(forExGame.summary(s, 0)).toMatchObject({ phase: 'Ann divested EUR: Cy may divest EUR too', turn: 2 });
  });
});

describe('For-Ex offers', () => {
  it('offers the UI every action family once, and fully formed answers', () => {
    const s = newGame(3);
    const offers = forExGame.legalActions(s, 0);
    // Nobody holds a certificate: the first dividend is offered once per currency to strengthen (BGA).
    expect(offers.map((o) => o.type).sort()).toEqual(['contract', 'invest', ...Array(7).fill('resolve'), 'spotOffer']);
    expect(offers.find((o) => o.type === 'resolve')?.action).toEqual({ type: 'resolve', player: 0, strengthen: 'GBP' });
    expect(forExGame.legalActions(s, 1)).toEqual([]);
    const t = act(s, { type: 'spotOffer', player: 0, partner: 2, give: 'GBP', receive: 'EUR' });
    expect(forExGame.legalActions(t, 2).map((o) => o.action)).toEqual([
      { type: 'spotAccept', player: 2 },
      { type: 'spotRefuse', player: 2 },
    ]);
    expect(forExGame.legalActions(t, 0).map((o) => o.action)).toEqual([{ type: 'spotWithdraw', player: 0 }]);
    // The table has no action of its own during a turn: only after the last dividend.
    expect(forExGame.legalActions(t, null)).toEqual([]);
  });

  it('lists every legal action of a type, and only legal ones', () => {
    const s = newGame(2);
    expect(legalActionsOf(s, 'contract')).toHaveLength(42 * 10);
    expect(legalActionsOf(s, 'invest')).toHaveLength(7 + 42);
    expect(legalActionsOf(s, 'divest')).toEqual([]);
    for (const a of legalActionsOf(s)) expect(forExGame.validate(s, a, { at: 0 }).ok).toBe(true);
  });
});

describe('For-Ex rate history', () => {
  it('gives one point at the setup and one per completed turn, folded from the log', () => {
    const actions: ForExAction[] = [
      { type: 'invest', player: 0, currencies: ['CNY'] },
      { type: 'spotOffer', player: 1, partner: 0, give: 'GBP', receive: 'EUR' },
      { type: 'spotAccept', player: 0 },
      { type: 'invest', player: 1, currencies: ['CNY', 'CAD'] },
    ];
    const events: LogEvent[] = actions.map((action, i) => ({
      seq: i + 1,
      at: i,
      actor: 'player' in action ? (action.player ?? null) : null,
      action,
    }));
    const h = rateHistory(configFor(2), events);
    if (!h.ok) throw new Error(h.error.message);
    expect(h.value.points.map((p) => [p.turn, p.seq, p.player])).toEqual([
      [0, 0, null],
      [1, 1, 0],
      [2, 4, 1],
    ]);
    expect(h.value.points[0]?.strength.CNY).toBe(-34);
    expect(h.value.points[1]?.strength.CNY).toBe(-28);
    expect(h.value.points[2]?.pairsStronger).toMatchObject({ GBP: 6, CNY: 0 });
    // A bad event stops the history before it, with the reason.
    const bad = rateHistory(configFor(2), [...events, { seq: 5, at: 5, actor: 1, action: { type: 'resolve', player: 1 } }]);
    expect(bad.ok && bad.value.failure?.error.code).toBe('ERR_NOT_YOUR_TURN');
    expect(bad.ok && bad.value.points).toHaveLength(3);
  });
});

describe('For-Ex in the registry', () => {
  it('is registered as for-ex', () => {
    const g = getGame('for-ex');
    expect(g.ok && g.value).toBe(forExGame);
  });

  it('describes actions for the log', () => {
    const s = newGame(3);
    expect(forExGame.describe(s, { type: 'contract', player: 0, pay: 'USD', receive: 'CNY', amount: 2 })).toBe(
      'Ann makes contract A: pay 2 USD, receive 7 CNY',
    );
    expect(forExGame.describe(s, { type: 'invest', player: 0, currencies: ['USD', 'CNY'] })).toBe('Ann invests in USD then CNY');
    expect(forExGame.describe(s, { type: 'resolve', player: 0 })).toBe(
      'Ann resolves the dividends (0 per certificate): nobody holds a certificate',
    );
  });
});
