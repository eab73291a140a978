/** The For-Ex rate board: pairs, the rate track, the starting table, text round-trips. */
import { describe, expect, it } from 'vitest';
import {
  BGA_STARTING_RATES,
  PAIRS,
  atRate,
  formatRates,
  onEightSpace,
  pairsStronger,
  parseRates,
  rateAt,
  standing,
  strengthIndex,
  strengthen,
  weaken,
} from '../../../src/engine/for-ex/rates';
import { CURRENCIES } from '../../../src/engine/for-ex/types';
import { board } from './helpers';

describe('For-Ex rate board', () => {
  it('has 21 pairs and the rate track of the reference', () => {
    expect(PAIRS).toHaveLength(21);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(rateAt)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 8]);
  });

  it('reads the BGA starting table', () => {
    const parsed = parseRates(BGA_STARTING_RATES);
    if (!parsed.ok) throw new Error(parsed.message);
    const r = parsed.rates;
    expect(standing(r, 'GBP', 'CNY')).toEqual({ stronger: 'GBP', weaker: 'CNY', position: 7, rate: 4 });
    expect(standing(r, 'CNY', 'USD')).toEqual({ stronger: 'USD', weaker: 'CNY', position: 6, rate: 3.5 });
    expect(standing(r, 'USD', 'EUR')).toEqual({ stronger: 'EUR', weaker: 'USD', position: 1, rate: 1 });
    expect(standing(r, 'CAD', 'JPY')).toEqual({ stronger: 'JPY', weaker: 'CAD', position: 2, rate: 1.5 });
    // GBP is the stronger side of all six pairs at the start; CNY of none.
    expect(pairsStronger(r, 'GBP')).toBe(6);
    expect(pairsStronger(r, 'EUR')).toBe(5);
    expect(pairsStronger(r, 'CNY')).toBe(0);
    expect(CURRENCIES.reduce((s, c) => s + pairsStronger(r, c), 0)).toBe(21);
  });

  it('round-trips rates through text', () => {
    const parsed = parseRates(BGA_STARTING_RATES);
    if (!parsed.ok) throw new Error(parsed.message);
    const again = parseRates(formatRates(parsed.rates));
    expect(again).toEqual(parsed);
    // The arrow may also point left, in any case, with spaces.
    const left = parseRates(BGA_STARTING_RATES.replace('GBP>USD:1', 'usd < gbp : 1'));
    expect(left).toEqual(parsed);
  });

  it('refuses bad rate texts with the reason', () => {
    const cases: [string, RegExp][] = [
      ['GBP>USD:1', /missing/],
      [BGA_STARTING_RATES + ',GBP>USD:2', /given twice/],
      [BGA_STARTING_RATES.replace('GBP>USD:1', 'GBP>USD:11'), /1 to 10/],
      [BGA_STARTING_RATES.replace('GBP>USD:1', 'GBP>XXX:1'), /currencies are/],
      [BGA_STARTING_RATES.replace('GBP>USD:1', 'GBP>GBP:1'), /two different/],
      [BGA_STARTING_RATES.replace('GBP>USD:1', 'GBP-USD'), /not a pair/],
    ];
    for (const [text, why] of cases) {
      const r = parseRates(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(why);
    }
  });

  it('strengthens: stronger side up one, capped at 10; weaker side down one, flipping at 1:1', () => {
    const r = board('GBP>EUR:9, USD>GBP:2, CHF>GBP:1, GBP>JPY:10, CAD>GBP:10, GBP>CNY:1');
    const s = strengthen(r, 'GBP');
    expect(standing(s, 'GBP', 'EUR')).toMatchObject({ stronger: 'GBP', position: 10 });
    expect(standing(s, 'GBP', 'USD')).toMatchObject({ stronger: 'USD', position: 1 });
    // From 1:1 with the arrow against GBP, GBP becomes the stronger side at 1:1.
    expect(standing(s, 'GBP', 'CHF')).toMatchObject({ stronger: 'GBP', position: 1 });
    // The cap: never past 10.
    expect(standing(s, 'GBP', 'JPY')).toMatchObject({ stronger: 'GBP', position: 10 });
    expect(standing(s, 'GBP', 'CAD')).toMatchObject({ stronger: 'CAD', position: 9 });
    expect(standing(s, 'GBP', 'CNY')).toMatchObject({ stronger: 'GBP', position: 2 });
    // Pairs without GBP do not move.
    const others = PAIRS.map((p, i) => (p.a === 'GBP' || p.b === 'GBP' ? null : s[i]));
    expect(others).toEqual(PAIRS.map((p, i) => (p.a === 'GBP' || p.b === 'GBP' ? null : r[i])));
  });

  it('weakens as the mirror image, flipping at 1:1 and capped at 10', () => {
    const r = board('GBP>EUR:1, USD>GBP:10, GBP>CHF:4, JPY>GBP:1');
    const w = weaken(r, 'GBP');
    expect(standing(w, 'GBP', 'EUR')).toMatchObject({ stronger: 'EUR', position: 1 });
    expect(standing(w, 'GBP', 'USD')).toMatchObject({ stronger: 'USD', position: 10 });
    expect(standing(w, 'GBP', 'CHF')).toMatchObject({ stronger: 'GBP', position: 3 });
    expect(standing(w, 'GBP', 'JPY')).toMatchObject({ stronger: 'JPY', position: 2 });
    // Strengthen then weaken is the identity away from the caps.
    expect(weaken(strengthen(r, 'CHF'), 'CHF')).toEqual(r);
  });

  it('measures strength for charts and the 8 space', () => {
    const r = board('GBP>EUR:10, USD>GBP:3');
    expect(strengthIndex(r, 'GBP')).toBe(10 - 3 + 4);
    expect(onEightSpace(r, 'EUR')).toBe(true);
    expect(onEightSpace(r, 'GBP')).toBe(false);
    expect(onEightSpace(weaken(r, 'GBP'), 'EUR')).toBe(false);
  });

  it('computes trades at the current rate, whichever currency is named first', () => {
    const r = board('GBP>USD:2, JPY>CAD:8');
    expect(atRate(r, 'GBP', 'USD', 3)).toEqual({ x: 3, y: 4.5 });
    expect(atRate(r, 'USD', 'GBP', 3)).toEqual({ x: 4.5, y: 3 });
    expect(atRate(r, 'CAD', 'JPY', 10)).toEqual({ x: 50, y: 10 });
  });
});
