/**
 * Pure clocks: every function takes `now` (ms) and returns a new clock, so the
 * engine, replay and tests never read the wall clock or sleep. A countdown
 * serves timed phases (Trades, Tech Exchange trading); a chess clock keeps a
 * bank per player with an increment added on each press.
 */

export interface Countdown {
  readonly durationMs: number;
  /** Time left when the clock last stopped or started running. */
  readonly leftMs: number;
  /** When it started running (ms), or null while paused or not started. */
  readonly runningSince: number | null;
}

export const countdown = (durationMs: number): Countdown => ({ durationMs, leftMs: durationMs, runningSince: null });

export function countdownLeft(c: Countdown, now: number): number {
  if (c.runningSince === null) return c.leftMs;
  return Math.max(0, c.leftMs - Math.max(0, now - c.runningSince));
}

export const countdownExpired = (c: Countdown, now: number): boolean => countdownLeft(c, now) === 0;
export const countdownRunning = (c: Countdown): boolean => c.runningSince !== null;

export function startCountdown(c: Countdown, now: number): Countdown {
  return c.runningSince !== null ? c : { ...c, runningSince: now };
}

export function pauseCountdown(c: Countdown, now: number): Countdown {
  return c.runningSince === null ? c : { ...c, leftMs: countdownLeft(c, now), runningSince: null };
}

export interface ChessClock {
  /** Time left per player when their clock last stopped. */
  readonly bankMs: readonly number[];
  readonly incrementMs: number;
  /** Whose clock runs (or would run when resumed), or null before the first start. */
  readonly active: number | null;
  /** When the active clock started running, or null while paused. */
  readonly runningSince: number | null;
  /** The first player whose bank reached zero, or null. */
  readonly flagged: number | null;
}

export function chessClock(players: number, bankMs: number, incrementMs: number): ChessClock {
  return { bankMs: Array.from({ length: players }, () => bankMs), incrementMs, active: null, runningSince: null, flagged: null };
}

export function chessClockLeft(c: ChessClock, player: number, now: number): number {
  const bank = c.bankMs[player] ?? 0;
  if (c.active !== player || c.runningSince === null) return bank;
  return Math.max(0, bank - Math.max(0, now - c.runningSince));
}

/** Brings the clock up to `now`: records a flag fall if the running bank is empty. */
export function tickChessClock(c: ChessClock, now: number): ChessClock {
  if (c.active === null || c.runningSince === null || c.flagged !== null) return c;
  if (chessClockLeft(c, c.active, now) > 0) return c;
  const bankMs = c.bankMs.map((b, i) => (i === c.active ? 0 : b));
  return { ...c, bankMs, runningSince: null, flagged: c.active };
}

/** Starts (or restarts) `player`'s clock. */
export function startChessClock(c: ChessClock, player: number, now: number): ChessClock {
  const t = pauseChessClock(c, now);
  if (t.flagged !== null) return t;
  return { ...t, active: player, runningSince: now };
}

/**
 * The active player ends their turn: their bank gains the increment, the
 * next player's clock runs. While paused the mover's time did not run, so no
 * increment is added: the clock passes to the next player and stays paused.
 */
export function pressChessClock(c: ChessClock, now: number): ChessClock {
  const t = tickChessClock(c, now);
  if (t.flagged !== null || t.active === null) return t;
  if (t.runningSince === null) return { ...t, active: (t.active + 1) % t.bankMs.length };
  const mover = t.active;
  const left = chessClockLeft(t, mover, now);
  const bankMs = t.bankMs.map((b, i) => (i === mover ? left + t.incrementMs : b));
  const next = (mover + 1) % t.bankMs.length;
  return { ...t, bankMs, active: next, runningSince: now };
}

export function pauseChessClock(c: ChessClock, now: number): ChessClock {
  const t = tickChessClock(c, now);
  if (t.active === null || t.runningSince === null) return t;
  const active = t.active;
  const bankMs = t.bankMs.map((b, i) => (i === active ? chessClockLeft(t, active, now) : b));
  return { ...t, bankMs, runningSince: null };
}

export function resumeChessClock(c: ChessClock, now: number): ChessClock {
  if (c.active === null || c.runningSince !== null || c.flagged !== null) return c;
  return { ...c, runningSince: now };
}
