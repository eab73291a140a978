/**
 * Card knowledge as a short list of alternative tables (the model is in
 * knowledge-table.ts): the worlds the referee allows are the union of the
 * worlds of its cases, each a product-form table. Almost always there is one
 * case; a change that cannot be told in one table (a card named in a place
 * whose bins differ, unnamed cards leaving such a place) makes one case per
 * way it can have happened. Here: the knowledge type, how cases are kept
 * (pruned, inconsistent ones dropped, equal ones once) and every question,
 * answered over the union.
 */
import type { CardCode } from './cards';
import { distinct, untagT } from './knowledge-change';
import { blankTable, placedTable } from './knowledge-placed';
import * as T from './knowledge-table';
import { isConsistent, prune, sorted, type Place, type Table } from './knowledge-table';

export interface Knowledge {
  /** Copies of each code in play (the same object in every case). */
  readonly copies: Readonly<Record<CardCode, number>>;
  /** The alternatives: every world of the referee is a world of one of them. Never empty. */
  readonly cases: readonly Table[];
  /** Most alternatives kept, when not MAX_CASES (the oracle tests ask for room enough to be always exact). */
  readonly cap?: number;
  /**
   * Whether what the tables accept past a merge is put to the exact check (knowledge-exact.ts): set by the referee
   * at the table and by `replay`, which must never accept a card where it cannot be; left out by the simulator,
   * whose bots play through the same checks, and by the statistics, which trust the cards (`trusted`).
   */
  readonly exact?: true;
  /**
   * Whether the cards are taken as the referee judged them (`trustingCards` in knowledge.ts): no change is made to
   * the tables and every card is accepted where it is named. Set by the statistics only, which read logs the referee
   * already judged and whose records never read the knowledge; a game that trusts its cards keeps its own count of
   * them (Trades: its hands' lists as each action leaves them).
   */
  readonly trusted?: true;
}

/** What a knowledge made from another keeps of it: its cap and whether it is checked exactly. */
type Settings = Pick<Knowledge, 'cap' | 'exact'>;

/**
 * Most alternatives kept by default. Past it a change that would branch merges the bins it would branch over instead
 * (the over-approximation the single table had, which was a cap of 1: never a true table refused). Tech Exchange's
 * random games stay at one case; Grid Poker's and Trades' (unnamed cards and tokens) fill any cap tried up to 64
 * (test/engine/core/knowledge-cases.test.ts prints how often a change merges), as each case gets an even share of the
 * room. Each case costs its own flows. With the shared lists, grouped transports and remembered bins of
 * knowledge-solve.ts, a Trades replay (the knowledge bench's logs) took about a third of its old time at 4 (250
 * against 570-815 ms of CPU a log on the loaded 2-core machine), about half at 6 (395-620 ms) and about the same at 8
 * (435-690 ms, with play and bots slower), so 6. The oracle tests pass a cap of their own (knowledge-oracle-run.ts),
 * where the knowledge is exact.
 *
 * What the cap costs in answers, measured: 20 random 4-player Trades games (40 steps, hands of 5, 30% of the cards
 * given unnamed), and at scoring 4,700 final hands for the first seat, each its true hand with one card swapped for
 * a card from elsewhere. At 6 the referee accepted 3,476, at 400 it accepted 3,437: 39 hands accepted at 6 are
 * impossible (a refusal is always right, as past the cap the knowledge only widens), all 39 in one game of the 20,
 * and none the other way (the same with covered tables dropped, knowledge-cover.ts). The 400 took 65 times as long
 * (343 s against 5.3 s), and the time grows with the cap because the cases fill any cap: more room does not make the
 * list converge, so a larger cap is no way to exactness. The SAT oracle of the tests (knowledge-sat.test.ts) checks
 * the same on whole games: no possible hand refused, and impossible ones accepted only where a change merged, unless
 * the knowledge is checked exactly (knowledge-exact.ts), which then refuses every one of them.
 */
export const MAX_CASES = 6;

/** `cases` with the settings of `like`. */
const withSettings = (copies: Knowledge['copies'], cases: readonly Table[], like: Settings): Knowledge => ({
  copies,
  cases,
  ...(like.cap !== undefined ? { cap: like.cap } : {}),
  ...(like.exact ? { exact: true } : {}),
});

/** The knowledge of one table, the same object for the same table with default settings (so memos keyed by knowledge hit). */
const singles = new WeakMap<Table, Knowledge>();
export function single(t: Table, like: Settings = {}): Knowledge {
  if (like.cap !== undefined || like.exact) return withSettings(t.copies, [t], like);
  let k = singles.get(t);
  if (!k) singles.set(t, (k = { copies: t.copies, cases: [t] }));
  return k;
}

/** The knowledge of these (pruned) tables; `fallback` when none is consistent (a change the caller validated). */
export function ofCases(tables: readonly Table[], fallback: Knowledge): Knowledge {
  let cases = distinct(tables);
  if (cases.length === 0) return fallback;
  if (cases.length === 1) return single(cases[0] as Table, fallback);
  // A tag some case lost (its card may be the one a named move took) lapses in all: a tag is kept only while certain.
  const tagsOf = cases.map((t) => T.tagsOfBins(t.bins));
  // No tags, or cases sharing a bins object (so its tags array): nothing can lapse then.
  const lapsed =
    tagsOf.some((tags) => tags.length > 0) && tagsOf.some((tags) => tags !== tagsOf[0])
      ? [...new Set(tagsOf.flat())].filter((tag) => tagsOf.some((tags) => !tags.includes(tag)))
      : [];
  if (lapsed.length > 0) {
    cases = distinct(cases.map((t) => prune(untagT(t, lapsed))));
    if (cases.length === 1) return single(cases[0] as Table, fallback);
  }
  return withSettings(fallback.copies, cases, fallback);
}

