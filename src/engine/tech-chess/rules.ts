/**
 * Tech Chess rules: every action is checked and carried out by one function,
 * `step`, so validate (its verdict) and apply (its state) can never disagree.
 * The turn actions themselves are turn.ts's (memoised: judged once per state
 * and action); here are the clock, resigning, the flag and corrections.
 *
 * - The end of the game (checkmate, stalemate and the rest) is ending.ts's.
 * - The clock starts with the first turn (the opponent's clock runs) unless
 *   the table starts it earlier; each turn presses it. A turn played while
 *   the clock is paused passes the clock to the opponent without the
 *   increment (the mover's time did not run) and leaves it paused.
 */
import { pauseChessClock, pressChessClock, resumeChessClock, startChessClock, tickChessClock, type ChessClock } from '../core/clock';
import type { ActionContext } from '../core/game';
import { err, ok, type Result } from '../core/result';
import { otherSeat, seatLabel, seatName } from './board';
import { applyEdits, commitDraft, draftOf } from './draft';
import { decide } from './ending';
import { ended } from './scoring';
import { turnOf } from './turn';
import type { Seat, TechChessAction, TechChessErrorCode, TechChessState } from './types';

const R = { clock: 'Tech Chess: chess clock' };

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The last answer of `step`, by the identity of its state and action and the time: the pipeline validates an
 * action and then applies the very same action object at the same time, so the apply is answered from here
 * (states and actions are immutable, and the answer depends on nothing else).
 */
let last: {
  state: TechChessState;
  action: TechChessAction;
  at: number;
  result: Result<TechChessState, TechChessErrorCode>;
} | null = null;

/** Checks `action` against `state` and returns the state after it, or why it is refused. */
export function step(state: TechChessState, action: TechChessAction, ctx: ActionContext): Result<TechChessState, TechChessErrorCode> {
  if (last !== null && last.state === state && last.action === action && last.at === ctx.at) return last.result;
  const result = stepOnce(state, action, ctx);
  last = { state, action, at: ctx.at, result };
  return result;
}

function stepOnce(state: TechChessState, action: TechChessAction, ctx: ActionContext): Result<TechChessState, TechChessErrorCode> {
  if (state.result)
    return err('ERR_GAME_OVER', `The game is over (${state.result.reason}); no further action is possible.`, {
      rule: 'Tech Chess: winning the game',
      params: { variant: 'gameOver3', reason: state.result.reason },
    });
  switch (action.type) {
    case 'move':
    case 'upgrade':
    case 'build':
    case 'effect': {
      const time = timeUp(state, ctx);
      if (time) return time;
      const turned = turnOf(state, action);
      if (!turned.ok) return turned;
      const { after, end } = turned.value;
      const clock = pressClock(state.clock, state.turn, ctx.at);
      return ok(end ? { ...after, ...end, clock: stopClock(clock, ctx.at) } : { ...after, clock });
    }
    case 'resign':
      return ok({
        ...state,
        clock: stopClock(state.clock, ctx.at),
        ...ended('resigned', { winners: [otherSeat(action.seat)], reason: `${seatName(state.players, action.seat)} resigned` }),
      });
    case 'clock':
      return clockAction(state, action.op, ctx.at);
    case 'flag': {
      const c = state.clock ? tickChessClock(state.clock, ctx.at) : null;
      if (!c || c.flagged === null)
        return err('ERR_NO_FLAG_FALL', 'No flag has fallen: the player to move still has time on the clock.', { rule: R.clock });
      // Cast: a Tech Chess clock has two banks, so the flagged player is seat 0 or 1.
      const flagged = c.flagged as Seat;
      return ok({
        ...state,
        clock: c,
        ...ended('flagFell', { winners: [otherSeat(flagged)], reason: `${seatName(state.players, flagged)}'s flag fell` }),
      });
    }
    case 'correct': {
      const d = draftOf(state);
      const e = applyEdits(d, action.edits, { effect: false, actor: null }, 'edits');
      if (!e.ok) return e;
      const next = commitDraft(state, d);
      const end = decide(next);
      return ok(end ? { ...next, ...end } : next);
    }
  }
}

function timeUp(state: TechChessState, ctx: ActionContext): Result<never, TechChessErrorCode> | null {
  if (!state.clock || state.clock.active === null) return null;
  const c = tickChessClock(state.clock, ctx.at);
  if (c.flagged === null) return null;
  return err('ERR_TIME_UP', `${cap(seatLabel(c.flagged as Seat))}'s time has run out: record the flag fall.`, {
    rule: R.clock,
    params: { variant: 'timeRun', cap: cap(seatLabel(c.flagged as Seat)) },
  });
}

function stopClock(c: ChessClock | null, at: number): ChessClock | null {
  return c && c.active !== null ? pauseChessClock(c, at) : c;
}

function clockAction(state: TechChessState, op: 'start' | 'pause' | 'resume', at: number): Result<TechChessState, TechChessErrorCode> {
  const c = state.clock;
  if (!c)
    return err('ERR_NO_CLOCK', 'This game is played without a clock (option clock = 0).', {
      rule: R.clock,
      params: { variant: 'gamePlayed' },
    });
  if (op === 'start') {
    if (c.active !== null)
      return err('ERR_CLOCK_STARTED', 'The clock has already been started.', { rule: R.clock, params: { variant: 'clockAlready' } });
    return ok({ ...state, clock: startChessClock(c, state.turn, at) });
  }
  if (op === 'pause') {
    if (c.active === null || c.runningSince === null) return err('ERR_CLOCK_NOT_RUNNING', 'The clock is not running.', { rule: R.clock });
    return ok({ ...state, clock: pauseChessClock(c, at) });
  }
  if (c.active === null)
    return err('ERR_CLOCK_NOT_STARTED', 'The clock has not been started yet.', { rule: R.clock, params: { variant: 'clockBeen' } });
  if (c.runningSince !== null)
    return err('ERR_CLOCK_RUNNING', 'The clock is already running.', { rule: R.clock, params: { variant: 'clockAlready' } });
  return ok({ ...state, clock: resumeChessClock(c, at) });
}

function pressClock(c: ChessClock | null, mover: Seat, at: number): ChessClock | null {
  if (!c) return null;
  if (c.active === null) return startChessClock(c, otherSeat(mover), at);
  // Paused: the mover's time did not run, so no increment; the clock passes to the opponent and stays paused.
  if (c.runningSince === null) return c.flagged === null ? { ...c, active: otherSeat(mover) } : c;
  return pressChessClock(c, at);
}
