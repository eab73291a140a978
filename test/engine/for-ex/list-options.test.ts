/**
 * For-Ex list options (dividends, removedCertificates, startingRates) take a
 * JSON list as well as comma-separated text, and bad input of either form is
 * refused at setup with ERR_BAD_OPTION naming the option and the fault.
 */
import { describe, expect, it } from 'vitest';
import { forExGame } from '../../../src/engine/for-ex/index';
import { BGA_STARTING_RATES } from '../../../src/engine/for-ex/rates';
import { configFor, newGame } from './helpers';

describe('For-Ex list options as JSON lists', () => {
  it('dividends: a JSON list of numbers, or of numeric text, gives the same settings as the text form', () => {
    expect(newGame(3, { dividends: '[0,2,2,2,3]' }).settings.dividends).toEqual([0, 2, 2, 2, 3]);
    expect(newGame(3, { dividends: ' [ 1, "4" ] ' }).settings.dividends).toEqual([1, 4]);
    expect(newGame(3, { dividends: '[5]' }).settings.dividends).toEqual([5]);
  });

  it('removedCertificates: a JSON list of currency codes (any case)', () => {
    const s = newGame(2, { removedCertificates: '["USD","usd","CNY","GBP","EUR","JPY"]' });
    expect(s.removed).toEqual({ GBP: 1, EUR: 1, USD: 2, CHF: 0, JPY: 1, CAD: 0, CNY: 1 });
    expect(newGame(2, { removedCertificates: '[]', certificatesRemovedAtSetup: 0 }).settings.removedCertificates).toEqual([]);
  });

  it('startingRates: a JSON list of pairs', () => {
    const json = JSON.stringify(BGA_STARTING_RATES.split(','));
    expect(newGame(2, { startingRates: json }).rates).toEqual(newGame(2).rates);
  });

  it('refuses bad lists with a clear error that names the option', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ dividends: '[0,2,2' }, /dividends: .*not a valid JSON list/],
      [{ dividends: '[]' }, /dividends: give at least one/],
      [{ dividends: '[0,2,2.5]' }, /dividends: "2.5" is not a dividend value/],
      [{ dividends: '[0,true]' }, /dividends: item 2 of the list is true; .*number or text/],
      [{ dividends: '[0,[2]]' }, /dividends: item 2 of the list is \[2\]/],
      [{ dividends: '[0,null]' }, /item 2 of the list is null/],
      [{ removedCertificates: '["USD","XYZ","GBP","GBP","GBP","GBP"]' }, /removedCertificates: "XYZ" is not a currency/],
      [{ removedCertificates: '["USD","EUR"]' }, /removedCertificates: 2 certificates are listed/],
      [{ removedCertificates: '["USD" "EUR"]' }, /removedCertificates: .*not a valid JSON list/],
      [{ startingRates: '["GBP>USD:1"]' }, /startingRates: every one of the 21 pairs/],
      [{ startingRates: '["GBP>USD:1",' }, /startingRates: .*not a valid JSON list/],
    ];
    for (const [options, why] of cases) {
      const r = forExGame.setup(configFor(3, options as never));
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (!r.ok) {
        expect(r.error.code, JSON.stringify(options)).toBe('ERR_BAD_OPTION');
        expect(r.error.message, JSON.stringify(options)).toMatch(why);
        expect(r.error.path).toBe(`options.${Object.keys(options)[0]}`);
      }
    }
  });

  it('text that merely starts like a list but is not JSON is not read as comma-separated text', () => {
    const r = forExGame.setup(configFor(3, { dividends: '[0,2,2,2,3' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/e\.g\. \[0,2,2,2,3\] or 0,2,2,2,3/);
  });
});
