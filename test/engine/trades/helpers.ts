/**
 * Helpers for the Trades tests: a started table, playing raw actions as the
 * app does (parse, validate, apply), and checking a refusal leaves the state
 * exactly as it was.
 */
import { expect } from 'vitest';
import { play, type MatchConfig, type OptionValue } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { tradesGame } from '../../../src/engine/trades/index';
import { TRADES_ERROR_CODES, type TradesState } from '../../../src/engine/trades/types';

export const T0 = 1_700_000_000_000;

export function config(players = 3, options: Record<string, OptionValue> = {}): MatchConfig {
  return { players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].slice(0, players), options, seed: 'trades-test', at: T0 };
}

/** Deep-freezes a value so any mutation by the engine throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** A table set up and (unless `start` is false) with the clock started at T0. */
export function table(players = 3, options: Record<string, OptionValue> = {}, start = true): TradesState {
  const s = unwrap(tradesGame.setup(config(players, options)));
  return start ? act(s, { type: 'startClock' }, T0) : s;
}

/** Parses, validates and applies a raw action; throws with the refusal if it is refused. */
export function act(state: TradesState, raw: unknown, at = T0 + 1_000): TradesState {
  const action = unwrap(tradesGame.parseAction(raw));
  return unwrap(play(tradesGame, deepFreeze(state), action, { at }));
}

/** Asserts the action is refused with `code` (and the path, if given), and that the state is unchanged. */
export function refused(
  state: TradesState,
  raw: unknown,
  code: string,
  opts: { at?: number; path?: string; mention?: string } = {},
): string {
  const before = structuredClone(state);
  deepFreeze(state);
  const parsed = tradesGame.parseAction(raw);
  const verdict = parsed.ok ? play(tradesGame, state, parsed.value, { at: opts.at ?? T0 + 1_000 }) : parsed;
  expect(verdict.ok, `expected ${code} for ${JSON.stringify(raw)}`).toBe(false);
  if (verdict.ok) return '';
  expect(verdict.error.code).toBe(code);
  expect(TRADES_ERROR_CODES).toContain(verdict.error.code);
  expect(verdict.error.message.length).toBeGreaterThan(10);
  expect(verdict.error.rule).toBeTruthy();
  if (opts.path !== undefined) expect(verdict.error.path).toBe(opts.path);
  if (opts.mention !== undefined) expect(verdict.error.message).toContain(opts.mention);
  expect(state).toEqual(before);
  return verdict.error.message;
}
