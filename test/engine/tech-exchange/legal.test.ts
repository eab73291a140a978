/**
 * One meaning of legalActions over random Tech Exchange games: the table
 * (actor null) is offered only the table's own actions, a seat only its own;
 * and an offer is marked irreversible exactly when taking it ends the phase,
 * the round or the game. Games are driven through the offers that carry a
 * full action, plus count-only trades and their revealed cards.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActionOffer } from '../../../src/engine/core/game';
import { play } from '../../../src/engine/core/game';
import { unwrap } from '../../../src/engine/core/result';
import { techExchangeGame as game, type TechExchangeAction, type TechExchangeState } from '../../../src/engine/tech-exchange/index';
import { knownCounts, poolCount } from '../../../src/engine/tech-exchange/zones';
import { config } from './helpers';

const where = (s: TechExchangeState): string => `${s.round}/${game.flow(s).current}`;

function step(s: TechExchangeState, pick: number, at: number): TechExchangeState | null {
  const known = knownCounts(s);
  if (s.pending) {
    const pool = Object.keys(s.composition).filter((c) => c !== 'wild' && poolCount(s, c, known) > 0);
    const card = pool[pick % Math.max(1, pool.length)];
    return card ? unwrap(play(game, s, { type: 'reveal', card }, { at })) : null;
  }
  const offers = [null, ...s.players.map((_, i) => i)].flatMap((who) => game.legalActions(s, who));
  const choices: TechExchangeAction[] = offers.flatMap((o) => (o.action && !o.disabledReason ? [o.action as TechExchangeAction] : []));
  if (s.phase.kind === 'trading')
    choices.push({ type: 'trade', a: pick % s.players.length, b: (pick + 1) % s.players.length, aGives: 1, bGives: 1 });
  const action = choices[pick % Math.max(1, choices.length)];
  if (!action) return null;
  const next = play(game, s, action, { at });
  return next.ok ? next.value : null;
}

describe('Tech Exchange legalActions', () => {
  it('offers the table only its own actions and each seat only its own; irreversible means the phase ends', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.array(fc.nat(1000), { minLength: 5, maxLength: 60 }),
        (players, clock, picks) => {
          let s: TechExchangeState | null = unwrap(
            game.setup(config(players, clock ? { tradingClockSeconds: 600 } : {}, `legal-${picks[0]}`)),
          );
          let at = 0;
          for (const pick of picks) {
            if (!s) break;
            for (const who of [null, ...s.players.map((_, i) => i)]) {
              const offers: readonly ActionOffer[] = game.legalActions(s, who);
              for (const o of offers) {
                expect(o.actor).toBe(who);
                if (!o.action || o.disabledReason) continue;
                const after = unwrap(play(game, s, o.action as TechExchangeAction, { at }));
                expect(o.irreversible === true, `${o.type} at ${where(s)}`).toBe(where(after) !== where(s));
              }
            }
            seen.add(game.flow(s).current);
            at += 1000;
            s = step(s, pick, at);
          }
        },
      ),
      { numRuns: 40 },
    );
    // The random games do get past the first trading phase.
    expect([...seen]).toEqual(expect.arrayContaining(['trading-1', 'effects-1', 'trading-2', 'effects-2', 'reveal']));
  });
});
