/**
 * One world the exact check knows fits a history (knowledge-clauses.ts): a
 * place for every physical copy and the copy each kept tag names. A
 * question it already answers ("can 9C be in Bo's hand": it is there) needs
 * no solver. A world of an earlier point carries forward through the
 * changes since: each change is played on it with some choice of the cards
 * an unnamed move takes, and each naming or exact entry is checked on it;
 * while every check holds it is a world of the longer history too. When one
 * fails the solver is asked, and the world its model describes is the new
 * witness. A question it answers takes microseconds; the exact bench
 * (bench/exact.bench.ts) counts how many it answers (about a quarter of its
 * swapped hands, which are mostly impossible and so need the solver).
 */
import type { CardCode } from './cards';
import type { Change } from './knowledge-change-log';
import { countOf } from './zone';

export interface WitnessWorld {
  /** Item i (a copy of codes[i]) lies in at[i]. */
  readonly at: readonly string[];
  /** The item each kept tag names, and the place the tag was last known in (as the clauses keep it). */
  readonly tags: ReadonlyMap<string, { readonly item: number; readonly placeOf: string }>;
}

/** Whether `place` holds at least (or exactly) these codes in the world. */
export function holdsIn(w: WitnessWorld, codes: readonly CardCode[], items: readonly CardCode[], place: string, exactly: boolean): boolean {
  const here = new Map<CardCode, number>();
  let total = 0;
  w.at.forEach((p, i) => {
    if (p !== place) return;
    total++;
    const c = items[i] as CardCode;
    here.set(c, (here.get(c) ?? 0) + 1);
  });
  if (exactly && total !== codes.length) return false;
  for (const [c, m] of countOf(codes)) if ((here.get(c) ?? 0) < m) return false;
  return true;
}

/** The world after `c`, null when the change rules it out (a naming or an entry it does not hold, too few cards). */
export function playOn(w: WitnessWorld, c: Change, items: readonly CardCode[]): WitnessWorld | null {
  const at = w.at.slice();
  const tags = new Map(w.tags);
  const inPlace = (place: string): number[] => at.flatMap((p, i) => (p === place ? [i] : []));
  switch (c.op) {
    case 'unknownTable':
    case 'placedKnowledge':
      return null;
    case 'nameIn':
    case 'assignExactly':
      return holdsIn(w, c.args[1], items, c.args[0], c.op === 'assignExactly') ? w : null;
    case 'moveNamed': {
      const [from, to, codes] = c.args;
      for (const [code, m] of countOf(codes)) {
        const there = inPlace(from).filter((i) => items[i] === code);
        if (there.length < m) return null;
        for (const i of there.slice(0, m)) at[i] = to;
      }
      return { at, tags };
    }
    case 'moveUnnamed': {
      const [from, to, n, given = []] = c.args;
      const there = inPlace(from);
      if (there.length < n) return null;
      for (const [tag, t] of w.tags) if (t.placeOf === from) tags.delete(tag);
      const moved = there.slice(0, n);
      for (const i of moved) at[i] = to;
      given.slice(0, n).forEach((tag, j) => tags.set(tag, { item: moved[j] as number, placeOf: to }));
      return { at, tags };
    }
    case 'moveTagged': {
      const [tag, to, newTag] = c.args;
      const t = w.tags.get(tag);
      if (!t) return w;
      // The clauses tie a tag's card to the place the tag was last in (a named move may have taken that very card).
      if (at[t.item] !== t.placeOf) return null;
      tags.delete(tag);
      at[t.item] = to;
      if (newTag !== undefined) tags.set(newTag, { item: t.item, placeOf: to });
      return { at, tags };
    }
    case 'untag':
      for (const tag of c.args[0]) tags.delete(tag);
      return { at, tags };
    case 'relocate':
    case 'shuffleInto': {
      const [froms, to] = c.op === 'relocate' ? [[c.args[0]], c.args[1]] : c.args;
      for (const from of froms) {
        if (from === to) continue;
        for (const i of inPlace(from)) at[i] = to;
        for (const [tag, t] of w.tags)
          if (t.placeOf === from) {
            if (c.op === 'relocate') tags.set(tag, { item: t.item, placeOf: to });
            else tags.delete(tag);
          }
      }
      return { at, tags };
    }
  }
}
