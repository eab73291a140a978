/**
 * A brute-force model of card knowledge, independent of core/knowledge: the
 * set of every table (each place's cards, each tagged card's place and code)
 * consistent with what the referee was told. Naming filters the set, moves
 * map it (an unnamed move branches over which cards went), so the questions
 * "may code c be in place p" and "can p hold exactly these" are answered by
 * looking at every world. Only for small decks: the set can grow fast.
 */

export interface Card {
  readonly code: string;
  readonly place: string;
  readonly tag: string | null;
}
/** One table: its cards in a canonical order. */
export type World = readonly Card[];

const cardKey = (c: Card): string => `${c.place}\u0001${c.tag ?? ''}\u0001${c.code}`;
const canonical = (cards: readonly Card[]): World =>
  cards.slice().sort((x, y) => (cardKey(x) < cardKey(y) ? -1 : cardKey(x) > cardKey(y) ? 1 : 0));
const worldKey = (w: World): string => w.map(cardKey).join('\u0002');

function distinct(worlds: Iterable<readonly Card[]>): World[] {
  const seen = new Map<string, World>();
  for (const cards of worlds) {
    const w = canonical(cards);
    const key = worldKey(w);
    if (!seen.has(key)) seen.set(key, w);
  }
  return [...seen.values()];
}

/** Every distinct way to choose `n` of `items` (by index), as index lists; alike items (same key) are chosen once. */
function choose<T>(items: readonly T[], n: number, key: (t: T) => string): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const go = (from: number, picked: number[]): void => {
    if (picked.length === n) {
      const k = picked
        .map((i) => key(items[i] as T))
        .sort()
        .join('|');
      if (!seen.has(k)) {
        seen.add(k);
        out.push(picked.slice());
      }
      return;
    }
    for (let i = from; i < items.length; i++) go(i + 1, [...picked, i]);
  };
  go(0, []);
  return out;
}

/** Every permutation of a list (duplicates included: callers dedupe worlds). */
function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Every deal of the copies into places of the given sizes. */
export function allDeals(copies: Readonly<Record<string, number>>, places: readonly (readonly [string, number])[]): World[] {
  const pool = Object.entries(copies).flatMap(([c, n]) => Array<string>(n).fill(c));
  const out: Card[][] = [];
  const go = (p: number, left: string[], cards: Card[]): void => {
    const at = places[p];
    if (at === undefined) {
      if (left.length === 0) out.push(cards);
      return;
    }
    const [place, n] = at;
    for (const pick of choose(left, n, (c) => c)) {
      const taken = new Set(pick);
      go(
        p + 1,
        left.filter((_, i) => !taken.has(i)),
        [...cards, ...pick.map((i) => ({ code: left[i] as string, place, tag: null }))],
      );
    }
  };
  go(0, pool, []);
  return distinct(out);
}

const codesAt = (w: World, place: string): string[] =>
  w
    .filter((c) => c.place === place)
    .map((c) => c.code)
    .sort();

/** Whether a multiset holds another. */
function holds(have: readonly string[], want: readonly string[]): boolean {
  const left = new Map<string, number>();
  for (const c of have) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of want) {
    const n = left.get(c) ?? 0;
    if (n === 0) return false;
    left.set(c, n - 1);
  }
  return true;
}

export const mayBe = (ws: readonly World[], code: string, place: string): boolean =>
  ws.some((w) => w.some((c) => c.code === code && c.place === place));
export const mayHold = (ws: readonly World[], place: string, codes: readonly string[]): boolean =>
  ws.some((w) => holds(codesAt(w, place), codes));
export const mayBeExactly = (ws: readonly World[], place: string, codes: readonly string[]): boolean => {
  const want = codes.slice().sort().join(',');
  return ws.some((w) => codesAt(w, place).join(',') === want);
};
/** The codes a tagged card may be (sorted); null when no world has the tag. */
export function tagCodes(ws: readonly World[], tag: string): string[] | null {
  const codes = new Set<string>();
  for (const w of ws) for (const c of w) if (c.tag === tag) codes.add(c.code);
  return codes.size ? [...codes].sort() : null;
}

export const name = (ws: readonly World[], place: string, codes: readonly string[]): World[] =>
  ws.filter((w) => holds(codesAt(w, place), codes));

export const exactly = (ws: readonly World[], place: string, codes: readonly string[]): World[] => {
  const want = codes.slice().sort().join(',');
  return ws.filter((w) => codesAt(w, place).join(',') === want);
};

/** Named cards leave `from` for `to`: any card of `from` with the code may be the one (a tagged one keeps its tag). */
export function moveNamed(ws: readonly World[], from: string, to: string, codes: readonly string[]): World[] {
  let now: Card[][] = ws.map((w) => w.slice());
  for (const code of codes) {
    const next: Card[][] = [];
    for (const w of now)
      w.forEach((c, i) => {
        if (c.place === from && c.code === code) next.push(w.map((d, j) => (j === i ? { ...d, place: `${to}\u0003` } : d)));
      });
    now = distinct(next).map((w) => w.slice());
  }
  // The moved cards were marked so a code named twice takes two cards; unmark them.
  return distinct(now.map((w) => w.map((c) => (c.place === `${to}\u0003` ? { ...c, place: to } : c))));
}

/** `n` unknown cards of `from` go to `to`; the first moved get `tags` (any of them may be any moved card). */
export function moveUnnamed(ws: readonly World[], from: string, to: string, n: number, tags: readonly string[]): World[] {
  const out: Card[][] = [];
  for (const w of ws) {
    const here = w.map((c, i) => [c, i] as const).filter(([c]) => c.place === from);
    for (const pick of choose(here, n, ([c]) => cardKey(c))) {
      const moved = pick.map((p) => (here[p] as readonly [Card, number])[1]);
      const named = tags.slice(0, n);
      for (const order of permutations(moved)) {
        const tagOf = new Map(order.map((i, t) => [i, t < named.length ? (named[t] as string) : null]));
        out.push(w.map((c, i) => (tagOf.has(i) ? { code: c.code, place: to, tag: tagOf.get(i) ?? null } : c)));
      }
    }
  }
  return distinct(out);
}

export const moveTagged = (ws: readonly World[], tag: string, to: string, newTag: string | null): World[] =>
  distinct(ws.map((w) => w.map((c) => (c.tag === tag ? { code: c.code, place: to, tag: newTag } : c))));

/** Tags the referee no longer keeps are forgotten (the card stays where it is). */
export const keepTags = (ws: readonly World[], kept: ReadonlySet<string>): World[] =>
  distinct(ws.map((w) => w.map((c) => (c.tag !== null && !kept.has(c.tag) ? { ...c, tag: null } : c))));

export const relocate = (ws: readonly World[], from: string, to: string): World[] =>
  distinct(ws.map((w) => w.map((c) => (c.place === from ? { ...c, place: to } : c))));

export const shuffleInto = (ws: readonly World[], from: readonly string[], to: string): World[] =>
  distinct(ws.map((w) => w.map((c) => (from.includes(c.place) || c.place === to ? { code: c.code, place: to, tag: null } : c))));
