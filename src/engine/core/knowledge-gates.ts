/**
 * Gates and counts as clauses, for the exact check's encoding of a card
 * knowledge's history (knowledge-clauses.ts). Literals are numbers (variable
 * v is `v`, its negation `-v`), with two constants folded as they are met:
 * a gate of a constant is a plain literal, and a count skips the literals
 * known false and counts the true ones at once, so what a history fixes
 * costs no variable. Cardinalities are unary (sequential) counters, which
 * unit propagation alone keeps consistent.
 */
export const TRUE = 0x7fffffff;
export const FALSE = -TRUE;
export type Literal = number;

/** Where gates and counts write: a new variable, and a clause (the sink guards and folds it). */
export interface ClauseSink {
  fresh(): Literal;
  clause(ls: readonly Literal[]): void;
}

export function and(w: ClauseSink, a: Literal, b: Literal): Literal {
  if (a === FALSE || b === FALSE) return FALSE;
  if (a === TRUE) return b;
  if (b === TRUE) return a;
  const v = w.fresh();
  w.clause([-v, a]);
  w.clause([-v, b]);
  w.clause([v, -a, -b]);
  return v;
}

export function or(w: ClauseSink, a: Literal, b: Literal): Literal {
  return -and(w, -a, -b);
}

/** At most k of the literals (pairwise for one, a sequential counter otherwise). */
export function atMost(w: ClauseSink, ls: readonly Literal[], k: number): void {
  let room = k;
  const xs: Literal[] = [];
  for (const l of ls) {
    if (l === TRUE) room--;
    else if (l !== FALSE) xs.push(l);
  }
  if (room < 0) return w.clause([]);
  if (room >= xs.length) return;
  if (room === 0) {
    for (const x of xs) w.clause([-x]);
    return;
  }
  // s[i][j]: at least j+1 of the first i+1 literals are true.
  let prev: Literal[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i] as Literal;
    const s = Array.from({ length: room }, () => w.fresh());
    w.clause([-x, s[0] as Literal]);
    for (let j = 0; j < room; j++) if (i > 0) w.clause([-(prev[j] as Literal), s[j] as Literal]);
    for (let j = 1; j < room; j++) if (i > 0) w.clause([-x, -(prev[j - 1] as Literal), s[j] as Literal]);
    if (i > 0) w.clause([-x, -(prev[room - 1] as Literal)]);
    if (i === 0) for (let j = 1; j < room; j++) w.clause([-(s[j] as Literal)]);
    prev = s;
  }
}

export function atLeast(w: ClauseSink, ls: readonly Literal[], k: number): void {
  if (k <= 0) return;
  if (k === 1) return w.clause(ls.slice());
  atMost(
    w,
    ls.map((l) => -l),
    ls.length - k,
  );
}

/** Exactly k of the literals: "at least j of the first i" for j up to k+1, each an equivalence, then k and not k+1. */
export function exactly(w: ClauseSink, ls: readonly Literal[], k: number): void {
  let atLeast: Literal[] = [TRUE, ...Array.from({ length: k + 1 }, () => FALSE)];
  for (const x of ls) {
    if (x === FALSE) continue;
    const next = atLeast.slice();
    for (let j = 1; j <= k + 1; j++) next[j] = or(w, atLeast[j] as Literal, and(w, x, atLeast[j - 1] as Literal));
    atLeast = next;
  }
  w.clause([atLeast[k] as Literal]);
  w.clause([-(atLeast[k + 1] as Literal)]);
}
