/**
 * Card knowledge's changes to one table (the model is in knowledge-table.ts,
 * the cases in knowledge-cases.ts). A change that one product-form table
 * cannot tell exactly returns one table per way it can have happened:
 *
 * - naming a code in a place: one table per (lot, bin) the card can be in
 *   (the card becomes a lot of its own there); a card certainly there
 *   (a lot of that code alone, in one bin of the place) needs no branch;
 * - unnamed cards leaving a place of several bins: one table per split of
 *   the count among the bins (and, for tagged arrivals, per bin each came
 *   from); each part arrives as a bin that exactly the lots of its source
 *   bin may reach.
 *
 * Each branch is exact, so their union is. Past `cap` branches, the bins a
 * name would branch over merge instead (the old single-table way: an
 * over-approximation, never a true table refused). Renames (relocate, tags,
 * shuffles) need no branch: a shuffle keeps its bins apart too.
 */
import type { CardCode } from './cards';
import {
  bare,
  binOfTag,
  binsOf,
  isConsistent,
  isOf,
  mapBins,
  markConsistent,
  mayBeIn,
  placeOfBin,
  prune,
  settle,
  sorted,
  tagOfBin,
  type Bin,
  type Lot,
  type Place,
  type Table,
} from './knowledge-table';
import { covers } from './knowledge-cover';
import { sameTable } from './knowledge-same';

/**
 * How often the cap made a change merge instead of branch. knowledge.ts reads it before and after each change to
 * learn whether that change merged (from there the tables may over-approximate, and a knowledge checked exactly puts
 * what they accept to the exact check); the tests count it too.
 */
export const caseStats = { fallbacks: 0 };

/** A code no game uses: a card already named in this change wears it, so finding the next copy passes it by. */
const HELD = '\u0000held';
/** The table with its held cards plain again, the same object for the same table (so its prune is remembered). */
const unheldOf = new WeakMap<Table, Table>();
const unheld = (t: Table): Table => {
  let u = unheldOf.get(t);
  if (!u) {
    u = { ...t, lots: t.lots.map((l) => (l.codes[0]?.startsWith(HELD) ? { ...l, codes: [l.codes[0].slice(HELD.length)] } : l)) };
    unheldOf.set(t, u);
  }
  return u;
};

/** One card of `code` split off lot `i` into a (held) lot of its own in `bin`. */
function split(t: Table, i: number, bin: Bin, code: CardCode): Table {
  const lots = t.lots.slice();
  const l = lots[i] as Lot;
  lots[i] = { ...bare(l), count: l.count - 1 };
  lots.push({ count: 1, codes: [`${HELD}${code}`], bins: [bin] });
  return { ...t, lots };
}

/** Where one card of `code` can be in `place`: (lot, bin) pairs; one pair when a card is certainly there. */
function waysOne(t: Table, place: Place, code: CardCode): [number, Bin][] {
  const sure = t.lots.findIndex(
    (l) => l.count > 0 && l.codes.length === 1 && l.codes[0] === code && l.bins.length === 1 && isOf(l.bins[0] as Bin, place),
  );
  // Certainly there in every world: taking it narrows nothing else.
  if (sure >= 0) return [[sure, t.lots[sure]?.bins[0] as Bin]];
  const out: [number, Bin][] = [];
  t.lots.forEach((l, i) => {
    if (l.count > 0 && l.codes.includes(code)) for (const b of l.bins) if (isOf(b, place)) out.push([i, b]);
  });
  return out;
}

/** Merges the given bins into the first (the referee can no longer tell them apart): the over-approximation. */
export function mergeBins(k: Table, merge: readonly Bin[]): Table {
  const first = merge[0];
  if (first === undefined || (merge.length < 2 && tagOfBin(first) === null)) return k;
  // The merged bin carries no tag: the referee can no longer tell the tagged card apart.
  let serial = k.serial;
  const into = merge.find((b) => tagOfBin(b) === null) ?? `${placeOfBin(first)}~${++serial}`;
  // A fresh object without the merged bins (a delete puts an object in V8's slow dictionary mode).
  const bins: Record<Bin, number> = {};
  let total = 0;
  for (const b in k.bins) {
    if (merge.includes(b)) total += k.bins[b] as number;
    else bins[b] = k.bins[b] as number;
  }
  bins[into] = (bins[into] ?? 0) + total;
  const lots = mapBins(k.lots, (bs) => sorted(bs.map((b) => (merge.includes(b) ? into : b))));
  return { ...k, bins, lots, serial };
}

