/** The Tech Exchange trading clock (option tradingClockSeconds): it waits for the operator's start, then runs. */
import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { config } from './helpers';

const at = (s: TechExchangeState, ms: number, action: TechExchangeAction): TechExchangeState => unwrap(play(game, s, action, { at: ms }));
const trade: TechExchangeAction = { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 };

describe('Tech Exchange trading clock (option tradingClockSeconds)', () => {
  it('is off by default', () => {
    expect(unwrap(game.setup(config(3))).clock).toBeNull();
  });

  it('waits at full time until the operator starts it; the start is offered and expected', () => {
    const s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 1000 }));
    expect(s.clock).toEqual({ durationMs: 60000, leftMs: 60000, runningSince: null });
    const [reading] = game.clocks?.(s, 500000) ?? [];
    expect(reading).toMatchObject({ leftMs: 60000, running: false, note: 'not started' });
    expect(reading?.toggle).toMatchObject({ label: 'Start', action: { type: 'startClock' } });
    expect(game.legalActions(s, null).map((o) => o.type)).toContain('startClock');
    expect(game.flow?.(s).expected).toMatch(/^Start the trading clock/);
    expect(game.due?.(s, 10_000_000)).toBeNull();
    expect(game.summary(s, 500000).phase).toMatch(/1:00, not started/);
    // Pausing or resuming a clock that never ran is refused: it is started.
    expect(game.validate(s, { type: 'pauseClock' }, { at: 2000 }).ok).toBe(false);
  });

  it('runs from its start; when it runs out, trades are refused', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 1000 }));
    s = at(s, 5000, { type: 'startClock' });
    expect(s.clock).toEqual({ durationMs: 60000, leftMs: 60000, runningSince: 5000 });
    const again = game.validate(s, { type: 'startClock' }, { at: 6000 });
    expect(!again.ok && again.error.code).toBe('ERR_CLOCK_STARTED');
    expect(game.describe(s, { type: 'startClock' })).toBe('Trading clock started');
    expect(game.summary(s, 35000).phase).toMatch(/0:30 left/);
    s = at(s, 30000, trade);
    s = at(s, 30000, { type: 'reveal', card: '5se' });
    const late = game.validate(s, trade, { at: 65001 });
    expect(!late.ok && late.error.code).toBe('ERR_TRADING_TIME_UP');
    expect(game.validate(s, trade, { at: 64999 }).ok).toBe(true);
  });

  it('pauses and resumes; each trading phase gets a fresh clock, waiting for its start, and effects phases have none', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 0 }));
    s = at(s, 0, { type: 'startClock' });
    s = at(s, 10000, { type: 'pauseClock' });
    expect(game.validate(s, { type: 'pauseClock' }, { at: 11000 }).ok).toBe(false);
    const restart = game.validate(s, { type: 'startClock' }, { at: 11000 });
    expect(!restart.ok && restart.error.code).toBe('ERR_CLOCK_STARTED');
    expect(game.summary(s, 50000).phase).toMatch(/0:50 left, paused/);
    s = at(s, 100000, { type: 'resumeClock' });
    expect(game.validate(s, trade, { at: 149000 }).ok).toBe(true);
    expect(game.validate(s, trade, { at: 151000 }).ok).toBe(false);
    s = at(s, 200000, { type: 'endTrading' });
    expect(s.clock).toBeNull();
    expect(game.validate(s, { type: 'pauseClock' }, { at: 200000 }).ok).toBe(false);
    for (let i = 0; i < 3; i++) s = at(s, 300000, { type: 'passEffect', seat: s.effects?.turn ?? 0 });
    expect(s.phase).toEqual({ kind: 'trading', number: 2 });
    expect(s.clock).toEqual({ durationMs: 60000, leftMs: 60000, runningSince: null });
  });
});
