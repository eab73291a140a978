/** Shared setup for the Tech Exchange tests: a match config, a started game, and `act` that fails the test on a refusal. */
import { expect } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import { play } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';

export const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];

export function config(players = 3, options: Record<string, number | boolean> = {}, seed = 'seed-1'): MatchConfig {
  return { players: Array.from({ length: players }, (_, i) => NAMES[i] ?? `P${i + 1}`), options, seed, at: 0 };
}

export const start = (players = 3, options: Record<string, number | boolean> = {}, seed = 'seed-1'): TechExchangeState =>
  unwrap(game.setup(config(players, options, seed)));

/** Parses (as a log line would be) and plays one action; fails the test when it is refused. */
export function act(state: TechExchangeState, raw: unknown): TechExchangeState {
  const action = unwrap(game.parseAction(raw));
  return unwrap(play(game, state, action, { at: 0 }));
}

export function acts(state: TechExchangeState, raws: unknown[]): TechExchangeState {
  return raws.reduce<TechExchangeState>((s, a) => act(s, a), state);
}

/** Expects the action to be refused with this code, and returns the message. */
export function refused(state: TechExchangeState, raw: unknown, code: string): string {
  const parsed = game.parseAction(raw);
  const verdict = parsed.ok ? game.validate(state, parsed.value as TechExchangeAction, { at: 0 }) : parsed;
  expect(verdict.ok).toBe(false);
  if (verdict.ok) return '';
  expect(verdict.error.code).toBe(code);
  expect(verdict.error.message.length).toBeGreaterThan(10);
  return verdict.error.message;
}

/** Everyone passes their effects turn, from the seat whose turn it is. */
export function passAll(state: TechExchangeState): TechExchangeState {
  let s = state;
  for (let i = 0; i < s.players.length; i++) s = act(s, { type: 'passEffect', seat: s.effects?.turn ?? 0 });
  return s;
}

/** From the start of a round to its reveal and score phase with no trades and no effects. */
export const toReveal = (state: TechExchangeState): TechExchangeState =>
  passAll(act(passAll(act(state, { type: 'endTrading' })), { type: 'endTrading' }));
