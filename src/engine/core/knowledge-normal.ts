/**
 * Card knowledge's normal form (the model is in knowledge-table.ts): bin
 * names and their places, sorted lists, and normalize, which merges alike
 * bins and lots, drops empty bins and splits a lot that must be exactly its
 * codes. Every prune and every change that settles without flows ends here,
 * so it avoids joining long lists into keys and keeps unchanged lots' arrays.
 */
import type { CardCode } from './cards';
import type { Bin, Table, Lot, Place } from './knowledge-table';

/**
 * Distinct and sorted, as a fresh array. Lots keep their codes and bins sorted, so most inputs already are: a strictly
 * increasing array (which `<` checks in the same code-unit order as the default sort) is copied as it is. Other arrays
 * are short (a lot's bins after a rename), so an insertion sort with `<` and a dedupe in place beat a Set and `sort`.
 */
export function sorted(xs: Iterable<string>): string[] {
  if (!Array.isArray(xs)) return [...new Set(xs)].sort();
  const a = (xs as readonly string[]).slice();
  const n = a.length;
  let i = 1;
  while (i < n && (a[i - 1] as string) < (a[i] as string)) i++;
  if (i >= n) return a;
  if (n > 64) return [...new Set(a)].sort();
  for (; i < n; i++) {
    const x = a[i] as string;
    let j = i - 1;
    while (j >= 0 && (a[j] as string) > x) {
      a[j + 1] = a[j] as string;
      j--;
    }
    a[j + 1] = x;
  }
  let w = 1;
  for (let r = 1; r < n; r++) if (a[r] !== a[w - 1]) a[w++] = a[r] as string;
  a.length = w;
  return a;
}
export const placeOfBin = (b: Bin): Place => {
  const i = b.indexOf('~');
  return i < 0 ? b : b.slice(0, i);
};
/** Whether a bin is part of a place (placeOfBin(b) === place, without slicing a string: it is asked for every bin of every lot). */
export const isOf = (b: Bin, place: Place): boolean =>
  b.length === place.length ? b === place : b.length > place.length && b.charCodeAt(place.length) === 126 && b.startsWith(place);
export const tagOfBin = (b: Bin): string | null => {
  const i = b.indexOf('~#');
  return i < 0 ? null : b.slice(i + 1);
};

/**
 * Every lot's bins through `f`, once per distinct array. Lots of one table mostly share their bins arrays (every
 * unseen card of Trades may lie in the same bins), so a change that renames bins does the work once per list, and
 * keeps the lists shared for the next change, the flows and the comparisons. `f` returns its argument to keep a lot.
 */
export function mapBins(lots: readonly Lot[], f: (bins: readonly Bin[]) => readonly Bin[]): Lot[] {
  const memo = new Map<readonly Bin[], readonly Bin[]>();
  return lots.map((l) => {
    let b = memo.get(l.bins);
    if (b === undefined) memo.set(l.bins, (b = f(l.bins)));
    return b === l.bins ? l : { count: l.count, codes: l.codes, bins: b };
  });
}

/** Same elements in the same order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Same numbers in the same order. */
function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A lot's bins renamed and without empty ones, sorted; the same array when nothing changes. */
function normalBins(raw: readonly Bin[], bins: Readonly<Record<Bin, number>>, rename: ReadonlyMap<Bin, Bin>): readonly Bin[] {
  let same = true;
  for (let i = 0; i < raw.length && same; i++) {
    const b = raw[i] as Bin;
    if ((bins[b] ?? 0) <= 0 || rename.has(b) || (i > 0 && (raw[i - 1] as Bin) >= b)) same = false;
  }
  if (same) return raw;
  const keep = (b: Bin): boolean => (bins[b] ?? 0) > 0;
  return sorted(rename.size === 0 ? raw.filter(keep) : raw.map((b) => rename.get(b) ?? b).filter(keep));
}

