/**
 * Logs written before the trading clock waited for its start (no startClock
 * action yet: the clock ran from the opening of the phase, and the operator
 * only paused and resumed it) replay clean: the clock is read as started at
 * its first pause or resume (docs/log-format.md, Migrations). A log of the
 * current rules that pauses a clock never started is still refused.
 */
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../../src/engine/core/log';
import { fold } from '../../../src/engine/core/match';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game } from '../../../src/engine/tech-exchange/index';
import { config } from './helpers';

/** A match started on 30 November 2026, before the startClock action existed, and one started after. */
const OLD_START = Date.UTC(2026, 10, 30, 18, 0, 0);
const NEW_START = Date.UTC(2026, 11, 2, 18, 0, 0);

/** The events of a first trading phase as the old app logged them: no start, a pause and a resume, a player done, again. */
function log(startedAt: number, extra: readonly unknown[] = []): LogEvent[] {
  const actions: [number, unknown][] = [
    [20_000, { type: 'pauseClock' }],
    [40_000, { type: 'resumeClock' }],
    [50_000, { type: 'announceDone', seat: 0 }],
    [60_000, { type: 'pauseClock' }],
    [70_000, { type: 'resumeClock' }],
    ...extra.map((a, i): [number, unknown] => [80_000 + i * 1000, a]),
  ];
  return actions.map(([ms, action], i) => ({ seq: i + 1, at: startedAt + ms, actor: null, action }));
}

const replayed = (startedAt: number, events: readonly LogEvent[]) =>
  unwrap(fold(game, { ...config(3, { tradingClockSeconds: 60 }), at: startedAt }, events, { onRefused: 'skip' }));

describe('Tech Exchange logs from before startClock', () => {
  it('replay clean, the clock started at the first pause (it pauses at full time) and running from the resume', () => {
    const out = replayed(OLD_START, log(OLD_START));
    expect(out.refused).toEqual([]);
    expect(out.applied).toBe(5);
    // Started and paused at 20 s (full time), run 40..60 s, paused, running again since 70 s.
    expect(out.state.clock).toEqual({ durationMs: 60_000, leftMs: 40_000, runningSince: OLD_START + 70_000 });
  });

  it('a log of the current rules (started since, or with a startClock in it) that pauses a clock never started is refused', () => {
    const now = replayed(NEW_START, log(NEW_START));
    expect(now.refused[0]).toMatchObject({ seq: 1, error: { code: 'ERR_CLOCK_NOT_STARTED' } });
    const written = replayed(OLD_START, log(OLD_START, [{ type: 'startClock' }]));
    expect(written.refused[0]).toMatchObject({ seq: 1, error: { code: 'ERR_CLOCK_NOT_STARTED' } });
  });

  it('the old reading is not an action one can send: a pause with an implied start typed into a new log is refused', () => {
    const events = log(NEW_START).map((e) => (e.seq === 1 ? { ...e, action: { type: 'pauseClock', impliedStart: true } } : e));
    expect(replayed(NEW_START, events).refused[0]).toMatchObject({ seq: 1 });
  });
});
