import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../../src/engine/core/log';
import { err, ok, type Result } from '../../src/engine/core/result';
import { tradesGame } from '../../src/engine/trades';
import type { DecksideApi, MatchHeader } from '../../src/contract/api';
import { MatchSession, foldLog } from '../../src/renderer/lib/match.svelte';
import { Ticker } from '../../src/renderer/lib/ticker.svelte';

const header: MatchHeader = {
  format: 'deckside-match',
  formatVersion: 1,
  matchId: '20260301-100000-abcdef01',
  game: 'trades',
  options: { handSize: 7, deck: 'standard', timeLimitSeconds: 60, mode: 'freeForAll', deckTrades: 3 },
  seed: 'seed',
  players: [
    { name: 'Bo', seat: 1 },
    { name: 'Ann', seat: 0 },
    { name: 'Cy', seat: 2 },
  ],
  deckVersion: 'standard-52',
  rulesVersion: 'v1',
  startedAt: 1_000,
  appVersion: '0.1.0',
};

/** A store that keeps events in memory and can be told to fail. */
function fakeApi() {
  const saved: LogEvent[] = [];
  const calls: string[] = [];
  let failNext: string | null = null;
  // A match session only appends and undoes; every other method answers "not used", whatever the API grows to.
  const unused = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used here');
  const used: Pick<DecksideApi, 'appendEvent' | 'undoTo'> = {
    async appendEvent(_id, event) {
      calls.push(`append ${event.seq}`);
      if (failNext) {
        const message = failNext;
        failNext = null;
        return err('ERR_WRITE', message);
      }
      saved.push(event);
      return ok({ seq: event.seq });
    },
    async undoTo(_id, keep) {
      calls.push(`undo ${keep}`);
      saved.length = keep;
      return ok({ events: keep });
    },
  };
  const api = new Proxy(used, { get: (target, key) => (key in target ? target[key as keyof typeof target] : unused) }) as DecksideApi;
  return { api, saved, calls, fail: (m: string) => (failNext = m) };
}

function session(now: { t: number }) {
  const store = fakeApi();
  const ticker = new Ticker(() => now.t);
  const start = foldLog(tradesGame, { players: ['Ann', 'Bo', 'Cy'], options: header.options, seed: header.seed, at: header.startedAt }, []);
  if (!start.ok) throw new Error(start.error.message);
  return { store, s: new MatchSession(tradesGame, header, store.api, ticker, start.value) };
}

describe('MatchSession', () => {
  it('seats players by seat number and asks the engine for the offers', () => {
    const { s } = session({ t: 2_000 });
    expect(s.players).toEqual(['Ann', 'Bo', 'Cy']);
    expect(s.offers.map((o) => o.type)).toEqual(['startClock']);
    expect(s.summary.phase).toMatch(/^Ready/);
  });

  it('saves an action before showing it as done, stamped with the time it was entered', async () => {
    const now = { t: 5_000 };
    const { s, store } = session(now);
    expect(await s.act({ type: 'startClock' }, null, 'clock')).toBe(true);
    expect(store.saved).toEqual([{ seq: 1, at: 5_000, actor: null, action: { type: 'startClock' } }]);
    expect(s.log.map((l) => l.text)).toEqual(['Clock started (1:00)']);
    expect(s.summary.phase).toBe('Trading: 1:00 left');
  });

  it('says so, and does nothing, when an action comes while the previous one is still being saved', async () => {
    const { s, store } = session({ t: 5_000 });
    const first = s.act({ type: 'startClock' }, null, 'clock');
    const second = s.act({ type: 'pauseClock' }, null, 'keys');
    // Read before awaiting: the first action's success clears the notice.
    expect(s.refusal?.where).toBe('keys');
    expect(s.refusal?.error.code).toBe('ERR_STILL_SAVING');
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(store.saved.map((e) => e.action)).toEqual([{ type: 'startClock' }]);
  });

  it('keeps a refused action with its reason and where it was entered, and changes nothing', async () => {
    const { s, store } = session({ t: 5_000 });
    await s.act({ type: 'startClock' }, null, 'clock');
    const before = s.state;
    const done = await s.act({ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?', '?', '?', '?'] }, 0, 'declare');
    expect(done).toBe(false);
    expect(s.refusal).toMatchObject({ where: 'declare', error: { code: 'ERR_TRADE_SIZE', rule: 'Trades: mandatory trade' } });
    expect(s.state).toBe(before);
    expect(store.saved).toHaveLength(1);
    s.clearRefusal('elsewhere');
    expect(s.refusal).not.toBeNull();
    s.clearRefusal('declare');
    expect(s.refusal).toBeNull();
  });

  it('does not show an action as done when the store could not save it', async () => {
    const { s, store } = session({ t: 5_000 });
    store.fail('disk full');
    expect(await s.act({ type: 'startClock' }, null, 'clock')).toBe(false);
    expect(s.log).toHaveLength(0);
    expect(s.summary.phase).toMatch(/^Ready/);
    expect(s.refusal?.error.message).toBe('Not saved, so not done: disk full');
  });

  it('undoes to a point through the store and rebuilds the state from the log', async () => {
    const now = { t: 5_000 };
    const { s, store } = session(now);
    await s.act({ type: 'startClock' }, null, 'clock');
    now.t = 6_000;
    await s.act({ type: 'declare', kind: 'mandatory', from: 0, to: 1, give: ['?', '?'] }, 0, 'declare');
    now.t = 7_000;
    await s.act({ type: 'pauseClock' }, null, 'clock');
    expect(s.log).toHaveLength(3);
    expect(await s.undoTo(1)).toBe(true);
    expect(store.calls.at(-1)).toBe('undo 1');
    expect(s.log.map((l) => l.event.seq)).toEqual([1]);
    expect(s.offers.map((o) => o.type)).toContain('pauseClock');
    expect(await s.undoTo(5)).toBe(false);
  });
});

describe('fold', () => {
  it('replays stored events with their descriptions and stops at the first refused one', () => {
    const config = { players: ['Ann', 'Bo', 'Cy'], options: header.options, seed: 's', at: 0 };
    const events: LogEvent[] = [
      { seq: 1, at: 10, actor: null, action: { type: 'startClock' } },
      { seq: 2, at: 20, actor: null, action: { type: 'startClock' } },
      { seq: 3, at: 30, actor: null, action: { type: 'pauseClock' } },
    ];
    const r = foldLog(tradesGame, config, events);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.log.map((l) => l.text)).toEqual(['Clock started (1:00)']);
    expect(r.value.failure).toMatchObject({ seq: 2, error: { code: 'ERR_ALREADY_STARTED' } });
  });
});
