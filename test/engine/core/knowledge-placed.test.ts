/**
 * A table built with known cards in place (placedKnowledge) is the table a
 * blank one becomes when those cards are named in turn: the same answers to
 * every question, for every code and place, and refused exactly when naming
 * in turn is refused (random small decks of one and two copies a code).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canName,
  codesIn,
  countIn,
  isConsistent,
  knownIn,
  nameIn,
  placedKnowledge,
  placesOf,
  unknownTable,
  type Knowledge,
  type Wording,
} from '../../../src/engine/core/knowledge';

const w: Wording = { names: (p) => p, rule: 'test', path: '' };
const CODES = ['a', 'b', 'c', 'd', 'e'];
const PLACES = ['p0', 'p1', 'p2'];

const setups = fc
  .record({
    copies: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: CODES.length, maxLength: CODES.length }),
    cuts: fc.array(fc.nat(), { minLength: 2, maxLength: 2 }),
    named: fc.array(fc.record({ place: fc.nat(PLACES.length - 1), codes: fc.array(fc.nat(CODES.length - 1), { maxLength: 4 }) }), {
      maxLength: 3,
    }),
  })
  .map(({ copies, cuts, named }) => {
    const total = copies.reduce((a, b) => a + b, 0);
    const [x, y] = cuts.map((c) => c % (total + 1)).sort((a, b) => a - b) as [number, number];
    return {
      copies: Object.fromEntries(CODES.map((c, i) => [c, copies[i] as number])),
      places: [
        ['p0', x],
        ['p1', y - x],
        ['p2', total - y],
      ] as [string, number][],
      named: named.map((n) => [PLACES[n.place] as string, n.codes.map((i) => CODES[i] as string)] as [string, string[]]),
    };
  });

/** Blank, then each place's cards named in turn; null when a naming is refused. */
function inTurn(copies: Record<string, number>, places: [string, number][], named: [string, string[]][]): Knowledge | null {
  let k = unknownTable(copies, places, 64);
  // Names of one place together, as placedKnowledge reads them (at least these codes there).
  const byPlace = new Map<string, string[]>();
  for (const [p, codes] of named) byPlace.set(p, [...(byPlace.get(p) ?? []), ...codes]);
  for (const [p, codes] of byPlace) {
    if (codes.length === 0) continue;
    const r = nameIn(k, p, codes, w);
    if (!r.ok) return null;
    k = r.value;
  }
  return k;
}

describe('a table with known cards in place', () => {
  it('answers as the blank table with the same cards named in turn', () => {
    fc.assert(
      fc.property(setups, ({ copies, places, named }) => {
        const direct = placedKnowledge(copies, places, named, 64);
        const turn = inTurn(copies, places, named);
        expect(direct === null).toBe(turn === null);
        if (direct === null || turn === null) return;
        expect(isConsistent(direct)).toBe(true);
        for (const place of PLACES) {
          expect(countIn(direct, place)).toBe(countIn(turn, place));
          expect(knownIn(direct, place).sort()).toEqual(knownIn(turn, place).sort());
          expect(codesIn(direct, place)).toEqual(codesIn(turn, place));
          for (const code of CODES) {
            expect(canName(direct, place, [code], w).ok).toBe(canName(turn, place, [code], w).ok);
            expect(canName(direct, place, [code, code], w).ok).toBe(canName(turn, place, [code, code], w).ok);
          }
        }
        for (const code of CODES) expect(placesOf(direct, code)).toEqual(placesOf(turn, code));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses cards that do not fit: a code the game lacks, too many copies, more than a place holds', () => {
    const copies = { a: 1, b: 2 };
    const places: [string, number][] = [
      ['p0', 2],
      ['p1', 1],
    ];
    expect(placedKnowledge(copies, places, [['p0', ['z']]])).toBeNull();
    expect(placedKnowledge(copies, places, [['p0', ['a', 'a']]])).toBeNull();
    expect(placedKnowledge(copies, places, [['p1', ['a', 'b']]])).toBeNull();
    expect(placedKnowledge(copies, places, [['p9', ['a']]])).toBeNull();
    const ok = placedKnowledge(copies, places, [['p0', ['b', 'a']]]);
    expect(ok && knownIn(ok, 'p1')).toEqual(['b']);
  });
});
