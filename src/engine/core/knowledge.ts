/**
 * Card knowledge as places (the model is described in knowledge-table.ts):
 * what changes the table. Naming cards in a place narrows it, moving named
 * or unnamed cards, tagging, relocating and shuffling move it, and an exact
 * entry (a final hand, a revealed pair) fixes a place. Each change is
 * followed by a prune, so the table's lots stay exact. The games import
 * everything from here.
 */
import type { CardCode } from './cards';
import {
  bare,
  binOfTag,
  binsOf,
  inPlace,
  isConsistent,
  isOf,
  knownIn,
  mayBeIn,
  placeOfBin,
  placesOf,
  markConsistent,
  prune,
  remembered,
  settle,
  sorted,
  tagOfBin,
  countIn,
  type Bin,
  type Knowledge,
  type Lot,
  type Place,
  type Wording,
} from './knowledge-table';
import { knownExactly, knownHolds, knownMove } from './knowledge-known';
import { err, ok, type Result } from './result';

export {
  codesIn,
  codesOfTag,
  countIn,
  isConsistent,
  knownIn,
  knownUntaggedIn,
  placeOfBin,
  placesIn,
  placesOf,
  tagsIn,
  unknownTable,
  type Bin,
  type Knowledge,
  type Lot,
  type Place,
  type Wording,
} from './knowledge-table';

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
function splitOne(k: Knowledge, place: Place, code: CardCode): { k: Knowledge; bin: Bin; at: number } | null {
  const exact = k.lots.findIndex(
    (l) => l.count > 0 && l.codes.length === 1 && l.codes[0] === code && inPlace(l, place) && l.bins.length === 1,
  );
  const candidates = k.lots.filter((l) => l.count > 0 && l.codes.includes(code) && mayBeIn(l, place));
  if (candidates.length === 0) return null;
  let t = k;
  if (exact < 0 || candidates.length > 1) {
    // Merge the candidates' bins in this place, then the candidates.
    t = mergeBins(t, sorted(candidates.flatMap((l) => l.bins.filter((b) => isOf(b, place)))));
    const again = t.lots.filter((l) => l.count > 0 && l.codes.includes(code) && mayBeIn(l, place));
    const merged: Lot =
      again.length === 1
        ? (again[0] as Lot)
        : {
            count: again.reduce((n, l) => n + l.count, 0),
            codes: sorted(again.flatMap((l) => l.codes)),
            bins: sorted(again.flatMap((l) => l.bins)),
          };
    const bin = merged.bins.find((b) => isOf(b, place)) as Bin;
    const named: Lot = {
      count: 1,
      codes: [code],
      bins: [bin],
    };
    const rest: Lot = { ...bare(merged), count: merged.count - 1 };
    const lots = [...t.lots.filter((l) => !again.includes(l)), named, rest];
    return { k: { ...t, lots }, bin, at: lots.length - 2 };
  }
  const l = t.lots[exact] as Lot;
  if (l.count === 1) return { k: t, bin: l.bins[0] as Bin, at: exact };
  const lots = t.lots.slice();
  lots.splice(exact, 1, { ...l, count: l.count - 1 }, { ...bare(l), count: 1 });
  return { k: { ...t, lots }, bin: l.bins[0] as Bin, at: exact + 1 };
}

/** A code no game uses: a card already named in this call wears it, so finding the next copy passes it by. */
const HELD = '\u0000held';

/**
 * Tables that naming succeeded on, by place and codes. Validate names the cards and apply names them again on the same
 * (immutable) table; the second asks the memo. Only successes are kept: a refusal's wording depends on `w`.
 */
const namedMemo = new WeakMap<Knowledge, Map<string, { k: Knowledge; bins: Bin[] }>>();

