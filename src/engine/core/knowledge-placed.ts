/**
 * Card knowledge (the model is in knowledge-table.ts): tables built from
 * places, the blank one of a fresh game and one with known cards already in
 * place, as a deal by the app or a bot's resampling makes it, without naming
 * each card in turn.
 */
import type { CardCode } from './cards';
import { isConsistent, prune, sorted, type Lot, type Place, type Table } from './knowledge-table';

/**
 * A table where some places hold known cards (`named`: at least these codes there) and the rest is unknown: each
 * named card a lot of its own, each place's other cards one lot of whatever copies are left. The worlds of a blank
 * table with those cards named in turn, built at once (naming in turn branches and solves per card: a deal of known
 * hands was most of a simulated game's setup). Null when the named cards do not fit (more than a place holds, more
 * copies than the game has, or no consistent table).
 */
export function placedTable(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  named: readonly (readonly [Place, readonly CardCode[]])[],
): Table | null {
  const raw = placedLots(copies, places, named);
  const t = raw && prune(raw);
  return t && isConsistent(t) ? t : null;
}

/** A table where nothing is known: each place holds `count` cards that may be anything (kept even when the counts do not add up). */
export function blankTable(copies: Readonly<Record<CardCode, number>>, places: readonly (readonly [Place, number])[]): Table {
  // With nothing named, nothing can fail to fit.
  return prune(placedLots(copies, places, []) as Table);
}

/** The lots of placedTable before the prune; null when a named card does not fit. */
function placedLots(
  copies: Readonly<Record<CardCode, number>>,
  places: readonly (readonly [Place, number])[],
  named: readonly (readonly [Place, readonly CardCode[]])[],
): Table | null {
  const size = new Map<Place, number>();
  for (const [place, n] of places) if (n > 0) size.set(place, (size.get(place) ?? 0) + n);
  const left = new Map<CardCode, number>();
  for (const c of Object.keys(copies)) if ((copies[c] ?? 0) > 0) left.set(c, copies[c] ?? 0);
  const knownAt = new Map<Place, Map<CardCode, number>>();
  for (const [place, codes] of named) {
    const at = knownAt.get(place) ?? new Map<CardCode, number>();
    knownAt.set(place, at);
    for (const c of codes) {
      const n = left.get(c) ?? 0;
      if (n <= 0) return null;
      left.set(c, n - 1);
      at.set(c, (at.get(c) ?? 0) + 1);
    }
  }
  const rest = sorted([...left].filter(([, n]) => n > 0).map(([c]) => c));
  const lots: Lot[] = [];
  for (const [place, n] of size) {
    const at = knownAt.get(place);
    // One bins array for the place's lots: lots sharing their arrays are told apart and grouped once (mapBins).
    const bins = [place];
    let known = 0;
    if (at)
      for (const [c, m] of at) {
        known += m;
        lots.push({ count: m, codes: [c], bins });
      }
    if (known > n) return null;
    if (known < n) lots.push({ count: n - known, codes: rest, bins });
  }
  for (const place of knownAt.keys()) if (!size.has(place) && (knownAt.get(place)?.size ?? 0) > 0) return null;
  return { copies, bins: Object.fromEntries(size), lots, serial: 0 };
}
