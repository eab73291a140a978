/**
 * A small CDCL satisfiability solver (watched literals, first-UIP clause
 * learning, activity-ordered decisions on a heap with phase saving, Luby
 * restarts), for the second exact referee of the card knowledge (cnf.ts).
 * Written here, as the groundwork of an exact check in the referee itself,
 * because no library fits there: the referee asks synchronously, in the
 * renderer as in Node, so a WebAssembly solver (cadical-wasm) would need an
 * asynchronous compile and `wasm-unsafe-eval` in the window's content policy,
 * and logic-solver's MiniSat runs in a fixed 64 MB heap that one long game's
 * encoding filled.
 *
 * Literals are numbers: variable v (from 1) is `v`, its negation `-v`.
 */

/** A model (`value[v]` true or false for v from 1), null when unsatisfiable, 'unknown' past the conflict budget. */
export type SatAnswer = readonly boolean[] | null | 'unknown';

const lit = (l: number): number => (l > 0 ? 2 * l : -2 * l + 1);
const neg = (x: number): number => x ^ 1;
const luby = (i: number): number => {
  let size = 1;
  let seq = 0;
  while (size < i + 1) {
    seq++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x %= size;
  }
  return 2 ** seq;
};

/** Whether the clauses over variables 1..vars have a model; `budget` conflicts at most. */
export function solveSat(vars: number, clauses: readonly (readonly number[])[], budget = 100_000): SatAnswer {
  const n = 2 * vars + 2;
  // Per literal (2v true, 2v+1 false): value of the variable, level, reason clause.
  const value = new Int8Array(vars + 1); // 0 unassigned, 1 true, -1 false
  const level = new Int32Array(vars + 1);
  const reason = new Int32Array(vars + 1).fill(-1);
  const phase = new Int8Array(vars + 1).fill(-1);
  const activity = new Float64Array(vars + 1);
  const seen = new Uint8Array(vars + 1);
  const store: number[][] = [];
  const watches: number[][] = Array.from({ length: n }, () => []);
  const trail: number[] = [];
  const limits: number[] = [];
  let head = 0;
  let inc = 1;

  const valueOf = (x: number): number => {
    const v = value[x >> 1] as number;
    return x & 1 ? -v : v;
  };
  const assign = (x: number, why: number): void => {
    const v = x >> 1;
    value[v] = x & 1 ? -1 : 1;
    level[v] = limits.length;
    reason[v] = why;
    trail.push(x);
  };
  const units: number[] = [];
  for (const c of clauses) {
    const xs = [...new Set(c.map(lit))];
    if (xs.some((x) => xs.includes(neg(x)))) continue;
    if (xs.length === 0) return null;
    if (xs.length === 1) units.push(xs[0] as number);
    else {
      watches[neg(xs[0] as number)]?.push(store.length);
      watches[neg(xs[1] as number)]?.push(store.length);
      store.push(xs);
    }
  }
  for (const x of units) {
    const v = valueOf(x);
    if (v === -1) return null;
    if (v === 0) assign(x, -1);
  }

  /** Propagates the trail; the conflicting clause's index, or -1. */
  const propagate = (): number => {
    while (head < trail.length) {
      const falsified = neg(trail[head++] as number);
      // Clauses watching `falsified` are listed under its negation's index (the literal that became true).
      const ws = watches[neg(falsified)] as number[];
      let keep = 0;
      for (let i = 0; i < ws.length; i++) {
        const ci = ws[i] as number;
        const c = store[ci] as number[];
        if (c[0] === falsified) {
          c[0] = c[1] as number;
          c[1] = falsified;
        }
        if (valueOf(c[0] as number) === 1) {
          ws[keep++] = ci;
          continue;
        }
        let moved = false;
        for (let k = 2; k < c.length; k++)
          if (valueOf(c[k] as number) !== -1) {
            c[1] = c[k] as number;
            c[k] = falsified;
            (watches[neg(c[1])] as number[]).push(ci);
            moved = true;
            break;
          }
        if (moved) continue;
        ws[keep++] = ci;
        if (valueOf(c[0] as number) === -1) {
          for (i++; i < ws.length; i++) ws[keep++] = ws[i] as number;
          ws.length = keep;
          return ci;
        }
        assign(c[0] as number, ci);
      }
      ws.length = keep;
    }
    return -1;
  };
  // Unassigned variables by activity, most active on top (a binary heap; `slot[v]` is v's index in it, -1 when out).
  const heap: number[] = [];
  const slot = new Int32Array(vars + 1).fill(-1);
  const before = (a: number, b: number): boolean => (activity[a] as number) > (activity[b] as number);
  const up = (i0: number): void => {
    let i = i0;
    const v = heap[i] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent] as number;
      if (!before(v, p)) break;
      heap[i] = p;
      slot[p] = i;
      i = parent;
    }
    heap[i] = v;
    slot[v] = i;
  };
  const down = (i0: number): void => {
    let i = i0;
    const v = heap[i] as number;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= heap.length) break;
      const r = l + 1;
      const c = r < heap.length && before(heap[r] as number, heap[l] as number) ? r : l;
      if (!before(heap[c] as number, v)) break;
      heap[i] = heap[c] as number;
      slot[heap[i] as number] = i;
      i = c;
    }
    heap[i] = v;
    slot[v] = i;
  };
  const insert = (v: number): void => {
    if (slot[v] !== -1) return;
    heap.push(v);
    slot[v] = heap.length - 1;
    up(heap.length - 1);
  };
  const bump = (v: number): void => {
    activity[v] = (activity[v] as number) + inc;
    if ((activity[v] as number) > 1e100) {
      for (let i = 1; i <= vars; i++) activity[i] = (activity[i] as number) * 1e-100;
      inc *= 1e-100;
    }
    if (slot[v] !== -1) up(slot[v] as number);
  };
  const backtrack = (to: number): void => {
    if (limits.length <= to) return;
    const start = limits[to] as number;
    for (let i = trail.length - 1; i >= start; i--) {
      const v = (trail[i] as number) >> 1;
      phase[v] = value[v] as number;
      value[v] = 0;
      reason[v] = -1;
      insert(v);
    }
    trail.length = start;
    limits.length = to;
    head = start;
  };
  /** First-UIP learning: the learnt clause (asserting literal first) and the level to go back to. */
  const analyze = (conflict: number): [number[], number] => {
    const learnt: number[] = [0];
    let counter = 0;
    let p = -1;
    let ci = conflict;
    let idx = trail.length - 1;
    const here = limits.length;
    do {
      const c = store[ci] as number[];
      for (let k = p === -1 ? 0 : 1; k < c.length; k++) {
        const q = c[k] as number;
        const v = q >> 1;
        if (seen[v] || (level[v] as number) === 0) continue;
        seen[v] = 1;
        bump(v);
        if ((level[v] as number) >= here) counter++;
        else learnt.push(q);
      }
      while (!seen[(trail[idx] as number) >> 1]) idx--;
      p = trail[idx--] as number;
      ci = reason[p >> 1] as number;
      seen[p >> 1] = 0;
      counter--;
    } while (counter > 0);
    learnt[0] = neg(p);
    let back = 0;
    let at = 1;
    for (let k = 1; k < learnt.length; k++) {
      const lv = level[(learnt[k] as number) >> 1] as number;
      if (lv > back) [back, at] = [lv, k];
    }
    for (const q of learnt) seen[q >> 1] = 0;
    if (learnt.length > 1) [learnt[1], learnt[at]] = [learnt[at] as number, learnt[1] as number];
    return [learnt, back];
  };
  for (let v = 1; v <= vars; v++) insert(v);
  const pick = (): number => {
    while (heap.length > 0) {
      const v = heap[0] as number;
      const last = heap.pop() as number;
      slot[v] = -1;
      if (heap.length > 0) {
        heap[0] = last;
        slot[last] = 0;
        down(0);
      }
      if (value[v] === 0) return v;
    }
    return 0;
  };

  if (propagate() >= 0) return null;
  let conflicts = 0;
  let restart = 0;
  let untilRestart = 100 * luby(restart);
  for (;;) {
    const conflict = propagate();
    if (conflict >= 0) {
      conflicts++;
      if (limits.length === 0) return null;
      if (conflicts > budget) return 'unknown';
      const [learnt, back] = analyze(conflict);
      backtrack(back);
      if (learnt.length === 1) assign(learnt[0] as number, -1);
      else {
        const ci = store.length;
        store.push(learnt);
        (watches[neg(learnt[0] as number)] as number[]).push(ci);
        (watches[neg(learnt[1] as number)] as number[]).push(ci);
        assign(learnt[0] as number, ci);
      }
      inc /= 0.95;
      if (--untilRestart <= 0) {
        backtrack(0);
        untilRestart = 100 * luby(++restart);
      }
      continue;
    }
    const v = pick();
    if (v === 0) {
      const model: boolean[] = [false];
      for (let i = 1; i <= vars; i++) model.push(value[i] === 1);
      return model;
    }
    limits.push(trail.length);
    assign(phase[v] === 1 ? 2 * v : 2 * v + 1, -1);
  }
}
