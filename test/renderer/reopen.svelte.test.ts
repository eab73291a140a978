/**
 * A match reopened later (the app was closed, or crashed) resumes with its
 * clocks paused where its last event left them: the session logs each
 * running clock's pause, stamped with the last event's time, through the
 * normal pipeline, so the time the app was closed does not count and no
 * flag falls for it. What time forces (a fallen flag) is sent by the
 * session, once.
 */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../src/engine/core/options';
import { err, ok, type Result } from '../../src/engine/core/result';
import type { LogEvent } from '../../src/engine/core/log';
import { techChessGame } from '../../src/engine/tech-chess/index';
import { AppState } from '../../src/renderer/lib/app.svelte';
import { foldLog, MatchSession, configOf } from '../../src/renderer/lib/match.svelte';
import { Ticker } from '../../src/renderer/lib/ticker.svelte';
import { API_METHODS, type ApiMethod, type DecksideApi, type MatchHeader } from '../../src/contract/api';

const MINUTE = 60_000;
const START = Date.UTC(2026, 2, 1, 10, 0, 0);

function techChessHeader(): MatchHeader {
  const options = resolveOptions(techChessGame.options, { clock: 5, clockIncrement: 0 });
  if (!options.ok) throw new Error(options.error.message);
  return {
    format: 'deckside-match',
    formatVersion: 1,
    matchId: '20260301-100000-c0ffee01',
    game: 'tech-chess',
    options: options.value,
    seed: 'reopen',
    players: [
      { name: 'Ann', seat: 0 },
      { name: 'Bo', seat: 1 },
    ],
    deckVersion: null,
    rulesVersion: 'v1',
    startedAt: START,
    appVersion: '0',
  };
}

/** A store in memory: what was appended is kept, as the real one does. */
function memoryApi(header: MatchHeader, events: LogEvent[]): { api: DecksideApi; appended: LogEvent[] } {
  const appended: LogEvent[] = [];
  const no = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used');
  // Only the calls opening a match makes; the rest answer that they are not used.
  const unused = Object.fromEntries(API_METHODS.map((m) => [m, no])) as Record<ApiMethod, typeof no>;
  const api: DecksideApi = {
    ...unused,
    openMatch: async (id) => (id === header.matchId ? ok({ header, events: [...events, ...appended], problems: [] }) : no()),
    appendEvent: async (_id, event) => {
      appended.push(event);
      return ok({ seq: event.seq });
    },
  };
  return { api, appended };
}

describe('a match reopened after the app was closed', () => {
  it('opens a Tech Chess match whose clock ran at its last event paused there, with no flag logged', async () => {
    const header = techChessHeader();
    // Ann starts her clock, moves after 1 minute (Bo's clock starts), then the app closes for an hour.
    const events: LogEvent[] = [
      { seq: 1, at: START, actor: null, action: { type: 'clock', op: 'start' } },
      { seq: 2, at: START + MINUTE, actor: null, action: { type: 'move', from: 'd1', to: 'c3' } },
    ];
    const { api, appended } = memoryApi(header, events);
    const app = new AppState(api);
    await app.open(header.matchId);
    const session = app.session;
    if (!session) throw new Error(app.error ?? 'not opened');

    // One pause, stamped with the last event's time, and logged like any action.
    expect(appended).toEqual([{ seq: 3, at: START + MINUTE, actor: null, action: { type: 'clock', op: 'pause' } }]);
    expect(session.log.map((l) => l.event.action)).toContainEqual({ type: 'clock', op: 'pause' });

    // An hour later nothing has run: Ann used 1 minute of 5, Bo none, and no flag is due or logged.
    const later = START + 61 * MINUTE;
    const clocks = session.def.clocks(session.state, later);
    expect(clocks.map((c) => [c.id, c.leftMs, c.running, c.toggle?.label ?? null])).toEqual([
      ['p1', 4 * MINUTE, false, null],
      ['p2', 5 * MINUTE, false, 'Resume'],
    ]);
    expect(session.def.due(session.state, later)).toBeNull();
    expect(session.log.some((l) => (l.event.action as { type?: string }).type === 'flag')).toBe(false);
    expect(session.outcome).toBeNull();

    // Opened again: already paused, so nothing more is logged.
    app.session = null;
    await app.open(header.matchId);
    expect(appended).toHaveLength(1);
  });

  it('logs nothing for a match whose clocks have not started', async () => {
    const header = techChessHeader();
    const { api, appended } = memoryApi(header, []);
    const app = new AppState(api);
    await app.open(header.matchId);
    expect(app.session?.log).toHaveLength(0);
    expect(app.session?.def.clocks(app.session.state, START + MINUTE).map((c) => c.note)).toEqual(['not started', 'not started']);
    expect(appended).toEqual([]);
  });
});

describe('what time forces', () => {
  it('is sent by the session once, however often it is asked, stamped with the time it was read', async () => {
    const header = techChessHeader();
    const events: LogEvent[] = [{ seq: 1, at: START, actor: null, action: { type: 'move', from: 'd1', to: 'c3' } }];
    const { api, appended } = memoryApi(header, events);
    const folded = foldLog(techChessGame, configOf(header), events);
    if (!folded.ok) throw new Error(folded.error.message);
    // Bo's 5 minutes ran out 2 minutes ago.
    const now = START + 7 * MINUTE;
    const session = new MatchSession(techChessGame, header, api, new Ticker(() => now), folded.value);
    expect(session.due?.action).toEqual({ type: 'flag' });

    const sent = await Promise.all([session.sendDue(), session.sendDue(), session.sendDue()]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(appended).toEqual([{ seq: 2, at: now, actor: null, action: { type: 'flag' } }]);
    expect(session.outcome?.winners).toEqual([0]);
    expect(await session.sendDue()).toBe(false);
    expect(appended).toHaveLength(1);
  });
});
