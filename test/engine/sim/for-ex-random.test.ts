/**
 * For-Ex's random bot draws among the candidate actions and judges only what
 * it draws (rejection sampling): along random games, every action it picks is
 * one legalActionsOf lists, and over many draws at one position it reaches
 * every legal action of the seat with near-equal frequency (uniform).
 */
import { describe, expect, it } from 'vitest';
import { seedRng, type RngState } from '../../../src/engine/core/rng';
import { forExBotGame } from '../../../src/engine/for-ex/bots';
import { forExGame } from '../../../src/engine/for-ex/index';
import { actorOf, legalActionsOf } from '../../../src/engine/for-ex/legal';
import { setupForEx } from '../../../src/engine/for-ex/setup';
import type { ForExAction } from '../../../src/engine/for-ex/types';
import { unwrap } from '../../../src/engine/core/result';

const draw = (s: Parameters<typeof forExBotGame.decider>[0], seat: number | null, rng: RngState): [ForExAction | null, RngState] =>
  forExBotGame.randomMove!(s, seat, rng, 0);

describe('For-Ex random bot', () => {
  it('picks only listed legal actions, and each legal action about equally often', () => {
    let s = unwrap(setupForEx({ players: ['A', 'B', 'C'], options: {}, seed: 'fx-random', at: 0 }));
    let rng = seedRng('fx-random');
    for (let i = 0; i < 150 && forExBotGame.decider(s, 0).kind !== 'done'; i++) {
      const d = forExBotGame.decider(s, 0);
      const seat = d.kind === 'seat' ? d.seat : null;
      let a: ForExAction | null;
      [a, rng] = draw(s, seat, rng);
      const legal = legalActionsOf(s)
        .filter((x) => actorOf(x) === seat)
        .map((x) => JSON.stringify(x));
      expect(legal).toContain(JSON.stringify(a));
      s = forExGame.apply(s, a as ForExAction, { at: i });
    }
    // Uniform at the opening position: ~12 draws per legal action on average, none far off.
    const start = unwrap(setupForEx({ players: ['A', 'B', 'C'], options: {}, seed: 'fx-uniform', at: 0 }));
    const seat = (forExBotGame.decider(start, 0) as { seat: number }).seat;
    const legal = legalActionsOf(start).filter((x) => actorOf(x) === seat);
    const counts = new Map<string, number>();
    let r = seedRng('fx-uniform');
    const n = legal.length * 40;
    for (let i = 0; i < n; i++) {
      let a: ForExAction | null;
      [a, r] = draw(start, seat, r);
      counts.set(JSON.stringify(a), (counts.get(JSON.stringify(a)) ?? 0) + 1);
    }
    expect(counts.size).toBe(legal.length);
    for (const c of counts.values()) {
      expect(c).toBeGreaterThan(10);
      expect(c).toBeLessThan(80);
    }
  });
});
