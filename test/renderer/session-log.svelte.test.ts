/**
 * The session's log grows in place: an action appends one entry to the same
 * array (no copy of the whole log per action; readers depend on its version
 * counter), and undo truncates it, keeping the descriptions of the events it
 * keeps, and the state is the one before the undone events.
 */
import { describe, expect, it } from 'vitest';
import { ok, type Result } from '../../src/engine/core/result';
import { tradesGame } from '../../src/engine/trades';
import type { DecksideApi, MatchHeader } from '../../src/contract/api';
import { MatchSession, foldLog } from '../../src/renderer/lib/match.svelte';
import { Ticker } from '../../src/renderer/lib/ticker.svelte';

const header: MatchHeader = {
  format: 'deckside-match',
  formatVersion: 1,
  matchId: '20260301-100000-abcdef02',
  game: 'trades',
  options: { handSize: 7, deck: 'standard', timeLimitSeconds: 600, mode: 'freeForAll', deckTrades: 3 },
  seed: 'seed',
  players: [
    { name: 'Ann', seat: 0 },
    { name: 'Bo', seat: 1 },
    { name: 'Cy', seat: 2 },
  ],
  deckVersion: 'standard-52',
  rulesVersion: 'v1',
  startedAt: 1_000,
  appVersion: '0.1.0',
};

const api = new Proxy({} as DecksideApi, {
  get:
    (_t, key) =>
    async (_id: string, arg: { seq?: number } | number): Promise<Result<unknown>> =>
      key === 'undoTo' ? ok({ events: arg }) : ok({ seq: typeof arg === 'object' ? arg.seq : 0 }),
});

describe('the session log', () => {
  it('appends in place, tells its readers, and truncates on undo', async () => {
    const start = foldLog(tradesGame, { players: ['Ann', 'Bo', 'Cy'], options: header.options, seed: 'seed', at: 1_000 }, []);
    if (!start.ok) throw new Error(start.error.message);
    const s = new MatchSession(tradesGame, header, api, new Ticker(() => 2_000), start.value);
    const array = s.log;
    expect(await s.act({ type: 'startClock' }, null, 'clock')).toBe(true);
    const afterFirst = s.state;
    const declare = { type: 'declare', kind: 'optional', from: 0, to: 1, give: ['?'], faceUp: ['QH'] };
    expect(await s.act(declare, 0, 'declare')).toBe(true);
    expect(s.log).toBe(array);
    expect(s.log.map((l) => l.event.seq)).toEqual([1, 2]);
    const texts = s.log.map((l) => l.text);
    expect(await s.undoTo(1)).toBe(true);
    expect(s.log.map((l) => l.text)).toEqual(texts.slice(0, 1));
    expect(s.state).toEqual(afterFirst);
  });
});
