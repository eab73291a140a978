/**
 * Card knowledge as places: what the referee can know of a table whose cards
 * it never sees. Every physical copy is in exactly one place (a hand, the
 * deck, a deck slot, a stack, the discard, a market cell, a company, out of
 * the game). A table is a set of lots: `count` cards, each one of `codes`,
 * lying in some of `bins`. A bin is a part of one place with a known card
 * count (a hand's own cards, the cards it just received from Bo); a place is
 * the union of its bins.
 *
 * Within a lot, which code a card has and which bin it lies in are
 * independent, so consistency is two transport problems (knowledge-flow.ts):
 * copies into lots, and lots into bins. After every change both are solved
 * and each lot keeps only the codes and bins it has in some consistent table,
 * so "where can 9C be" and "can this hand be right" are exact questions about
 * the lots.
 *
 * One such table cannot say everything: after a card is named in a place
 * whose bins differ (Bo's own cards and one drawn unseen), the card lies in
 * one bin or the other, and which one decides what is left of each. The
 * referee's knowledge is therefore a short list of tables (knowledge-cases.ts),
 * its worlds their union: a change one table cannot tell exactly makes one
 * table per way it can have happened (knowledge-change.ts), inconsistent ones
 * are dropped, equal ones kept once, and one whose worlds another already has
 * dropped too (knowledge-cover.ts). Every change is then exact, so every
 * answer is (checked against brute force over every kind of step,
 * test/engine/core/knowledge-oracle.test.ts). The general problem is an
 * integral multi-commodity flow (NP-hard), so the list has a cap
 * (MAX_CASES, 6 by default, for speed: every case costs its own flows;
 * knowledge-cases.ts has the figures): past it a change merges the bins it
 * would branch over, which over-approximates (never a true table refused).
 * Tech Exchange's random games stay at one case; Grid Poker's and Trades'
 * reach the cap (knowledge-cases.test.ts prints how often), Trades' tokens
 * making real alternatives fast. A single table was kept
 * before, merging those bins at once: simpler, but it accepted impossible
 * hands. A finer one-table model (bins nested by history) still needs a
 * choice per named card among lots, which is where the hardness lies.
 * A search for one consistent history at entry time was tried as well: the
 * changes since the first merge kept as data, each entry the cases accepted
 * checked by a depth-first search whose nodes are exact tables (no cap),
 * walking the history found last time first. It judged every entry exactly
 * in the oracle's small tables with a cap of 1, but in random 4-player
 * Trades games (30% of cards unnamed) it gave up in 137 of 176 searches at
 * 4,000 nodes, and in every final hand at 20,000, and made a game 15-30
 * times slower: an unnamed move's choice is only refuted many changes later,
 * so the search is as wide as the cases it was to replace. A SAT solver
 * (clause learning) does refute such choices: the tests' SAT oracle
 * (test/engine/core/knowledge-sat.ts, MiniSat through logic-solver) judged
 * 12,759 final hands of 40 bench Trades games exactly, 3 ms each after about
 * 0.3 s of encoding a game, and found 40 that the cap accepted though
 * impossible and none it refused though possible. So the referee has one of
 * its own (knowledge-exact.ts, over an incremental solver, sat-incremental.ts:
 * MiniSat's fixed 64 MB heap cannot hold a long game): a knowledge checked
 * exactly (`checkedExactly`, the referee at the table and `replay`) puts what
 * the tables accept past a merge to the whole history, so it accepts no
 * impossible entry either. The tables still answer first and alone until a
 * merge: they are exact there, and microseconds where the solver takes
 * milliseconds.
 *
 * Tags name particular physical cards (Trades' marked cards): a tagged card
 * is a bin of one card, `place~#tag`, moved as a whole. A tag is kept only
 * while every case has it.
 *
 * This file holds one table, its questions and its consistency (prune,
 * settle); its flows are in knowledge-solve.ts, its normal form in
 * knowledge-normal.ts, its equality in knowledge-same.ts, the tables built from
 * places (blank, or with known cards in place) in knowledge-placed.ts; the games import
 * knowledge.ts. Every move of every game prunes several tables, so lots of
 * one table share their bins arrays where they can (mapBins) and what is
 * derived from a list or a bins object is computed once for it.
 */
import type { CardCode } from './cards';
import { solve } from './knowledge-solve';
import { isOf, mapBins, normalize, placeOfBin, sorted, tagOfBin } from './knowledge-normal';

