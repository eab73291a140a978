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
 * whose most alternatives at once fell from 6 to 4; a Trades fold of the
 * statistics bench's logs took the same time (10.4 and 10.8 s for 200 logs,
 * one thread: the cases fill the room again), with the same answers in the
 * oracle tests (3,000 runs) and every engine test.
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

/**
 * Each bin of `a` as the bins of `b` it stands for, or null when the places are not split alike: a tag's bin as
 * itself; a place split into as many bins in both, bin by bin in the order of their names (the place's own bin with
 * itself), of the same sizes; a place of one bin in `a` (beside its tags) as all of that place's bins in `b`.
 */
function pairBins(a: Table, b: Table): Map<Bin, readonly Bin[]> | null {
  const byPlace = (names: readonly Bin[]): Map<string, Bin[]> => {
    const out = new Map<string, Bin[]>();
    for (const n of names) {
      if (tagOfBin(n) !== null) continue;
      const p = placeOfBin(n);
      const at = out.get(p);
      if (at) at.push(n);
      else out.set(p, [n]);
    }
    return out;
  };
  const namesA = Object.keys(a.bins);
  const namesB = Object.keys(b.bins);
  const pair = new Map<Bin, readonly Bin[]>();
  let tags = 0;
  for (const n of namesA) {
    if (tagOfBin(n) === null) continue;
    if (b.bins[n] !== a.bins[n]) return null;
    pair.set(n, [n]);
    tags++;
  }
  if (namesB.filter((n) => tagOfBin(n) !== null).length !== tags) return null;
  const placesA = byPlace(namesA);
  const placesB = byPlace(namesB);
  if (placesA.size !== placesB.size) return null;
  for (const [place, binsA] of placesA) {
    const binsB = placesB.get(place);
    if (!binsB) return null;
    if (binsA.length === 1 && binsB.length > 1) {
      const total = binsB.reduce((n, y) => n + (b.bins[y] ?? 0), 0);
      if (total !== a.bins[binsA[0] as Bin]) return null;
      pair.set(binsA[0] as Bin, binsB);
      continue;
    }
    if (binsB.length !== binsA.length) return null;
    // The place's own bin (named as the place) sorts first in both, so it pairs with itself or not at all.
    binsA.sort();
    binsB.sort();
    for (let i = 0; i < binsA.length; i++) {
      const x = binsA[i] as Bin;
      const y = binsB[i] as Bin;
      if (a.bins[x] !== b.bins[y] || (x === place) !== (y === place)) return null;
      pair.set(x, [y]);
    }
  }
  return pair;
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

function lotWithin(small: Lot, big: Lot, pair: ReadonlyMap<Bin, readonly Bin[]>, renamed: boolean): boolean {
  if (small.count !== big.count || !within(small.codes, big.codes)) return false;
  if (!renamed) return within(small.bins, big.bins);
  // A card that may lie in a bin of `small` may lie in every bin of `big` that bin stands for: any split of its cards
  // among them, of their sizes, is then a world of `big`.
  return small.bins.every((x) => (pair.get(x) ?? [x]).every((y) => big.bins.includes(y)));
}

/** Whether every world of `small` is a world of `big` (by the sufficient test above). */
export function covers(big: Table, small: Table): boolean {
  if (big === small) return true;
  if (big.copies !== small.copies) return false;
  const pair = pairBins(small, big);
  if (pair === null) return false;
  let renamed = false;
  for (const [x, ys] of pair)
    if (ys.length !== 1 || ys[0] !== x) {
      renamed = true;
      break;
    }
  const lotsS = small.lots.filter((l) => l.count > 0);
  const lotsB = big.lots.filter((l) => l.count > 0);
  if (lotsS.length !== lotsB.length) return false;
  // Tables of one change mostly keep their lots in one order: pair in place, then each left over with the first that fits.
  const left: Lot[] = [];
  const free: Lot[] = [];
  for (let i = 0; i < lotsS.length; i++) {
    const s = lotsS[i] as Lot;
    const b = lotsB[i] as Lot;
    if (lotWithin(s, b, pair, renamed)) continue;
    left.push(s);
    free.push(b);
  }
  for (const s of left) {
    const at = free.findIndex((b) => lotWithin(s, b, pair, renamed));
    if (at < 0) return false;
    free.splice(at, 1);
  }
  return true;
}
