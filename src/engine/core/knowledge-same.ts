/**
 * Card knowledge's table equality (the model is in knowledge-table.ts): the
 * cases are kept once each (knowledge-cases.ts), so every change compares
 * its tables. Joining every lot's codes and bins into one text per table
 * was an eighth of a Trades replay. Here the bins are compared first (a
 * remembered hash, then a few dozen numbers: where tables of one change
 * differ most often), then the
 * lots in place while they agree (tables of one change keep their order and
 * share their arrays), and only the rest as a multiset, bucketed by first
 * code.
 */
import { binsInOrder } from './knowledge-normal';
import type { Bin, Lot, Table } from './knowledge-table';

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const sameLot = (a: Lot, b: Lot): boolean => a === b || (a.count === b.count && sameList(a.codes, b.codes) && sameList(a.bins, b.bins));

/** A number for a bins object, equal for equal ones (FNV-1a over its sorted names and counts), by object. */
const binsHashes = new WeakMap<Readonly<Record<Bin, number>>, number>();
function binsHash(bins: Readonly<Record<Bin, number>>): number {
  let h = binsHashes.get(bins);
  if (h === undefined) {
    const { names, demand } = binsInOrder(bins);
    h = 2166136261 | 0;
    names.forEach((name, i) => {
      for (let j = 0; j < name.length; j++) h = Math.imul((h as number) ^ name.charCodeAt(j), 16777619);
      h = Math.imul((h as number) ^ (demand[i] as number), 16777619);
    });
    binsHashes.set(bins, h);
  }
  return h;
}

/** Whether two tables are equal up to the order of lots and bins (empty lots aside; what the old canonical text compared). */
export function sameTable(a: Table, b: Table): boolean {
  if (a === b) return true;
  // Tables of one change mostly share their bins object, or differ in it: a remembered number tells most pairs apart.
  if (a.bins !== b.bins && binsHash(a.bins) !== binsHash(b.bins)) return false;
  const binsA = Object.keys(a.bins);
  if (binsA.length !== Object.keys(b.bins).length) return false;
  for (const x of binsA) if (a.bins[x as Bin] !== b.bins[x as Bin]) return false;
  const lotsA = a.lots.filter((l) => l.count > 0);
  const lotsB = b.lots.filter((l) => l.count > 0);
  if (lotsA.length !== lotsB.length) return false;
  let i = 0;
  while (i < lotsA.length && sameLot(lotsA[i] as Lot, lotsB[i] as Lot)) i++;
  if (i === lotsA.length) return true;
  // The rest of a by first code; each lot of b takes an equal one not yet taken.
  const left = new Map<string, Lot[]>();
  for (let j = i; j < lotsA.length; j++) {
    const l = lotsA[j] as Lot;
    const key = l.codes[0] ?? '';
    const at = left.get(key);
    if (at) at.push(l);
    else left.set(key, [l]);
  }
  for (let j = i; j < lotsB.length; j++) {
    const l = lotsB[j] as Lot;
    const at = left.get(l.codes[0] ?? '');
    const m = at ? at.findIndex((x) => sameLot(x, l)) : -1;
    if (!at || m < 0) return false;
    at.splice(m, 1);
  }
  return true;
}
