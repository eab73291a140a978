/**
 * The card knowledge's history as the exact referees of the tests read it
 * (knowledge-sat.ts, cnf.ts): each change as knowledge.ts was asked it, the
 * knowledge itself left out, and a world (where every physical copy is, and
 * which copy each tag names) as a model describes it.
 */
import type { CardCode } from '../../../../src/engine/core/cards';

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

/** Where every copy is (item i is a copy of codes[i]) and which copy each tag names. */
export interface World {
  readonly codes: readonly CardCode[];
  readonly at: readonly string[];
  readonly tags: Readonly<Record<string, number>>;
}
