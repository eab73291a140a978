/** For-Ex setup: options, starting holdings and board, the certificates removed by seed. */
import { describe, expect, it } from 'vitest';
import { defaultOptions } from '../../../src/engine/core/options';
import { forExGame } from '../../../src/engine/for-ex/index';
import { standing } from '../../../src/engine/for-ex/rates';
import { CURRENCIES, type ForExState } from '../../../src/engine/for-ex/types';
import { configFor, newGame } from './helpers';

const certificatesInBox = (s: ForExState) => CURRENCIES.reduce((n, c) => n + s.supply[c], 0);

describe('For-Ex setup', () => {
  it('declares every option of the clarifications with its default', () => {
    const d = defaultOptions(forExGame.options);
    expect(d).toMatchObject({
      certificatesPerCurrency: 8,
      certificatesRemovedAtSetup: 6,
      removedCertificates: '',
      startingMoney: 2,
      dividends: '0,2,2,2,3',
      conversionRounding: 'each',
      refusedSpotCounts: false,
      bankruptScoresZero: true,
      standingsTieBreak: 'strongestCertificates',
      certificateLimit: 4,
    });
    expect(String(d.startingRates)).toContain('GBP>CNY:7');
    expect(forExGame.minPlayers).toBe(2);
    expect(forExGame.maxPlayers).toBe(6);
    expect(forExGame.deck).toBeNull();
  });

  it('starts with 2 of every currency each, the BGA board and only the Dividends item queued', () => {
    const s = newGame(4);
    expect(s.money).toHaveLength(4);
    for (const m of s.money) for (const c of CURRENCIES) expect(m[c]).toBe(2);
    expect(s.queue).toEqual([{ kind: 'dividends' }]);
    expect(standing(s.rates, 'GBP', 'CNY')).toMatchObject({ stronger: 'GBP', position: 7 });
    expect(s.phase).toEqual({ kind: 'turn', player: 0, spotDone: false, offer: null });
    expect(s.settings.dividends).toEqual([0, 2, 2, 2, 3]);
  });

  it('removes 6 of the 56 certificates at random, the same for the same seed', () => {
    const a = newGame(3, {}, 'seed-1');
    expect(certificatesInBox(a)).toBe(50);
    expect(CURRENCIES.reduce((n, c) => n + a.removed[c], 0)).toBe(6);
    for (const c of CURRENCIES) expect(a.supply[c] + a.removed[c]).toBe(8);
    expect(newGame(3, {}, 'seed-1')).toEqual(a);
    const removals = new Set(
      ['seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5'].map((seed) => JSON.stringify(newGame(3, {}, seed).removed)),
    );
    expect(removals.size).toBeGreaterThan(1);
  });

  it('takes the removed certificates entered from the physical game', () => {
    const s = newGame(2, { removedCertificates: 'usd, USD,CNY ,GBP,EUR,JPY' });
    expect(s.removed).toEqual({ GBP: 1, EUR: 1, USD: 2, CHF: 0, JPY: 1, CAD: 0, CNY: 1 });
    expect(s.supply.USD).toBe(6);
    expect(s.supply.CHF).toBe(8);
  });

  it('applies the other options', () => {
    const s = newGame(2, {
      startingMoney: '5',
      certificatesPerCurrency: 3,
      certificatesRemovedAtSetup: 0,
      dividends: '1, 4',
      startingRates: String(defaultOptions(forExGame.options).startingRates).replace('GBP>USD:1', 'USD>GBP:4'),
    });
    expect(s.money[0]?.JPY).toBe(5);
    expect(s.supply.CAD).toBe(3);
    expect(s.settings.dividends).toEqual([1, 4]);
    expect(standing(s.rates, 'GBP', 'USD')).toMatchObject({ stronger: 'USD', position: 4 });
  });

  it('refuses a bad setup with a clear error', () => {
    const cases: [number, Record<string, unknown>, string, RegExp][] = [
      [1, {}, 'ERR_PLAYER_COUNT', /2 to 6/],
      [7, {}, 'ERR_PLAYER_COUNT', /2 to 6/],
      [3, { removedCertificates: 'USD,EUR' }, 'ERR_BAD_OPTION', /exactly that many/],
      [3, { removedCertificates: 'USD,EUR,XYZ,GBP,GBP,GBP' }, 'ERR_BAD_OPTION', /not a currency/],
      [
        3,
        { certificatesPerCurrency: 1, certificatesRemovedAtSetup: 2, removedCertificates: 'USD,USD' },
        'ERR_BAD_OPTION',
        /only 1 of each/,
      ],
      [3, { certificatesPerCurrency: 1, certificatesRemovedAtSetup: 8 }, 'ERR_BAD_OPTION', /only 7/],
      [3, { dividends: '' }, 'ERR_BAD_OPTION', /at least one/],
      [3, { dividends: '0,2,x' }, 'ERR_BAD_OPTION', /not a dividend/],
      [3, { dividends: '0,2,2.5' }, 'ERR_BAD_OPTION', /whole number/],
      [3, { startingRates: 'GBP>USD:1' }, 'ERR_BAD_OPTION', /missing/],
      [3, { startingMoney: -1 }, 'ERR_BAD_OPTION', /startingMoney/],
      [3, { noSuchOption: 1 }, 'ERR_UNKNOWN_OPTION', /noSuchOption/],
    ];
    for (const [players, options, code, why] of cases) {
      const r = forExGame.setup(configFor(players, options as never));
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toMatch(why);
      }
    }
  });
});