/** Every case changed by `f` (one case may become several). */
export function each(k: Knowledge, f: (t: Table) => readonly Table[]): Knowledge {
  if (k.cases.length === 1) {
    const t = k.cases[0] as Table;
    const out = f(t);
    if (out.length === 1) return out[0] === t ? k : single(out[0] as Table, k);
  }
  return ofCases(k.cases.flatMap(f), k);
}

/** Answers memoized by knowledge and question: validate and apply ask the same (immutable) knowledge the same. */
const answers = new WeakMap<Knowledge, Map<string, unknown>>();
export function remembered<V>(k: Knowledge, key: string, make: () => V): V {
  let m = answers.get(k);
  if (!m) answers.set(k, (m = new Map()));
  if (m.has(key)) return m.get(key) as V;
  const v = make();
  m.set(key, v);
  return v;
}

const first = (k: Knowledge): Table => k.cases[0] as Table;
const union = (k: Knowledge, f: (t: Table) => string[]): string[] => (k.cases.length === 1 ? f(first(k)) : sorted(k.cases.flatMap(f)));

/** Cards in a place (every case agrees: the counts of places are always known). */
export const countIn = (k: Knowledge, place: Place): number => T.countIn(first(k), place);

/** The multiset common to every list. */
function common(lists: readonly (readonly CardCode[])[]): CardCode[] {
  const [head, ...rest] = lists;
  if (!head) return [];
  if (rest.length === 0) return head.slice();
  const out: CardCode[] = [];
  const left = rest.map((l) => {
    const m = new Map<CardCode, number>();
    for (const c of l) m.set(c, (m.get(c) ?? 0) + 1);
    return m;
  });
  for (const c of head) {
    if (left.every((m) => (m.get(c) ?? 0) > 0)) {
      for (const m of left) m.set(c, (m.get(c) ?? 0) - 1);
      out.push(c);
    }
  }
  return out;
}

/** Codes certainly in a place, in every case (with repeats for copies). */
export const knownIn = (k: Knowledge, place: Place): CardCode[] =>
  k.cases.length === 1 ? T.knownIn(first(k), place) : common(k.cases.map((t) => T.knownIn(t, place)));

/** Codes certainly among a place's untagged cards, in every case (with repeats). */
export const knownUntaggedIn = (k: Knowledge, place: Place): CardCode[] =>
  k.cases.length === 1 ? T.knownUntaggedIn(first(k), place) : common(k.cases.map((t) => T.knownUntaggedIn(t, place)));

/** Tags of the cards in a place (every case keeps the same tags where they are). */
export const tagsIn = (k: Knowledge, place: Place): string[] =>
  k.cases.length === 1 ? T.tagsIn(first(k), place) : [...new Set(k.cases.flatMap((t) => T.tagsIn(t, place)))];

/** The codes a tagged card may be; null when the tag is no longer kept. */
export function codesOfTag(k: Knowledge, tag: string): CardCode[] | null {
  // Cards taken as judged are not followed: no tag is known.
  if (k.trusted) return null;
  // Asked for every marked card of a hand for every card an action names: remembered (a copy out, as before).
  const codes = remembered(k, `codesOfTag\u0001${tag}`, (): CardCode[] | null => {
    const all = k.cases.map((t) => T.codesOfTag(t, tag));
    return all.every((c) => c === null) ? null : sorted(all.flatMap((c) => c ?? []));
  });
  return codes === null ? null : codes.slice();
}

/** Whether a copy of `code` may be in `place`: always, where the cards are taken as judged (`trusted`). */
export const mayBeIn = (k: Knowledge, code: CardCode, place: Place): boolean => k.trusted === true || placesOf(k, code).includes(place);

/** The places a copy of `code` may be in (remembered: validation asks it of every card named, a copy out). */
export const placesOf = (k: Knowledge, code: CardCode): Place[] =>
  remembered(k, `placesOf\u0001${code}`, () => union(k, (t) => T.placesOf(t, code))).slice();

/** The codes a card of `place` may be. */
export const codesIn = (k: Knowledge, place: Place): CardCode[] => union(k, (t) => T.codesIn(t, place));

/** The places holding cards now. */
export const placesIn = (k: Knowledge): Place[] => union(k, T.placesIn);

/** Whether some world fits everything told. */
export const isKnowledgeConsistent = (k: Knowledge): boolean => k.cases.some(isConsistent);

/**
 * Blank tables made, by copies (the games hand the same object for a deck) and places: every setup of a game of the
 * same size starts from the same one, and a replay of many logs would otherwise build and prune it once a log. A
 * table is a value; each match still gets a knowledge with a history of its own (knowledge-change-log.ts recorded).
 */
const blanks = new WeakMap<Readonly<Record<CardCode, number>>, Map<string, Table>>();

/** A table where nothing is known: each place holds `count` cards that may be anything. */
export function unknownTable(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  cap?: number,
): Knowledge {
  let byPlaces = blanks.get(copies);
  if (!byPlaces) blanks.set(copies, (byPlaces = new Map()));
  const key = places.map(([p, n]) => `${p}\u0001${n}`).join('\u0002');
  let t = byPlaces.get(key);
  if (!t) byPlaces.set(key, (t = blankTable(copies, places)));
  return single(t, cap === undefined ? {} : { cap });
}

/** A table where some places hold known cards and the rest is unknown (knowledge-table.ts placedTable); null when they do not fit. */
export function placedKnowledge(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  named: readonly (readonly [Place, readonly CardCode[]])[],
  cap?: number,
): Knowledge | null {
  const t = placedTable(copies, places, named);
  return t === null ? null : single(t, cap === undefined ? {} : { cap });
}
