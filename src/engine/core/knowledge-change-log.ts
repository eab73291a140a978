/**
 * The history of a card knowledge: each knowledge value remembers the change
 * that made it from its parent (a trail back to the table it started from),
 * and whether any change on the way merged for want of room, the point where
 * the tables start to over-approximate. The exact check (knowledge-exact.ts)
 * reads the trail of a merged knowledge as clauses; the tests' exact
 * referees read the same changes. Kept beside the values in a WeakMap, so a
 * knowledge's shape and the states holding it are unchanged.
 */
import type { CardCode } from './cards';
import type { Knowledge } from './knowledge-cases';

type Copies = Readonly<Record<CardCode, number>>;
type Counts = readonly (readonly [string, number])[];

/** One change to the knowledge, as knowledge.ts was called (the knowledge itself left out). */
export type Change =
  | { readonly op: 'unknownTable'; readonly args: readonly [Copies, Counts] }
  | { readonly op: 'placedKnowledge'; readonly args: readonly [Copies, Counts, readonly (readonly [string, readonly CardCode[]])[]] }
  | { readonly op: 'nameIn' | 'assignExactly'; readonly args: readonly [string, readonly CardCode[]] }
  | { readonly op: 'moveNamed'; readonly args: readonly [string, string, readonly CardCode[]] }
  | { readonly op: 'moveUnnamed'; readonly args: readonly [string, string, number, (readonly string[])?] }
  | { readonly op: 'moveTagged'; readonly args: readonly [string, string, string?] }
  | { readonly op: 'untag'; readonly args: readonly [readonly string[]] }
  | { readonly op: 'relocate'; readonly args: readonly [string, string] }
  | { readonly op: 'shuffleInto'; readonly args: readonly [readonly string[], string] };

/** A knowledge's history: its change, the history before it, whether some change of it merged, and the knowledge it made. */
export interface Trail {
  readonly parent: Trail | null;
  /** The history's first table (null: this is it), where one match's exact check is kept. */
  readonly first: Trail | null;
  readonly change: Change;
  readonly merged: boolean;
  /** What the tables knew after the change: never wrong about where a card cannot be, so the clauses fold it. */
  readonly knowledge: Knowledge;
}

const trails = new WeakMap<Knowledge, Trail>();

export const trailOf = (k: Knowledge): Trail | undefined => trails.get(k);

/**
 * `to`, made from `from` by `change` (null: a first table), with its history. Called once per value made (the
 * changes are remembered), but the tables' memos can hand back a knowledge object that already has a history (the
 * same table reached again); such a value gets a copy of its own, so each object has one history. A knowledge made
 * from one without a history (a test's own table) stays without.
 */
export function recorded(from: Knowledge | null, to: Knowledge, change: Change, merged: boolean): Knowledge {
  if (to === from) return to;
  const parent = from === null ? null : trails.get(from);
  if (parent === undefined) return to;
  const merges = merged || (parent?.merged ?? false);
  const first = parent === null ? null : (parent.first ?? parent);
  const own = trails.has(to) ? { ...to } : to;
  trails.set(own, { parent, first, change, merged: merges, knowledge: own });
  return own;
}

/** `to`, a copy of `from` with other settings (knowledge-cases.ts Settings), given `from`'s history. */
export function sameHistory(from: Knowledge, to: Knowledge): Knowledge {
  const t = trails.get(from);
  if (t !== undefined) trails.set(to, t);
  return to;
}

/** The changes from the first table to this knowledge, oldest first. */
export function changesOf(t: Trail): Change[] {
  const out: Change[] = [];
  for (let at: Trail | null = t; at; at = at.parent) out.push(at.change);
  return out.reverse();
}