/** A table's bins sorted and their counts, by bins object (tables of one change mostly share it). */
export interface BinsInOrder {
  readonly names: Bin[];
  readonly demand: number[];
}
const binTable = new WeakMap<Readonly<Record<Bin, number>>, BinsInOrder>();
export function binsInOrder(bins: Readonly<Record<Bin, number>>): BinsInOrder {
  let t = binTable.get(bins);
  if (!t) {
    const names = Object.keys(bins).sort();
    binTable.set(bins, (t = { names, demand: names.map((b) => bins[b] ?? 0) }));
  }
  return t;
}

/** Each bin's place in binsInOrder's names, by bins object: only the flows ask it, so it is made apart (most bins objects are only normalized). */
const binIndices = new WeakMap<Readonly<Record<Bin, number>>, Map<Bin, number>>();
export function binIndex(bins: Readonly<Record<Bin, number>>): Map<Bin, number> {
  let m = binIndices.get(bins);
  if (!m) binIndices.set(bins, (m = new Map(binsInOrder(bins).names.map((b, i) => [b, i]))));
  return m;
}

/** A list of several codes as one text, by array: lots share their codes arrays, and joining 52 codes was a hot spot. */
const codesKeys = new WeakMap<readonly CardCode[], string>();
function codesKey(codes: readonly CardCode[]): string {
  let key = codesKeys.get(codes);
  if (key === undefined) codesKeys.set(codes, (key = codes.join(',')));
  return key;
}

/** The tags of a bins object's bins, by object (tables of one change mostly share it). */
const binTags = new WeakMap<Readonly<Record<Bin, number>>, string[]>();
export function tagsOfBins(bins: Readonly<Record<Bin, number>>): string[] {
  let tags = binTags.get(bins);
  if (tags === undefined) {
    tags = [];
    for (const b in bins) {
      const t = tagOfBin(b);
      if (t !== null) tags.push(t);
    }
    binTags.set(bins, tags);
  }
  return tags;
}

