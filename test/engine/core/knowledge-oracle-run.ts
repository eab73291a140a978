/**
 * The oracle run (knowledge-oracle.test.ts): core card knowledge and the
 * brute-force worlds (knowledge-worlds.ts) driven by one random sequence:
 * small decks (one and two copies of a code), three or four places, random
 * sequences of namings, named and unnamed moves, tags, relocations, shuffles
 * and exact entries. After every step, for every code and place, "may the
 * code be there" and "can the place hold it" agree with the set of every
 * consistent table, and so does an exact entry for a place (one drawn from a
 * consistent table, one perturbed): nothing impossible is accepted, nothing
 * possible refused. A change the core refuses must be one no table allows.
 */
import fc from 'fast-check';
import {
  assignExactly,
  canName,
  codesOfTag,
  countIn,
  moveNamed,
  moveTagged,
  moveUnnamed,
  nameIn,
  placesOf,
  relocate,
  shuffleInto,
  tagsIn,
  checkedExactly,
  unknownTable,
  untag,
  type Knowledge,
  type Wording,
} from '../../../src/engine/core/knowledge';
import * as O from './knowledge-worlds';

const w: Wording = { names: (p) => p, rule: 'test', path: 'cards' };

/**
 * exact: the core answers as every consistent table does; sound: it never refuses what some table allows; checked:
 * a cap of one table (every change that would branch merges) with the exact check on (core checkedExactly), so what
 * it accepts or refuses is exact while "where may a card be" and a tag's codes are the merged tables' (sound);
 * merged: the same one table without the check, judged as exact (to show what the check mends).
 */
export type Mode = 'exact' | 'sound' | 'checked' | 'merged';

export interface Step {
  readonly kind: 'name' | 'named' | 'unnamed' | 'tagged' | 'untag' | 'relocate' | 'shuffle' | 'exact';
  readonly a: number;
  readonly b: number;
  readonly n: number;
  readonly codes: readonly number[];
  readonly pick: number;
}

const ALL: readonly Step['kind'][] = ['name', 'named', 'named', 'unnamed', 'unnamed', 'tagged', 'untag', 'relocate', 'shuffle', 'exact'];

/** Random steps of the given kinds (all by default). */
export const stepOf = (kinds: readonly Step['kind'][] = ALL): fc.Arbitrary<Step> =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    a: fc.nat(),
    b: fc.nat(),
    n: fc.integer({ min: 1, max: 3 }),
    codes: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
    pick: fc.nat(),
  });

export const deck = fc.record({
  copies: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 3, maxLength: 5 }),
  places: fc.integer({ min: 3, max: 4 }),
  split: fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
});

const PLACES = ['deck', 'ann', 'bo', 'cy'];
/** Most alternatives the oracle runs allow: room enough that the answers stay exact (shared out among the cases). */
export const ORACLE_CAP = 4096;

