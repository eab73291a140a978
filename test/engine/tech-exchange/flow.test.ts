/** Tech Exchange: the flow, clocks and due action the engine states (no screen works them out). */
import { describe, expect, it } from 'vitest';
import { play } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { act, config, passAll, start } from './helpers';

const flowOf = (s: TechExchangeState) => game.flow(s);
const clocksAt = (s: TechExchangeState, now: number) => game.clocks(s, now);
const dueAt = (s: TechExchangeState, now: number) => game.due(s, now);
const at = (s: TechExchangeState, ms: number, action: TechExchangeAction): TechExchangeState => unwrap(play(game, s, action, { at: ms }));

describe('Tech Exchange flow', () => {
  it('goes through the five phases of a round in order, with the summary on the same id', () => {
    let s = start(3, { rounds: 1 });
    const seen: string[] = [];
    const note = (): void => {
      const f = flowOf(s);
      expect(f?.phases.map((p) => p.id)).toEqual(['trading-1', 'effects-1', 'trading-2', 'effects-2', 'reveal', 'over']);
      expect(f?.phases.some((p) => p.id === f.current)).toBe(true);
      expect(game.summary(s, 0).phaseId).toBe(f?.current);
      expect(f?.turn).toBe(game.summary(s, 0).turn);
      expect(f?.expected.length).toBeGreaterThan(5);
      seen.push(f?.current ?? '');
    };
    note();
    expect(flowOf(s)).toMatchObject({ turn: null, round: 1, rounds: 1, finished: false });
    s = act(s, { type: 'endTrading' });
    note();
    expect(flowOf(s)?.turn).toBe(s.firstPlayer);
    expect(flowOf(s)?.expected).toBe(`Player ${s.firstPlayer + 1} to use a card effect or pass`);
    s = act(passAll(s), { type: 'endTrading' });
    note();
    s = passAll(s);
    note();
    expect(flowOf(s)?.expected).toMatch(/^Enter and score the hands of player 1, player 2, player 3/);
    for (let seat = 0; seat < 3; seat++) {
      const domain = ['kn', 'sc', 'te'][seat] ?? 'kn';
      s = act(s, { type: 'revealHand', seat, cards: [2, 3, 4, 5, 6, 7, 8, 9].map((v) => `${v}${domain}`) });
      s = act(s, { type: 'acceptScore', seat });
    }
    note();
    expect(seen).toEqual(['trading-1', 'effects-1', 'effects-2', 'reveal', 'over']);
    expect(flowOf(s)).toMatchObject({ finished: true, turn: null, round: 1 });
  });

  it('names the seats still trading and the card awaited after a trade', () => {
    let s = act(start(3), { type: 'announceDone', seat: 1 });
    expect(flowOf(s)?.expected).toMatch(/not done yet: player 1, player 3\)$/);
    s = act(s, { type: 'trade', a: 0, b: 2, aGives: 1, bGives: 1 });
    expect(flowOf(s)?.expected).toMatch(/^Enter the card revealed from the top of the deck/);
  });
});

describe('Tech Exchange clocks and due action', () => {
  it('has no clock and nothing due without the option', () => {
    const s = start(3);
    expect(clocksAt(s, 10 ** 9)).toEqual([]);
    expect(dueAt(s, 10 ** 9)).toBeNull();
  });

  it('states the trading clock with the Pause / Resume toggle the view offered, and the toggle is accepted', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 1000 }));
    // It waits for the operator: the first toggle starts it.
    const [waiting] = clocksAt(s, 500000);
    expect(waiting?.toggle?.action).toEqual({ type: 'startClock' });
    s = at(s, 1000, waiting?.toggle?.action as TechExchangeAction);
    const [c] = clocksAt(s, 31000);
    expect(c).toEqual({
      id: 'trading',
      label: 'Trading 1',
      owner: null,
      leftMs: 30000,
      durationMs: 60000,
      running: true,
      toggle: { type: 'pauseClock', label: 'Pause', actor: null, action: { type: 'pauseClock' } },
    });
    s = at(s, 31000, c?.toggle?.action as TechExchangeAction);
    const [paused] = clocksAt(s, 90000);
    expect(paused).toMatchObject({
      leftMs: 30000,
      running: false,
      note: 'paused',
      toggle: { label: 'Resume', action: { type: 'resumeClock' } },
    });
    expect(game.validate(s, paused?.toggle?.action as TechExchangeAction, { at: 90000 }).ok).toBe(true);
    expect(dueAt(s, 10 ** 9)).toBeNull();
  });

  it('forces the end of trading once time is up, once, and waits for a revealed card', () => {
    let s = unwrap(game.setup({ ...config(3, { tradingClockSeconds: 60 }), at: 0 }));
    expect(dueAt(s, 10 ** 9)).toBeNull();
    s = at(s, 0, { type: 'startClock' });
    expect(dueAt(s, 59999)).toBeNull();
    s = at(s, 50000, { type: 'trade', a: 0, b: 1, aGives: 1, bGives: 1 });
    expect(dueAt(s, 70000)).toBeNull();
    expect(clocksAt(s, 10000)[0]?.toggle).toBeNull();
    s = at(s, 70000, { type: 'reveal', card: '5se' });
    const [c] = clocksAt(s, 70000);
    expect(c).toMatchObject({ leftMs: 0, note: 'time up', toggle: null });
    const due = dueAt(s, 70000);
    expect(due).toEqual({ action: { type: 'endTrading' }, actor: null, reason: 'Time is up: trading phase 1 ends' });
    s = at(s, 70000, due?.action as TechExchangeAction);
    expect(s.phase.kind).toBe('effects');
    expect(dueAt(s, 10 ** 9)).toBeNull();
    expect(clocksAt(s, 10 ** 9)).toEqual([]);
  });
});
