/**
 * The event log: replay folds the events over the setup and stops at the
 * first bad one (reporting it), undo truncates, step validates and numbers
 * events. Properties run over random logs of a small test game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../../../src/engine/core/game';
import { undoTo, type LogEvent } from '../../../src/engine/core/log';
import { play, replay, step } from '../../../src/engine/core/match';
import { unwrap } from '../../../src/engine/core/result';
import { counterGame, type CounterAction, type CounterState } from './counter-game';

const config: MatchConfig = { players: ['Ann', 'Bo'], options: {}, seed: 'log-test', at: 1000 };

const action: fc.Arbitrary<CounterAction> = fc.oneof(
  fc.record({ type: fc.constant('add' as const), by: fc.integer({ min: 1, max: 3 }), seat: fc.integer({ min: 0, max: 1 }) }),
  fc.constant({ type: 'roll' as const }),
);

/** Records actions one by one, as the app does; returns the events and the state after each. */
function recordAll(actions: readonly CounterAction[]): { events: LogEvent[]; states: CounterState[] } {
  let state = unwrap(counterGame.setup(config));
  const states = [state];
  const events: LogEvent[] = [];
  actions.forEach((a, i) => {
    const r = unwrap(step(counterGame, state, events.length + 1, { action: a, at: 2000 + i, actor: a.type === 'add' ? a.seat : null }));
    events.push(r.event);
    state = r.state;
    states.push(state);
  });
  return { events, states };
}

describe('replay', () => {
  it('rebuilds exactly the state reached by playing the actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const { events, states } = recordAll(actions);
        const r = unwrap(replay(counterGame, config, events));
        expect(r.failure).toBeUndefined();
        expect(r.applied).toBe(actions.length);
        expect(r.state).toEqual(states[states.length - 1]);
      }),
    );
  });

  it('survives a JSON round trip of the log (as stored on disk)', () => {
    const { events, states } = recordAll([{ type: 'roll' }, { type: 'add', by: 2, seat: 1 }, { type: 'roll' }]);
    const stored = JSON.parse(JSON.stringify(events)) as LogEvent[];
    expect(unwrap(replay(counterGame, config, stored)).state).toEqual(states[3]);
  });

  it('stops at the first illegal event and reports it with its seq, keeping the state before it', () => {
    const { events, states } = recordAll([{ type: 'add', by: 1, seat: 0 }, { type: 'roll' }, { type: 'add', by: 3, seat: 1 }]);
    const bad: LogEvent[] = [
      ...events.slice(0, 2),
      { seq: 3, at: 5000, actor: 0, action: { type: 'add', by: 9, seat: 0 } },
      { ...(events[2] as LogEvent), seq: 4 },
    ];
    const r = unwrap(replay(counterGame, config, bad));
    expect(r.applied).toBe(2);
    expect(r.state).toEqual(states[2]);
    expect(r.failure).toEqual({ seq: 3, error: { code: 'ERR_TOO_MANY', message: 'Counter: add 1 to 3.', rule: 'Counter', path: 'by' } });
  });

  it('reports an action that does not parse', () => {
    const { events } = recordAll([{ type: 'roll' }]);
    const r = unwrap(replay(counterGame, config, [...events, { seq: 2, at: 0, actor: null, action: { type: 'dance' } }]));
    expect(r.applied).toBe(1);
    expect(r.failure?.seq).toBe(2);
    expect(r.failure?.error.code).toBe('ERR_BAD_ACTION');
  });

  it('reports a gap or a disorder in the sequence numbers', () => {
    const { events } = recordAll([{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }]);
    const gap = [events[0], events[2]] as LogEvent[];
    const r = unwrap(replay(counterGame, config, gap));
    expect(r.applied).toBe(1);
    expect(r.failure?.seq).toBe(3);
    expect(r.failure?.error.code).toBe('ERR_LOG_SEQUENCE');
  });

  it('refuses a setup the game refuses', () => {
    const r = replay(counterGame, { ...config, players: [] }, []);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_PLAYER_COUNT');
  });
});

describe('undoTo', () => {
  it('keeps the events before seq; replaying them gives the state before that event', () => {
    fc.assert(
      fc.property(
        fc
          .array(action, { minLength: 1, maxLength: 30 })
          .chain((actions) => fc.tuple(fc.constant(actions), fc.integer({ min: 1, max: actions.length }))),
        ([actions, seq]) => {
          const { events, states } = recordAll(actions);
          const kept = unwrap(undoTo(events, seq));
          expect(kept).toEqual(events.slice(0, seq - 1));
          expect(unwrap(replay(counterGame, config, kept)).state).toEqual(states[seq - 1]);
        },
      ),
    );
  });

  it('does not change the log it is given', () => {
    const { events } = recordAll([{ type: 'roll' }, { type: 'roll' }]);
    const copy = structuredClone(events);
    unwrap(undoTo(events, 1));
    expect(events).toEqual(copy);
  });

  it.each([0, 4, -1, 1.5, Number.NaN])('refuses seq %s with ERR_UNDO_OUT_OF_RANGE', (seq) => {
    const { events } = recordAll([{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }]);
    const r = undoTo(events, seq);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ERR_UNDO_OUT_OF_RANGE');
  });
});

describe('step', () => {
  it('numbers events from 1, keeps at, actor and a note, and stores the parsed action', () => {
    const state = unwrap(counterGame.setup(config));
    const first = unwrap(
      step(counterGame, state, 1, { action: { type: 'add', by: 2, seat: 1, extra: 'dropped' }, at: 7, actor: 1, note: 'check' }),
    );
    expect(first.event).toEqual({ seq: 1, at: 7, actor: 1, action: { type: 'add', by: 2, seat: 1 }, note: 'check' });
    expect(first.state.total).toBe(2);
    const second = unwrap(step(counterGame, first.state, 2, { action: { type: 'roll' }, at: 8, actor: null }));
    expect(second.event.seq).toBe(2);
    expect('note' in second.event).toBe(false);
  });

  it('refuses an illegal or unreadable action and leaves the state as it was', () => {
    const state = unwrap(counterGame.setup(config));
    const before = structuredClone(state);
    const illegal = step(counterGame, state, 1, { action: { type: 'add', by: 4, seat: 0 }, at: 1, actor: 0 });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error).toMatchObject({ code: 'ERR_TOO_MANY', path: 'by' });
    const unreadable = step(counterGame, state, 1, { action: 'add 4', at: 1, actor: 0 });
    expect(unreadable.ok).toBe(false);
    if (!unreadable.ok) expect(unreadable.error.code).toBe('ERR_BAD_ACTION');
    expect(state).toEqual(before);
  });

  it('agrees with play (validate then apply)', () => {
    const state = unwrap(counterGame.setup(config));
    const viaPlay = unwrap(play(counterGame, state, { type: 'roll' }, { at: 1 }));
    const viaStep = unwrap(step(counterGame, state, 1, { action: { type: 'roll' }, at: 1, actor: null })).state;
    expect(viaStep).toEqual(viaPlay);
    const refused = play(counterGame, state, { type: 'add', by: 0, seat: 0 }, { at: 1 });
    expect(refused.ok).toBe(false);
  });
});
