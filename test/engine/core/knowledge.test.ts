/**
 * Card knowledge as places (core/knowledge.ts): naming narrows, unnamed moves
 * widen, and the consistency checks are exact over the lots (checked against
 * brute force on small tables).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignExactly,
  countIn,
  isConsistent,
  knownIn,
  moveNamed,
  moveUnnamed,
  nameIn,
  placesOf,
  relocate,
  shuffleInto,
  unknownTable,
  type Knowledge,
  type Wording,
} from '../../../src/engine/core/knowledge';
import { solveFlow } from '../../../src/engine/core/knowledge-flow';
import { unwrap } from '../../../src/engine/core/result';

const w: Wording = { names: (p) => p, rule: 'test', path: 'cards' };
const one = (codes: string[]): Record<string, number> => Object.fromEntries(codes.map((c) => [c, 1]));
const CODES = ['a', 'b', 'c', 'd', 'e', 'f'];

function table(): Knowledge {
  return unknownTable(one(CODES), [
    ['ann', 2],
    ['bo', 2],
    ['deck', 2],
  ]);
}

describe('card knowledge', () => {
  it('names two copies of one code in a place known to hold both (two decks)', () => {
    let k = unknownTable({ a: 2, b: 2 }, [
      ['ann', 2],
      ['deck', 2],
    ]);
    k = unwrap(nameIn(k, 'ann', ['a', 'a'], w));
    expect(knownIn(k, 'ann')).toEqual(['a', 'a']);
    // Naming them again, both at once, must find the two copies already known there.
    expect(nameIn(k, 'ann', ['a', 'a'], w).ok).toBe(true);
    expect(assignExactly(k, 'ann', ['a', 'a'], w).ok).toBe(true);
    expect(moveNamed(k, 'ann', 'deck', ['a', 'a'], w).ok).toBe(true);
    expect(nameIn(k, 'ann', ['a', 'b'], w).ok).toBe(false);
  });

  it('narrows when a card is named, and says where a card is known to be', () => {
    const k = unwrap(nameIn(table(), 'ann', ['a'], w));
    expect(knownIn(k, 'ann')).toEqual(['a']);
    expect(placesOf(k, 'a')).toEqual(['ann']);
    const r = nameIn(k, 'bo', ['a'], w);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('known to be in ann');
  });

  it('widens when an unnamed card moves: the named card may be in either place, never elsewhere', () => {
    let k = unwrap(nameIn(table(), 'ann', ['a', 'b'], w));
    k = moveUnnamed(k, 'ann', 'bo', 1);
    expect(countIn(k, 'ann')).toBe(1);
    expect(countIn(k, 'bo')).toBe(3);
    expect(placesOf(k, 'a').sort()).toEqual(['ann', 'bo']);
    expect(nameIn(k, 'deck', ['a'], w).ok).toBe(false);
    // Exactly one of a, b stayed with ann.
    expect(assignExactly(k, 'ann', ['a'], w).ok).toBe(true);
    expect(assignExactly(k, 'ann', ['c'], w).ok).toBe(false);
  });

  it('keeps what a swap of unnamed cards implies: one of each side', () => {
    let k = unwrap(nameIn(table(), 'ann', ['a', 'b'], w));
    k = unwrap(nameIn(k, 'bo', ['c', 'd'], w));
    k = moveUnnamed(k, 'ann', 'to-bo', 1);
    k = moveUnnamed(k, 'bo', 'to-ann', 1);
    k = relocate(k, 'to-ann', 'ann');
    k = relocate(k, 'to-bo', 'bo');
    expect(assignExactly(k, 'ann', ['a', 'c'], w).ok).toBe(true);
    expect(assignExactly(k, 'ann', ['c', 'd'], w).ok).toBe(false);
    expect(assignExactly(k, 'ann', ['a', 'b'], w).ok).toBe(false);
  });

  it('moves named cards only from where they may be', () => {
    const k = unwrap(moveNamed(table(), 'deck', 'ann', ['e'], w));
    expect(countIn(k, 'ann')).toBe(3);
    expect(moveNamed(k, 'bo', 'deck', ['e'], w).ok).toBe(false);
  });

  it('shuffles places together: a named discard becomes unknown deck cards', () => {
    let k = unwrap(nameIn(table(), 'deck', ['e', 'f'], w));
    k = unwrap(moveNamed(k, 'deck', 'discard', ['e'], w));
    k = shuffleInto(k, ['discard'], 'deck');
    expect(placesOf(k, 'e')).toEqual(['deck']);
    expect(placesOf(k, 'a')).not.toContain('deck');
  });

  it('counts copies: with two copies a code can be in two places', () => {
    const k = unknownTable({ x: 2, y: 2 }, [
      ['p', 2],
      ['q', 2],
    ]);
    const named = unwrap(nameIn(k, 'p', ['x', 'x'], w));
    expect(knownIn(named, 'p')).toEqual(['x', 'x']);
    expect(nameIn(named, 'q', ['x'], w).ok).toBe(false);
    expect(nameIn(k, 'p', ['x', 'x', 'x'], w).ok).toBe(false);
  });

  it('refuses a code that is not in the game', () => {
    const r = nameIn(table(), 'ann', ['z'], w);
    expect(r.ok || r.error.code).toBe('ERR_CARD_NOT_IN_GAME');
  });
});

/** Brute force over every assignment of codes to lots (tiny problems only). */
function bruteFeasible(supply: number[], demand: number[], allowed: number[][]): { feasible: boolean; viable: Set<string> } {
  const viable = new Set<string>();
  let feasible = false;
  const left = demand.slice();
  const used: [number, number][] = [];
  const cards: number[] = supply.flatMap((n, c) => Array<number>(n).fill(c));
  const go = (i: number): void => {
    if (i === cards.length) {
      feasible = true;
      for (const [c, j] of used) viable.add(`${c}:${j}`);
      return;
    }
    const c = cards[i] as number;
    for (let j = 0; j < demand.length; j++) {
      if ((left[j] ?? 0) > 0 && (allowed[j] ?? []).includes(c)) {
        left[j] = (left[j] ?? 0) - 1;
        used.push([c, j]);
        go(i + 1);
        used.pop();
        left[j] = (left[j] ?? 0) + 1;
      }
    }
  };
  if (supply.reduce((a, b) => a + b, 0) === demand.reduce((a, b) => a + b, 0)) go(0);
  return { feasible, viable };
}

