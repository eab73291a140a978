/**
 * The check shared by the games whose random bot draws one candidate and
 * judges only it (rejection sampling, issue 14): along a random game every
 * pick is one `moves` lists from the same generator (so one the rules
 * accept), there is a pick exactly when `moves` has one, and over many draws
 * at one position each place of that list is picked about equally often.
 */
import { expect } from 'vitest';
import type { BotGame } from '../../../src/engine/core/bots';
import { seedRng, type RngState } from '../../../src/engine/core/rng';

export function checkRandomMove<S, A>(game: BotGame<S, A>, start: S, seed: string, steps: number, drawsPerStep: number): void {
  const randomMove = game.randomMove;
  expect(randomMove).toBeDefined();
  if (!randomMove) return;
  let s = start;
  let rng = seedRng(seed);
  const hits = new Map<number, number[]>(); // list length -> picks per place
  const key = (a: A | null): string => JSON.stringify(a);
  for (let i = 1; i < steps; i++) {
    const at = i * game.msPerAction;
    const d = game.decider(s, at);
    if (d.kind === 'done') break;
    const seat = d.kind === 'seat' ? d.seat : null;
    const [listed] = game.moves(s, seat, rng, at);
    const [a, next] = randomMove(s, seat, rng, at);
    expect(a === null).toBe(listed.length === 0);
    if (a === null) break;
    expect(listed.map(key)).toContain(key(a));
    expect(game.def.validate(s, a, { at }).ok).toBe(true);
    if (listed.length > 1) {
      for (let k = 0; k < drawsPerStep; k++) {
        const r: RngState = seedRng(`${seed}:${i}:${k}`);
        const [l] = game.moves(s, seat, r, at);
        const [b] = randomMove(s, seat, r, at);
        const row = hits.get(l.length) ?? Array.from({ length: l.length }, () => 0);
        const place = l.map(key).indexOf(key(b));
        expect(place).toBeGreaterThanOrEqual(0);
        row[place] = (row[place] ?? 0) + 1;
        hits.set(l.length, row);
      }
    }
    s = game.def.apply(s, a, { at });
    rng = next;
  }
  const full = [...hits.values()].filter((row) => row.reduce((x, y) => x + y, 0) >= 40 * row.length);
  expect(full.length).toBeGreaterThan(0);
  for (const row of full) {
    const mean = row.reduce((x, y) => x + y, 0) / row.length;
    for (const c of row) {
      expect(c).toBeGreaterThan(mean * 0.6);
      expect(c).toBeLessThan(mean * 1.4);
    }
  }
}
