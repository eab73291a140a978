/**
 * The part of logic-solver (MIT; MiniSat compiled to JavaScript) the card
 * knowledge's SAT oracle uses (test/engine/core/knowledge-sat.ts). The
 * package ships no types.
 */
declare module 'logic-solver' {
  /** A formula built by the functions below; opaque. */
  export interface Formula {
    readonly __formula: unique symbol;
  }
  /** A variable's name, or a formula. */
  export type Term = string | Formula;
  /** A number as a list of bits (from `sum` or `constantBits`). */
  export interface Bits {
    readonly __bits: unique symbol;
  }
  export const TRUE: string;
  export const FALSE: string;
  export function not(t: Term): Term;
  export function and(...t: (Term | readonly Term[])[]): Term;
  export function or(...t: (Term | readonly Term[])[]): Term;
  export function implies(a: Term, b: Term): Term;
  export function equiv(a: Term, b: Term): Term;
  export function exactlyOne(...t: (Term | readonly Term[])[]): Term;
  export function atMostOne(...t: (Term | readonly Term[])[]): Term;
  export function sum(...t: (Term | readonly Term[])[]): Bits;
  export function constantBits(n: number): Bits;
  export function equalBits(a: Bits, b: Bits): Term;
  export class Solver {
    require(...t: (Term | readonly Term[])[]): void;
    /** A solution, or null when there is none. */
    solve(): object | null;
    solveAssuming(t: Term): object | null;
  }
}