/** One card of `code` in `place` the merging way: the lots and bins it may come from become one (past the cap). */
function nameMerged(t0: Table, place: Place, code: CardCode): Table | null {
  const may = (l: Lot): boolean => l.count > 0 && l.codes.includes(code) && mayBeIn(l, place);
  const candidates = t0.lots.filter(may);
  if (candidates.length === 0) return null;
  const t = mergeBins(t0, sorted(candidates.flatMap((l) => l.bins.filter((b) => isOf(b, place)))));
  const again = t.lots.filter(may);
  const merged: Lot = {
    count: again.reduce((n, l) => n + l.count, 0),
    codes: sorted(again.flatMap((l) => l.codes)),
    bins: sorted(again.flatMap((l) => l.bins)),
  };
  const bin = merged.bins.find((b) => isOf(b, place)) as Bin;
  const lots = [...t.lots.filter((l) => !again.includes(l)), merged];
  return split({ ...t, lots }, lots.length - 1, bin, code);
}

/**
 * The tables where `place` holds at least `codes` (each entry one card), each with those cards as lots of their own,
 * pruned, consistent and distinct (empty: no world has them there).
 */
export function nameT(t: Table, place: Place, codes: readonly CardCode[], cap: number): Table[] {
  let now: Table[] = [t];
  for (const [at, code] of codes.entries()) {
    const ways = now.map((b) => waysOne(b, place, code));
    const count = ways.reduce((n, w) => n + w.length, 0);
    // Far past the cap: merge at once rather than build and check tables that would be thrown away.
    let next = count > 4 * cap ? [] : now.flatMap((b, j) => (ways[j] ?? []).map(([i, bin]) => split(b, i, bin, code)));
    // After the last code a branch is pruned anyway: pruning it now tells its consistency with one solve, not two.
    // With more ways than room, though, the name will most likely merge: a bare check (no normal form) is cheaper.
    const prunes = at === codes.length - 1 && count <= cap;
    if (next.length > 1) {
      // Past `cap` consistent branches the name merges whatever the others are: stop checking there.
      const kept: Table[] = [];
      for (const b of next) if (isConsistent(prunes ? prune(unheld(b)) : unheld(b)) && kept.push(b) > cap) break;
      next = kept;
    }
    if (count > 4 * cap || next.length > cap) {
      caseStats.fallbacks++;
      next = now.flatMap((b) => nameMerged(b, place, code) ?? []);
    }
    now = next;
    if (now.length === 0) return [];
  }
  return distinct(now.map((b) => prune(unheld(b))));
}

/**
 * Consistent tables, equal ones once (compared by hash first: knowledge-same.ts), and none whose worlds another
 * already has (knowledge-cover.ts): the union of their worlds is the same.
 */
export function distinct(tables: readonly Table[]): Table[] {
  const consistent = tables.filter(isConsistent);
  if (consistent.length <= 1) return consistent;
  const out: Table[] = [];
  for (const x of consistent) {
    if (out.some((y) => sameTable(x, y) || covers(y, x))) continue;
    for (let i = out.length - 1; i >= 0; i--) if (covers(x, out[i] as Table)) out.splice(i, 1);
    out.push(x);
  }
  return out;
}

/** Every way to take `n` cards from bins of these sizes: how many from each. */
function splits(sizes: readonly number[], n: number): number[][] {
  const out: number[][] = [];
  const go = (i: number, left: number, acc: number[]): void => {
    if (i === sizes.length - 1) {
      if (left <= (sizes[i] as number)) out.push([...acc, left]);
      return;
    }
    for (let m = Math.min(left, sizes[i] as number); m >= 0; m--) go(i + 1, left - m, [...acc, m]);
  };
  if (sizes.length > 0) go(0, n, []);
  return out;
}

/** Every way to say which bin each tagged card came from, taking from bin i at most take[i]. */
function tagSources(take: readonly number[], tags: number): number[][] {
  const out: number[][] = [];
  const left = take.slice();
  const go = (acc: number[]): void => {
    if (acc.length === tags) {
      out.push(acc.slice());
      return;
    }
    left.forEach((m, i) => {
      if (m <= 0) return;
      left[i] = m - 1;
      go([...acc, i]);
      left[i] = m;
    });
  };
  go([]);
  return out;
}

/**
 * `n` unnamed cards go from `from` to `to`; the first moved get `tags` (a bin of one card each). Tags in `from` lapse
 * (the referee can no longer tell whether their card went). One table per split among `from`'s bins.
 */
