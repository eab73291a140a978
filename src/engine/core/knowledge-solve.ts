/**
 * Card knowledge's consistency as flows (the model is in knowledge-table.ts):
 * a table's two transports, copies into lots and lots into bins, put to
 * knowledge-flow.ts. Every move of every game solves several, so what is the
 * same from one table to the next is remembered (the codes in play by game,
 * the bins in order by bins object, lots' codes as indices by array), and
 * interchangeable lots are solved as one node.
 */
import type { CardCode } from './cards';
import { solveFlow } from './knowledge-flow';
import { binIndex, binsInOrder, sorted } from './knowledge-normal';
import type { Bin, Lot, Table } from './knowledge-table';

/** The codes in play, sorted, and their indices: the copies object is shared by every table of a game, so once per game. */
interface CodesInPlay {
  readonly codes: CardCode[];
  readonly index: Map<CardCode, number>;
  /** Copies of each, by index. */
  readonly supply: number[];
}
const codeTable = new WeakMap<Readonly<Record<CardCode, number>>, CodesInPlay>();
function codesInPlay(copies: Readonly<Record<CardCode, number>>): CodesInPlay {
  let t = codeTable.get(copies);
  if (!t) {
    const codes = sorted(Object.keys(copies).filter((c) => (copies[c] ?? 0) > 0));
    codeTable.set(copies, (t = { codes, index: new Map(codes.map((c, i) => [c, i])), supply: codes.map((c) => copies[c] ?? 0) }));
  }
  return t;
}

/** A lot's codes as indices into the codes in play, remembered by array and game (the copies object). */
const indexMemo = new WeakMap<readonly CardCode[], { copies: object; at: number[] }>();
function codeIndices(codes: readonly CardCode[], copies: object, codeIndex: ReadonlyMap<CardCode, number>): number[] {
  const got = indexMemo.get(codes);
  if (got && got.copies === copies) return got.at;
  const at: number[] = [];
  for (const c of codes) {
    const i = codeIndex.get(c);
    if (i !== undefined) at.push(i);
  }
  indexMemo.set(codes, { copies, at });
  return at;
}

/**
 * Lots grouped by one of their lists (the same array): in a transport, lots that accept the same supplies are
 * interchangeable, so they are one node holding their cards, and each holds in some solution exactly what the group
 * does. Empty lots stay alone (an empty node holds nothing). Lots share their arrays (mapBins), so a Trades table of
 * 52 one-card lots solves its bins over a dozen nodes.
 */
function groups(
  lots: readonly Lot[],
  list: (l: Lot) => readonly string[],
): { of: Int32Array; count: number[]; list: (readonly string[])[] } {
  const of = new Int32Array(lots.length);
  const count: number[] = [];
  const lists: (readonly string[])[] = [];
  const at = new Map<readonly string[], number>();
  lots.forEach((l, i) => {
    const key = list(l);
    let g = l.count > 0 ? at.get(key) : undefined;
    if (g === undefined) {
      g = count.length;
      count.push(0);
      lists.push(key);
      if (l.count > 0) at.set(key, g);
    }
    of[i] = g;
    count[g] = (count[g] as number) + l.count;
  });
  return { of, count, list: lists };
}

/** Solves both transports; null when inconsistent. With `viable`, each lot's codes and bins as they can really be. */
export function solve(k: Table, viable: boolean): { codes: (readonly CardCode[])[]; bins: (readonly Bin[])[] } | null {
  const byCode = solveCodes(k, viable);
  if (!byCode) return null;
  const { names: binNames, demand } = binsInOrder(k.bins);
  const indexOfBin = binIndex(k.bins);
  const g = groups(k.lots, (l) => l.bins);
  const lotsOfBin: number[][] = binNames.map(() => []);
  g.list.forEach((bins, i) => {
    for (const b of bins) lotsOfBin[indexOfBin.get(b) ?? -1]?.push(i);
  });
  const byBin = solveFlow({ supply: g.count, demand, allowed: lotsOfBin }, viable);
  if (!byBin.feasible) return null;
  if (!viable) return { codes: [], bins: [] };
  const groupBins: Bin[][] = g.count.map(() => []);
  byBin.viable.forEach((lots, j) => lots.forEach((i) => groupBins[i]?.push(binNames[j] as Bin)));
  // One array per group: lots that shared their bins still do.
  return { codes: byCode, bins: k.lots.map((_, i) => groupBins[g.of[i] as number] as Bin[]) };
}

/**
 * The copies-into-lots transport: each lot's viable codes, null when infeasible. When every lot is one code (Trades,
 * where each copy is a card of its own, after the first namings) it is two sums and nothing narrows: each code's lots
 * must hold its copies exactly. Otherwise the flow, over lots grouped by their codes.
 */
function solveCodes(k: Table, viable: boolean): (readonly CardCode[])[] | null {
  const { codes, index: codeIndex, supply } = codesInPlay(k.copies);
  if (k.lots.every((l) => l.codes.length === 1)) {
    const held = new Int32Array(codes.length);
    for (const l of k.lots) {
      const i = codeIndex.get(l.codes[0] as CardCode);
      if (i !== undefined) held[i] += l.count;
      else if (l.count > 0) return null;
    }
    for (let i = 0; i < codes.length; i++) if (held[i] !== supply[i]) return null;
    return k.lots.map((l) => l.codes);
  }
  const g = groups(k.lots, (l) => l.codes);
  const allowed = g.list.map((list) => codeIndices(list, k.copies, codeIndex));
  const byCode = solveFlow({ supply, demand: g.count, allowed }, viable);
  if (!byCode.feasible) return null;
  if (!viable) return [];
  const groupCodes = byCode.viable.map((v) => v.map((i) => codes[i] as CardCode));
  return k.lots.map((_, i) => groupCodes[g.of[i] as number] as CardCode[]);
}