/** Runs one sequence; returns the first disagreement, or null. */
export function run(d: { copies: number[]; places: number; split: number[] }, steps: readonly Step[], mode: Mode = 'exact'): string | null {
  /** Whether the core's answer is right: equal to the truth, or (sound) never a refusal of a possible one. */
  const fits = (core: boolean, truth: boolean): boolean => core === truth || (mode === 'sound' && core);
  /** The same for what the tables say without the check (where a card may be, a tag's codes). */
  const fitsTables = (core: boolean, truth: boolean): boolean => core === truth || (mode !== 'exact' && core);
  const codes = d.copies.map((_, i) => `c${i}`);
  const copies = Object.fromEntries(codes.map((c, i) => [c, d.copies[i] as number]));
  const total = d.copies.reduce((a, b) => a + b, 0);
  const places = PLACES.slice(0, d.places);
  const sizes = places.map(() => 0);
  for (let i = 0; i < total; i++) sizes[(d.split[i % d.split.length] as number) % places.length]++;
  const start = places.map((p, i) => [p, sizes[i] as number] as const);
  // Room enough that no change merges for want of it (the oracle checks the exact model, not the cap), or, checked,
  // no room at all: the tables merge at every branch and the exact check answers.
  const one = unknownTable(copies, start, 1);
  let k: Knowledge = mode === 'checked' ? checkedExactly(one) : mode === 'merged' ? one : unknownTable(copies, start, ORACLE_CAP);
  let ws: O.World[] = O.allDeals(copies, start);
  let serial = 0;
  const tags = (): string[] => places.flatMap((p) => tagsIn(k, p));

  const check = (label: string): string | null => {
    for (const p of places) {
      const n = ws[0]?.filter((c) => c.place === p).length ?? 0;
      if (countIn(k, p) !== n) return `${label}: ${p} holds ${countIn(k, p)} in the core, ${n} in every table`;
      for (const c of codes) {
        const truth = O.mayBe(ws, c, p);
        if (!fitsTables(placesOf(k, c).includes(p), truth)) return `${label}: may ${c} be in ${p}? core ${!truth}, oracle ${truth}`;
        if (!fits(canName(k, p, [c], w).ok, truth)) return `${label}: canName ${c} in ${p}: core ${!truth}, oracle ${truth}`;
      }
      // An exact entry from a consistent table, and the same with one code changed.
      const world = ws[serial % ws.length] as O.World;
      const entry = world.filter((c) => c.place === p).map((c) => c.code);
      const other = entry.length ? [...entry.slice(1), codes[serial % codes.length] as string] : [];
      for (const e of [entry, other]) {
        const truth = O.mayBeExactly(ws, p, e);
        if (!fits(assignExactly(k, p, e, w).ok, truth))
          return `${label}: exactly [${e.join(',')}] in ${p}: core ${!truth}, oracle ${truth}`;
      }
    }
    for (const t of tags()) {
      const core = codesOfTag(k, t);
      const truth = O.tagCodes(ws, t);
      const wider = mode !== 'exact' && core !== null && (truth ?? []).every((c) => core.includes(c));
      if (!wider && JSON.stringify(core) !== JSON.stringify(truth))
        return `${label}: tag ${t} is ${JSON.stringify(core)} in the core, ${JSON.stringify(truth)}`;
    }
    return null;
  };

  /** A change the core may refuse: refused exactly when no table allows it. */
  const refusable = (label: string, r: { ok: true; value: Knowledge } | { ok: false }, next: O.World[]): string | null => {
    if (!fits(r.ok, next.length > 0)) return `${label}: core ${r.ok ? 'accepts' : 'refuses'}, oracle has ${next.length} tables`;
    if (r.ok && next.length > 0) {
      k = r.value;
      ws = next;
    }
    return null;
  };

  let bad = check('start');
  for (const s of steps) {
    if (bad) return bad;
    serial++;
    const from = places[s.a % places.length] as string;
    const to = places[s.b % places.length] as string;
    const named = s.codes.map((i) => codes[i % codes.length] as string);
    const label = `${s.kind} ${from}->${to} n=${s.n} [${named.join(',')}]`;
    switch (s.kind) {
      case 'name':
        bad = refusable(label, nameIn(k, from, named, w), O.name(ws, from, named));
        break;
      case 'named':
        if (from === to) continue;
        bad = refusable(label, moveNamed(k, from, to, named, w), O.moveNamed(ws, from, to, named));
        break;
      case 'unnamed': {
        if (from === to) continue;
        const n = Math.min(s.n, countIn(k, from));
        if (n === 0) continue;
        const fresh = Array.from({ length: s.pick % (n + 1) }, (_, i) => `#t${serial}-${i}`);
        k = moveUnnamed(k, from, to, n, fresh);
        ws = O.moveUnnamed(ws, from, to, n, fresh);
        break;
      }
      case 'tagged': {
        const t = tags()[s.pick % Math.max(1, tags().length)];
        if (t === undefined) continue;
        const renamed = s.n === 1 ? null : `#r${serial}`;
        k = moveTagged(k, t, to, renamed ?? undefined);
        ws = O.moveTagged(ws, t, to, renamed);
        break;
      }
      case 'untag': {
        const t = tags()[s.pick % Math.max(1, tags().length)];
        if (t === undefined) continue;
        k = untag(k, [t]);
        break;
      }
      case 'relocate':
        if (from === to) continue;
        k = relocate(k, from, to);
        ws = O.relocate(ws, from, to);
        break;
      case 'shuffle':
        if (from === to) continue;
        k = shuffleInto(k, [from], to);
        ws = O.shuffleInto(ws, [from], to);
        break;
      case 'exact': {
        const world = ws[s.pick % ws.length] as O.World;
        const entry = world.filter((c) => c.place === from).map((c) => c.code);
        bad = refusable(label, assignExactly(k, from, entry, w), O.exactly(ws, from, entry));
        break;
      }
    }
    if (bad) return bad;
    ws = O.keepTags(ws, new Set(tags()));
    bad = check(label);
  }
  return bad;
}
