/** Confidence intervals: Wilson's for a rate, Newcombe's for a difference of rates. */
import { describe, expect, it } from 'vitest';
import { moreGamesToCall, moreGamesToSeparate, rateDifference, wilson } from '../../src/insight/wilson';

// Reference values: Newcombe (1998), "Two-sided confidence intervals for the
// single proportion" table I and "Interval estimation for the difference
// between independent proportions" table II (method 10), to 4 decimals.
describe('wilson', () => {
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [5, 10, 0.2366, 0.7634],
  ])('%i of %i gives [%f, %f]', (wins, n, low, high) => {
    const i = wilson(wins, n);
    expect(i.low).toBeCloseTo(low, 4);
    expect(i.high).toBeCloseTo(high, 4);
  });

  it('is the whole range with no games', () => {
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('rateDifference (Newcombe method 10)', () => {
  it.each([
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.809],
    // By hand from the Wilson bounds of 6/7 [0.4869, 0.9743] and 2/7 [0.0822, 0.6411]:
    // 0.5714 - sqrt(0.3702^2 + 0.3554^2) and 0.5714 + sqrt(0.1171^2 + 0.2035^2).
    [6, 7, 2, 7, 0.0582, 0.8062],
    [5, 56, 0, 29, -0.0381, 0.1926],
  ])('%i/%i - %i/%i gives [%f, %f]', (wa, na, wb, nb, low, high) => {
    const i = rateDifference(wa, na, wb, nb);
    expect(i.low).toBeCloseTo(low, 3);
    expect(i.high).toBeCloseTo(high, 3);
  });
});

describe('more games to call', () => {
  it('is 0 when the interval already excludes the fair share', () => {
    expect(moreGamesToCall(81, 100, 0.5)).toBe(0);
  });

  it('finds the smallest number of games at the same rate that excludes it', () => {
    const more = moreGamesToCall(6, 10, 1 / 3);
    expect(more).not.toBeNull();
    const n = 10 + (more as number);
    expect(wilson(0.6 * n, n).low).toBeGreaterThan(1 / 3);
    expect(wilson(0.6 * (n - 1), n - 1).low).toBeLessThanOrEqual(1 / 3);
  });

  it('is null when the rate equals the fair share', () => {
    expect(moreGamesToCall(5, 10, 0.5)).toBeNull();
  });

  it('for two sets, says 0 when separated and a positive count when close', () => {
    expect(moreGamesToSeparate(56, 70, 48, 80)).toBe(0);
    const more = moreGamesToSeparate(6, 10, 4, 10);
    expect(more).toBeGreaterThan(0);
    expect(moreGamesToSeparate(5, 10, 5, 10)).toBeNull();
  });
});