/** Merges alike lots and alike bins, drops empty ones, splits a lot that must be exactly its codes. */
export function normalize(k: Table): Table {
  // The bins object is kept when nothing in it changes (tables then share it, and what is remembered by it): copied
  // only to drop an empty bin or merge two.
  let bins: Record<Bin, number> = k.bins;
  let own = false;
  const write = (): Record<Bin, number> => {
    if (!own) {
      const copy: Record<Bin, number> = {};
      for (const b in bins) {
        const n = bins[b] as number;
        if (n > 0) copy[b] = n;
      }
      bins = copy;
      own = true;
    }
    return bins;
  };
  for (const b in bins)
    if ((bins[b] as number) <= 0) {
      write();
      break;
    }
  // Two bins of one place that every lot either reaches both or neither are one bin. Lots sharing a bins array reach
  // alike, so what tells bins apart is which distinct arrays list them (the same partition as by lots, far cheaper).
  const arrays = new Map<readonly Bin[], number>();
  // An empty lot is dropped below, so it tells no bins apart.
  for (const l of k.lots) if (l.count > 0 && !arrays.has(l.bins)) arrays.set(l.bins, arrays.size);
  const reaching = new Map<Bin, number[]>();
  for (const [list, i] of arrays)
    for (const b of list) {
      const at = reaching.get(b);
      if (at) at.push(i);
      else reaching.set(b, [i]);
    }
  const rename = new Map<Bin, Bin>();
  const seen = new Map<string, Bin[]>();
  // Remembered only for a bins object kept as it is: a copy is still to change below.
  for (const b of own ? Object.keys(bins).sort() : binsInOrder(bins).names) {
    if (tagOfBin(b) !== null) continue;
    // Bucketed by place and the reaching lots' number and ends (joining them all cost more), compared in full.
    const lots = reaching.get(b) ?? [];
    const key = `${placeOfBin(b)}|${lots.length}|${lots[0] ?? ''}|${lots[lots.length - 1] ?? ''}`;
    const bucket = seen.get(key);
    const first = bucket?.find((f) => sameNumbers(reaching.get(f) ?? [], lots));
    if (first === undefined) {
      if (bucket) bucket.push(b);
      else seen.set(key, [b]);
    } else rename.set(b, first);
  }
  if (rename.size > 0) {
    // Merged bins, in a fresh object (a delete puts an object in V8's slow dictionary mode).
    const merged: Record<Bin, number> = {};
    for (const b in bins) {
      const n = bins[b] as number;
      if (n <= 0) continue;
      const to = rename.get(b) ?? b;
      merged[to] = (merged[to] ?? 0) + n;
    }
    bins = merged;
    own = true;
  }
  const out: Lot[] = [];
  // Alike lots merge. Lots are bucketed by their codes (few; lots list a dozen bins, joining them was most of the
  // cost) and their bins compared in full within a bucket (mostly the same array).
  const byKey = new Map<string, number[]>();
  let merged = false;
  const push = (l: Lot): void => {
    if (l.count <= 0) return;
    const key = l.codes.length === 1 ? (l.codes[0] as CardCode) : codesKey(l.codes);
    const bucket = byKey.get(key);
    const at = bucket?.find((i) => sameList((out[i] as Lot).codes, l.codes) && sameList((out[i] as Lot).bins, l.bins));
    if (at === undefined) {
      if (bucket) bucket.push(out.length);
      else byKey.set(key, [out.length]);
      out.push(l);
    } else {
      out[at] = { ...(out[at] as Lot), count: (out[at] as Lot).count + l.count };
      merged = true;
    }
  };
  // A lot as large as every copy of its codes not certainly elsewhere (in a lot of that code alone) holds every such
  // copy: one lot per code. A Tech Exchange deck of known cards with both wilds in it, or two decks' copies, is then
  // known card by card, and draws from it move known cards without a flow. The copies certain in lots of one code are
  // counted once a lot may split (most tables have none that may).
  let heldFrom: readonly Lot[] = k.lots;
  let held: Map<CardCode, number> | null = null;
  const heldIn = (lots: readonly Lot[]): Map<CardCode, number> => {
    const m = new Map<CardCode, number>();
    for (const l of lots)
      if (l.codes.length === 1 && l.count > 0) m.set(l.codes[0] as CardCode, (m.get(l.codes[0] as CardCode) ?? 0) + l.count);
    return m;
  };
  const free = (c: CardCode): number => (k.copies[c] ?? 0) - ((held ??= heldIn(heldFrom)).get(c) ?? 0);
  const splits = (l: Lot): boolean => {
    if (l.count <= 1 || l.codes.length <= 1 || l.codes.length > l.count) return false;
    let all = 0;
    for (const c of l.codes) {
      const f = free(c);
      // More copies certain elsewhere than exist: an inconsistent table, left for the flows to refuse.
      if (f < 0) return false;
      all += f;
    }
    return all === l.count;
  };
  const split = (l: Lot): void => {
    for (const c of l.codes) push({ count: free(c), codes: [c], bins: l.bins });
  };
  // Once per distinct list (mapBins says why), so lots that shared their bins still do.
  const normal = new Map<readonly Bin[], readonly Bin[]>();
  for (const raw of k.lots) {
    let nb = normal.get(raw.bins);
    if (nb === undefined) normal.set(raw.bins, (nb = normalBins(raw.bins, bins, rename)));
    const l = { count: raw.count, codes: raw.codes, bins: nb };
    if (splits(l)) split(l);
    else push(l.bins === raw.bins ? raw : l);
  }
  // Lots merged above may now split (two lots of one card each of the same two codes), and a split may free another
  // (its codes now held elsewhere): again until none splits (each round has fewer lots of several codes), so
  // normalizing twice changes nothing.
  for (heldFrom = out, held = null; out.some(splits); heldFrom = out, held = null) {
    const lots = out.splice(0);
    byKey.clear();
    for (const l of lots)
      if (splits(l)) split(l);
      else push(l);
  }
  const next = { copies: k.copies, bins, lots: out, serial: k.serial };
  // Merged lots may leave bins that only they told apart: normalize again until nothing merges (each round has
  // fewer lots), so a normal table normalizes to itself and prune may hand it back as it is.
  return merged ? normalize(next) : next;
}