function named(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<{ k: Knowledge; bins: Bin[] }> {
  const key = `${place}\u0001${codes.join('\u0001')}`;
  const known = namedMemo.get(k)?.get(key);
  if (known) return ok(known);
  const r = nameAll(k, place, codes, w);
  if (r.ok) {
    let m = namedMemo.get(k);
    if (!m) namedMemo.set(k, (m = new Map()));
    m.set(key, r.value);
  }
  return r;
}

function nameAll(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<{ k: Knowledge; bins: Bin[] }> {
  let t = k;
  const bins: Bin[] = [];
  for (const code of codes) {
    if ((k.copies[code] ?? 0) === 0) return notInGame(code, w);
    // A code named twice in one place is two cards: the first, once split off, is set apart while finding the second.
    const s = splitOne(t, place, code);
    if (!s) return placesOf(k, code).includes(place) ? together(place, codes, w) : elsewhere(k, code, place, w);
    const lots = s.k.lots.slice();
    lots[s.at] = { ...(lots[s.at] as Lot), codes: [`${HELD}${code}`] };
    t = { ...s.k, lots };
    bins.push(s.bin);
  }
  t = { ...t, lots: t.lots.map((l) => (l.codes[0]?.startsWith(HELD) ? { ...l, codes: [l.codes[0].slice(HELD.length)] } : l)) };
  // Pruned at once (one flow with the viable sets, not a check and then a prune): every caller prunes it next or
  // moves the named cards, which then needs no flow (settle). Pruning may merge bins, so `bins` are looked for again.
  const p = prune(t);
  if (!isConsistent(p)) {
    const bad = codes.find((c) => !placesOf(k, c).includes(place));
    return bad !== undefined ? elsewhere(k, bad, place, w) : together(place, codes, w);
  }
  return ok({ k: p, bins });
}

/** Whether a place can hold at least these codes (a check only: the table is not changed). */
export function canName(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<undefined> {
  if (knownHolds(k, place, codes)) return ok(undefined);
  const r = named(k, place, codes, w);
  return r.ok ? ok(undefined) : r;
}

/** Names cards of a place: it holds at least these codes (each entry one card). */
export function nameIn(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  // A fully known table already knows them there.
  if (knownHolds(k, place, codes)) return ok(k);
  const r = named(k, place, codes, w);
  return r.ok ? ok(prune(r.value.k)) : r;
}

/** Moves named cards from a place to another (checking they can be there). */
export function moveNamed(k: Knowledge, from: Place, to: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  const failed: { refusal?: Result<never> } = {};
  const out = remembered(k, `named\u0001${from}\u0001${to}\u0001${codes.join('\u0001')}`, () => {
    const fast = knownMove(k, from, to, codes);
    if (fast) return fast;
    const r = moveNamedSlow(k, from, to, codes, w);
    if (r.ok) return r.value;
    failed.refusal = r;
    return null;
  });
  return out ? ok(out) : (failed.refusal ?? moveNamedSlow(k, from, to, codes, w));
}

function moveNamedSlow(k: Knowledge, from: Place, to: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  const r = named(k, from, codes, w);
  if (!r.ok) return r;
  const t = r.value.k;
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
  // Known cards moved: every world stays a world, so nothing narrows.
  return ok(settle({ ...t, bins, lots }, t));
}

/**
 * Moves `n` unnamed cards: any n of the place's cards may have gone. Its bins
 * merge (tags there lapse); every lot that may be there may now be in the
 * bins the cards went to. The first moved cards get `tags`: a bin each.
 */
export function moveUnnamed(k: Knowledge, from: Place, to: Place, n: number, tags: readonly string[] = []): Knowledge {
  if (n <= 0) return k;
  return (
    remembered(k, `unnamed\u0001${from}\u0001${to}\u0001${n}\u0001${tags.join('\u0001')}`, () => unnamedMove(k, from, to, n, tags)) ?? k
  );
}

function unnamedMove(k: Knowledge, from: Place, to: Place, n: number, tags: readonly string[]): Knowledge {
  const t = mergeBins(k, binsOf(k, from).sort());
  const source = binsOf(t, from)[0];
  if (source === undefined) return k;
  const named = tags.slice(0, n);
  let serial = t.serial;
  const arrive: [Bin, number][] = named.map((tag) => [`${to}~${tag}`, 1]);
  if (n > named.length) arrive.push([`${to}~${++serial}`, n - named.length]);
  const bins: Record<Bin, number> = { ...t.bins, [source]: (t.bins[source] ?? 0) - n };
  for (const [b, c] of arrive) bins[b] = (bins[b] ?? 0) + c;
  const lots = t.lots.map((l) => (l.bins.includes(source) ? { ...l, bins: sorted([...l.bins, ...arrive.map(([b]) => b)]) } : l));
  return settle({ ...t, bins, lots, serial }, k);
}

/** Moves the tagged card, which may get a new tag. */
export function moveTagged(k: Knowledge, tag: string, to: Place, newTag?: string): Knowledge {
  // Remembered: validate and apply set the same marked cards apart from the same table, so both then ask the same one.
  return (
    remembered(k, `tagged\u0001${tag}\u0001${to}\u0001${newTag === undefined ? '\u0002' : `#${newTag}`}`, () =>
      taggedMove(k, tag, to, newTag),
    ) ?? k
  );
}

function taggedMove(k: Knowledge, tag: string, to: Place, newTag?: string): Knowledge {
  const bin = binOfTag(k, tag);
  if (bin === undefined) return k;
  const serial = newTag === undefined ? k.serial + 1 : k.serial;
  return renameBin({ ...k, serial }, bin, `${to}~${newTag ?? serial}`);
}

/** Drops tags (their cards stay where they are). */
export function untag(k: Knowledge, tags: readonly string[]): Knowledge {
  return tags.length === 0 ? k : (remembered(k, `untag\u0001${tags.join('\u0001')}`, () => untagged(k, tags)) ?? k);
}

function untagged(k: Knowledge, tags: readonly string[]): Knowledge {
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
  // A renamed bin adds no fact: what was pruned stays pruned, and bins or lots that could merge merge at the next prune.
  const lots = k.lots.map((l) => (l.bins.includes(from) ? { ...l, bins: sorted(l.bins.map((b) => (b === from ? to : b))) } : l));
  const out: Knowledge = { ...k, bins, lots };
  markConsistent(out, k);
  return out;
}

/** Every card of `from` goes to `to`, keeping its bins apart (cards in transit put into a hand). */
export function relocate(k: Knowledge, from: Place, to: Place): Knowledge {
  if (from === to) return k;
  return remembered(k, `relocate\u0001${from}\u0001${to}`, () => relocated(k, from, to)) ?? k;
}

function relocated(k: Knowledge, from: Place, to: Place): Knowledge {
  const rename = new Map<Bin, Bin>();
  let serial = k.serial;
  for (const b of binsOf(k, from)) rename.set(b, `${to}~${tagOfBin(b) ?? ++serial}`);
  const bins: Record<Bin, number> = {};
  for (const [b, n] of Object.entries(k.bins)) bins[rename.get(b) ?? b] = n;
  if (rename.size === 0) return k;
  const lots = k.lots.map((l) => (l.bins.some((b) => rename.has(b)) ? { ...l, bins: sorted(l.bins.map((b) => rename.get(b) ?? b)) } : l));
  // Renamed bins keep every world: no flow, and bins that could merge are merged by the next prune.
  const out: Knowledge = { copies: k.copies, bins, lots, serial };
  markConsistent(out, k);
  return out;
}

/** Shuffles places together into `to` (a discard shuffled into a new deck): their bins become one. */
export function shuffleInto(k: Knowledge, from: readonly Place[], to: Place): Knowledge {
  const all = [...from, to].flatMap((p) => binsOf(k, p));
  if (all.length === 0) return k;
  const merged = mergeBins(k, all);
  // Merging bins keeps every world and narrows nothing.
  markConsistent(merged, k);
  // The one bin left of those places (a tagged first bin merges into another, or into a fresh one).
  const into = [...from, to].flatMap((p) => binsOf(merged, p))[0] as Bin;
  return into === to ? settle(merged, merged) : renameBin(merged, into, to);
}

/**
 * Can `place` hold exactly `codes` (a final hand, a revealed hand)? Each code
 * is named there in turn; the place is then full, so nothing else may be in
 * it. Returns the table with the place known.
 */
export function assignExactly(k: Knowledge, place: Place, codes: readonly CardCode[], w: Wording): Result<Knowledge> {
  if (knownExactly(k, place, codes)) return ok(k);
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
