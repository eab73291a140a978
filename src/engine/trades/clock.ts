/**
 * The Trades countdown, rules side: when it may be started, paused and
 * resumed, when the time-up is accepted (only at 0:00), and how the table
 * writes a time ("4:05").
 */
import { countdownLeft, countdownRunning } from '../core/clock';
import type { ActionContext } from '../core/game';
import { err, OK, type Result } from '../core/result';
import type { TradesAction, TradesErrorCode, TradesState } from './types';

export const formatClock = (ms: number): string => {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function validateClock(
  state: TradesState,
  a: Extract<TradesAction, { type: 'startClock' | 'pauseClock' | 'resumeClock' | 'timeUp' }>,
  ctx: ActionContext,
): Result<undefined, TradesErrorCode> {
  const rule = { rule: 'Trades: time limit' };
  if (a.type === 'startClock')
    return state.phase === 'ready'
      ? OK
      : err('ERR_ALREADY_STARTED', 'The clock has already been started; pause and resume it instead.', rule);
  if (state.phase === 'ready')
    return err('ERR_NOT_STARTED', 'The clock has not been started yet.', { ...rule, params: { variant: 'clockBeen' } });
  if (state.phase !== 'trading')
    return err('ERR_TIME_UP', 'Trading is over: the time limit has been reached.', { ...rule, params: { variant: 'tradingOver' } });
  if (a.type === 'pauseClock')
    return countdownRunning(state.clock)
      ? OK
      : err('ERR_CLOCK_PAUSED', 'The clock is already paused.', { ...rule, params: { variant: 'clockAlready' } });
  if (a.type === 'resumeClock')
    return countdownRunning(state.clock)
      ? err('ERR_CLOCK_RUNNING', 'The clock is already running.', { ...rule, params: { variant: 'clockAlready' } })
      : OK;
  const left = countdownLeft(state.clock, ctx.at);
  return left === 0
    ? OK
    : err('ERR_TIME_LEFT', `The clock still shows ${formatClock(left)}: trading stops only when it reaches zero.`, {
        ...rule,
        params: { left: formatClock(left) },
      });
}
