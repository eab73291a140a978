/**
 * Card knowledge: when one table's worlds lie among another's (the model is in
 * knowledge-table.ts). The referee's knowledge is a short list of tables
 * (knowledge-cases.ts) whose worlds are their union, so a table every world
 * of which another table already has adds nothing and is dropped, exactly.
 * Most alternatives a change makes are such: a card named in one of two bins
 * leaves one table where a lot may lie in either and one where it lies in one
 * of them, and two branches that made the same bins at different steps differ
 * only in the bins' names. Dropped, they leave room under the cap, so fewer
 * changes merge bins (the over-approximation), and fewer tables cost fewer
 * flows. Measured on the random games of knowledge-cases.test.ts: changes
 * merged for want of room 2,086 -> 1,686 in Trades and 52 -> 18 in Grid Poker,
 * whose most alternatives at once fell from 6 to 4, with the same answers in
 * the oracle tests (3,000 runs) and every engine test. It costs time where the
 * cases fill the room again: a Trades fold of the statistics bench's logs
 * took 11.4-12.2 s for 200 logs against 9.8-9.9 s without (one thread,
 * alternating runs), most of it these checks (about a tenth of the fold in a
 * profile, so they reject early: counts and codes before bins, a pairing of
 * two bins objects remembered); random Grid Poker games played faster (233
 * against 210 a second in one thread), having fewer cases.
 *
 * The test is a sufficient one, cheap beside a flow: the same copies; each
 * place split into bins of the same sizes (the tags' bins the same, as a tag
 * names one physical card; the other bins of a place are only labels, as only
 * places and tags are ever asked, so they are paired in the order of their
 * names, the place's own bin with itself), or one bin in the covered table
 * standing for all of the place's bins in the other; and the lots paired one
 * to one with the same counts, each lot of the covered table allowing no code
 * and no bin (renamed) that its pair does not, and a bin standing for several
 * only where its pair allows each of them (so any split of that bin's cards
 * among them, of their sizes, is allowed). A world of the covered table is
 * then a world of the other, lot by lot. Pairs it misses are only kept.
 */
import { placeOfBin, tagOfBin } from './knowledge-normal';
import type { Bin, Lot, Table } from './knowledge-table';

/** A bins object's tags' bins and each place's other bins, sorted (by object: tables of one change share theirs). */
interface Split {
  readonly tags: readonly Bin[];
  readonly places: ReadonlyMap<string, readonly Bin[]>;
}
const splits = new WeakMap<Readonly<Record<Bin, number>>, Split>();
function splitOf(bins: Readonly<Record<Bin, number>>): Split {
  let s = splits.get(bins);
  if (!s) {
    const tags: Bin[] = [];
    const places = new Map<string, Bin[]>();
    for (const n of Object.keys(bins).sort()) {
      if (tagOfBin(n) !== null) {
        tags.push(n);
        continue;
      }
      const p = placeOfBin(n);
      const at = places.get(p);
      if (at) at.push(n);
      else places.set(p, [n]);
    }
    splits.set(bins, (s = { tags, places }));
  }
  return s;
}

/** A pairing of bins: each bin of the covered table as the bins it stands for; `renamed` when any is not itself. */
interface Pairing {
  readonly of: ReadonlyMap<Bin, readonly Bin[]>;
  readonly renamed: boolean;
}

/**
 * Each bin of `a` as the bins of `b` it stands for, or null when the places are not split alike: a tag's bin as
 * itself; a place split into as many bins in both, bin by bin in the order of their names (the place's own bin with
 * itself), of the same sizes; a place of one bin in `a` (beside its tags) as all of that place's bins in `b`.
 * Remembered by the two bins objects.
 */
const pairings = new WeakMap<Readonly<Record<Bin, number>>, WeakMap<Readonly<Record<Bin, number>>, Pairing | null>>();
function pairBins(a: Readonly<Record<Bin, number>>, b: Readonly<Record<Bin, number>>): Pairing | null {
  let byB = pairings.get(a);
  if (!byB) pairings.set(a, (byB = new WeakMap()));
  const known = byB.get(b);
  if (known !== undefined) return known;
  const made = makePairing(a, b);
  byB.set(b, made);
  return made;
}

