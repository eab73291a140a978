/**
 * The incremental solver (incremental.ts) against trying every assignment:
 * random small formulas given a few clauses at a time, each step asked under
 * random assumptions (sometimes contradicting each other), then some of
 * those assumptions fixed for good as a guarded question's retirement is;
 * every answer must be what brute force says of the clauses so far with the
 * assumptions as units, and every model must hold all of them. On larger
 * random 3-SAT, grown clause by clause, it must agree with sat.ts solving
 * each step afresh.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IncrementalSat } from '../../../../src/engine/core/sat-incremental';
import { solveSat } from './sat';

type Clause = readonly number[];
const satisfies = (model: readonly boolean[], clauses: readonly Clause[]): boolean =>
  clauses.every((c) => c.some((l) => model[Math.abs(l)] === l > 0));

function bruteForce(vars: number, clauses: readonly Clause[]): boolean {
  for (let m = 0; m < 1 << vars; m++) {
    const model = [false, ...Array.from({ length: vars }, (_, i) => ((m >> i) & 1) === 1)];
    if (satisfies(model, clauses)) return true;
  }
  return false;
}

const literal = (vars: number) => fc.integer({ min: 1, max: vars }).chain((v) => fc.constantFrom(v, -v));
/** Steps of a session: clauses to add, assumptions to ask under, and whether to fix the first assumption after. */
const session = (vars: number) =>
  fc.array(
    fc.record({
      add: fc.array(fc.array(literal(vars), { minLength: 0, maxLength: 4 }), { maxLength: 6 }),
      assume: fc.array(literal(vars), { maxLength: 3 }),
      fix: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  );

describe('the incremental SAT solver', () => {
  it('answers each question as brute force does on the clauses so far, under its assumptions', () => {
    const tally = { sat: 0, unsat: 0, unsatOnlyAssumed: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }).chain((vars) => fc.tuple(fc.constant(vars), session(vars))),
        ([vars, steps]) => {
          const solver = new IncrementalSat();
          solver.reserve(vars);
          const clauses: Clause[] = [];
          for (const step of steps) {
            for (const c of step.add) {
              solver.add(c);
              clauses.push(c);
            }
            const asked = [...clauses, ...step.assume.map((a) => [a])];
            const answer = solver.solve(step.assume);
            expect(answer).not.toBe('unknown');
            const truth = bruteForce(vars, asked);
            expect(answer !== null).toBe(truth);
            if (answer !== null && answer !== 'unknown') {
              expect(satisfies(answer, asked)).toBe(true);
              tally.sat++;
            } else {
              tally.unsat++;
              if (bruteForce(vars, clauses)) tally.unsatOnlyAssumed++;
            }
            // A retired question: its activation literal fixed for good.
            const first = step.assume[0];
            if (step.fix && first !== undefined) {
              solver.add([first]);
              clauses.push([first]);
            }
          }
        },
      ),
      { numRuns: 1500, seed: 11 },
    );
    // Every kind of answer was met often: a model, no model at all, and none only under the assumptions.
    expect(tally.sat).toBeGreaterThan(1000);
    expect(tally.unsat).toBeGreaterThan(500);
    expect(tally.unsatOnlyAssumed).toBeGreaterThan(200);
  });

  it('agrees with solving afresh on random 3-SAT grown clause by clause (70 variables, up to 4.5 clauses a variable)', () => {
    let rand = 88172645;
    const next = (n: number): number => {
      rand ^= rand << 13;
      rand ^= rand >>> 17;
      rand ^= rand << 5;
      return (rand >>> 0) % n;
    };
    const tally = { sat: 0, unsat: 0 };
    for (let run = 0; run < 12; run++) {
      const vars = 70;
      const solver = new IncrementalSat();
      const clauses: Clause[] = [];
      for (let i = 0; i < Math.round(vars * 4.5); i++) {
        const c = Array.from({ length: 3 }, () => (next(vars) + 1) * (next(2) ? 1 : -1));
        solver.add(c);
        clauses.push(c);
        // Ask every 15 clauses, under two assumed literals.
        if (i % 15 !== 14) continue;
        const assume = [(next(vars) + 1) * (next(2) ? 1 : -1), (next(vars) + 1) * (next(2) ? 1 : -1)];
        const asked = [...clauses, ...assume.map((a) => [a])];
        const ours = solver.solve(assume);
        const fresh = solveSat(vars, asked);
        expect(ours).not.toBe('unknown');
        expect(fresh).not.toBe('unknown');
        expect(ours !== null).toBe(fresh !== null);
        if (ours !== null && ours !== 'unknown') expect(satisfies(ours, asked)).toBe(true);
        tally[ours !== null ? 'sat' : 'unsat']++;
      }
    }
    expect(tally.sat).toBeGreaterThan(20);
    expect(tally.unsat).toBeGreaterThan(20);
  });
});
