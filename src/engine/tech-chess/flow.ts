/**
 * The flow of a Tech Chess match as the engine states it: the phases (play,
 * then game over), what is expected next, the two chess clocks with the
 * action that starts, pauses or resumes them, and the flag fall that time
 * forces (the session logs it; no view sends it by itself).
 */
import { chessClockLeft, tickChessClock } from '../core/clock';
import type { ClockReading, DueAction, Flow, PhaseStep } from '../core/flow';
import type { ActionOffer } from '../core/game';
import { otherSeat, seatLabel, seatName } from './board';
import { checkedKings } from './legal';
import type { Seat, TechChessAction, TechChessState } from './types';

export const PHASES: readonly PhaseStep[] = [
  { id: 'play', label: 'Play' },
  { id: 'over', label: 'Game over' },
];

const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The current phase id (the summary's phaseId). */
export const phaseId = (state: TechChessState): string => (state.result ? 'over' : 'play');

export function flow(state: TechChessState): Flow {
  if (state.result) return { phases: PHASES, current: 'over', expected: `Game over: ${state.result.reason}`, turn: null, finished: true };
  const seat = state.turn;
  const checked = checkedKings(state, seat);
  const c = state.clock;
  const clockNote =
    c === null
      ? ''
      : c.active === null
        ? ' (the first move starts the clock)'
        : c.runningSince === null && c.flagged === null
          ? ' (the clock is paused)'
          : '';
  return {
    phases: PHASES,
    current: 'play',
    expected: `${cap(seatLabel(seat))} to move${checked.length > 0 ? `: check on ${checked.join(' and ')}` : ''}${clockNote}`,
    turn: seat,
    finished: false,
  };
}

const clockOffer = (op: 'start' | 'pause' | 'resume', label: string): ActionOffer => {
  const action: TechChessAction = { type: 'clock', op };
  return { type: 'clock', label, actor: null, action };
};

/**
 * The players' chess clocks at `now` (none when the option is off). Only one
 * clock carries a toggle at a time (the player to move's before the start,
 * then the running or paused one), so one key press is never ambiguous.
 */
export function clocks(state: TechChessState, now: number): ClockReading[] {
  if (!state.clock) return [];
  const c = tickChessClock(state.clock, now);
  const over = state.result !== null;
  return ([0, 1] as const).map((seat) => {
    const running = c.active === seat && c.runningSince !== null && c.flagged === null && !over;
    let toggle: ActionOffer | null = null;
    if (!over && c.flagged === null) {
      if (c.active === null && seat === state.turn) toggle = clockOffer('start', 'Start the clock');
      else if (c.active === seat) toggle = c.runningSince !== null ? clockOffer('pause', 'Pause') : clockOffer('resume', 'Resume');
    }
    const paused = c.active === seat && c.runningSince === null && c.flagged === null && !over;
    const note = paused ? 'paused' : c.active === null ? 'not started' : c.flagged === seat ? 'flag fell' : over ? 'stopped' : 'waiting';
    return {
      id: `p${seat + 1}`,
      label: `${cap(seatLabel(seat))} (P${seat + 1}) +${state.options.clockIncrement}s`,
      owner: seat,
      leftMs: chessClockLeft(c, seat, now),
      durationMs: state.options.clock * 60_000,
      running,
      toggle,
      ...(running ? {} : { note }),
    };
  });
}

/** The flag fall to record at `now`: the player to move's time has run out and the game is not yet over. */
export function due(state: TechChessState, now: number): DueAction<TechChessAction> | null {
  if (!state.clock || state.result) return null;
  const c = tickChessClock(state.clock, now);
  if (c.flagged === null) return null;
  // Cast: a Tech Chess clock has two banks, so the flagged player is seat 0 or 1.
  const flagged = c.flagged as Seat;
  return {
    action: { type: 'flag' },
    actor: null,
    reason: `Time is up: ${seatName(state.players, flagged)}'s flag has fallen; ${seatName(state.players, otherSeat(flagged))} wins`,
  };
}
