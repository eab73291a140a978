/**
 * The replay model on every registered game: a log made of the actions the
 * engine itself offers is folded once, and the state, score and summary at
 * every step equal core/log.ts replay of that prefix; the read-only session
 * refuses to act.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/engine/core/game';
import { defaultOptions } from '../../../src/engine/core/options';
import { replay, type LogEvent } from '../../../src/engine/core/log';
import { getGame } from '../../../src/engine/registry';
import type { MatchHeader } from '../../../src/contract/api';
import { configOf } from '../../../src/renderer/lib/match.svelte';
import { ReplayModel } from '../../../src/renderer/insight/replay.svelte';

const T0 = Date.UTC(2026, 10, 30, 10);
const TECH_CODES = ['kn', 'sc', 'te', 'se'].flatMap((d) => Array.from({ length: 13 }, (_, v) => `${v + 1}${d}`));

function headerOf(game: (typeof GAME_IDS)[number], players: number, options: Record<string, string | number | boolean>): MatchHeader {
  return {
    format: 'deckside-match',
    formatVersion: 1,
    matchId: '20261130-100000-0000000a',
    game,
    options,
    seed: 'replay-test',
    players: Array.from({ length: players }, (_, seat) => ({ name: `P${seat + 1}`, seat })),
    deckVersion: null,
    rulesVersion: 'v1',
    startedAt: T0,
    appVersion: 'test',
  };
}

/** Up to `max` events, each the first fully formed action the engine offers (table first, then seats). */
function offeredLog(game: (typeof GAME_IDS)[number], header: MatchHeader, max: number): LogEvent[] {
  const def = getGame(game);
  if (!def.ok) throw new Error(def.error.message);
  const d = def.value;
  const setup = d.setup(configOf(header));
  if (!setup.ok) throw new Error(setup.error.message);
  let state: unknown = setup.value;
  const events: LogEvent[] = [];
  for (let i = 0; i < max; i++) {
    const at = T0 + (i + 1) * 1000;
    const actors: (number | null)[] = [null, ...header.players.map((p) => p.seat)];
    let done = false;
    for (const actor of actors) {
      for (const offer of d.legalActions(state, actor)) {
        if (offer.action === undefined || offer.disabledReason) continue;
        const parsed = d.parseAction(offer.action);
        if (!parsed.ok || !d.validate(state, parsed.value, { at }).ok) continue;
        state = d.apply(state, parsed.value, { at });
        events.push({ seq: events.length + 1, at, actor: offer.actor, action: parsed.value });
        done = true;
        break;
      }
      if (done) break;
    }
    // Grid Poker starts with the market dealt from the physical deck: the engine asks which card, so try some.
    if (!done && game === 'grid-poker') {
      for (const card of TECH_CODES) {
        const action = { type: 'fillMarket', slot: events.length, card };
        const parsed = d.parseAction(action);
        if (!parsed.ok || !d.validate(state, parsed.value, { at }).ok) continue;
        state = d.apply(state, parsed.value, { at });
        events.push({ seq: events.length + 1, at, actor: null, action: parsed.value });
        done = true;
        break;
      }
    }
    if (!done) break;
  }
  return events;
}

describe('replay of every game', () => {
  for (const game of GAME_IDS) {
    it(`${game}: every step shows the state replay gives for that prefix`, () => {
      const def = getGame(game);
      if (!def.ok) throw new Error(def.error.message);
      const d = def.value;
      const header = headerOf(game, d.minPlayers === 1 ? 2 : Math.max(2, d.minPlayers), defaultOptions(d.options));
      const events = offeredLog(game, header, 12);
      expect(events.length).toBeGreaterThan(0);
      const model = ReplayModel.build(d, header, events);
      if (!(model instanceof ReplayModel)) throw new Error(model.message);
      expect(model.length).toBe(events.length);
      expect(model.failure).toBeNull();
      // Opens at the end.
      expect(model.index).toBe(events.length);
      for (let n = events.length; n >= 0; n--) {
        model.goTo(n);
        const oracle = replay(d, configOf(header), events.slice(0, n));
        if (!oracle.ok) throw new Error(oracle.error.message);
        // The session holds the state as the referee at the table does: card knowledge checked exactly.
        expect(model.session.state).toEqual(d.checkedExactly ? d.checkedExactly(oracle.value.state) : oracle.value.state);
        expect(model.session.score).toEqual(d.score(oracle.value.state));
        const at = n === 0 ? T0 : (events[n - 1] as LogEvent).at;
        expect(model.session.summary).toEqual(d.summary(oracle.value.state, at));
        expect(model.session.log).toHaveLength(n);
      }
      model.goTo(-3);
      expect(model.index).toBe(0);
      model.goTo(events.length + 5);
      expect(model.index).toBe(events.length);
      model.back(2);
      model.forward();
      expect(model.index).toBe(Math.max(0, events.length - 1));
    });
  }

  it('stops at an event the rules refuse and says which', async () => {
    const d = getGame('trades');
    if (!d.ok) throw new Error(d.error.message);
    const header = headerOf('trades', 3, defaultOptions(d.value.options));
    const events = offeredLog('trades', header, 2);
    const bad: LogEvent = { seq: events.length + 1, at: T0 + 60_000, actor: 0, action: { type: 'no-such-action' } };
    const model = ReplayModel.build(d.value, header, [...events, bad]);
    if (!(model instanceof ReplayModel)) throw new Error(model.message);
    expect(model.length).toBe(events.length);
    expect(model.failure?.seq).toBe(bad.seq);
    // The session shown cannot change anything.
    expect(await model.session.act({ type: 'x' }, 0, 'test')).toBe(false);
    const saved = await model.session.api.appendEvent(header.matchId, bad);
    expect(saved).toMatchObject({ ok: false, error: { code: 'ERR_READ_ONLY' } });
  });
});
