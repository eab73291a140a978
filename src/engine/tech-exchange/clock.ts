/**
 * The optional real-time clock of the trading phases (option
 * tradingClockSeconds). Each trading phase gets a fresh countdown that starts
 * at the time of the action that opened the phase; it stops with the phase.
 * The clock is pure: time comes from the action context, never the wall clock.
 */
import { countdown, countdownExpired, countdownLeft, countdownRunning, pauseCountdown, startCountdown } from '../core/clock';
import type { TechExchangeState } from './types';

const samePhase = (a: TechExchangeState, b: TechExchangeState): boolean =>
  a.round === b.round &&
  a.phase.kind === b.phase.kind &&
  (a.phase.kind === 'trading' && b.phase.kind === 'trading' ? a.phase.number === b.phase.number : true);

/** The clock after a change from `prev` to `next` at time `at`. */
export function syncClock(prev: TechExchangeState | null, next: TechExchangeState, at: number): TechExchangeState {
  const seconds = next.options.tradingClockSeconds;
  if (next.phase.kind !== 'trading' || seconds === 0) return next.clock === null ? next : { ...next, clock: null };
  if (prev && samePhase(prev, next) && next.clock) return next;
  return { ...next, clock: startCountdown(countdown(seconds * 1000), at) };
}

export const clockExpired = (s: TechExchangeState, at: number): boolean => s.clock !== null && countdownExpired(s.clock, at);
export const clockRunning = (s: TechExchangeState): boolean => s.clock !== null && countdownRunning(s.clock);
export const clockLeftMs = (s: TechExchangeState, at: number): number | null => (s.clock ? countdownLeft(s.clock, at) : null);

export function pauseClock(s: TechExchangeState, at: number): TechExchangeState {
  return s.clock ? { ...s, clock: pauseCountdown(s.clock, at) } : s;
}

export function resumeClock(s: TechExchangeState, at: number): TechExchangeState {
  return s.clock ? { ...s, clock: startCountdown(s.clock, at) } : s;
}
