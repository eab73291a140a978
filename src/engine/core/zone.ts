/**
 * Zones: a place holding cards (a hand, the discard) of which the referee
 * knows only some identities: the count and the known cards a screen shows.
 * Which card may be where is decided by the card knowledge (knowledge.ts),
 * never here: these are views kept beside it, and multiset helpers.
 */
import type { CardCode } from './cards';

/** A hand or the discard: a count and the cards of it the referee knows (`known.length <= count`). */
export interface Zone {
  readonly count: number;
  readonly known: readonly CardCode[];
}

export const EMPTY_ZONE: Zone = { count: 0, known: [] };

/** Copies of each code in a list (a multiset). */
export function countOf(codes: readonly CardCode[]): Map<CardCode, number> {
  const m = new Map<CardCode, number>();
  for (const c of codes) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Removes one copy of each code from a list (codes not in it are ignored). */
export function without(list: readonly CardCode[], codes: readonly CardCode[]): CardCode[] {
  const out = list.slice();
  for (const c of codes) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** A zone after the named cards left it; unknown cards make up the rest of the count. */
export function takeKnown(zone: Zone, codes: readonly CardCode[]): Zone {
  return { count: zone.count - codes.length, known: without(zone.known, codes) };
}

/** A zone after `n` unnamed cards left it: the referee can no longer tell which known cards remain. */
export function takeUnknown(zone: Zone, n: number): Zone {
  return n === 0 ? zone : { count: zone.count - n, known: [] };
}

export const addKnown = (zone: Zone, codes: readonly CardCode[]): Zone => ({
  count: zone.count + codes.length,
  known: [...zone.known, ...codes],
});

export const addUnknown = (zone: Zone, n: number): Zone => ({ count: zone.count + n, known: zone.known });