describe('the feasibility engine', () => {
  it('agrees with brute force on feasibility and on which code can sit in which lot', () => {
    const problem = fc
      .tuple(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 4 }))
      .chain(([supply, lots]) => {
        const total = supply.reduce((a, b) => a + b, 0);
        return fc.tuple(
          fc.constant(supply),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: lots, maxLength: lots }).map((d) => {
            // Make the demand add up to the supply most of the time.
            const out = d.slice();
            const diff = total - out.reduce((a, b) => a + b, 0);
            out[0] = Math.max(0, (out[0] ?? 0) + diff);
            return out;
          }),
          fc.array(fc.subarray(supply.map((_, i) => i)), { minLength: lots, maxLength: lots }),
        );
      });
    fc.assert(
      fc.property(problem, ([supply, demand, allowed]) => {
        const got = solveFlow({ supply, demand, allowed });
        const want = bruteFeasible(supply, demand, allowed);
        expect(got.feasible).toBe(want.feasible);
        if (want.feasible) {
          const viable = new Set(got.viable.flatMap((codes, j) => codes.map((c) => `${c}:${j}`)));
          expect([...viable].sort()).toEqual([...want.viable].sort());
        }
      }),
      { numRuns: 300 },
    );
  });

  it('handles a two-deck table (108 cards, 54 codes) at once', () => {
    const copies = Object.fromEntries(Array.from({ length: 54 }, (_, i) => [`c${i}`, 2]));
    let k = unknownTable(copies, [
      ['h0', 8],
      ['h1', 8],
      ['h2', 8],
      ['h3', 8],
      ['h4', 8],
      ['deck', 68],
    ]);
    k = unwrap(nameIn(k, 'h0', ['c1', 'c2', 'c3'], w));
    k = moveUnnamed(k, 'h0', 'h1', 2);
    k = unwrap(moveNamed(k, 'deck', 'h2', ['c1'], w));
    expect(isConsistent(k)).toBe(true);
    expect(placesOf(k, 'c1').sort()).toEqual(['h0', 'h1', 'h2']);
  });
});
