import { describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../../src/engine/core/result';
import { AppState, parseHash, routeHash } from '../../src/renderer/lib/app.svelte';
import type { DecksideApi, MatchHeader, MatchSummary } from '../../src/contract/api';

describe('routes in the address hash', () => {
  it('round-trip, and anything unknown is the home screen', () => {
    for (const route of [
      { name: 'home' },
      { name: 'new', game: 'trades' },
      { name: 'match', matchId: '20260301-100000-abcdef01' },
    ] as const) {
      expect(parseHash(routeHash(route))).toEqual(route);
    }
    expect(parseHash('#/new/poker')).toEqual({ name: 'home' });
    expect(parseHash('#/match/../../etc')).toEqual({ name: 'home' });
    expect(parseHash('')).toEqual({ name: 'home' });
  });
});

const summary = (id: string, finished: boolean, lastEventAt: number): MatchSummary => ({
  matchId: id,
  game: 'trades',
  players: [{ name: 'Ann', seat: 0 }],
  rulesVersion: 'v1',
  startedAt: 0,
  lastEventAt,
  events: 1,
  finished,
  winners: [],
  totals: [0],
  phase: finished ? 'Finished' : 'Trading',
  violations: [],
  problems: [],
});

function api(over: Partial<DecksideApi>): DecksideApi {
  const no = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used');
  return {
    listMatches: no,
    createMatch: no,
    openMatch: no,
    appendEvent: no,
    undoTo: no,
    exportMatches: no,
    getSettings: no,
    updateSettings: no,
    ...over,
  } as DecksideApi;
}

describe('AppState', () => {
  it('lists unfinished matches first, most recent first, and keeps damaged lines to report', async () => {
    const app = new AppState(
      api({
        listMatches: async () =>
          ok({
            matches: [summary('a', true, 5), summary('b', false, 1), summary('c', false, 9)],
            problems: [{ file: 'x.jsonl', line: 3, message: 'not JSON' }],
          }),
      }),
    );
    await app.refresh();
    expect(app.unfinished.map((m) => m.matchId)).toEqual(['c', 'b']);
    expect(app.recent.map((m) => m.matchId)).toEqual(['a']);
    expect(app.problems).toEqual([{ file: 'x.jsonl', line: 3, message: 'not JSON' }]);
  });

  it('opens a stored match by folding its events, and goes home with the reason when it cannot', async () => {
    const header: MatchHeader = {
      format: 'deckside-match',
      formatVersion: 1,
      matchId: '20260301-100000-abcdef01',
      game: 'trades',
      options: {},
      seed: 's',
      players: [
        { name: 'Ann', seat: 0 },
        { name: 'Bo', seat: 1 },
      ],
      deckVersion: null,
      rulesVersion: 'v1',
      startedAt: 0,
      appVersion: '0',
    };
    const app = new AppState(
      api({
        openMatch: async (id) =>
          id === header.matchId
            ? ok({ header, events: [{ seq: 1, at: 10, actor: null, action: { type: 'startClock' } }], problems: [] })
            : err('ERR_NO_SUCH_MATCH', 'There is no such match.'),
      }),
    );
    await app.open(header.matchId);
    expect(app.route).toEqual({ name: 'match', matchId: header.matchId });
    expect(app.session?.log.map((l) => l.text)).toEqual(['Clock started (5:00)']);
    await app.open('20260301-100000-ffffffff');
    expect(app.route).toEqual({ name: 'home' });
    expect(app.error).toBe('Cannot open that match: There is no such match.');
  });
});
