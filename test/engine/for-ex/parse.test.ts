/** For-Ex action parsing: every action type accepted, malformed ones refused with their place. */
import { describe, expect, it } from 'vitest';
import { forExGame } from '../../../src/engine/for-ex/index';

describe('For-Ex action parsing', () => {
  it('accepts every action type, with currencies in any case', () => {
    const good: unknown[] = [
      { type: 'spotOffer', player: 0, partner: 1, give: 'gbp', receive: 'USD' },
      { type: 'spotAccept', player: 1 },
      { type: 'spotRefuse', player: 1 },
      { type: 'spotWithdraw', player: 0 },
      { type: 'contract', player: 0, pay: 'USD', receive: 'JPY', amount: 4 },
      { type: 'invest', player: 0, currencies: ['USD', 'cny'] },
      { type: 'divest', player: 2, currency: 'EUR', count: 2 },
      { type: 'pass', player: 1 },
      { type: 'resolve', player: 0 },
      { type: 'resolve', player: 0, strengthen: 'CAD' },
      { type: 'resolve' },
      { type: 'chooseStrongest', player: 1, currency: 'GBP' },
    ];
    for (const raw of good) expect(forExGame.parseAction(raw).ok, JSON.stringify(raw)).toBe(true);
    expect(forExGame.parseAction({ type: 'spotOffer', player: 0, partner: 1, give: 'gbp', receive: 'USD' })).toEqual({
      ok: true,
      value: { type: 'spotOffer', player: 0, partner: 1, give: 'GBP', receive: 'USD' },
    });
    expect(forExGame.parseAction({ type: 'resolve', player: undefined })).toEqual({ ok: true, value: { type: 'resolve' } });
  });

  it('refuses malformed actions with ERR_BAD_ACTION and the place at fault', () => {
    const bad: [unknown, string][] = [
      [null, 'type'],
      ['resolve', 'type'],
      [{ type: 'buy' }, 'type'],
      [{ type: 'invest', player: 0, currencies: ['XYZ'] }, 'currencies.0'],
      [{ type: 'invest', player: -1, currencies: ['USD'] }, 'player'],
      [{ type: 'invest', player: 0.5, currencies: ['USD'] }, 'player'],
      [{ type: 'contract', player: 0, pay: 'USD', receive: 'JPY' }, 'amount'],
      [{ type: 'contract', player: 0, pay: 'USD', receive: 'JPY', amount: '3' }, 'amount'],
      [{ type: 'pass', player: 0, extra: 1 }, ''],
    ];
    for (const [raw, path] of bad) {
      const r = forExGame.parseAction(raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('ERR_BAD_ACTION');
        expect(r.error.rule).toBe('For-Ex: the action format');
        expect(r.error.message).not.toMatch(/\.md\b/);
        if (path) expect(r.error.path).toBe(path);
      }
    }
  });
});
