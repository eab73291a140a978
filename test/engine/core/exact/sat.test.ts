/**
 * The CDCL solver (sat.ts) against two independent answers: every
 * assignment tried on random small formulas, and MiniSat (logic-solver) on
 * random 3-SAT near the hard ratio; every model it gives satisfies every
 * clause.
 */
import fc from 'fast-check';
import * as Logic from 'logic-solver';
import { describe, expect, it } from 'vitest';
import { solveSat } from './sat';

const satisfies = (model: readonly boolean[], clauses: readonly (readonly number[])[]): boolean =>
  clauses.every((c) => c.some((l) => model[Math.abs(l)] === l > 0));

function bruteForce(vars: number, clauses: readonly (readonly number[])[]): boolean {
  for (let m = 0; m < 1 << vars; m++) {
    const model = [false, ...Array.from({ length: vars }, (_, i) => ((m >> i) & 1) === 1)];
    if (satisfies(model, clauses)) return true;
  }
  return false;
}

const formula = (maxVars: number, maxClauses: number) =>
  fc.integer({ min: 1, max: maxVars }).chain((vars) =>
    fc.tuple(
      fc.constant(vars),
      fc.array(
        fc.array(
          fc.integer({ min: 1, max: vars }).chain((v) => fc.constantFrom(v, -v)),
          { minLength: 0, maxLength: 4 },
        ),
        { maxLength: maxClauses },
      ),
    ),
  );

describe('the SAT solver', () => {
  it('answers as trying every assignment does, on random small formulas, with models that hold', () => {
    let unsat = 0;
    fc.assert(
      fc.property(formula(10, 60), ([vars, clauses]) => {
        const answer = solveSat(vars, clauses);
        expect(answer).not.toBe('unknown');
        if (answer === null) unsat++;
        else if (answer !== 'unknown') expect(satisfies(answer, clauses)).toBe(true);
        expect(answer !== null).toBe(bruteForce(vars, clauses));
      }),
      { numRuns: 2000, seed: 7 },
    );
    // Both answers were met often.
    expect(unsat).toBeGreaterThan(100);
  });

  it('answers as MiniSat does on random 3-SAT at 4.26 clauses a variable (60 variables)', () => {
    // xorshift32: a fixed stream of formulas.
    let rand = 2463534242;
    const next = (n: number): number => {
      rand ^= rand << 13;
      rand ^= rand >>> 17;
      rand ^= rand << 5;
      return (rand >>> 0) % n;
    };
    const tally = { sat: 0, unsat: 0 };
    for (let run = 0; run < 60; run++) {
      const vars = 60;
      const clauses = Array.from({ length: Math.round(vars * 4.26) }, () =>
        Array.from({ length: 3 }, () => (next(vars) + 1) * (next(2) ? 1 : -1)),
      );
      const mini = new Logic.Solver();
      for (const c of clauses) mini.require(Logic.or(c.map((l) => (l > 0 ? `x${l}` : Logic.not(`x${-l}`)))));
      const theirs = mini.solve() !== null;
      const ours = solveSat(vars, clauses);
      expect(ours).not.toBe('unknown');
      expect(ours !== null).toBe(theirs);
      if (ours !== null && ours !== 'unknown') expect(satisfies(ours, clauses)).toBe(true);
      tally[theirs ? 'sat' : 'unsat']++;
    }
    expect(tally.sat).toBeGreaterThan(5);
    expect(tally.unsat).toBeGreaterThan(5);
  });
});