export { isOf, mapBins, normalize, placeOfBin, sorted, tagOfBin, tagsOfBins } from './knowledge-normal';

export type Place = string;
/** A part of a place: `place` or `place~n`. */
export type Bin = string;

export interface Lot {
  readonly count: number;
  /** The codes each of these cards may be, sorted. */
  readonly codes: readonly CardCode[];
  /** The bins these cards may lie in, sorted. */
  readonly bins: readonly Bin[];
}

export interface Table {
  /** Copies of each code in play. */
  readonly copies: Readonly<Record<CardCode, number>>;
  /** Cards in each bin (bins with no card are dropped). */
  readonly bins: Readonly<Record<Bin, number>>;
  readonly lots: readonly Lot[];
  /** For fresh bin names. */
  readonly serial: number;
}

/** How refusals name places and where they sit in the action. */
export interface Wording {
  readonly names: (place: Place) => string;
  readonly rule: string;
  readonly path: string;
}

export const binsOf = (k: Table, place: Place): Bin[] => Object.keys(k.bins).filter((b) => isOf(b, place));
export const bare = (l: Lot): Lot => ({ count: l.count, codes: l.codes, bins: l.bins });
export const binOfTag = (k: Table, tag: string): Bin | undefined => Object.keys(k.bins).find((b) => tagOfBin(b) === tag);

export const countIn = (k: Table, place: Place): number => binsOf(k, place).reduce((n, b) => n + (k.bins[b] ?? 0), 0);
export const inPlace = (l: Lot, place: Place): boolean => l.bins.every((b) => isOf(b, place));
export const mayBeIn = (l: Lot, place: Place): boolean => l.bins.some((b) => isOf(b, place));

/** The codes of one-code lots whose bins all pass `all`, with repeats; `all` asked once per shared bins array. */
function certain(k: Table, all: (bins: readonly Bin[]) => boolean): CardCode[] {
  const out: CardCode[] = [];
  const memo = new Map<readonly Bin[], boolean>();
  for (const l of k.lots) {
    if (l.codes.length !== 1) continue;
    // A one-bin list (a known card: each has its own) is asked at once; longer ones are shared.
    let yes = l.bins.length === 1 ? undefined : memo.get(l.bins);
    if (yes === undefined) {
      yes = all(l.bins);
      if (l.bins.length > 1) memo.set(l.bins, yes);
    }
    if (yes) for (let i = 0; i < l.count; i++) out.push(l.codes[0] as CardCode);
  }
  return out;
}

/** Codes certainly in a place (with repeats for copies). */
export const knownIn = (k: Table, place: Place): CardCode[] => certain(k, (bins) => bins.every((b) => isOf(b, place)));

/**
 * Codes certainly among a place's untagged cards (with repeats). A code that
 * may be one of the place's tagged cards is not counted: it belongs to that
 * tag's possibilities, so a hand's known, tagged and unnamed cards add up to
 * its size.
 */
export const knownUntaggedIn = (k: Table, place: Place): CardCode[] =>
  certain(k, (bins) => bins.every((b) => isOf(b, place) && tagOfBin(b) === null));

/** Tags of the cards in a place. */
export const tagsIn = (k: Table, place: Place): string[] =>
  binsOf(k, place).flatMap((b) => {
    const t = tagOfBin(b);
    return t === null ? [] : [t];
  });

/** The codes a tagged card may be; null when the tag is no longer kept. */
export function codesOfTag(k: Table, tag: string): CardCode[] | null {
  // Asked for every marked card of a hand for every card an action names: remembered by table and tag.
  let byTag = tagCodes.get(k);
  if (!byTag) tagCodes.set(k, (byTag = new Map()));
  let codes = byTag.get(tag);
  if (codes === undefined) {
    const bin = binOfTag(k, tag);
    codes = bin === undefined ? null : sorted(k.lots.filter((l) => l.bins.includes(bin)).flatMap((l) => l.codes));
    byTag.set(tag, codes);
  }
  return codes === null ? null : codes.slice();
}
const tagCodes = new WeakMap<Table, Map<string, CardCode[] | null>>();

/** The places a copy of `code` may be in. */
export function placesOf(k: Table, code: CardCode): Place[] {
  return sorted(k.lots.filter((l) => l.codes.includes(code)).flatMap((l) => l.bins.map(placeOfBin)));
}

