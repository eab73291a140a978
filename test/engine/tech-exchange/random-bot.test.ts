/**
 * Tech Exchange's random bot draws among the candidates and judges only what
 * it draws (rejection sampling, issue 14): along random games every action it
 * picks is one `moves` lists from the same generator (so one the rules
 * accept), it has an action exactly when `moves` has one, and over many draws
 * it picks each position of that list about equally often (uniform).
 */
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../src/engine/core/result';
import { seedRng, type RngState } from '../../../src/engine/core/rng';
import { techExchangeBotGame as bot, techExchangeSimulation } from '../../../src/engine/tech-exchange/bots';
import { techExchangeGame } from '../../../src/engine/tech-exchange/index';
import type { TechExchangeAction, TechExchangeState } from '../../../src/engine/tech-exchange/types';

const setup = (seed: string): TechExchangeState =>
  unwrap(techExchangeSimulation.setup({ players: ['A', 'B', 'C', 'D'], options: {}, seed, at: 0 }));

describe('Tech Exchange random bot', () => {
  it('picks only actions moves lists, and each position of the list about equally often', () => {
    let s = setup('te-random');
    let rng = seedRng('te-random');
    const hits = new Map<number, number[]>(); // list length -> picks per position
    let drawn = 0;
    for (let i = 1; i < 250; i++) {
      const at = i * bot.msPerAction;
      const d = bot.decider(s, at);
      if (d.kind === 'done') break;
      const seat = d.kind === 'seat' ? d.seat : null;
      const [listed] = bot.moves(s, seat, rng, at);
      const [a, next] = bot.randomMove!(s, seat, rng, at);
      expect(a === null).toBe(listed.length === 0);
      if (a === null) break;
      const keys = listed.map((x) => JSON.stringify(x));
      expect(keys).toContain(JSON.stringify(a));
      expect(techExchangeGame.validate(s, a, { at }).ok).toBe(true);
      if (listed.length > 1) {
        // Many draws at this position, each from its own generator.
        for (let k = 0; k < 25; k++) {
          const r: RngState = seedRng(`te-random:${i}:${k}`);
          const [l] = bot.moves(s, seat, r, at);
          const [b] = bot.randomMove!(s, seat, r, at);
          const row = hits.get(l.length) ?? Array.from({ length: l.length }, () => 0);
          row[l.map((x) => JSON.stringify(x)).indexOf(JSON.stringify(b))]! += 1;
          hits.set(l.length, row);
          drawn++;
        }
      }
      s = techExchangeGame.apply(s, a as TechExchangeAction, { at });
      rng = next;
    }
    expect(drawn).toBeGreaterThan(300);
    for (const row of hits.values()) {
      const n = row.reduce((x, y) => x + y, 0);
      if (n < 40 * row.length) continue;
      for (const c of row) {
        expect(c).toBeGreaterThan((n / row.length) * 0.6);
        expect(c).toBeLessThan((n / row.length) * 1.4);
      }
    }
    expect([...hits.values()].some((row) => row.reduce((x, y) => x + y, 0) >= 40 * row.length)).toBe(true);
  });
});