export function unnamedT(k: Table, from: Place, to: Place, n: number, tags: readonly string[], cap: number): Table[] {
  // Tags in `from` lapse: their bins become plain ones (a rename, so no world is lost).
  let t = k;
  for (const b of binsOf(k, from)) if (tagOfBin(b) !== null) t = renameBin(t, b, `${from}~${t.serial + 1}`, t.serial + 1);
  let source = binsOf(t, from).sort();
  if (source.length === 0) return [k];
  const named = tags.slice(0, n);
  let ways = splits(
    source.map((b) => t.bins[b] ?? 0),
    n,
  ).flatMap((take) => tagSources(take, named.length).map((tagged) => ({ take, tagged })));
  if (ways.length > cap) {
    caseStats.fallbacks++;
    t = mergeBins(t, source);
    source = binsOf(t, from);
    ways = [{ take: [n], tagged: named.map(() => 0) }];
  }
  return ways.map(({ take, tagged }) => {
    let serial = t.serial;
    const bins: Record<Bin, number> = { ...t.bins };
    const arrive = new Map<Bin, Bin[]>();
    source.forEach((b, i) => {
      const m = take[i] as number;
      if (m === 0) return;
      bins[b] = (bins[b] ?? 0) - m;
      const here: Bin[] = [];
      const tagsHere = named.filter((_, j) => tagged[j] === i);
      for (const tag of tagsHere) {
        here.push(`${to}~${tag}`);
        bins[`${to}~${tag}`] = (bins[`${to}~${tag}`] ?? 0) + 1;
      }
      if (m > tagsHere.length) {
        const fresh = `${to}~${++serial}`;
        here.push(fresh);
        bins[fresh] = m - tagsHere.length;
      }
      arrive.set(b, here);
    });
    const lots = mapBins(t.lots, (bs) => {
      const more = bs.flatMap((b) => arrive.get(b) ?? []);
      return more.length ? sorted([...bs, ...more]) : bs;
    });
    return settle({ ...t, bins, lots, serial }, t);
  });
}

/** Renames a bin (with the table's next `serial`, when the new name took one: passed, so `k`'s marks carry over). */
export function renameBin(k: Table, from: Bin, to: Bin, serial = k.serial): Table {
  // A fresh object without `from` (a spread and a delete put the object in V8's slow dictionary mode).
  const bins: Record<Bin, number> = {};
  for (const b in k.bins) if (b !== from) bins[b] = k.bins[b] as number;
  bins[to] = (bins[to] ?? 0) + (k.bins[from] ?? 0);
  // A renamed bin adds no fact: what was pruned stays pruned, and bins or lots that could merge merge at the next prune.
  const lots = mapBins(k.lots, (bs) => (bs.includes(from) ? sorted(bs.map((b) => (b === from ? to : b))) : bs));
  const out: Table = { copies: k.copies, bins, lots, serial };
  markConsistent(out, k);
  return out;
}

/** Moves the tagged card, which may get a new tag. */
export function taggedT(k: Table, tag: string, to: Place, newTag?: string): Table {
  const bin = binOfTag(k, tag);
  if (bin === undefined) return k;
  const serial = newTag === undefined ? k.serial + 1 : k.serial;
  return renameBin(k, bin, `${to}~${newTag ?? serial}`, serial);
}

/** Drops tags (their cards stay where they are). */
export function untagT(k: Table, tags: readonly string[]): Table {
  let t = k;
  for (const tag of tags) {
    const bin = binOfTag(t, tag);
    if (bin !== undefined) t = renameBin(t, bin, `${placeOfBin(bin)}~${t.serial + 1}`, t.serial + 1);
  }
  return t;
}

/** Every card of `from` goes to `to`, keeping its bins apart (cards in transit put into a hand; a shuffle). */
export function relocateT(k: Table, from: Place, to: Place, dropTags = false): Table {
  const rename = new Map<Bin, Bin>();
  let serial = k.serial;
  for (const b of binsOf(k, from)) rename.set(b, `${to}~${(dropTags ? null : tagOfBin(b)) ?? ++serial}`);
  if (rename.size === 0) return k;
  const bins: Record<Bin, number> = {};
  for (const [b, n] of Object.entries(k.bins)) {
    const into = rename.get(b) ?? b;
    bins[into] = (bins[into] ?? 0) + n;
  }
  const lots = mapBins(k.lots, (bs) => (bs.some((b) => rename.has(b)) ? sorted(bs.map((b) => rename.get(b) ?? b)) : bs));
  // Renamed bins keep every world: no flow, and bins that could merge are merged by the next prune.
  const out: Table = { copies: k.copies, bins, lots, serial };
  markConsistent(out, k);
  return out;
}

/**
 * Shuffles places together into `to` (a discard shuffled into a new deck). Its cards keep their bins (what was known
 * of how many of which lots each held still holds); only the tags lapse, as nobody can follow a card through a
 * shuffle. Bins that nothing tells apart any more merge at the prune.
 */
export function shuffleT(k: Table, from: readonly Place[], to: Place): Table {
  let t = k;
  for (const p of from) if (p !== to) t = relocateT(t, p, to, true);
  for (const b of binsOf(t, to)) if (tagOfBin(b) !== null) t = renameBin(t, b, `${to}~${t.serial + 1}`, t.serial + 1);
  return t;
}
