/**
 * The speed-ups of card knowledge give the plain computation's answers:
 * sorted's already-sorted shortcut, the memos, and the integer-array flow.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canName,
  countIn,
  isConsistent,
  moveNamed,
  moveTagged,
  moveUnnamed,
  nameIn,
  relocate,
  shuffleInto,
  unknownTable,
  type Knowledge,
  type Wording,
} from '../../../src/engine/core/knowledge';
import { solveFlow } from '../../../src/engine/core/knowledge-flow';
import { isOf, placeOfBin, prune as pruneTable, sorted } from '../../../src/engine/core/knowledge-table';
import { referenceSolveFlow } from './knowledge-flow-reference';

/** Every case of the knowledge, pruned. */
const prune = (k: Knowledge): unknown[] => k.cases.map(pruneTable);
const plainSorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();

describe('knowledge speed-ups agree with the plain computation', () => {
  it('sorted: already-sorted, unsorted and repeated inputs give the Set-and-sort answer', () => {
    const bin = fc.constantFrom('deck', 'hand:0', 'hand:0~1', 'hand:0~#t2', 'hand:1~10', 'hand:1~9', 'discard', 'Z', 'a', '');
    fc.assert(
      fc.property(fc.array(bin, { maxLength: 12 }), fc.boolean(), (xs, presort) => {
        const input = presort ? plainSorted(xs) : xs;
        const out = sorted(input);
        expect(out).toEqual(plainSorted(input));
        expect(out).not.toBe(input);
      }),
      { numRuns: 500 },
    );
  });

  it('isOf: a bin is of a place exactly when placeOfBin says so', () => {
    const part = fc.constantFrom('hand:0', 'hand:1', 'hand:10', 'deck', 'd', '');
    const bin = fc.tuple(part, fc.constantFrom('', '~1', '~#t2', '~', '~1~2', 'x')).map(([p, tail]) => p + tail);
    fc.assert(
      fc.property(bin, part, (b, place) => {
        expect(isOf(b, place)).toBe(placeOfBin(b) === place);
      }),
      { numRuns: 1000 },
    );
  });

  it('normalize: an empty lot left by naming tells no bins apart, so the named table prunes to itself', () => {
    const copies = Object.fromEntries(['AS', 'KS', 'QS', 'JS', 'TS', '9S'].map((c) => [c, 1]));
    const w: Wording = { names: (p) => p, rule: 'test', path: 'test' };
    let k: Knowledge = unknownTable(copies, [
      ['deck', 2],
      ['a', 2],
      ['b', 2],
    ]);
    k = moveUnnamed(k, 'a', 'deck', 1);
    const first = nameIn(k, 'deck', ['9S'], w);
    if (first.ok) k = first.value;
    k = moveUnnamed(k, 'deck', 'a', 1);
    const r = nameIn(k, 'deck', ['9S'], w);
    expect(r.ok).toBe(true);
    if (r.ok) expect(prune(r.value)).toEqual(prune(structuredClone(r.value)));
  });

  it('memos: asking the same table again gives what a fresh copy of it gives', () => {
    const codes = ['AS', 'KS', 'QS', 'JS', 'TS', '9S'];
    const copies = Object.fromEntries(codes.map((c) => [c, 1]));
    const places = ['deck', 'a', 'b'];
    const w: Wording = { names: (p) => p, rule: 'test', path: 'test' };
    const move = fc.record({
      kind: fc.constantFrom('name', 'move'),
      from: fc.constantFrom(...places),
      to: fc.constantFrom(...places),
      code: fc.constantFrom(...codes),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
        let k: Knowledge = unknownTable(copies, [
          ['deck', 2],
          ['a', 2],
          ['b', 2],
        ]);
        for (const m of moves) {
          const fresh = structuredClone(k);
          if (m.kind === 'name') {
            expect(canName(k, m.from, [m.code], w)).toEqual(canName(fresh, m.from, [m.code], w));
            const r = nameIn(k, m.from, [m.code], w);
            expect(r).toEqual(nameIn(fresh, m.from, [m.code], w));
            if (r.ok) k = r.value;
          } else if (m.from !== m.to) {
            const next = moveUnnamed(k, m.from, m.to, 1);
            expect(next).toEqual(moveUnnamed(fresh, m.from, m.to, 1));
            k = next;
          }
          expect(prune(k)).toEqual(prune(structuredClone(k)));
          expect(isConsistent(k)).toBe(isConsistent(structuredClone(k)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('settle: a table changed without flows (unnamed, named, tagged cards moved, relocated) is what a full prune of a copy gives', () => {
    // Single copies (so lots merged by a move may split into n cards of n codes), and two of one code with `twin`.
    const copies: Record<string, number> = { AS: 1, KS: 1, QS: 1, JS: 1, TS: 1, '9S': 1 };
    const codes = Object.keys(copies);
    const places = ['deck', 'a', 'b', 'c'];
    const w: Wording = { names: (p) => p, rule: 'test', path: 'test' };
    const step = fc.record({
      kind: fc.constantFrom('name', 'named', 'unnamed', 'tagged', 'relocate', 'shuffle'),
      from: fc.constantFrom(...places),
      to: fc.constantFrom(...places),
      code: fc.constantFrom(...codes),
      n: fc.integer({ min: 1, max: 2 }),
      tag: fc.constantFrom('#1', '#2', '#3'),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 14 }), fc.boolean(), (steps, twin) => {
        let k: Knowledge = unknownTable(twin ? { ...copies, '9S': 2 } : copies, [
          ['deck', 2],
          ['a', 2],
          ['b', twin ? 3 : 2],
        ]);
        for (const s of steps) {
          if (s.from === s.to) continue;
          if (s.kind === 'name') {
            const r = nameIn(k, s.from, [s.code], w);
            if (r.ok) k = r.value;
          } else if (s.kind === 'named') {
            const r = moveNamed(k, s.from, s.to, [s.code], w);
            if (r.ok) k = r.value;
          } else if (s.kind === 'unnamed') {
            if (countIn(k, s.from) >= s.n) k = moveUnnamed(k, s.from, s.to, s.n, [s.tag]);
          } else if (s.kind === 'tagged') k = moveTagged(k, s.tag, s.to);
          else if (s.kind === 'relocate') k = relocate(k, s.from, s.to);
          else k = shuffleInto(k, [s.from], s.to);
          expect(isConsistent(k)).toBe(true);
          expect(prune(k)).toEqual(prune(structuredClone(k)));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('settle: the same tag given twice to unnamed cards counts both cards (a counterexample it found)', () => {
    const copies: Record<string, number> = { AS: 1, KS: 1, QS: 1, JS: 1, TS: 1, '9S': 1 };
    let k: Knowledge = unknownTable(copies, [
      ['deck', 2],
      ['a', 2],
      ['b', 2],
    ]);
    k = moveUnnamed(k, 'deck', 'c', 1, ['#2']);
    k = moveUnnamed(k, 'deck', 'c', 1, ['#2']);
    expect(countIn(k, 'c')).toBe(2);
    k = relocate(k, 'b', 'a');
    expect(isConsistent(k)).toBe(true);
    expect(prune(k)).toEqual(prune(structuredClone(k)));
  });

  it("flow: the integer-array solve gives the reference solve's feasibility and viable sets", () => {
    const problem = fc
      .record({ nc: fc.integer({ min: 0, max: 7 }), nl: fc.integer({ min: 0, max: 7 }) })
      .chain(({ nc, nl }) =>
        fc.record({
          supply: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: nc, maxLength: nc }),
          demand: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: nl, maxLength: nl }),
          allowed: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: Math.max(0, nc - 1) }), { maxLength: nc }), {
            minLength: nl,
            maxLength: nl,
          }),
        }),
      )
      // Balance supply and demand often, so feasible problems are common.
      .map((p) => {
        const s = p.supply.reduce((a, b) => a + b, 0);
        const d = p.demand.reduce((a, b) => a + b, 0);
        const demand = p.demand.slice();
        if (demand.length > 0 && s > d) demand[0] = (demand[0] as number) + s - d;
        return { ...p, allowed: p.supply.length === 0 ? p.allowed.map(() => []) : p.allowed, demand };
      });
    fc.assert(
      fc.property(problem, fc.boolean(), (p, viable) => {
        expect(solveFlow(p, viable)).toEqual(referenceSolveFlow(p, viable));
      }),
      { numRuns: 3000 },
    );
  });
});
