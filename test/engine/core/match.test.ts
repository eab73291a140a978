/**
 * The pipeline (core/match.ts): step parses, checks the actor, validates,
 * applies and describes once; check asks without acting; fold stops at the
 * first refused event or reports each and goes on. The actor check refuses
 * an event logged for another seat than the one its action names (For-Ex's
 * `player`, the counter game's `seat`).
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition, MatchConfig } from '../../../src/engine/core/game';
import type { LogEvent } from '../../../src/engine/core/log';
import { advance, check, fold, step, type FoldVisit } from '../../../src/engine/core/match';
import { resolveOptions } from '../../../src/engine/core/options';
import { unwrap } from '../../../src/engine/core/result';
import { forExGame } from '../../../src/engine/for-ex';
import type { ForExAction, ForExState } from '../../../src/engine/for-ex/types';
import { counterGame, type CounterAction, type CounterState } from './counter-game';

const config: MatchConfig = { players: ['Ann', 'Bo'], options: {}, seed: 'match-test', at: 1000 };
const seated: GameDefinition<CounterState, CounterAction> = {
  ...counterGame,
  actingSeat: (a) => (a.type === 'add' ? a.seat : undefined),
};
const add = (seq: number, seat: number, by: number, actor: number | null = seat): LogEvent => ({
  seq,
  at: 2000 + seq,
  actor,
  action: { type: 'add', by, seat },
});

describe('step', () => {
  it('gives the new state, the numbered event with the parsed action, and its description', () => {
    const s0 = unwrap(seated.setup(config));
    const r = unwrap(step(seated, s0, 1, { action: { type: 'add', by: 2, seat: 1, junk: 1 }, at: 5, actor: 1 }));
    expect(r.state.total).toBe(2);
    expect(r.event).toEqual({ seq: 1, at: 5, actor: 1, action: { type: 'add', by: 2, seat: 1 } });
    expect(r.text).toBe(counterGame.describe(s0, { type: 'add', by: 2, seat: 1 }));
  });

  it('refuses an action whose seat is not the actor, with ERR_ACTOR_MISMATCH on the actor', () => {
    const s0 = unwrap(seated.setup(config));
    const r = step(seated, s0, 1, { action: { type: 'add', by: 1, seat: 0 }, at: 5, actor: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatchObject({ code: 'ERR_ACTOR_MISMATCH', path: 'actor' });
      expect(r.error.message).toMatch(/seat 1.*seat 2/);
    }
    // The table (actor null) may enter a seat's action, as the games' drivers and older logs do.
    expect(step(seated, s0, 1, { action: { type: 'add', by: 1, seat: 0 }, at: 5, actor: null }).ok).toBe(true);
    expect(step(seated, s0, 1, { action: { type: 'roll' }, at: 5, actor: 1 }).ok).toBe(true);
  });

  it('never throws out of describe: a legal action stays done, described by its JSON', () => {
    const broken: GameDefinition<CounterState, CounterAction> = {
      ...counterGame,
      describe: () => {
        throw new Error('bug');
      },
    };
    const r = unwrap(step(broken, unwrap(broken.setup(config)), 1, { action: { type: 'roll' }, at: 1, actor: null }));
    expect(r.text).toBe('{"type":"roll"}');
  });

  it('advance is step without the words: the same state and event, and the game is never asked to describe', () => {
    let described = 0;
    const counting: GameDefinition<CounterState, CounterAction> = {
      ...seated,
      describe: (s, a) => {
        described++;
        return counterGame.describe(s, a);
      },
    };
    const s0 = unwrap(counting.setup(config));
    const input = { action: { type: 'add', by: 3, seat: 0 }, at: 7, actor: 0 };
    const quiet = unwrap(advance(counting, s0, 4, input));
    expect(described).toBe(0);
    const worded = unwrap(step(counting, s0, 4, input));
    expect(described).toBe(1);
    expect(quiet).toEqual({ state: worded.state, event: worded.event });
    // Refused alike, with the same error.
    const wrong = { action: { type: 'add', by: 1, seat: 1 }, at: 7, actor: 0 };
    expect(advance(counting, s0, 4, wrong)).toEqual(step(counting, s0, 4, wrong));
  });
});

describe('check', () => {
  it('answers the refusal or null and changes nothing', () => {
    const s0 = unwrap(seated.setup(config));
    const before = structuredClone(s0);
    expect(check(seated, s0, { action: { type: 'add', by: 1, seat: 0 }, at: 1 })).toBeNull();
    expect(check(seated, s0, { action: { type: 'add', by: 9, seat: 0 }, at: 1 })?.code).toBe('ERR_TOO_MANY');
    expect(check(seated, s0, { action: 'nope', at: 1 })?.code).toBe('ERR_BAD_ACTION');
    expect(check(seated, s0, { action: { type: 'add', by: 1, seat: 0 }, at: 1, actor: 1 })?.code).toBe('ERR_ACTOR_MISMATCH');
    expect(s0).toEqual(before);
  });
});

describe('fold', () => {
  const log = [add(1, 0, 1), add(2, 1, 9), add(3, 1, 2), add(4, 0, 3, 1), add(5, 0, 1)];

  it("'stop' leaves out the first refused event and all after it", () => {
    const r = unwrap(fold(seated, config, log, { onRefused: 'stop' }));
    expect(r.applied).toBe(1);
    expect(r.state.total).toBe(1);
    expect(r.failure).toMatchObject({ seq: 2, error: { code: 'ERR_TOO_MANY' } });
    expect(r.refused).toHaveLength(1);
  });

  it("'skip' reports each refused event and goes on", () => {
    const seen: FoldVisit<CounterState, CounterAction>[] = [];
    const r = unwrap(fold(seated, config, log, { onRefused: 'skip', describe: true, visit: (v) => seen.push(v) }));
    expect(r.applied).toBe(3);
    expect(r.state.total).toBe(4);
    expect(r.refused.map((f) => [f.seq, f.error.code])).toEqual([
      [2, 'ERR_TOO_MANY'],
      [4, 'ERR_ACTOR_MISMATCH'],
    ]);
    expect(seen.map((v) => v.text === null)).toEqual([false, true, false, true, false]);
    expect(seen[2]?.before.total).toBe(1);
    expect(seen[2]?.after.total).toBe(3);
  });

  it('a clean log has no failure, and a gap in seq is refused', () => {
    const clean = unwrap(fold(seated, config, [add(1, 0, 1), add(2, 1, 1)]));
    expect(clean.failure).toBeUndefined();
    const gap = unwrap(fold(seated, config, [add(1, 0, 1), add(3, 1, 1)]));
    expect(gap.failure?.error.code).toBe('ERR_LOG_SEQUENCE');
  });

  it('only a refused setup is an error', () => {
    expect(fold(seated, { ...config, players: [] }, []).ok).toBe(false);
  });
});

describe('For-Ex: the acting player is the actor', () => {
  const fxConfig: MatchConfig = {
    players: ['Ann', 'Bo', 'Cy'],
    options: unwrap(resolveOptions(forExGame.options, {})),
    seed: 'actor',
    at: 0,
  };
  const resolve = (actor: number | null): LogEvent<ForExAction> => ({
    seq: 1,
    at: 1,
    actor,
    action: { type: 'resolve', player: 0, strengthen: 'JPY' },
  });

  it("an event with actor 2 whose action is player 0's does not replay", () => {
    const r = unwrap(fold<ForExState, ForExAction>(forExGame, fxConfig, [resolve(2)]));
    expect(r.applied).toBe(0);
    expect(r.failure?.error.code).toBe('ERR_ACTOR_MISMATCH');
  });

  it('the same event with actor 0 replays', () => {
    const r = unwrap(fold<ForExState, ForExAction>(forExGame, fxConfig, [resolve(0)]));
    expect(r.failure).toBeUndefined();
    expect(r.applied).toBe(1);
  });
});
