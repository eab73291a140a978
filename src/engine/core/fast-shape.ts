/**
 * The fast reading of log-shaped actions, shared by the games. Replaying
 * thousands of logs or simulating thousands of games reads actions that are
 * already as the log writes them; running the zod schema on each costs more
 * than the rule checks after it. So each game gives a table of its common
 * action types: the fields in its schema's key order, each with a reader that
 * returns the value as the schema would keep it, or `undefined` when it does
 * not vouch for it. Anything doubtful (an unknown type, a missing or extra
 * key, a value to normalise, a key given as undefined) reads as null and goes
 * through the schema, which alone words the refusals. Each game's test holds
 * its table to its schema on random input (the schema stays the authority).
 * Hand-written because no schema library compiles to a reader this cheap.
 */
import { normalizeCode, type DeckKind } from './cards';

/** A value as the schema keeps it, or undefined (not vouched for: the schema decides). */
export type FastRead = (v: unknown) => unknown;

export interface FastField {
  readonly name: string;
  readonly optional: boolean;
  readonly read: FastRead;
}

export const field = (name: string, read: FastRead, optional = false): FastField => ({ name, read, optional });

/** An integer in [lo, hi]. */
export const intIn =
  (lo: number, hi: number): FastRead =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= lo && v <= hi ? v : undefined;

/** One of the given values. */
export const oneOf =
  (values: readonly unknown[]): FastRead =>
  (v) =>
    values.includes(v) ? v : undefined;

/** A list of at most `max` (at least `min`) items each read by `item`, as a fresh array. */
export const listOf =
  (item: FastRead, max: number, min = 0): FastRead =>
  (v) => {
    if (!Array.isArray(v) || v.length < min || v.length > max) return undefined;
    const out: unknown[] = [];
    // Index by index: every() or for..of would pass over the holes of a sparse list, which the schema refuses.
    for (let i = 0; i < v.length; i++) {
      const x = item(v[i]);
      if (x === undefined) return undefined;
      out.push(x);
    }
    return out;
  };

/** A string of at most `max` characters. */
export const textUpTo =
  (max: number): FastRead =>
  (v) =>
    typeof v === 'string' && v.length <= max ? v : undefined;

/** Codes already in canonical form, by deck (a code is normalised once, then remembered). */
const canonical = new Map<DeckKind, Set<string>>();

/** A card code of the deck already written as the game normalises it. */
export const canonicalCode =
  (deck: DeckKind): FastRead =>
  (v) => {
    if (typeof v !== 'string' || v.length < 1 || v.length > 20) return undefined;
    let seen = canonical.get(deck);
    if (!seen) canonical.set(deck, (seen = new Set()));
    if (seen.has(v)) return v;
    const r = normalizeCode(deck, v);
    if (!r.ok || r.value !== v) return undefined;
    seen.add(v);
    return v;
  };

/**
 * The action as its schema reads it, or null. `extraKeys`: a strict schema
 * refuses a key it does not know (null: the schema words it); a stripping one
 * drops it.
 */
export function readFast(
  raw: unknown,
  table: Readonly<Record<string, readonly FastField[]>>,
  extraKeys: 'refuse' | 'drop',
): Record<string, unknown> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const obj = raw as Readonly<Record<string, unknown>>;
  const type = obj.type;
  const fields = typeof type === 'string' && Object.hasOwn(table, type) ? table[type] : undefined;
  if (!fields) return null;
  const out: Record<string, unknown> = { type };
  let present = 1;
  for (const f of fields) {
    if (!Object.hasOwn(obj, f.name)) {
      if (f.optional) continue;
      return null;
    }
    const v = f.read(obj[f.name]);
    if (v === undefined) return null;
    out[f.name] = v;
    present++;
  }
  if (extraKeys === 'refuse' && Object.keys(obj).length !== present) return null;
  return out;
}