function makePairing(a: Readonly<Record<Bin, number>>, b: Readonly<Record<Bin, number>>): Pairing | null {
  const sa = splitOf(a);
  const sb = splitOf(b);
  if (sa.tags.length !== sb.tags.length || sa.places.size !== sb.places.size) return null;
  const of = new Map<Bin, readonly Bin[]>();
  let renamed = false;
  for (const n of sa.tags) {
    if (b[n] !== a[n]) return null;
    of.set(n, [n]);
  }
  for (const [place, binsA] of sa.places) {
    const binsB = sb.places.get(place);
    if (!binsB) return null;
    if (binsA.length === 1 && binsB.length > 1) {
      const total = binsB.reduce((n, y) => n + (b[y] ?? 0), 0);
      if (total !== a[binsA[0] as Bin]) return null;
      of.set(binsA[0] as Bin, binsB);
      renamed = true;
      continue;
    }
    if (binsB.length !== binsA.length) return null;
    // The place's own bin (named as the place) sorts first in both, so it pairs with itself or not at all.
    for (let i = 0; i < binsA.length; i++) {
      const x = binsA[i] as Bin;
      const y = binsB[i] as Bin;
      if (a[x] !== b[y] || (x === place) !== (y === place)) return null;
      of.set(x, [y]);
      if (x !== y) renamed = true;
    }
  }
  return { of, renamed };
}

/** Whether every element of `small` (sorted) is in `big` (sorted). */
function within(small: readonly string[], big: readonly string[]): boolean {
  if (small === big) return true;
  if (small.length > big.length) return false;
  let j = 0;
  for (const x of small) {
    while (j < big.length && (big[j] as string) < x) j++;
    if (j === big.length || big[j] !== x) return false;
    j++;
  }
  return true;
}

/** Whether `small` has `big`'s count and no code `big` lacks. */
const codesWithin = (small: Lot, big: Lot): boolean => small.count === big.count && within(small.codes, big.codes);

/** Whether `small` lists no bin (as paired) that `big` lacks. */
function binsWithin(small: Lot, big: Lot, pair: Pairing): boolean {
  if (!pair.renamed) return within(small.bins, big.bins);
  // A card that may lie in a bin of `small` may lie in every bin of `big` that bin stands for: any split of its cards
  // among them, of their sizes, is then a world of `big`.
  return small.bins.every((x) => (pair.of.get(x) ?? [x]).every((y) => big.bins.includes(y)));
}

const lotWithin = (small: Lot, big: Lot, pair: Pairing): boolean => codesWithin(small, big) && binsWithin(small, big, pair);

/** The pairing of a bins object with itself. */
const SAME_BINS: Pairing = { of: new Map(), renamed: false };

/** A table's lots holding cards (by table). */
const full = new WeakMap<Table, readonly Lot[]>();
function lotsOf(t: Table): readonly Lot[] {
  let l = full.get(t);
  if (!l) full.set(t, (l = t.lots.some((x) => x.count === 0) ? t.lots.filter((x) => x.count > 0) : t.lots));
  return l;
}

/** Lots left unpaired in place past which covers gives up (it then only keeps a table it might have dropped). */
const MAX_LEFT = 6;

/** Whether every world of `small` is a world of `big` (by the sufficient test above). */
export function covers(big: Table, small: Table): boolean {
  if (big === small) return true;
  if (big.copies !== small.copies) return false;
  const lotsS = lotsOf(small);
  const lotsB = lotsOf(big);
  if (lotsS.length !== lotsB.length) return false;
  // Counts and codes first, in place: most pairs of tables part there, before their bins are paired.
  const codesHold: boolean[] = [];
  let odd = 0;
  for (let i = 0; i < lotsS.length; i++) {
    const holds = codesWithin(lotsS[i] as Lot, lotsB[i] as Lot);
    codesHold.push(holds);
    if (!holds && ++odd > MAX_LEFT) return false;
  }
  const pair = small.bins === big.bins ? SAME_BINS : pairBins(small.bins, big.bins);
  if (pair === null) return false;
  // Tables of one change mostly keep their lots in one order: pair in place, then each left over with the first that fits.
  const left: Lot[] = [];
  const free: Lot[] = [];
  for (let i = 0; i < lotsS.length; i++) {
    const s = lotsS[i] as Lot;
    const b = lotsB[i] as Lot;
    if (codesHold[i] && binsWithin(s, b, pair)) continue;
    left.push(s);
    free.push(b);
    if (left.length > MAX_LEFT) return false;
  }
  for (const s of left) {
    const at = free.findIndex((b) => lotWithin(s, b, pair));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}
