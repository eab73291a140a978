/**
 * knowledge-cover.ts against brute force: when `covers(big, small)` says so,
 * every world of `small` (each card's code, place and tag) is a world of
 * `big`. Worlds are counted here from the tables' definition alone (each lot's
 * cards take codes and bins from its lists, every code's copies and every
 * bin's cards add up), independently of the flows. The tables are small and
 * random; the covered ones are made from the big one by narrowing lots and
 * renaming a place's bins (so the property is not met by saying no), or by
 * making one bin of a place's bins, and random pairs check that an unrelated
 * table is not called covered wrongly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { covers } from '../../../src/engine/core/knowledge-cover';
import { placeOfBin, tagOfBin } from '../../../src/engine/core/knowledge-normal';
import type { Lot, Table } from '../../../src/engine/core/knowledge-table';
import { distinct } from '../../../src/engine/core/knowledge-change';

const CODES = ['a', 'b', 'c'];
const BINS = ['p', 'p~1', 'p~2', 'q', 'q~3', 'q~#t'];

/** Every world of a table: sorted "code@place#tag" lists, as keys. */
function worlds(t: Table): Set<string> {
  const out = new Set<string>();
  const lots = t.lots.filter((l) => l.count > 0);
  const codesLeft = new Map(Object.entries(t.copies));
  const binsLeft = new Map(Object.entries(t.bins));
  const picked: string[] = [];
  const card = (code: string, bin: string): string => `${code}@${placeOfBin(bin)}${tagOfBin(bin) ?? ''}`;
  // Lot by lot, card by card: a code and a bin from the lot's lists (in order within a lot, so each multiset once).
  const go = (lot: number, left: number, minPair: number): void => {
    if (lot === lots.length) {
      if ([...codesLeft.values()].every((n) => n === 0) && [...binsLeft.values()].every((n) => n === 0))
        out.add(picked.slice().sort().join(' '));
      return;
    }
    const l = lots[lot] as Lot;
    if (left === 0) return go(lot + 1, (lots[lot + 1] as Lot | undefined)?.count ?? 0, 0);
    const pairs = l.codes.flatMap((c) => l.bins.map((b) => [c, b] as const));
    for (let i = minPair; i < pairs.length; i++) {
      const [c, b] = pairs[i] as readonly [string, string];
      if ((codesLeft.get(c) ?? 0) === 0 || (binsLeft.get(b) ?? 0) === 0) continue;
      codesLeft.set(c, (codesLeft.get(c) ?? 0) - 1);
      binsLeft.set(b, (binsLeft.get(b) ?? 0) - 1);
      picked.push(card(c, b));
      go(lot, left - 1, i);
      picked.pop();
      codesLeft.set(c, (codesLeft.get(c) ?? 0) + 1);
      binsLeft.set(b, (binsLeft.get(b) ?? 0) + 1);
    }
  };
  go(0, (lots[0] as Lot | undefined)?.count ?? 0, 0);
  return out;
}

const subsetOf = <T>(items: readonly T[]): fc.Arbitrary<T[]> => fc.subarray(items as T[], { minLength: 1 }).map((xs) => xs.slice().sort());

/**
 * A small table with at least one world: up to four cards of three codes, each put in one of some of BINS (a tag's
 * bin holds one card), grouped into one to three lots whose lists hold their cards' codes and bins and maybe more.
 */
const table = fc
  .record({
    copies: fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1 }), fc.integer({ min: 1, max: 1 })),
    bins: subsetOf(BINS),
    lotCount: fc.integer({ min: 1, max: 3 }),
    seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 16, maxLength: 16 }),
  })
  .map(({ copies, bins, lotCount, seed }): Table => {
    let r = 0;
    const next = (n: number): number => (seed[r++ % seed.length] as number) % n;
    const cards = CODES.flatMap((c, i) => new Array<string>(copies[i] as number).fill(c));
    const binCount: Record<string, number> = {};
    const lots = Array.from({ length: Math.min(lotCount, cards.length) }, () => ({
      count: 0,
      codes: new Set<string>(),
      bins: new Set<string>(),
    }));
    cards.forEach((code, i) => {
      const open = bins.filter((b) => tagOfBin(b) === null || (binCount[b] ?? 0) === 0);
      const bin = open[next(open.length)] ?? 'p';
      binCount[bin] = (binCount[bin] ?? 0) + 1;
      // Every lot gets a card first, then any.
      const lot = lots[i < lots.length ? i : next(lots.length)] as (typeof lots)[number];
      lot.count++;
      lot.codes.add(code);
      lot.bins.add(bin);
    });
    const used = Object.keys(binCount);
    for (const lot of lots) {
      if (next(2) === 0) lot.codes.add(CODES[next(CODES.length)] as string);
      if (next(2) === 0) lot.bins.add(used[next(used.length)] as string);
    }
    return {
      copies: Object.fromEntries(CODES.map((c, i) => [c, copies[i] as number]).filter(([, n]) => (n as number) > 0)),
      bins: binCount,
      lots: lots.map((l) => ({ count: l.count, codes: [...l.codes].sort(), bins: [...l.bins].sort() })),
      serial: 10,
    };
  });