/** The codes a card of `place` may be. */
export function codesIn(k: Table, place: Place): CardCode[] {
  return sorted(k.lots.filter((l) => mayBeIn(l, place)).flatMap((l) => l.codes));
}

/** Fully known tables (every lot one code in one bin) and whether their sums match, by table. */
const known = new WeakMap<Table, boolean>();
const knownOk = new WeakMap<Table, boolean>();

/** Whether every lot is one code in one bin (asked once per table). */
export function isFullyKnown(k: Table): boolean {
  let yes = known.get(k);
  if (yes === undefined) {
    yes = k.lots.every((l) => l.codes.length === 1 && l.bins.length === 1);
    known.set(k, yes);
  }
  return yes;
}

/** A fully known table's consistency: its lots give each code its copies and each bin its count. */
export function knownConsistent(k: Table): boolean {
  const memo = knownOk.get(k);
  if (memo !== undefined) return memo;
  const yes = sumsMatch(k);
  knownOk.set(k, yes);
  return yes;
}

function sumsMatch(k: Table): boolean {
  const codes = new Map<CardCode, number>();
  const bins = new Map<Bin, number>();
  for (const l of k.lots) {
    const c = l.codes[0] as CardCode;
    const b = l.bins[0] as Bin;
    codes.set(c, (codes.get(c) ?? 0) + l.count);
    bins.set(b, (bins.get(b) ?? 0) + l.count);
  }
  for (const [c, n] of codes) if ((k.copies[c] ?? 0) !== n) return false;
  for (const [c, n] of Object.entries(k.copies)) if (n > 0 && codes.get(c) !== n) return false;
  for (const [b, n] of bins) if ((k.bins[b] ?? 0) !== n) return false;
  for (const [b, n] of Object.entries(k.bins)) if (n > 0 && bins.get(b) !== n) return false;
  return true;
}

const consistent = new WeakMap<Table, boolean>();
export function isConsistent(k: Table): boolean {
  let yes = consistent.get(k);
  if (yes === undefined) consistent.set(k, (yes = isFullyKnown(k) ? knownConsistent(k) : solve(k, false) !== null));
  return yes;
}

/** Narrows every lot to the codes and bins it can have; an inconsistent table is returned as it is. */
export function prune(k: Table): Table {
  const known = pruned.get(k);
  if (known) return known;
  // Nothing can narrow: normalizing is pruning.
  let out = viable.has(k) ? normalize(k) : pruneOnce(k);
  if (viable.has(k)) isViable(out);
  if (viable.has(out)) {
    const closed = mergeClosed(out);
    if (closed !== out) {
      out = normalize(closed);
      isViable(out);
    }
  }
  pruned.set(k, out);
  if (viable.has(out)) pruned.set(out, out);
  return out;
}

/**
 * In a consistent table, a set of one place's untagged bins that only lots lying wholly among them reach is filled by
 * those lots exactly, whichever holds which card: the set merges into one bin, and into one more bin of the place
 * too (the others there take what is left), losing nothing, as only places are ever asked. This is what makes
 * alternatives that differ only in which bin of a now fully named place a card came from equal, and what keeps a
 * deck of known cards with a few unknown ones put back one bin to draw from.
 */
function mergeClosed(t: Table): Table {
  const byPlace = new Map<Place, Bin[]>();
  for (const b of Object.keys(t.bins)) {
    if (tagOfBin(b) !== null) continue;
    const p = placeOfBin(b);
    const at = byPlace.get(p);
    if (at) at.push(b);
    else byPlace.set(p, [b]);
  }
  // Only a place split into several bins has bins to merge.
  if (![...byPlace.values()].some((bins) => bins.length > 1)) return t;
  // The largest closed set of each place: start from all its untagged bins, drop those a lot also lying elsewhere reaches.
  const closed = new Set<Bin>();
  for (const bins of byPlace.values()) if (bins.length > 1) for (const b of bins) closed.add(b);
  // What a lot tells depends on its bins alone: each shared array once.
  const lists = [...new Set(t.lots.filter((l) => l.count > 0).map((l) => l.bins))];
  for (let changed = true; changed;) {
    changed = false;
    for (const list of lists) {
      const inside = list.find((b) => closed.has(b));
      if (inside === undefined) continue;
      const p = placeOfBin(inside);
      if (list.every((b) => closed.has(b) && isOf(b, p))) continue;
      for (const b of list) if (closed.delete(b)) changed = true;
    }
  }
  const rename = new Map<Bin, Bin>();
  for (const bins of byPlace.values()) {
    const inside = bins.filter((b) => closed.has(b)).sort();
    if (inside.length === 0 || (inside.length === 1 && inside.length === bins.length)) continue;
    // With one bin outside the set: merge into it.
    const outside = bins.filter((b) => !closed.has(b)).sort();
    const into = (outside[0] ?? inside[0]) as Bin;
    for (const b of inside) if (b !== into) rename.set(b, into);
  }
  if (rename.size === 0) return t;
  const bins: Record<Bin, number> = {};
  for (const [b, n] of Object.entries(t.bins)) {
    const to = rename.get(b) ?? b;
    bins[to] = (bins[to] ?? 0) + n;
  }
  const lots = mapBins(t.lots, (bs) => (bs.some((b) => rename.has(b)) ? sorted(bs.map((b) => rename.get(b) ?? b)) : bs));
  return { ...t, bins, lots };
}

