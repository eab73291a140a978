/**
 * Card knowledge as places: what the referee can know of a table whose cards
 * it never sees. Every physical copy is in exactly one place (a hand, the
 * deck, a deck slot, a stack, the discard, a market cell, a company, out of
 * the game). The table is a set of lots: `count` cards, each one of `codes`,
 * lying in some of `bins`. A bin is a part of one place with a known card
 * count (a hand's own cards, the cards it just received from Bo); a place is
 * the union of its bins.
 *
 * Within a lot, which code a card has and which bin it lies in are
 * independent, so consistency is two transport problems (knowledge-flow.ts):
 * copies into lots, and lots into bins. After every change both are solved
 * and each lot keeps only the codes and bins it has in some consistent table,
 * so "where can 9C be" and "can this hand be right" are exact questions about
 * the lots. Naming a card narrows (it becomes a lot of its own); an unnamed
 * card leaving a place widens (every lot that could be there may now be where
 * it went). The lots over-approximate the truth, never under-approximate it:
 * a true table is never refused.
 *
 * Tags name particular physical cards (Trades' marked cards): a tagged card
 * is a bin of one card, `place~#tag`, moved as a whole.
 */
import type { CardCode } from './cards';
import { solveFlow } from './knowledge-flow';
import { err, ok, type Result } from './result';

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

