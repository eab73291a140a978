/**
 * Test helpers for For-Ex: a match from options, playing actions that must be
 * legal (or must be refused with a given code), and building boards and
 * holdings directly for the rules that need a particular position.
 */
import { expect } from 'vitest';
import type { MatchConfig, Options } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { forExGame } from '../../../src/engine/for-ex/index';
import { PAIRS, parseRates } from '../../../src/engine/for-ex/rates';
import { perCurrency, type Currency, type ForExAction, type ForExState, type PerCurrency } from '../../../src/engine/for-ex/types';

export const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

export function configFor(players = 3, options: Options = {}, seed = 'test-seed'): MatchConfig {
  return { players: Array.from({ length: players }, (_, i) => NAMES[i] ?? `P${i}`), options, seed, at: 0 };
}

export function newGame(players = 3, options: Options = {}, seed = 'test-seed'): ForExState {
  return unwrap(forExGame.setup(configFor(players, options, seed)));
}

/** Validates then applies; fails the test if the action is refused. */
export function act(state: ForExState, action: ForExAction): ForExState {
  const verdict = forExGame.validate(state, action, { at: 0 });
  if (!verdict.ok) throw new Error(`refused ${JSON.stringify(action)}: ${verdict.error.code} ${verdict.error.message}`);
  return forExGame.apply(state, action, { at: 0 });
}

export function actAll(state: ForExState, actions: readonly ForExAction[]): ForExState {
  return actions.reduce(act, state);
}

/** Expects the action to be refused with `code`; returns the message for further checks. */
export function refused(state: ForExState, action: ForExAction, code: string): string {
  const verdict = forExGame.validate(state, action, { at: 0 });
  expect(verdict.ok, `expected ${code} for ${JSON.stringify(action)}`).toBe(false);
  if (verdict.ok) return '';
  expect(verdict.error.code).toBe(code);
  expect(verdict.error.message.length).toBeGreaterThan(10);
  expect(verdict.error.rule).toMatch(/For-Ex/);
  return verdict.error.message;
}

export const money = (c: Partial<Record<Currency, number>>, base = 0): PerCurrency => perCurrency((x) => c[x] ?? base);

export function withMoney(state: ForExState, seat: number, m: Partial<Record<Currency, number>>): ForExState {
  return { ...state, money: state.money.map((old, i) => (i === seat ? { ...old, ...m } : old)) };
}

export function withCertificates(state: ForExState, seat: number, certs: Partial<Record<Currency, number>>): ForExState {
  const before = state.certificates[seat] as PerCurrency;
  const supply = perCurrency((c) => state.supply[c] - ((certs[c] ?? before[c]) - before[c]));
  return { ...state, supply, certificates: state.certificates.map((old, i) => (i === seat ? { ...old, ...certs } : old)) };
}

/** A board where every pair is at 1:1 except those given ("GBP>USD:3"); the arrow at 1:1 points to the first currency. */
export function board(overrides = ''): number[] {
  const base = PAIRS.map((p) => `${p.a}>${p.b}:1`);
  const given = overrides
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const keyOf = (entry: string): string => {
    const m = /^(\w{3})[<>](\w{3})/.exec(entry);
    return m ? [m[1], m[2]].sort().join('') : entry;
  };
  const merged = base.filter((b) => !given.some((g) => keyOf(g) === keyOf(b))).concat(given);
  const parsed = parseRates(merged.join(','));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rates;
}

export const withRates = (state: ForExState, rates: number[]): ForExState => ({ ...state, rates });

/** Total money per currency over all players. */
export function totalMoney(state: ForExState): PerCurrency {
  return perCurrency((c) => state.money.reduce((sum, m) => sum + m[c], 0));
}