/** `t` with its lots narrowed (each keeps some of its codes and bins) and the bins of place q renamed among q's own. */
const narrowed = (t: Table, keep: readonly number[]): Table => {
  let r = 0;
  const take = <T>(xs: readonly T[]): T[] => {
    const out = xs.filter(() => (keep[r++ % keep.length] as number) % 3 !== 0);
    return out.length ? out : xs.slice(0, 1);
  };
  const rename = (b: string): string => (b === 'q~3' ? 'q~9' : b);
  const bins: Record<string, number> = {};
  for (const [b, n] of Object.entries(t.bins)) bins[rename(b)] = n;
  return {
    copies: t.copies,
    bins,
    lots: t.lots.map((l) => ({ count: l.count, codes: take(l.codes), bins: take(l.bins).map(rename).sort() })),
    serial: 20,
  };
};

/** `t` with place p's bins as one (its lots listing p for any of them): covered when those lots list all of p's bins. */
const merged = (t: Table): Table => {
  const one = (b: string): string => (placeOfBin(b) === 'p' && tagOfBin(b) === null ? 'p' : b);
  const bins: Record<string, number> = {};
  for (const [b, n] of Object.entries(t.bins)) bins[one(b)] = (bins[one(b)] ?? 0) + n;
  return { ...t, bins, lots: t.lots.map((l) => ({ ...l, bins: [...new Set(l.bins.map(one))].sort() })), serial: 30 };
};

describe('one table covering another (knowledge-cover.ts) against every world', () => {
  it('covers only tables whose every world it has, and covers the narrowed and renamed ones', () => {
    let covered = 0;
    let mergedCovered = 0;
    let worldsChecked = 0;
    fc.assert(
      fc.property(table, table, fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 8, maxLength: 8 }), (big, other, keep) => {
        const small = narrowed(big, keep);
        // A narrowed table is covered by the one it came from; an unrelated one only when its worlds are there.
        expect(covers(big, small)).toBe(true);
        const otherSameCopies = { ...other, copies: big.copies };
        const one = merged(big);
        for (const [b, s] of [
          [big, small],
          [big, otherSameCopies],
          [otherSameCopies, big],
          [big, one],
        ] as const) {
          if (!covers(b, s)) continue;
          covered++;
          if (s === one && Object.keys(one.bins).length < Object.keys(big.bins).length) mergedCovered++;
          const wb = worlds(b);
          for (const w of worlds(s)) {
            worldsChecked++;
            expect(wb.has(w)).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
    // Not met by tables without worlds: the covered ones had worlds to check.
    expect(covered).toBeGreaterThanOrEqual(400);
    expect(worldsChecked).toBeGreaterThan(200);
    // A place's bins standing for one bin were met and checked too.
    expect(mergedCovered).toBeGreaterThan(5);
  });

  it('keeps one of two alternatives that differ only in a narrower lot or in the names of a place’s bins', () => {
    const copies = { a: 1, b: 1, c: 1, d: 1 };
    // a alone and b, c, d together, anywhere; a slot's bin named after the step that made it.
    const anywhere = (slot: string, serial: number): Table => {
      const bins = ['hand:0', 'hand:1', slot];
      return {
        copies,
        bins: { 'hand:0': 2, [slot]: 1, 'hand:1': 1 },
        lots: [
          { count: 1, codes: ['a'], bins },
          { count: 3, codes: ['b', 'c', 'd'], bins },
        ],
        serial,
      };
    };
    const wide = anywhere('slot:1~7', 7);
    const narrow: Table = { ...wide, lots: [{ count: 1, codes: ['a'], bins: ['hand:1', 'slot:1~7'] }, wide.lots[1] as Lot] };
    const renamed = anywhere('slot:1~8', 8);
    expect(covers(wide, narrow)).toBe(true);
    expect(covers(narrow, wide)).toBe(false);
    expect(covers(renamed, wide) && covers(wide, renamed)).toBe(true);
    expect(distinct([narrow, wide, renamed])).toEqual([wide]);
  });

  it('lets one bin stand for a place’s bins only where every lot that may lie there may lie in each of them', () => {
    // Two of a and b may be in p and p~1 (one each) or q: p holds one of a, b and one of c, d. With p as one bin,
    // p may hold a and b: a world the split table does not have.
    const copies = { a: 1, b: 1, c: 1, d: 1 };
    const split: Table = {
      copies,
      bins: { p: 1, 'p~1': 1, q: 2 },
      lots: [
        { count: 2, codes: ['a', 'b'], bins: ['p', 'q'] },
        { count: 2, codes: ['c', 'd'], bins: ['p~1', 'q'] },
      ],
      serial: 1,
    };
    const one: Table = { ...split, bins: { p: 2, q: 2 }, lots: split.lots.map((l) => ({ ...l, bins: ['p', 'q'] })) };
    expect(worlds(one).has('a@p b@p c@q d@q')).toBe(true);
    expect(worlds(split).has('a@p b@p c@q d@q')).toBe(false);
    expect(covers(split, one)).toBe(false);
    // Lots that may lie in both of p's bins: then the split table has every world of the one-bin table.
    const both: Table = { ...split, lots: split.lots.map((l) => ({ ...l, bins: ['p', 'p~1', 'q'] })) };
    expect(covers(both, one)).toBe(true);
    for (const w of worlds(one)) expect(worlds(both).has(w)).toBe(true);
  });
});
