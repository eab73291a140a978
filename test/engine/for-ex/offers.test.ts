/**
 * The one meaning of legalActions over random For-Ex states: asked for the
 * table (null) it gives only the table's own actions, asked for a seat only
 * that seat's; together they cover every legal action type and every full
 * action is legal. Games are driven by picking among the offers that carry
 * a full action (the table's and every seat's), and also by the random-game
 * generator, which reaches contracts, investments and divest rounds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { forExGame, legalActionsOf } from '../../../src/engine/for-ex/index';
import type { ForExAction, ForExState } from '../../../src/engine/for-ex/types';
import { configFor } from './helpers';
import { randomGameArbitrary } from './random-game';

const CLOSING = ['final-resolution', 'choose-strongest', 'over'];

/** Checks the offers of one state; returns the full actions offered, for driving the game on. */
function checkOffers(s: ForExState): ForExAction[] {
  const actors: (number | null)[] = [null, ...s.players.map((_, seat) => seat)];
  const all: ActionOffer[] = [];
  for (const actor of actors) {
    const offers = forExGame.legalActions(s, actor);
    for (const o of offers) expect(o.actor).toBe(actor);
    all.push(...offers);
  }
  const flow = forExGame.flow?.(s);
  const full = all.flatMap((o) => (o.action === undefined ? [] : [o.action as ForExAction]));
  for (const a of full) {
    expect(forExGame.validate(s, a, { at: 0 }).ok).toBe(true);
    // Irreversible exactly when the step enters a closing phase (checked through the flow, not the state's phase kinds).
    const before = flow?.current;
    const after = forExGame.flow?.(forExGame.apply(s, a, { at: 0 })).current;
    const closes = after !== before && CLOSING.includes(after ?? '');
    const offer = all.find((o) => o.action === a);
    expect(offer?.irreversible === true, `${JSON.stringify(a)} from ${before} to ${after}`).toBe(closes);
  }
  // Every legal action type is offered to someone, and nothing else is.
  expect(new Set(all.map((o) => o.type))).toEqual(new Set(legalActionsOf(s).map((a) => a.type)));
  // The seat expected to act has something to do; when the table is expected, the table does.
  if (flow && !flow.finished) expect(forExGame.legalActions(s, flow.turn).length).toBeGreaterThan(0);
  return full;
}

describe('For-Ex legalActions: one meaning', () => {
  it('holds over games driven through the offers with a full action', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (players, picks) => {
        let s = unwrap(forExGame.setup(configFor(players)));
        for (const pick of picks) {
          const full = checkOffers(s);
          if (full.length === 0) break;
          const a = full[pick % full.length] as ForExAction;
          s = forExGame.apply(s, a, { at: 0 });
        }
        checkOffers(s);
      }),
      { numRuns: 15 },
    );
  });

  it('holds over random legal games (contracts, investments, divest rounds, varied options)', () => {
    fc.assert(
      fc.property(randomGameArbitrary({ maxActions: 60, variedOptions: true }), (game) => {
        for (const s of game.states) checkOffers(s);
      }),
      { numRuns: 8 },
    );
  });
});
