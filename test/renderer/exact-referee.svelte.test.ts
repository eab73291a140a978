/**
 * The referee at the table judges cards exactly: a match opened in the app
 * (folded from its log, as a reopened match is) is checked from then on
 * with its card knowledge put to the exact check past the tables' cap
 * (GameDefinition checkedExactly), while a bulk reader's fold (statistics)
 * keeps the tables' answer. The game: test/fixtures/trades/merged-game.ts.
 */
import { describe, expect, it } from 'vitest';
import { check, fold } from '../../src/engine/core/match';
import { err, ok, type Result } from '../../src/engine/core/result';
import { tradesGame } from '../../src/engine/trades/index';
import { AppState } from '../../src/renderer/lib/app.svelte';
import { API_METHODS, type ApiMethod, type DecksideApi } from '../../src/contract/api';
import {
  beforeHands,
  enterHand,
  entering,
  handsAt,
  impossibleHand,
  mergedGame,
  mergedHeader,
  trueHand,
} from '../fixtures/trades/merged-game';

const header = mergedHeader('20260301-100000-0000ba58');

/** A store in memory holding the one match (opening it is all this test does). */
function memoryApi(): DecksideApi {
  const no = async (): Promise<Result<never>> => err('ERR_UNUSED', 'not used');
  const unused = Object.fromEntries(API_METHODS.map((m) => [m, no])) as Record<ApiMethod, typeof no>;
  return {
    ...unused,
    openMatch: async (id) => (id === header.matchId ? ok({ header, events: [...beforeHands], problems: [] }) : no()),
    appendEvent: async (_id, event) => ok({ seq: event.seq }),
  };
}

describe('the referee at the table judges cards exactly', () => {
  it('refuses a final hand no history allows, which the merged readings of a bulk fold accept', async () => {
    expect(trueHand).toContain('10S');
    const app = new AppState(memoryApi());
    await app.open(header.matchId);
    const session = app.session;
    if (!session) throw new Error(app.error ?? 'not opened');
    expect(session.log).toHaveLength(entering);

    expect(session.check(enterHand(trueHand))).toBeNull();
    expect(session.check(enterHand(impossibleHand))?.code).toBe('ERR_INCONSISTENT_HAND');

    // The statistics' fold keeps the merged readings' answer: the same hand passes there.
    const bulk = fold(tradesGame, mergedGame.config, beforeHands);
    if (!bulk.ok) throw new Error(bulk.error.message);
    expect(bulk.value.applied).toBe(entering);
    expect(check(tradesGame, bulk.value.state, { action: enterHand(impossibleHand), at: handsAt })).toBeNull();
  }, 60_000);
});
