/**
 * Pure clocks, driven by explicit `now` values (tests never sleep): the
 * countdown (start, pause, resume, expiry) and the chess clock (bank,
 * increment, flag fall, pause and resume).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chessClock,
  chessClockLeft,
  countdown,
  countdownExpired,
  countdownLeft,
  countdownRunning,
  pauseChessClock,
  pauseCountdown,
  pressChessClock,
  resumeChessClock,
  startChessClock,
  startCountdown,
  tickChessClock,
  type ChessClock,
  type Countdown,
} from '../../../src/engine/core/clock';

const T0 = 1_700_000_000_000;

describe('countdown', () => {
  it('shows the whole duration and does not run before it is started', () => {
    const c = countdown(300_000);
    expect(countdownRunning(c)).toBe(false);
    expect(countdownLeft(c, T0)).toBe(300_000);
    expect(countdownLeft(c, T0 + 10_000_000)).toBe(300_000);
    expect(countdownExpired(c, T0 + 10_000_000)).toBe(false);
  });

  it('counts down from the start, pauses, and resumes where it stopped', () => {
    const started = startCountdown(countdown(300_000), T0);
    expect(countdownRunning(started)).toBe(true);
    expect(countdownLeft(started, T0 + 1_000)).toBe(299_000);
    const paused = pauseCountdown(started, T0 + 60_000);
    expect(countdownRunning(paused)).toBe(false);
    expect(countdownLeft(paused, T0 + 60_000)).toBe(240_000);
    expect(countdownLeft(paused, T0 + 900_000)).toBe(240_000);
    const resumed = startCountdown(paused, T0 + 100_000);
    expect(countdownLeft(resumed, T0 + 100_000)).toBe(240_000);
    expect(countdownLeft(resumed, T0 + 130_000)).toBe(210_000);
  });

  it('expires exactly at zero and never shows less than zero', () => {
    const c = startCountdown(countdown(5_000), T0);
    expect(countdownExpired(c, T0 + 4_999)).toBe(false);
    expect(countdownLeft(c, T0 + 4_999)).toBe(1);
    expect(countdownExpired(c, T0 + 5_000)).toBe(true);
    expect(countdownLeft(c, T0 + 99_000)).toBe(0);
    const pausedLate = pauseCountdown(c, T0 + 99_000);
    expect(pausedLate.leftMs).toBe(0);
    expect(countdownExpired(pausedLate, T0)).toBe(true);
  });

  it('ignores a start while running and a pause while paused', () => {
    const c = startCountdown(countdown(10_000), T0);
    expect(startCountdown(c, T0 + 5_000)).toBe(c);
    const p = pauseCountdown(c, T0 + 1_000);
    expect(pauseCountdown(p, T0 + 8_000)).toBe(p);
  });

  it('never gains time when now runs backwards (a clock skew)', () => {
    const c = startCountdown(countdown(10_000), T0);
    expect(countdownLeft(c, T0 - 5_000)).toBe(10_000);
  });

  it('spends exactly the running time over any sequence of pauses and resumes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20_000 }), { maxLength: 30 }), (gaps) => {
        let c: Countdown = countdown(60_000);
        let now = T0;
        let running = 0;
        gaps.forEach((gap, i) => {
          now += gap;
          if (i % 2 === 0) c = startCountdown(c, now);
          else {
            running += gap;
            c = pauseCountdown(c, now);
          }
        });
        const left = countdownLeft(c, now);
        expect(left).toBe(Math.max(0, 60_000 - running));
        expect(countdownExpired(c, now)).toBe(running >= 60_000);
      }),
    );
  });
});

describe('chess clock', () => {
  const fresh = (): ChessClock => chessClock(2, 60_000, 2_000);

  it('starts with full banks and no clock running', () => {
    const c = fresh();
    expect(c.bankMs).toEqual([60_000, 60_000]);
    expect(c.active).toBeNull();
    expect(chessClockLeft(c, 0, T0 + 5_000)).toBe(60_000);
    expect(pressChessClock(c, T0)).toEqual(c);
  });

  it('runs the active bank, adds the increment on a press and hands over', () => {
    let c = startChessClock(fresh(), 0, T0);
    expect(chessClockLeft(c, 0, T0 + 10_000)).toBe(50_000);
    expect(chessClockLeft(c, 1, T0 + 10_000)).toBe(60_000);
    c = pressChessClock(c, T0 + 10_000);
    expect(c.bankMs).toEqual([52_000, 60_000]);
    expect(c.active).toBe(1);
    expect(chessClockLeft(c, 1, T0 + 15_000)).toBe(55_000);
    c = pressChessClock(c, T0 + 20_000);
    expect(c.bankMs).toEqual([52_000, 52_000]);
    expect(c.active).toBe(0);
  });

  it('cycles through three players in seat order', () => {
    let c = startChessClock(chessClock(3, 10_000, 0), 0, T0);
    const order: (number | null)[] = [];
    for (let i = 1; i <= 4; i++) {
      c = pressChessClock(c, T0 + i * 1_000);
      order.push(c.active);
    }
    expect(order).toEqual([1, 2, 0, 1]);
    expect(c.bankMs).toEqual([8_000, 9_000, 9_000]);
  });

  it('pauses and resumes without spending time while paused', () => {
    let c = startChessClock(fresh(), 0, T0);
    c = pauseChessClock(c, T0 + 5_000);
    expect(c.runningSince).toBeNull();
    expect(c.bankMs[0]).toBe(55_000);
    expect(chessClockLeft(c, 0, T0 + 500_000)).toBe(55_000);
    expect(tickChessClock(c, T0 + 500_000)).toEqual(c);
    c = resumeChessClock(c, T0 + 500_000);
    expect(chessClockLeft(c, 0, T0 + 501_000)).toBe(54_000);
    expect(resumeChessClock(c, T0 + 502_000)).toBe(c);
  });

  it('adds no increment for a press while paused: the clock passes to the next player and stays paused', () => {
    let c = startChessClock(fresh(), 0, T0);
    c = pauseChessClock(c, T0 + 5_000);
    c = pressChessClock(c, T0 + 50_000);
    expect(c.bankMs).toEqual([55_000, 60_000]);
    expect(c.active).toBe(1);
    expect(c.runningSince).toBeNull();
    expect(chessClockLeft(c, 1, T0 + 90_000)).toBe(60_000);
  });

  it('records a flag fall when the running bank empties, and then stops everything', () => {
    let c = startChessClock(fresh(), 1, T0);
    expect(tickChessClock(c, T0 + 59_999).flagged).toBeNull();
    c = tickChessClock(c, T0 + 60_000);
    expect(c.flagged).toBe(1);
    expect(c.bankMs).toEqual([60_000, 0]);
    expect(c.runningSince).toBeNull();
    expect(pressChessClock(c, T0 + 61_000)).toEqual(c);
    expect(startChessClock(c, 0, T0 + 61_000)).toEqual(c);
    expect(resumeChessClock(c, T0 + 61_000)).toEqual(c);
  });

  it('a press after the flag has fallen does not save the player', () => {
    const c = pressChessClock(startChessClock(fresh(), 0, T0), T0 + 70_000);
    expect(c.flagged).toBe(0);
    expect(c.bankMs[0]).toBe(0);
  });

  it('startChessClock switches the running clock, keeping what the other spent', () => {
    let c = startChessClock(fresh(), 0, T0);
    c = startChessClock(c, 1, T0 + 3_000);
    expect(c.bankMs).toEqual([57_000, 60_000]);
    expect(c.active).toBe(1);
    expect(chessClockLeft(c, 1, T0 + 4_000)).toBe(59_000);
  });

  it('conserves time: banks = start + increments - time run, until a flag falls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('press', 'pause', 'resume'), fc.integer({ min: 0, max: 5_000 })), { maxLength: 40 }),
        (steps) => {
          let c = startChessClock(chessClock(3, 120_000, 1_000), 0, T0);
          let now = T0;
          let ran = 0;
          let increments = 0;
          for (const [kind, gap] of steps) {
            if (c.runningSince !== null) ran += gap;
            now += gap;
            if (kind === 'press') {
              if (c.runningSince !== null) increments++;
              else continue;
              c = pressChessClock(c, now);
            } else c = kind === 'pause' ? pauseChessClock(c, now) : resumeChessClock(c, now);
          }
          c = pauseChessClock(c, now);
          const banks = c.bankMs.reduce((a, b) => a + b, 0);
          expect(c.flagged).toBeNull();
          expect(banks).toBe(3 * 120_000 + increments * 1_000 - ran);
          for (const b of c.bankMs) expect(b).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