export interface Knowledge {
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

const sorted = (xs: Iterable<string>): string[] => [...new Set(xs)].sort();
export const placeOfBin = (b: Bin): Place => {
  const i = b.indexOf('~');
  return i < 0 ? b : b.slice(0, i);
};
const binsOf = (k: Knowledge, place: Place): Bin[] => Object.keys(k.bins).filter((b) => placeOfBin(b) === place);
const bare = (l: Lot): Lot => ({ count: l.count, codes: l.codes, bins: l.bins });
const tagOfBin = (b: Bin): string | null => {
  const i = b.indexOf('~#');
  return i < 0 ? null : b.slice(i + 1);
};
const binOfTag = (k: Knowledge, tag: string): Bin | undefined => Object.keys(k.bins).find((b) => tagOfBin(b) === tag);

/** A table where nothing is known: each place holds `count` cards that may be anything. */
export function unknownTable(copies: Readonly<Record<CardCode, number>>, places: readonly (readonly [Place, number])[]): Knowledge {
  const codes = sorted(Object.keys(copies).filter((c) => (copies[c] ?? 0) > 0));
  const filled = places.filter(([, n]) => n > 0);
  return prune({
    copies,
    bins: Object.fromEntries(filled),
    lots: filled.map(([place, count]) => ({ count, codes, bins: [place] })),
    serial: 0,
  });
}

export const countIn = (k: Knowledge, place: Place): number => binsOf(k, place).reduce((n, b) => n + (k.bins[b] ?? 0), 0);
const inPlace = (l: Lot, place: Place): boolean => l.bins.every((b) => placeOfBin(b) === place);
const mayBeIn = (l: Lot, place: Place): boolean => l.bins.some((b) => placeOfBin(b) === place);

/** Codes certainly in a place (with repeats for copies). */
export function knownIn(k: Knowledge, place: Place): CardCode[] {
  return k.lots.flatMap((l) => (l.codes.length === 1 && inPlace(l, place) ? Array<CardCode>(l.count).fill(l.codes[0] as CardCode) : []));
}

/** Tags of the cards in a place. */
export const tagsIn = (k: Knowledge, place: Place): string[] =>
  binsOf(k, place).flatMap((b) => {
    const t = tagOfBin(b);
    return t === null ? [] : [t];
  });

/** The codes a tagged card may be; null when the tag is no longer kept. */
export function codesOfTag(k: Knowledge, tag: string): CardCode[] | null {
  const bin = binOfTag(k, tag);
  return bin === undefined ? null : sorted(k.lots.filter((l) => l.bins.includes(bin)).flatMap((l) => l.codes));
}

/** The places a copy of `code` may be in. */
export function placesOf(k: Knowledge, code: CardCode): Place[] {
  return sorted(k.lots.filter((l) => l.codes.includes(code)).flatMap((l) => l.bins.map(placeOfBin)));
}

/** The codes a card of `place` may be. */
export function codesIn(k: Knowledge, place: Place): CardCode[] {
  return sorted(k.lots.filter((l) => mayBeIn(l, place)).flatMap((l) => l.codes));
}

export const isConsistent = (k: Knowledge): boolean => solve(k, false) !== null;

/** Merges alike lots and alike bins, drops empty ones, splits a lot that must be exactly its codes. */
function normalize(k: Knowledge): Knowledge {
  const bins: Record<Bin, number> = {};
  for (const [b, n] of Object.entries(k.bins)) if (n > 0) bins[b] = n;
  // Two bins of one place that every lot either reaches both or neither are one bin.
  const signature = new Map<Bin, string>();
  k.lots.forEach((l, i) => l.bins.forEach((b) => signature.set(b, `${signature.get(b) ?? ''},${i}`)));
  const rename = new Map<Bin, Bin>();
  const seen = new Map<string, Bin>();
  for (const b of Object.keys(bins).sort()) {
    if (tagOfBin(b) !== null) continue;
    const key = `${placeOfBin(b)}|${signature.get(b) ?? ''}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, b);
    else {
      rename.set(b, first);
      bins[first] = (bins[first] ?? 0) + (bins[b] ?? 0);
      delete bins[b];
    }
  }
  const out: Lot[] = [];
  const byKey = new Map<string, number>();
  const push = (l: Lot): void => {
    if (l.count <= 0) return;
    const key = `${l.codes.join(',')}|${l.bins.join(',')}`;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, out.length);
      out.push(l);
    } else out[at] = { ...(out[at] as Lot), count: (out[at] as Lot).count + l.count };
  };
  for (const raw of k.lots) {
    const l = { ...raw, bins: sorted(raw.bins.map((b) => rename.get(b) ?? b).filter((b) => (bins[b] ?? 0) > 0)) };
    // n cards of n single-copy codes: each code is there once.
    if (l.count > 1 && l.codes.length === l.count && l.codes.every((c) => (k.copies[c] ?? 0) === 1))
      for (const c of l.codes) push({ count: 1, codes: [c], bins: l.bins });
    else push(l);
  }
  return { copies: k.copies, bins, lots: out, serial: k.serial };
}

/** Solves both transports; null when inconsistent. With `viable`, each lot's codes and bins as they can really be. */
function solve(k: Knowledge, viable: boolean): { codes: CardCode[][]; bins: Bin[][] } | null {
  const codes = sorted(Object.keys(k.copies).filter((c) => (k.copies[c] ?? 0) > 0));
  const codeIndex = new Map(codes.map((c, i) => [c, i]));
  const byCode = solveFlow(
    {
      supply: codes.map((c) => k.copies[c] ?? 0),
      demand: k.lots.map((l) => l.count),
      allowed: k.lots.map((l) => l.codes.flatMap((c) => (codeIndex.has(c) ? [codeIndex.get(c) as number] : []))),
    },
    viable,
  );
  if (!byCode.feasible) return null;
  const binNames = Object.keys(k.bins);
  const binIndex = new Map(binNames.map((b, i) => [b, i]));
  const lotsOfBin: number[][] = binNames.map(() => []);
  k.lots.forEach((l, i) => l.bins.forEach((b) => lotsOfBin[binIndex.get(b) ?? -1]?.push(i)));
  const byBin = solveFlow({ supply: k.lots.map((l) => l.count), demand: binNames.map((b) => k.bins[b] ?? 0), allowed: lotsOfBin }, viable);
  if (!byBin.feasible) return null;
  if (!viable) return { codes: [], bins: [] };
  const lotBins: Bin[][] = k.lots.map(() => []);
  byBin.viable.forEach((lots, j) => lots.forEach((i) => lotBins[i]?.push(binNames[j] as Bin)));
  return { codes: byCode.viable.map((v) => v.map((i) => codes[i] as CardCode)), bins: lotBins };
}

/** Narrows every lot to the codes and bins it can have; an inconsistent table is returned as it is. */
function prune(k: Knowledge): Knowledge {
  const base = normalize(k);
  const viable = solve(base, true);
  if (!viable) return base;
  return normalize({
    ...base,
    lots: base.lots.map((l, i) => ({ ...l, codes: viable.codes[i] ?? l.codes, bins: viable.bins[i] ?? l.bins })),
  });
}

function whereIs(k: Knowledge, code: CardCode, w: Wording): string {
  const places = placesOf(k, code).map(w.names);
  if (places.length === 0) return 'every copy is accounted for elsewhere';
  if (places.length === 1) return `it is known to be in ${places[0]}`;
  return `it can only be in ${places.slice(0, -1).join(', ')} or ${places[places.length - 1]}`;
}

const elsewhere = (k: Knowledge, code: CardCode, place: Place, w: Wording): Result<never> =>
  err('ERR_CARD_ELSEWHERE', `${code} cannot be in ${w.names(place)}: ${whereIs(k, code, w)}.`, { rule: w.rule, path: w.path });

const notInGame = (code: CardCode, w: Wording): Result<never> =>
  err('ERR_CARD_NOT_IN_GAME', `${code} is not a card of this game.`, { rule: w.rule, path: w.path });

const together = (place: Place, codes: readonly CardCode[], w: Wording): Result<never> =>
  err('ERR_CARD_ELSEWHERE', `${w.names(place)} cannot hold ${codes.join(', ')} all at once, given what is known of the table.`, {
    rule: w.rule,
    path: w.path,
  });

/** Merges the given bins into the first (the referee can no longer tell them apart). */
function mergeBins(k: Knowledge, merge: readonly Bin[]): Knowledge {
  const first = merge[0];
  if (first === undefined || (merge.length < 2 && tagOfBin(first) === null)) return k;
  // The merged bin carries no tag: the referee can no longer tell the tagged card apart.
  let serial = k.serial;
  const into = merge.find((b) => tagOfBin(b) === null) ?? `${placeOfBin(first)}~${++serial}`;
  const bins: Record<Bin, number> = { ...k.bins };
  let total = 0;
  for (const b of merge) {
    total += bins[b] ?? 0;
    delete bins[b];
  }
  bins[into] = total;
  const lots = k.lots.map((l) => ({ ...l, bins: sorted(l.bins.map((b) => (merge.includes(b) ? into : b))) }));
  return { ...k, bins, lots, serial };
}

/**
 * Splits one card of code `code` in `place` off into a lot of its own and
 * returns its bin. Which lot and which bin it came from may be unclear; those
 * that may be it are merged first.
 */
function splitOne(k: Knowledge, place: Place, code: CardCode): { k: Knowledge; bin: Bin } | null {
  const exact = k.lots.findIndex(
    (l) => l.count > 0 && l.codes.length === 1 && l.codes[0] === code && inPlace(l, place) && l.bins.length === 1,
  );
  const candidates = k.lots.filter((l) => l.count > 0 && l.codes.includes(code) && mayBeIn(l, place));
  if (candidates.length === 0) return null;
  let t = k;
  if (exact < 0 || candidates.length > 1) {
    // Merge the candidates' bins in this place, then the candidates.
    t = mergeBins(t, sorted(candidates.flatMap((l) => l.bins.filter((b) => placeOfBin(b) === place))));
    const again = t.lots.filter((l) => l.count > 0 && l.codes.includes(code) && mayBeIn(l, place));
    const merged: Lot =
      again.length === 1
        ? (again[0] as Lot)
        : {
            count: again.reduce((n, l) => n + l.count, 0),
            codes: sorted(again.flatMap((l) => l.codes)),
            bins: sorted(again.flatMap((l) => l.bins)),
          };
    const bin = merged.bins.find((b) => placeOfBin(b) === place) as Bin;
    const named: Lot = {
      count: 1,
      codes: [code],
      bins: [bin],
    };
    const rest: Lot = { ...bare(merged), count: merged.count - 1 };
    return { k: { ...t, lots: [...t.lots.filter((l) => !again.includes(l)), named, rest] }, bin };
  }
  const l = t.lots[exact] as Lot;
  if (l.count === 1) return { k: t, bin: l.bins[0] as Bin };
  const lots = t.lots.slice();
  lots.splice(exact, 1, { ...l, count: l.count - 1 }, { ...bare(l), count: 1 });
  return { k: { ...t, lots }, bin: l.bins[0] as Bin };
}

function named(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<{ k: Knowledge; bins: Bin[] }> {
  let t = k;
  const bins: Bin[] = [];
  for (const [i, code] of codes.entries()) {
    if ((k.copies[code] ?? 0) === 0) return notInGame(code, w);
    // A code named twice in one place is two cards: set the first apart while finding the second.
    const hold = codes.slice(0, i).includes(code);
    const s = splitOne(
      hold ? { ...t, lots: t.lots.map((l) => (l.codes.length === 1 && l.codes[0] === code ? { ...l, codes: [] } : l)) } : t,
      place,
      code,
    );
    if (!s) return placesOf(k, code).includes(place) ? together(place, codes, w) : elsewhere(k, code, place, w);
    t = hold ? { ...s.k, lots: s.k.lots.map((l) => (l.codes.length === 0 ? { ...l, codes: [code] } : l)) } : s.k;
    bins.push(s.bin);
  }
  if (!isConsistent(t)) {
    const bad = codes.find((c) => !placesOf(k, c).includes(place));
    return bad !== undefined ? elsewhere(k, bad, place, w) : together(place, codes, w);
  }
  return ok({ k: t, bins });
}

/** Whether a place can hold at least these codes (a check only: the table is not changed). */
export function canName(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<undefined> {
  const r = named(k, place, codes, w);
  return r.ok ? ok(undefined) : r;
}

/** Names cards of a place: it holds at least these codes (each entry one card). */
export function nameIn(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  const r = named(k, place, codes, w);
  return r.ok ? ok(prune(r.value.k)) : r;
}

/** Moves named cards from a place to another (checking they can be there). */
export function moveNamed(k: Knowledge, from: Place, to: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  const r = named(k, from, codes, w);
  if (!r.ok) return r;
  let t = r.value.k;
  const bins: Record<Bin, number> = { ...t.bins };
  const lots = t.lots.slice();
  codes.forEach((code, i) => {
    // The named card is a lot of its own in its bin, possibly merged with other copies of the same code there (two
    // decks). Naming a later card may have merged the bin found for an earlier one, so look again within the place.
    const isCode = (l: Lot): boolean => l.codes.length === 1 && l.codes[0] === code && l.bins.length === 1;
    let j = lots.findIndex((l) => isCode(l) && l.bins[0] === r.value.bins[i]);
    if (j < 0) j = lots.findIndex((l) => isCode(l) && inPlace(l, from));
    const lot = lots[j];
    const bin = lot?.bins[0] as Bin;
    if (lot === undefined) throw new Error(`knowledge: ${code} was named in ${bin} but no lot holds it there`);
    const moved: Lot = { count: 1, codes: [code], bins: [to] };
    if (lot.count > 1) lots.splice(j, 1, { ...lot, count: lot.count - 1 }, moved);
    else lots.splice(j, 1, moved);
    bins[bin] = (bins[bin] ?? 0) - 1;
    bins[to] = (bins[to] ?? 0) + 1;
  });
  t = { ...t, bins, lots };
  return ok(prune(t));
}

/**
 * Moves `n` unnamed cards: any n of the place's cards may have gone. Its bins
 * merge (tags there lapse); every lot that may be there may now be in the
 * bins the cards went to. The first moved cards get `tags`: a bin each.
 */
export function moveUnnamed(k: Knowledge, from: Place, to: Place, n: number, tags: readonly string[] = []): Knowledge {
  if (n <= 0) return k;
  let t = mergeBins(k, binsOf(k, from).sort());
  const source = binsOf(t, from)[0];
  if (source === undefined) return k;
  const named = tags.slice(0, n);
  let serial = t.serial;
  const arrive: [Bin, number][] = named.map((tag) => [`${to}~${tag}`, 1]);
  if (n > named.length) arrive.push([`${to}~${++serial}`, n - named.length]);
  const bins: Record<Bin, number> = { ...t.bins, [source]: (t.bins[source] ?? 0) - n };
  for (const [b, c] of arrive) bins[b] = (bins[b] ?? 0) + c;
  const lots = t.lots.map((l) => (l.bins.includes(source) ? { ...l, bins: sorted([...l.bins, ...arrive.map(([b]) => b)]) } : l));
  t = { ...t, bins, lots, serial };
  return prune(t);
}

/** Moves the tagged card, which may get a new tag. */
export function moveTagged(k: Knowledge, tag: string, to: Place, newTag?: string): Knowledge {
  const bin = binOfTag(k, tag);
  if (bin === undefined) return k;
  const serial = newTag === undefined ? k.serial + 1 : k.serial;
  return renameBin({ ...k, serial }, bin, `${to}~${newTag ?? serial}`);
}

/** Drops tags (their cards stay where they are). */
export function untag(k: Knowledge, tags: readonly string[]): Knowledge {
  let t = k;
  for (const tag of tags) {
    const bin = binOfTag(t, tag);
    if (bin !== undefined) t = renameBin({ ...t, serial: t.serial + 1 }, bin, `${placeOfBin(bin)}~${t.serial + 1}`);
  }
  return t;
}

function renameBin(k: Knowledge, from: Bin, to: Bin): Knowledge {
  const bins: Record<Bin, number> = { ...k.bins, [to]: (k.bins[to] ?? 0) + (k.bins[from] ?? 0) };
  delete bins[from];
  // A renamed bin adds no fact: what was pruned stays pruned.
  return normalize({ ...k, bins, lots: k.lots.map((l) => ({ ...l, bins: sorted(l.bins.map((b) => (b === from ? to : b))) })) });
}

/** Every card of `from` goes to `to`, keeping its bins apart (cards in transit put into a hand). */
export function relocate(k: Knowledge, from: Place, to: Place): Knowledge {
  if (from === to) return k;
  const rename = new Map<Bin, Bin>();
  let serial = k.serial;
  for (const b of binsOf(k, from)) rename.set(b, `${to}~${tagOfBin(b) ?? ++serial}`);
  const bins: Record<Bin, number> = {};
  for (const [b, n] of Object.entries(k.bins)) bins[rename.get(b) ?? b] = n;
  const lots = k.lots.map((l) => ({ ...l, bins: sorted(l.bins.map((b) => rename.get(b) ?? b)) }));
  return normalize({ copies: k.copies, bins, lots, serial });
}

/** Shuffles places together into `to` (a discard shuffled into a new deck): their bins become one. */
export function shuffleInto(k: Knowledge, from: readonly Place[], to: Place): Knowledge {
  const all = [...from, to].flatMap((p) => binsOf(k, p));
  if (all.length === 0) return k;
  const merged = mergeBins(k, all);
  const first = all[0] as Bin;
  return first === to ? prune(merged) : renameBin(merged, first, to);
}

/**
 * Can `place` hold exactly `codes` (a final hand, a revealed hand)? Each code
 * is named there in turn; the place is then full, so nothing else may be in
 * it. Returns the table with the place known.
 */
export function assignExactly(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  const count = countIn(k, place);
  if (codes.length !== count)
    return err('ERR_HAND_SIZE', `${w.names(place)} holds ${count} cards; ${codes.length} were entered.`, { rule: w.rule, path: w.path });
  const want = new Map<CardCode, number>();
  for (const c of codes) {
    if ((k.copies[c] ?? 0) === 0) return notInGame(c, w);
    want.set(c, (want.get(c) ?? 0) + 1);
  }
  for (const c of want.keys()) if (!placesOf(k, c).includes(place)) return elsewhere(k, c, place, w);
  const knownCount = new Map<CardCode, number>();
  for (const c of knownIn(k, place)) knownCount.set(c, (knownCount.get(c) ?? 0) + 1);
  const missing = [...knownCount].filter(([c, n]) => n > (want.get(c) ?? 0)).map(([c]) => c);
  if (missing.length)
    return err('ERR_INCONSISTENT_HAND', `${w.names(place)} is known to hold ${sorted(missing).join(', ')}, which the entry lacks.`, {
      rule: w.rule,
      path: w.path,
    });
  const r = named(k, place, codes, w);
  if (!r.ok)
    return err(
      'ERR_INCONSISTENT_HAND',
      `${w.names(place)} cannot hold exactly ${codes.join(', ')}: given where cards are known to have gone, the rest of the table would be impossible.`,
      { rule: w.rule, path: w.path },
    );
  return ok(prune(r.value.k));
}

/** The places holding cards now. */
export function placesIn(k: Knowledge): Place[] {
  return sorted(Object.keys(k.bins).map(placeOfBin));
}
