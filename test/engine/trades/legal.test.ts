/**
 * The one meaning of legalActions for Trades: the table (actor null) gets
 * only its own actions (the clock, the time-up), a seat only that seat's.
 * Checked over random states: random legal games, then random walks through
 * the offers that carry a full action (the clock toggles, the time-up, passes,
 * blind picks, refusals, withdrawals).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { play } from '../../../src/engine/core/game';
import { tradesGame } from '../../../src/engine/trades/index';
import type { TradesAction, TradesState } from '../../../src/engine/trades/types';
import { randomTradesGame } from './random-game';

/** Every offer for `actor` has that actor, and a ready action never names another seat. */
function checkOffers(s: TradesState, actor: number | null): ActionOffer[] {
  const offers = tradesGame.legalActions(s, actor);
  for (const o of offers) {
    expect(o.actor, `${o.label} asked for ${actor}`).toBe(actor);
    if (o.action !== undefined) {
      // Cast: offers of Trades carry Trades actions (legal.ts builds them from TradesAction).
      const seat = tradesGame.actingSeat?.(o.action as TradesAction);
      if (seat !== undefined) expect(seat).toBe(actor);
    }
  }
  return [...offers];
}

function checkState(s: TradesState): ActionOffer[] {
  const all = [checkOffers(s, null), ...s.players.map((_, seat) => checkOffers(s, seat))].flat();
  expect(tradesGame.legalActions(s, s.players.length)).toEqual([]);
  expect(tradesGame.legalActions(s, -1)).toEqual([]);
  return all;
}

describe('Trades legalActions: one meaning', () => {
  it('the table gets only table offers and each seat only its own, over random states', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 1_000_000 }),
          players: fc.integer({ min: 2, max: 5 }),
          mode: fc.constantFrom('freeForAll', 'turns'),
          steps: fc.integer({ min: 0, max: 25 }),
          start: fc.nat(),
          walk: fc.array(fc.record({ pick: fc.nat(), gapMs: fc.integer({ min: 0, max: 2_000_000 }) }), { maxLength: 12 }),
        }),
        ({ seed, players, mode, steps, start, walk }) => {
          const game = randomTradesGame({ seed, players, steps, options: { mode, timeLimitSeconds: 600 }, keepStates: true });
          game.states.forEach(checkState);
          const from = start % game.states.length;
          let s = game.states[from] as TradesState;
          let at = game.events[from - 1]?.at ?? game.config.at;
          for (const { pick, gapMs } of walk) {
            at += gapMs;
            const ready = checkState(s).filter((o) => o.action !== undefined && !o.disabledReason);
            if (ready.length === 0) break;
            const o = ready[pick % ready.length] as ActionOffer;
            // Cast: as above, a Trades offer's action is a TradesAction.
            const r = play(tradesGame, s, o.action as TradesAction, { at });
            if (r.ok) s = r.value; // the time-up is offered before 0:00 and refused then
          }
          checkState(s);
        },
      ),
      { numRuns: 25 },
    );
  });
});
