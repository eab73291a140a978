/** The Tech Exchange trading clock (option tradingClockSeconds). */
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

  it('runs from the start of the trading phase; when it runs out, trades are refused', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 1000 }));
    expect(s.clock).toEqual({ durationMs: 60000, leftMs: 60000, runningSince: 1000 });
    expect(game.summary(s, 31000).phase).toMatch(/0:30 left/);
    s = at(s, 30000, trade);
    s = at(s, 30000, { type: 'reveal', card: '5se' });
    const late = game.validate(s, trade, { at: 61001 });
    expect(!late.ok && late.error.code).toBe('ERR_TRADING_TIME_UP');
    expect(game.validate(s, trade, { at: 60999 }).ok).toBe(true);
  });

  it('pauses and resumes; each trading phase gets a fresh clock and effects phases have none', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 0 }));
    s = at(s, 10000, { type: 'pauseClock' });
    expect(game.validate(s, { type: 'pauseClock' }, { at: 11000 }).ok).toBe(false);
    expect(game.summary(s, 50000).phase).toMatch(/0:50 left, paused/);
    s = at(s, 100000, { type: 'resumeClock' });
    expect(game.validate(s, trade, { at: 149000 }).ok).toBe(true);
    expect(game.validate(s, trade, { at: 151000 }).ok).toBe(false);
    s = at(s, 200000, { type: 'endTrading' });
    expect(s.clock).toBeNull();
    expect(game.validate(s, { type: 'pauseClock' }, { at: 200000 }).ok).toBe(false);
    for (let i = 0; i < 3; i++) s = at(s, 300000, { type: 'passEffect', seat: s.effects?.turn ?? 0 });
    expect(s.phase).toEqual({ kind: 'trading', number: 2 });
    expect(s.clock).toEqual({ durationMs: 60000, leftMs: 60000, runningSince: 300000 });
  });
});
