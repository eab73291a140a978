/**
 * The fully known fast path (core/knowledge-known.ts) answers as the general
 * way does: a dealt table (every place entered exactly) is played by random
 * known moves, namings and exact entries beside a twin that the fast path
 * cannot take (two more places in real doubt about two more codes),
 * and every question gets the same answer on both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignExactly,
  canName,
  knownIn,
  moveNamed,
  nameIn,
  placesOf,
  unknownTable,
  type Knowledge,
  type Wording,
} from '../../../src/engine/core/knowledge';
import { isFullyKnown, type Table } from '../../../src/engine/core/knowledge-table';
import { unwrap } from '../../../src/engine/core/result';

/** The one case of a knowledge (these tables never branch). */
function only(k: Knowledge): Table {
  expect(k.cases).toHaveLength(1);
  return k.cases[0] as Table;
}

const w: Wording = { names: (p) => p, rule: 'test', path: 'cards' };
const CODES = ['a', 'b', 'c', 'd', 'e'];
const PLACES = ['deck', 'ann', 'bo'];
const copies = { a: 1, b: 2, c: 1, d: 2, e: 1 };

/** The same table beside two more places in real doubt (which of y and w each holds): the general way must be taken. */
const doubted = (k: Knowledge): Knowledge => {
  const t = only(k);
  const copies = { ...t.copies, w: 2, y: 2 };
  return {
    copies,
    cases: [
      {
        copies,
        bins: { ...t.bins, far: 2, near: 2 },
        lots: [...t.lots, { count: 2, codes: ['w', 'y'], bins: ['far'] }, { count: 2, codes: ['w', 'y'], bins: ['near'] }],
        serial: t.serial,
      },
    ],
  };
};

function dealt(order: readonly string[]): Knowledge {
  let k = unknownTable(copies, [
    ['deck', 3],
    ['ann', 2],
    ['bo', 2],
  ]);
  k = unwrap(assignExactly(k, 'deck', order.slice(0, 3), w));
  k = unwrap(assignExactly(k, 'ann', order.slice(3, 5), w));
  return unwrap(assignExactly(k, 'bo', order.slice(5), w));
}

const same = (fast: Knowledge, slow: Knowledge): void => {
  for (const p of PLACES) {
    expect(knownIn(fast, p).sort()).toEqual(knownIn(slow, p).sort());
    for (const c of CODES) {
      expect(placesOf(fast, c)).toEqual(placesOf(slow, c));
      expect(canName(fast, p, [c], w).ok).toBe(canName(slow, p, [c], w).ok);
    }
    const entry = knownIn(fast, p);
    expect(assignExactly(fast, p, entry, w).ok).toBe(assignExactly(slow, p, entry, w).ok);
    const other = [...entry.slice(1), 'a'];
    expect(assignExactly(fast, p, other, w).ok).toBe(assignExactly(slow, p, other, w).ok);
  }
};

describe('card knowledge: the fully known fast path', () => {
  it('moves, names and checks exact entries as the general way does', () => {
    const step = fc.record({ from: fc.nat(2), to: fc.nat(2), codes: fc.array(fc.constantFrom(...CODES), { minLength: 1, maxLength: 2 }) });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['a', 'b', 'b', 'c', 'd', 'd', 'e'], { minLength: 7 }),
        fc.array(step, { maxLength: 10 }),
        (order, steps) => {
          let fast = dealt(order);
          let slow = doubted(fast);
          expect(isFullyKnown(only(fast))).toBe(true);
          expect(isFullyKnown(only(slow))).toBe(false);
          same(fast, slow);
          for (const s of steps) {
            const from = PLACES[s.from] as string;
            const to = PLACES[s.to] as string;
            const named = [nameIn(fast, from, s.codes, w), nameIn(slow, from, s.codes, w)];
            expect(named[0]?.ok).toBe(named[1]?.ok);
            if (from === to) continue;
            const f = moveNamed(fast, from, to, s.codes, w);
            const g = moveNamed(slow, from, to, s.codes, w);
            expect(f.ok).toBe(g.ok);
            if (f.ok && g.ok) {
              fast = f.value;
              slow = g.value;
              expect(isFullyKnown(only(fast))).toBe(true);
              same(fast, slow);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