/** Prune's answers by table: a table is immutable, so the same one asked again (validate, then apply) is not solved again. */
const pruned = new WeakMap<Table, Table>();

/**
 * Tables that are consistent and where every code and bin a lot lists is one it has in some world, so a prune has
 * nothing to narrow (it only normalizes). Prune makes them; changes that only widen keep them so (see `settle`).
 */
const viable = new WeakSet<Table>();
const isViable = (k: Table): void => {
  viable.add(k);
  consistent.set(k, true);
};

function pruneOnce(k: Table): Table {
  const base = normalize(k);
  // One world: nothing to narrow.
  if (isFullyKnown(base)) {
    if (knownConsistent(base)) isViable(base);
    return base;
  }
  const sets = solve(base, true);
  if (!sets) {
    // Remembered, so the caller's consistency check (distinct) does not solve it again.
    consistent.set(base, false);
    consistent.set(k, false);
    return base;
  }
  // Nothing narrowed (the usual case): the table is already normal.
  if (base.lots.every((l, i) => l.codes.length === sets.codes[i]?.length && l.bins.length === sets.bins[i]?.length)) {
    isViable(base);
    return base;
  }
  // Lists narrowed alike from one list are one array again (mapBins says why).
  const narrowed = new Map<readonly Bin[], (readonly Bin[])[]>();
  const shared = (from: readonly Bin[], to: readonly Bin[]): readonly Bin[] => {
    const seen = narrowed.get(from);
    const same = seen?.find((x) => x.length === to.length && x.every((b, i) => b === to[i]));
    if (same) return same;
    if (seen) seen.push(to);
    else narrowed.set(from, [to]);
    return to;
  };
  const out = normalize({
    ...base,
    lots: base.lots.map((l, i) => {
      // A list that did not narrow keeps its array (and what is remembered of it).
      const codes = sets.codes[i] ?? l.codes;
      const bins = sets.bins[i] ?? l.bins;
      const c = codes.length === l.codes.length ? l.codes : codes;
      const b = bins.length === l.bins.length ? l.bins : shared(l.bins, bins);
      return c === l.codes && b === l.bins ? l : { count: l.count, codes: c, bins: b };
    }),
  });
  isViable(out);
  return out;
}

/**
 * The table after a change to `from` that only widens: every world of `from`, changed, is a world of `k`, and every
 * code and bin `k`'s lots list comes from such a world (bins merged, unnamed cards moved and every lot that may have
 * been among them now listing where they went, a known card moved, bins renamed). When nothing of `from` could narrow,
 * nothing of `k` can, so it is pruned by normalizing alone, without the flows.
 */
export function settle(k: Table, from: Table): Table {
  if (viable.has(from) && !Object.values(k.bins).some((n) => n < 0)) isViable(k);
  return prune(k);
}

/**
 * A table made from `from` by a change that keeps every world (a rename, a known card moved): consistent as `from` is,
 * when known, and with nothing to narrow when `from` has nothing (it may not be normal: the next prune normalizes).
 */
export function markConsistent(k: Table, from?: Table): void {
  const yes = from === undefined ? true : consistent.get(from);
  if (yes !== undefined) consistent.set(k, yes);
  if (from !== undefined && viable.has(from)) viable.add(k);
}

/** The places holding cards now. */
export function placesIn(k: Table): Place[] {
  return sorted(Object.keys(k.bins).map(placeOfBin));
}
