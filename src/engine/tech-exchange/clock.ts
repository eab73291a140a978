/**
 * The optional real-time clock of the trading phases (option
 * tradingClockSeconds). Each trading phase gets a fresh countdown that waits
 * at full time until the operator starts it (startClock: the players may
 * still be sorting their cards when the phase opens); it stops with the phase.
 * The clock is pure: time comes from the action context, never the wall clock.
 * Also what the engine states about it: the reading with its pause/resume
 * action, and the end of trading that time forces.
 */
import { countdown, countdownExpired, countdownLeft, countdownRunning, pauseCountdown, startCountdown } from '../core/clock';
import type { ClockReading, DueAction } from '../core/flow';
import type { TechExchangeAction, TechExchangeState } from './types';
import { withState } from './shape';

const samePhase = (a: TechExchangeState, b: TechExchangeState): boolean =>
  a.round === b.round &&
  a.phase.kind === b.phase.kind &&
  (a.phase.kind === 'trading' && b.phase.kind === 'trading' ? a.phase.number === b.phase.number : true);

/** The clock after a change from `prev` to `next`: a new trading phase gets a fresh clock, waiting for its start. */
export function syncClock(prev: TechExchangeState | null, next: TechExchangeState): TechExchangeState {
  const seconds = next.options.tradingClockSeconds;
  if (next.phase.kind !== 'trading' || seconds === 0) return next.clock === null ? next : withState(next, { clock: null });
  if (prev && samePhase(prev, next) && next.clock) return next;
  return withState(next, { clock: countdown(seconds * 1000) });
}

export const clockExpired = (s: TechExchangeState, at: number): boolean => s.clock !== null && countdownExpired(s.clock, at);
/** A clock that has never run this phase (at full time, not running): it is started, not resumed. */
export const clockUnstarted = (s: TechExchangeState): boolean =>
  s.clock !== null && s.clock.runningSince === null && s.clock.leftMs === s.clock.durationMs;
export const clockRunning = (s: TechExchangeState): boolean => s.clock !== null && countdownRunning(s.clock);
export const clockLeftMs = (s: TechExchangeState, at: number): number | null => (s.clock ? countdownLeft(s.clock, at) : null);

export function pauseClock(s: TechExchangeState, at: number): TechExchangeState {
  return s.clock ? withState(s, { clock: pauseCountdown(s.clock, at) }) : s;
}

export function resumeClock(s: TechExchangeState, at: number): TechExchangeState {
  return s.clock ? withState(s, { clock: startCountdown(s.clock, at) }) : s;
}

/**
 * The trading clock at `now` (none outside a trading phase or without the
 * option), with the action that pauses or resumes it while time is left and
 * no revealed card is awaited (the rules take no other action then).
 */
export function clocksOf(s: TechExchangeState, now: number): ClockReading[] {
  const c = s.clock;
  if (!c || s.phase.kind !== 'trading') return [];
  const running = countdownRunning(c);
  const left = countdownLeft(c, now);
  const unstarted = clockUnstarted(s);
  const action: TechExchangeAction = { type: running ? 'pauseClock' : unstarted ? 'startClock' : 'resumeClock' };
  const label = running ? 'Pause' : unstarted ? 'Start' : 'Resume';
  const toggle = left > 0 && !s.pending ? { type: action.type, label, actor: null, action } : null;
  return [
    {
      id: 'trading',
      label: `Trading ${s.phase.number}`,
      owner: null,
      leftMs: left,
      durationMs: c.durationMs,
      running,
      ...(left <= 0 ? { note: 'time up' } : running ? {} : { note: unstarted ? 'not started' : 'paused' }),
      toggle,
    },
  ];
}

/**
 * Time up on the trading clock: trading ends. While a revealed card is being
 * entered it waits for that card (the trade was agreed in time). Once
 * applied the phase has changed and the clock is gone, so it is due once.
 */
export function dueOf(s: TechExchangeState, now: number): DueAction<TechExchangeAction> | null {
  if (s.phase.kind !== 'trading' || s.pending || !clockExpired(s, now)) return null;
  return { action: { type: 'endTrading' }, actor: null, reason: `Time is up: trading phase ${s.phase.number} ends` };
}
